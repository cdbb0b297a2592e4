/** What any screen says when a call fails or a shared widget refuses. Part of the one catalogue of messages (index.ts). */

export const IMAGE_TYPE_MESSAGE = 'Elegí un archivo de imagen (JPG, PNG o WebP).'

export const IMAGE_TOO_BIG_MESSAGE = 'La imagen puede pesar hasta 8 MB.'

export const NETWORK_ERROR_MESSAGE = 'No hay conexión. Revisá tu internet y probá de nuevo.'

export const UNEXPECTED_ERROR_MESSAGE = 'Ocurrió un error inesperado.'

export const CAPTCHA_VERIFY_FAILED_MESSAGE = 'No se pudo verificar. Probá de nuevo.'

export const CAPTCHA_EXPIRED_MESSAGE = 'La verificación venció. Marcala de nuevo.'
