import type { CheckoutAddress, PlacedOrderItem } from './checkout'
import { LOCALE } from './constants'
import type { Centavos } from './money'
import { plainText } from './text'

/**
 * The checkout's limits, messages and pure rules, without zod: what the browser needs before the
 * schemas of domain/checkout.ts (zod and the phone library, ~70 KB) have arrived, so the checkout
 * opens fast on a slow phone and checks the form with them once they are there.
 */

export const DELIVERY_METHODS = ['DELIVERY', 'PICKUP'] as const
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number]

export const CUSTOMER_NAME_MAX = 100
/** Header that makes a retried or double-clicked checkout answer the order already placed. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key'
/** $ 20.000.000 in centavos: far above any real order, and inside a PostgreSQL integer. */
export const MAX_ORDER_TOTAL = 2_000_000_000
/** What the owner's order list shows as the delivery info of a pickup order. */
export const PICKUP_DELIVERY_INFO = 'Retira en el local'

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
    a.unitPrice - b.unitPrice ||
    byCodeUnits(optionsKey(a), optionsKey(b))
  )
}

/** Two lines of one product may differ only in their options: this tells them apart. */
const optionsKey = (item: PlacedOrderItem) =>
  JSON.stringify(item.options.map((o) => [o.group, o.name, o.priceDelta]))

// ─── Refusals the server answers (4xx), shown as they come by the checkout ───────────────────────

/** What a delivery order still lacks to reach the minimum, or 0 when it is reached (or none is set). */
export function missingForMinimum(minimum: Centavos | null, subtotal: Centavos): Centavos {
  return minimum !== null && subtotal < minimum ? minimum - subtotal : 0
}

/** Town names compared as people write them: case, accents and spaces do not matter. */
export const sameLocality = (a: string, b: string): boolean => plainText(a) === plainText(b)
