// What operators read (docs/product.md#operators); kept apart so no shop's page loads these words.

export const OPERATOR_UNAUTHENTICATED_MESSAGE =
  'Tu sesión de operador venció. Ingresá de nuevo con tu contraseña y tu código.'

export const OPERATOR_TOTP_REQUIRED_MESSAGE =
  'Falta el código de verificación: ingresá el de tu app de autenticación.'

export const OPERATOR_FORBIDDEN_MESSAGE = 'Esta sección es solo para operadores de Barrio.'
