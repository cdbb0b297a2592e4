import type { CheckoutAddress, PlacedOrderItem } from './checkout'
import { LOCALE, MAX_QUANTITY, MIN_QUANTITY } from './constants'
import { formatPesos, type Centavos } from './money'
import { plainText } from './text'

/**
 * The checkout's limits, messages and pure rules, without zod: what the browser needs before the
 * schemas of domain/checkout.ts (zod and the phone library, ~70 KB) have arrived, so the checkout
 * opens fast on a slow phone and checks the form with them once they are there.
 */

export const DELIVERY_METHODS = ['DELIVERY', 'PICKUP'] as const
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number]

export const MAX_ORDER_LINES = 50
export const NOTE_MAX = 280
export const CUSTOMER_NAME_MAX = 100
export const ADDRESS_FIELD_MAX = 120
export const IDEMPOTENCY_KEY_MIN = 8
export const IDEMPOTENCY_KEY_MAX = 100
/** Header that makes a retried or double-clicked checkout answer the order already placed. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key'
/** $ 20.000.000 in centavos: far above any real order, and inside a PostgreSQL integer. */
export const MAX_ORDER_TOTAL = 2_000_000_000
/** What the owner's order list shows as the delivery info of a pickup order. */
export const PICKUP_DELIVERY_INFO = 'Retira en el local'

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

// ─── Pure rules, the same on both sides ─────────────────────────────────────────────────────────

export interface LatLng {
  lat: number
  lng: number
}

const EARTH_RADIUS_METERS = 6_371_000

/** Straight-line (great-circle, haversine) distance in meters. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The shop's base fee plus its fee per km over the straight-line distance, rounded to whole
 * centavos. With no known distance only the base fee applies; fees the shop left empty count as 0.
 */
export function deliveryFee(
  shop: { deliveryFeeBase: Centavos | null; deliveryFeePerKm: Centavos | null },
  meters: number | null,
): Centavos {
  const base = shop.deliveryFeeBase ?? 0
  if (meters === null) return base
  return base + Math.round(((shop.deliveryFeePerKm ?? 0) * meters) / 1000)
}

export function orderSubtotal(lines: { unitPrice: Centavos; quantity: number }[]): Centavos {
  return lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)
}

const kmFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 })

/** '5 km', '2,5 km'. */
export function formatKm(meters: number): string {
  return `${kmFormat.format(meters / 1000)} km`
}

/** The one line the owner reads in Pedidos: 'Av. Colón 1045, 3° B (timbre 2)'. */
export function deliveryInfoOf(method: DeliveryMethod, address: CheckoutAddress | null): string {
  if (method === 'PICKUP' || !address) return PICKUP_DELIVERY_INFO
  const floor = address.floorApartment ? `, ${address.floorApartment}` : ''
  const notes = address.notes ? ` (${address.notes})` : ''
  return `${address.street} ${address.number}${floor}${notes}`
}

const collator = new Intl.Collator(LOCALE, { sensitivity: 'base' })
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * One order of lines for every answer about an order (first answer and retries alike), over the
 * fields the answer shows, so identical answers come out whatever order the rows are read in.
 */
export function compareOrderItems(a: PlacedOrderItem, b: PlacedOrderItem): number {
  return (
    collator.compare(a.name, b.name) ||
    byCodeUnits(a.name, b.name) ||
    byCodeUnits(a.notes ?? '', b.notes ?? '') ||
    a.quantity - b.quantity ||
    a.unitPrice - b.unitPrice
  )
}

// ─── Refusals the server answers (4xx), shown as they come by the checkout ───────────────────────

/** docs/product.md#errors: the closed shop warning, word for word. */
export const SHOP_CLOSED_MESSAGE = 'El local está cerrado en este momento'
export const NO_DELIVERY_MESSAGE = 'Este comercio no hace envíos a domicilio.'
export const NO_PICKUP_MESSAGE = 'Este comercio no ofrece retiro en el local.'
export const UNKNOWN_PRODUCT_MESSAGE =
  'Uno de los productos de tu pedido ya no está en el menú de este comercio. Revisá tu carrito.'
export const ORDER_TOO_LARGE_MESSAGE =
  'El pedido supera el monto máximo permitido. Dividilo en pedidos más chicos.'

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

/** What a delivery order still lacks to reach the minimum, or 0 when it is reached (or none is set). */
export function missingForMinimum(minimum: Centavos | null, subtotal: Centavos): Centavos {
  return minimum !== null && subtotal < minimum ? minimum - subtotal : 0
}

/** Shown before the form while a delivery order is below the shop's minimum. */
export function belowMinimumMessage(minimum: Centavos, subtotal: Centavos): string {
  return `El pedido mínimo para envío es de ${formatPesos(minimum)}. Te faltan ${formatPesos(minimum - subtotal)}.`
}

export const PRICE_CHANGED_MESSAGE =
  'Algunos precios cambiaron. Revisá el total antes de confirmar.'
export const ADDRESS_NOT_LOCATED_MESSAGE =
  'No pudimos ubicar tu dirección. Marcala en el mapa para que el comercio pueda calcular el envío.'
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'Esta clave (Idempotency-Key) ya se usó para otro pedido. Generá una clave nueva para este pedido.'

export function otherLocalityMessage(shopCity: string): string {
  return `Este comercio solo hace envíos dentro de ${shopCity}.`
}

/** Town names compared as people write them: case, accents and spaces do not matter. */
export const sameLocality = (a: string, b: string): boolean => plainText(a) === plainText(b)

export function outsideAreaMessage(radiusMeters: number): string {
  return `Tu dirección está fuera de la zona de entrega de este comercio (hasta ${formatKm(radiusMeters)}).`
}
