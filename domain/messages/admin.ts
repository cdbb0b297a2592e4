// What operators read (docs/product.md#operators); kept apart so no shop's page loads these words.

export const OPERATOR_UNAUTHENTICATED_MESSAGE =
  'Tu sesión de operador venció. Ingresá de nuevo con tu contraseña y tu código.'

export const OPERATOR_TOTP_REQUIRED_MESSAGE =
  'Falta el código de verificación: ingresá el de tu app de autenticación.'

export const OPERATOR_FORBIDDEN_MESSAGE = 'Esta sección es solo para operadores de Barrio.'

export const OPERATOR_LOGIN_FAILED_MESSAGE = 'El correo o la contraseña no son correctos.'

export const OPERATOR_CODE_MESSAGE =
  'Ingresá los 6 números de tu app de autenticación o uno de tus códigos de recuperación.'

export const OPERATOR_CODE_WRONG_MESSAGE =
  'Ese código no es correcto o ya se usó. Mirá el código actual en tu app de autenticación.'

export const OPERATOR_CODE_TRIES_MESSAGE =
  'Hubo demasiados códigos incorrectos. Ingresá de nuevo con tu contraseña.'

export const OPERATOR_LINK_INVALID_MESSAGE =
  'Este enlace ya se usó o venció. Pedí uno nuevo a quien administra Barrio.'

export const OPERATOR_TOO_MANY_TRIES_MESSAGE =
  'Hubo demasiados intentos. Esperá unos minutos antes de volver a probar.'

export const OPERATOR_SIGN_IN_FAILED_MESSAGE =
  'No pudimos completar el ingreso. Revisá tu conexión y probá de nuevo.'

export const OPERATOR_ACTIVATE_FAILED_MESSAGE =
  'No pudimos guardar la contraseña. Revisá tu conexión y probá de nuevo.'

export const OPERATOR_ACTIVITY_FAILED_MESSAGE = 'No pudimos cargar la actividad. Probá de nuevo.'

// The operator console's shops (docs/product.md#operators).

export const ADMIN_REASON_MESSAGE =
  'Escribí el motivo: entre 5 y 500 caracteres, para que quede en la actividad.'

export const ADMIN_MONTHS_MESSAGE = 'Elegí cuántos meses extender: de 1 a 24.'

export const ADMIN_SOURCE_MESSAGE = 'Elegí cómo se recibió el pago: transferencia o efectivo.'

export const ADMIN_SHOP_QUERY_MESSAGE =
  'La búsqueda no es válida: revisá el texto, los filtros y la página.'

export const SHOP_ALREADY_SUSPENDED_MESSAGE = 'Este comercio ya está suspendido.'

export const SHOP_NOT_SUSPENDED_MESSAGE =
  'Este comercio no está suspendido: no hay nada que reactivar.'
