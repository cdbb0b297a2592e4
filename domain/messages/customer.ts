/** What customers may read: the storefront, the checkout, their orders, the directory, and what any screen says when a call fails. Part of the one catalogue of messages (index.ts). */
import {
  ADDRESS_FIELD_MAX,
  CATEGORY_NAME_MAX,
  EXPLORE_MAX_LIMIT,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_MIN,
  MAX_ORDER_LINES,
  MAX_QUANTITY,
  MIN_QUANTITY,
  NOTE_MAX,
  PLACE_QUERY_MAX_LENGTH,
  PLACE_QUERY_MIN_LENGTH,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
} from '../constants'
import { formatPesos, type Centavos } from '../money/rules'

export const METHOD_MESSAGE = 'Elegí si querés envío a domicilio o retirar en el local.'

export const CUSTOMER_NAME_MESSAGE = 'Ingresá tu nombre y apellido.'

export const ADDRESS_REQUIRED_MESSAGE = 'Ingresá la dirección de entrega.'

export const STREET_MESSAGE = 'Ingresá la calle de la dirección de entrega.'

export const STREET_NUMBER_MESSAGE = 'Ingresá la altura (número) de la dirección de entrega.'

export const CITY_MESSAGE = `La localidad puede tener hasta ${ADDRESS_FIELD_MAX} caracteres.`

export const ITEM_PRICE_MESSAGE = 'El precio de uno de los productos del pedido no es válido.'

export const LOCATION_MESSAGE = 'La ubicación de la dirección de entrega no es válida.'

export const ORDER_NOTE_MESSAGE = `La nota del pedido puede tener hasta ${NOTE_MAX} caracteres.`

export const ITEM_NOTES_MESSAGE = `Las aclaraciones de un producto pueden tener hasta ${NOTE_MAX} caracteres.`

export const EMPTY_ORDER_MESSAGE = 'Tu pedido está vacío. Agregá al menos un producto.'

export const TOO_MANY_LINES_MESSAGE = `Un pedido puede tener hasta ${MAX_ORDER_LINES} productos distintos.`

export const PRODUCT_ID_MESSAGE = 'Uno de los productos del pedido no es válido.'

export const QUANTITY_MESSAGE = `La cantidad debe ser un número entero entre ${MIN_QUANTITY} y ${MAX_QUANTITY}.`

export const IDEMPOTENCY_KEY_MESSAGE = `La clave del pedido (Idempotency-Key) debe tener entre ${IDEMPOTENCY_KEY_MIN} y ${IDEMPOTENCY_KEY_MAX} caracteres visibles.`

export const PRICE_CHANGED_MESSAGE =
  'Algunos precios cambiaron. Revisá el total antes de confirmar.'

export const PHONE_MESSAGE = 'Ingresá un número válido de al menos 10 dígitos'

export const EMAIL_MESSAGE = 'Formato de correo inválido'

export const CAPTCHA_MESSAGE = 'Por favor completá el reCAPTCHA.'

export const CODE_MESSAGE = 'El código debe tener 6 dígitos.'

export const REQUIRED_FIELDS_MESSAGE = 'Completá todos los campos obligatorios.'

export const EXPLORE_LIMIT_MESSAGE = `La cantidad de comercios por página debe ser entre 1 y ${EXPLORE_MAX_LIMIT}.`

export const NEXT_PAGE_MESSAGE = 'El enlace a la página siguiente no es válido.'

export const PRODUCT_REQUIRED_MESSAGE = 'Completá correctamente todos los campos obligatorios.'

export const DISCOUNT_PRICE_MESSAGE = 'El precio con descuento debe ser menor al precio normal.'

/** One answer for an unknown id, a malformed id, and a wrong or missing token: ids cannot be probed. */
export const ORDER_NOT_FOUND_MESSAGE = 'No encontramos ese pedido.'

export const CATEGORY_NAME_MESSAGE = 'Ingresá el nombre de la categoría.'

export const PRESET_IMAGE_MESSAGE = 'Elegí una de las imágenes predefinidas.'

export const ESTIMATED_TIME_MESSAGE = 'Ingresá el tiempo de espera en minutos (entre 1 y 240).'

export const ORDER_ACTION_MESSAGE = 'Elegí si aceptás o rechazás el pedido.'

export const AVAILABILITY_MESSAGE = 'Indicá si el producto tiene stock.'

export const PASSWORD_RULE_MESSAGE = 'La contraseña no cumple con los requisitos.'

export const CUIT_LENGTH_MESSAGE = 'CUIT/CUIL inválido. Debe tener 11 dígitos.'

export const CUIT_CHECK_MESSAGE =
  'CUIT/CUIL inválido. Revisá el número: el dígito verificador no coincide.'

/** Shown before the form while a delivery order is below the shop's minimum. */
export function belowMinimumMessage(minimum: Centavos, subtotal: Centavos): string {
  return `El pedido mínimo para envío es de ${formatPesos(minimum)}. Te faltan ${formatPesos(minimum - subtotal)}.`
}

export const BUSINESS_NAME_REQUIRED_MESSAGE = 'Ingresá el nombre del comercio.'

export const BUSINESS_NAME_SHORT_MESSAGE =
  'El nombre del comercio debe tener al menos 2 caracteres.'

export const BUSINESS_NAME_LONG_MESSAGE = 'El nombre del comercio puede tener hasta 80 caracteres.'

export const LOGIN_FIELDS_MESSAGE = 'Ingresá tu correo y tu contraseña.'

