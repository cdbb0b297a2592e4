/** The API's own refusals: the default message of each error code (domain/errors/catalogue.ts), and what HTTP-level failures say. Part of the one catalogue of messages (index.ts). */
import { formatKm } from '../geo/rules'
import { formatPesos, type Centavos } from '../money/rules'

/** docs/product.md#errors: the closed shop warning, word for word. */
export const SHOP_CLOSED_MESSAGE = 'El local está cerrado en este momento'

export const NO_DELIVERY_MESSAGE = 'Este comercio no hace envíos a domicilio.'

export const NO_PICKUP_MESSAGE = 'Este comercio no ofrece retiro en el local.'

export const UNKNOWN_PRODUCT_MESSAGE =
  'Uno de los productos de tu pedido ya no está en el menú de este comercio. Revisá tu carrito.'

export const ORDER_TOO_LARGE_MESSAGE =
  'El pedido supera el monto máximo permitido. Dividilo en pedidos más chicos.'

export const ADDRESS_NOT_LOCATED_MESSAGE =
  'No pudimos ubicar tu dirección. Marcala en el mapa para que el comercio pueda calcular el envío.'

export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'Esta clave (Idempotency-Key) ya se usó para otro pedido. Generá una clave nueva para este pedido.'

export const IMAGE_REQUIRED_MESSAGE = 'Elegí una imagen para subir.'

export const CATEGORY_NOT_FOUND_MESSAGE = 'Categoría no encontrada.'

export const CATEGORY_NAME_TAKEN_MESSAGE = 'Ya tenés una categoría con ese nombre.'

export const CATEGORY_IN_USE_MESSAGE =
  'No podés eliminar una categoría que tiene productos. Mové o eliminá sus productos primero.'

export const ONE_CATEGORY_IMAGE_MESSAGE =
  'Elegí una imagen predefinida o subí una imagen propia, no las dos.'

export const INVALID_CREDENTIALS_MESSAGE = 'Correo o contraseña incorrectos.'

export const INVALID_RESET_LINK_MESSAGE =
  'El enlace para cambiar la contraseña es inválido o venció.'

export const UNAUTHENTICATED_MESSAGE = 'Tu sesión venció. Iniciá sesión de nuevo.'

export const FORBIDDEN_MESSAGE = 'No tenés permiso para usar el Panel del Comercio.'
/** docs/product.md#team: a member whose role does not include what they asked for. */
export const ROLE_FORBIDDEN_MESSAGE =
  'Tu rol en el equipo no permite hacer esto. Pedíselo al dueño del comercio.'

export const BAD_CHARACTERS_MESSAGE = 'El texto tiene caracteres no permitidos.'

export const TEXT_TOO_LONG_MESSAGE = 'El texto es demasiado largo.'

export function outOfStockMessage(names: string[]): string {
  const quoted = names.map((n) => `"${n}"`)
  return quoted.length === 1
    ? `${quoted[0]} no tiene stock en este momento. Quitalo del pedido para seguir.`
    : `Estos productos no tienen stock en este momento: ${quoted.join(', ')}. Quitalos del pedido para seguir.`
}

/** The minimum order applies to delivery only: it sits under the shop's delivery options. */
export function minimumOrderMessage(minimum: Centavos): string {
  return `El pedido mínimo para envío es de ${formatPesos(minimum)}.`
}

export function otherLocalityMessage(shopCity: string): string {
  return `Este comercio solo hace envíos dentro de ${shopCity}.`
}

export function outsideAreaMessage(radiusMeters: number): string {
  return `Tu dirección está fuera de la zona de entrega de este comercio (hasta ${formatKm(radiusMeters)}).`
}

export const INVALID_DATA_MESSAGE = 'Datos inválidos.'

export const BAD_REQUEST_MESSAGE = 'La solicitud no es válida.'

export const INVALID_CODE_MESSAGE = 'El código no es correcto. Pedí un código nuevo.'

export const PHONE_NOT_VERIFIED_MESSAGE =
  'Verificá tu número de WhatsApp antes de registrar el comercio.'

export const OUTSIDE_AREA_MESSAGE =
  'Tu dirección está fuera de la zona de entrega de este comercio.'

export const NOT_FOUND_MESSAGE = 'No encontramos lo que buscás.'

export const BUSINESS_NOT_FOUND_MESSAGE = 'No encontramos ese comercio.'

export const METHOD_NOT_ALLOWED_MESSAGE = 'Esta operación no está permitida acá.'

export const NOT_ACCEPTABLE_MESSAGE = 'No podemos responder en el formato pedido.'

export const REQUEST_TIMEOUT_MESSAGE = 'La solicitud tardó demasiado. Volvé a probar.'

