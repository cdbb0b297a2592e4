import type { Centavos } from '../money/rules'
import type { OrderItemOption } from '../options/types'
import { LOCALE } from '../constants'
import { plainText } from '../text/rules'

/**
 * The checkout's limits and pure rules, without zod: what the browser needs before the schemas of
 * checkout/schemas.ts (zod and the phone library, ~70 KB) have arrived, so the checkout opens fast
 * on a slow phone. checkOrder, every rule of an order, is in check-order.ts.
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

export function orderSubtotal(
  lines: readonly { unitPrice: Centavos; quantity: number }[],
): Centavos {
  return lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)
}

/** The one line the owner reads in Pedidos: 'Av. Colón 1045, 3° B (timbre 2)'. */
export function deliveryInfoOf(method: DeliveryMethod, address: AddressLine | null): string {
  if (method === 'PICKUP' || !address) return PICKUP_DELIVERY_INFO
  const floor = address.floorApartment ? `, ${address.floorApartment}` : ''
  const notes = address.notes ? ` (${address.notes})` : ''
  return `${address.street} ${address.number}${floor}${notes}`
}

/** What the owner's one line names of a delivery address (checkout/schemas' CheckoutAddress fits). */
export interface AddressLine {
  street: string
  number: string
  floorApartment: string | null
  notes: string | null
}

/** A line of an order as sold (checkout/schemas' PlacedOrderItem fits). */
export interface SoldLine {
  name: string
  quantity: number
  unitPrice: Centavos
  notes: string | null
  options: OrderItemOption[]
}

// Made on first use: creating it loads the locale's collation data, 30–40 ms of a phone's main
// thread, which the checkout's page would otherwise pay for on loading whether it sorts or not.
let collator: Intl.Collator | undefined
const names = () => (collator ??= new Intl.Collator(LOCALE, { sensitivity: 'base' }))
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * One order of lines for every answer about an order (first answer and retries alike), over the
 * fields the answer shows, so identical answers come out whatever order the rows are read in.
 */
export function compareOrderItems(a: SoldLine, b: SoldLine): number {
  return (
    names().compare(a.name, b.name) ||
    byCodeUnits(a.name, b.name) ||
    byCodeUnits(a.notes ?? '', b.notes ?? '') ||
    a.quantity - b.quantity ||
    a.unitPrice - b.unitPrice ||
    byCodeUnits(optionsKey(a), optionsKey(b))
  )
}

/** Two lines of one product may differ only in their options: this tells them apart. */
const optionsKey = (item: SoldLine) =>
  JSON.stringify(item.options.map((o) => [o.group, o.name, o.priceDelta]))

// ─── Refusals the server answers (4xx), shown as they come by the checkout ───────────────────────

/** What a delivery order still lacks to reach the minimum, or 0 when it is reached (or none is set). */
export function missingForMinimum(minimum: Centavos | null, subtotal: Centavos): Centavos {
  return minimum !== null && subtotal < minimum ? minimum - subtotal : 0
}

/** Town names compared as people write them: case, accents and spaces do not matter. */
export const sameLocality = (a: string, b: string): boolean => plainText(a) === plainText(b)