export const INVALID_LINK_MESSAGE = 'Enlace inválido'

export const PLAN_MESSAGE = 'Elegí un plan.'

export const PRODUCT_NAME_LONG_MESSAGE = `El nombre puede tener hasta ${PRODUCT_NAME_MAX} caracteres.`

export const PRODUCT_DESCRIPTION_LONG_MESSAGE = `La descripción puede tener hasta ${PRODUCT_DESCRIPTION_MAX} caracteres.`

export const PRICE_TOO_HIGH_MESSAGE = 'El precio puede ser de hasta $ 10.000.000.'

export const CATEGORY_NAME_LONG_MESSAGE = `El nombre de la categoría puede tener hasta ${CATEGORY_NAME_MAX} caracteres.`

export const PAGE_LIMIT_MESSAGE = 'El límite no es válido.'

export const INVALID_LOCATION_MESSAGE = 'La ubicación no es válida.'

export const PLACE_QUERY_REQUIRED_MESSAGE = 'Escribí una dirección para buscar.'

export const PLACE_QUERY_SHORT_MESSAGE = `Escribí al menos ${PLACE_QUERY_MIN_LENGTH} letras de la dirección.`

export const PLACE_QUERY_LONG_MESSAGE = `La búsqueda puede tener hasta ${PLACE_QUERY_MAX_LENGTH} caracteres.`

export const SHOP_LINK_MESSAGE = 'El enlace del comercio no es válido.'

export const EXPLORE_LOAD_ERROR = 'No se pudieron cargar los comercios.'

export const PROMOS_LOAD_ERROR = 'No se pudieron cargar las promos.'

/**
 * The server's request schema, with zod and the phone library (~70 KB gzipped): loaded apart, so
 * the checkout shows at once on a slow phone; the page starts loading it as soon as it opens.
 */
export const FORM_LOAD_FAILED_MESSAGE =
  'No pudimos revisar tus datos porque se cortó la conexión. Revisá tu internet y tocá "Ir a pagar" de nuevo.'

export const SEND_FAILED_MESSAGE =
  'No pudimos enviar tu pedido. Revisá tu conexión y tocá "Ir a pagar" de nuevo: no se va a duplicar.'

export const PASSWORD_MISMATCH_MESSAGE = 'Las contraseñas no coinciden.'

export const ORDER_LOAD_FAILED_MESSAGE = 'No pudimos cargar tu pedido.'

export const ORDER_LINK_HINT =
  'Revisá que el enlace esté completo, tal como te llegó. Los pedidos que hiciste desde este navegador están en Tus pedidos.'

export const STORE_NOT_FOUND_MESSAGE = 'No encontramos este comercio.'

export const STORE_NOT_FOUND_HINT =
  'Puede que el enlace esté mal o que el comercio ya no esté en Barrio.'

export const STORE_LOAD_FAILED_MESSAGE = 'No pudimos cargar el comercio.'

export const CHECK_CONNECTION_MESSAGE = 'Revisá tu conexión y probá de nuevo.'

// ─── Product options (docs/product.md#product-options) ────────────────────────────────────────

export const OPTION_ID_MESSAGE = 'Una de las opciones elegidas no es válida.'

export const TOO_MANY_OPTIONS_MESSAGE = 'Elegiste demasiadas opciones para un producto.'

export const optionNotOfProductMessage = (product: string) =>
  `Una de las opciones elegidas no es de ${product}. Volvé a elegirlas.`

export const tooFewChoicesMessage = (product: string, group: string, min: number) =>
  min === 1
    ? `Elegí una opción de "${group}" para ${product}.`
    : `Elegí al menos ${min} opciones de "${group}" para ${product}.`

export const tooManyChoicesMessage = (product: string, group: string, max: number) =>
  max === 1
    ? `Elegí una sola opción de "${group}" para ${product}.`
    : `Elegí hasta ${max} opciones de "${group}" para ${product}.`

export const optionSoldOutMessage = (product: string, group: string, option: string) =>
  `"${option}" (${group}) de ${product} ya no está disponible. Elegí otra opción.`

/** 'Obligatorio' / 'Opcional · hasta N': what a group of options asks for. */
export function optionChoiceHint(min: number, max: number): string {
  if (min >= 1) {
    if (min === max) return min === 1 ? 'Obligatorio' : `Obligatorio · elegí ${min}`
    return `Obligatorio · de ${min} a ${max}`
  }
  return `Opcional · hasta ${max}`
}

// ─── Payments (docs/product.md#payments) ─────────────────────────────────────────────────────

export const PAYMENT_METHOD_MESSAGE = 'Elegí cómo vas a pagar.'

export const CASH_AMOUNT_MESSAGE = 'Ingresá con cuánto pagás, en pesos.'

export const cashBelowTotalMessage = (total: string) =>
  `Con ese monto no alcanza: ingresá uno igual o mayor al total (${total}).`

export const PAYMENT_METHOD_NOT_ACCEPTED_MESSAGE =
  'Este comercio no acepta ese medio de pago. Elegí otro.'

export const ORDER_ALREADY_PAID_MESSAGE = 'Este pedido ya está pagado.'

export const NOT_ONLINE_PAYMENT_MESSAGE = 'Este pedido no se paga con Mercado Pago.'

export const PAYMENT_PROVIDER_MESSAGE =
  'No pudimos comunicarnos con Mercado Pago. Probá de nuevo en unos minutos.'