export const CONFLICT_MESSAGE = 'No se pudo completar: algo cambió mientras tanto. Volvé a probar.'

export const PAYLOAD_TOO_LARGE_MESSAGE = 'La solicitud es demasiado grande.'

export const URI_TOO_LONG_MESSAGE = 'La dirección es demasiado larga.'

export const UNSUPPORTED_MEDIA_TYPE_MESSAGE = 'Tipo de contenido no admitido.'

export const RATE_LIMITED_MESSAGE = 'Demasiados intentos. Esperá un momento y volvé a probar.'

export const HEADERS_TOO_LARGE_MESSAGE = 'Los encabezados de la solicitud son demasiado grandes.'

export const INTERNAL_MESSAGE = 'Ocurrió un error inesperado. Intentá más tarde.'

export const UNAVAILABLE_MESSAGE = 'El servicio no está disponible en este momento. Volvé a probar.'

/** More password checks waiting than the server takes on at once (server/lib/passwords.ts). */
export const PASSWORDS_BUSY_MESSAGE =
  'El servidor está muy ocupado en este momento. Esperá unos segundos y volvé a probar.'

export const SHUTTING_DOWN_MESSAGE = 'El servidor se está apagando. Probá de nuevo en un momento.'

export const DATABASE_DOWN_MESSAGE = 'La base de datos no responde.'

/** GET /api/metrics without the operator's token (METRICS_TOKEN), or with another one. */
export const METRICS_TOKEN_MESSAGE =
  'Para ver las métricas hace falta el token de métricas (Authorization: Bearer …).'

export const INVALID_TRANSITION_MESSAGE =
  'Este pedido ya fue actualizado; solo se pueden aceptar o rechazar pedidos pendientes.'

export function invalidTransitionMessage(statusLabel: string | undefined): string {
  return statusLabel
    ? `Este pedido ya fue ${statusLabel}; solo se pueden aceptar o rechazar pedidos pendientes.`
    : INVALID_TRANSITION_MESSAGE
}

export function wrongCodeMessage(triesLeft: number): string {
  return `El código no es correcto. Te quedan ${triesLeft} ${triesLeft === 1 ? 'intento' : 'intentos'}.`
}

export const INVALID_JSON_MESSAGE = 'El cuerpo de la solicitud no es un JSON válido.'

export const EMPTY_BODY_MESSAGE = 'Falta el cuerpo de la solicitud.'

export const CONTENT_LENGTH_MESSAGE = 'El largo declarado no coincide con el cuerpo.'

export const BAD_URL_MESSAGE = 'La dirección no es válida.'

export const FILE_TOO_LARGE_MESSAGE = 'El archivo es demasiado grande.'

export const MULTIPART_REQUIRED_MESSAGE = 'Enviá el formulario como multipart/form-data.'

export const FORM_FIELD_TOO_LONG_MESSAGE = 'Un campo del formulario es demasiado largo.'

export const ONE_IMAGE_MESSAGE = 'Enviá una sola imagen.'

export const TOO_MANY_FIELDS_MESSAGE = 'El formulario tiene demasiados campos.'

export const BROKEN_FORM_MESSAGE = 'El formulario llegó incompleto o mal armado.'

export const NOT_AN_IMAGE_MESSAGE = 'El archivo no es una imagen válida.'

export function imageFieldMessage(field: string): string {
  return `Enviá la imagen en el campo "${field}".`
}

export const ORDER_STREAMS_PER_ORDER_MESSAGE =
  'Este pedido ya está abierto en muchas pantallas. Cerrá alguna y volvé a probar.'

export const ORDER_STREAMS_PER_ADDRESS_MESSAGE =
  'Hay demasiados pedidos abiertos desde tu conexión. Cerrá alguno y volvé a probar.'

export const ORDERS_PER_ADDRESS_MESSAGE =
  'Hiciste demasiados pedidos seguidos. Esperá unos minutos y volvé a probar.'

export const ORDERS_PER_PHONE_MESSAGE =
  'Ya hiciste varios pedidos con este teléfono. Esperá un rato antes de hacer otro.'

export const PANEL_STREAMS_PER_SHOP_MESSAGE =
  'El panel ya está abierto en muchas pantallas. Cerrá alguna y volvé a probar.'

export const PANEL_STREAMS_PER_ADDRESS_MESSAGE =
  'Hay demasiados paneles abiertos desde tu conexión. Cerrá alguno y volvé a probar.'

export const CODES_PER_PHONE_MESSAGE =
  'Ya enviamos varios códigos a este número. Esperá un rato antes de pedir otro.'

export const INVALID_SIGNATURE_MESSAGE = 'La firma de la notificación no es válida.'

export const STALE_NOTIFICATION_MESSAGE = 'La notificación es demasiado vieja: no se procesó.'
