/*
 * What a shop owner reads when signing in or choosing a new password (docs/product.md#session).
 * Part of the one catalogue of messages (index.ts); kept apart from panel.ts because the sign-in
 * screens are public pages with a JavaScript budget (docs/decisions/0006-bundle-driven-splits.md).
 */

export const RESET_REQUESTED_MESSAGE =
  'Si tu correo está registrado, te enviaremos un enlace para modificar tu contraseña.'

export const RESET_REQUEST_FAILED_MESSAGE = 'Hubo un error al procesar la solicitud.'

export const LOGIN_FAILED_MESSAGE = 'Credenciales incorrectas o error de servidor.'

/** A login at an account with several failed tries since its last success needs the captcha too. */
export const LOGIN_CAPTCHA_MESSAGE =
  'Hubo varios intentos fallidos de ingresar a esta cuenta. Por seguridad, completá la verificación y volvé a ingresar.'

export const RESET_FAILED_MESSAGE = 'Error al restablecer la contraseña'
