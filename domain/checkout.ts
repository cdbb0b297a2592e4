import { z } from 'zod'
import { phoneSchema } from './auth'
import { isUuid, ORDER_STATUSES } from './business'
import { LOCALE, MAX_QUANTITY, MIN_QUANTITY } from './constants'
import { formatMoney, type Centavos } from './money'

/**
 * The order a customer sends from checkout (`POST /api/public/business/{slug}/orders`), shared by
 * the checkout form and the API, with its Spanish messages. Prices never travel in the request:
 * the server takes them from the shop's menu.
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
export const LOCATION_MESSAGE = 'La ubicación de la dirección de entrega no es válida.'
export const ORDER_NOTE_MESSAGE = `La nota del pedido puede tener hasta ${NOTE_MAX} caracteres.`
export const ITEM_NOTES_MESSAGE = `Las aclaraciones de un producto pueden tener hasta ${NOTE_MAX} caracteres.`
export const EMPTY_ORDER_MESSAGE = 'Tu pedido está vacío. Agregá al menos un producto.'
export const TOO_MANY_LINES_MESSAGE = `Un pedido puede tener hasta ${MAX_ORDER_LINES} productos distintos.`
export const PRODUCT_ID_MESSAGE = 'Uno de los productos del pedido no es válido.'
export const QUANTITY_MESSAGE = `La cantidad debe ser un número entero entre ${MIN_QUANTITY} y ${MAX_QUANTITY}.`
export const IDEMPOTENCY_KEY_MESSAGE = `La clave del pedido (Idempotency-Key) debe tener entre ${IDEMPOTENCY_KEY_MIN} y ${IDEMPOTENCY_KEY_MAX} caracteres visibles.`

/** Free text a person may leave empty: trimmed, and '' or absent becomes null. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null)

const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, message)

export const checkoutAddressSchema = z
  .object(
    {
      street: requiredText(ADDRESS_FIELD_MAX, STREET_MESSAGE),
      number: requiredText(20, STREET_NUMBER_MESSAGE),
      floorApartment: optionalText(40, 'El piso y departamento pueden tener hasta 40 caracteres.'),
      notes: optionalText(NOTE_MAX, `Las indicaciones pueden tener hasta ${NOTE_MAX} caracteres.`),
      lat: z
        .number({ error: LOCATION_MESSAGE })
        .min(-90, LOCATION_MESSAGE)
        .max(90, LOCATION_MESSAGE)
        .nullish(),
      lng: z
        .number({ error: LOCATION_MESSAGE })
        .min(-180, LOCATION_MESSAGE)
        .max(180, LOCATION_MESSAGE)
        .nullish(),
    },
    { error: ADDRESS_REQUIRED_MESSAGE },
  )
  // A lone latitude or longitude is no location; both or neither.
  .refine((a) => (a.lat == null) === (a.lng == null), { message: LOCATION_MESSAGE, path: ['lat'] })
  .transform(({ lat, lng, ...a }) => ({
    ...a,
    location: lat != null && lng != null ? { lat, lng } : null,
  }))
export type CheckoutAddress = z.output<typeof checkoutAddressSchema>

export const checkoutItemSchema = z.object({
  productId: z
    .string({ error: PRODUCT_ID_MESSAGE })
    .refine(isUuid, PRODUCT_ID_MESSAGE)
    // The database answers ids in lower case; the lines are matched to them by string.
    .transform((id) => id.toLowerCase()),
  quantity: z
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(MIN_QUANTITY, QUANTITY_MESSAGE)
    .max(MAX_QUANTITY, QUANTITY_MESSAGE),
  notes: optionalText(NOTE_MAX, ITEM_NOTES_MESSAGE),
})

export const checkoutRequestSchema = z
  .object({
    method: z.enum(DELIVERY_METHODS, { error: METHOD_MESSAGE }),
    customer: z.object(
      {
        fullName: requiredText(CUSTOMER_NAME_MAX, CUSTOMER_NAME_MESSAGE),
        phone: phoneSchema,
      },
      { error: CUSTOMER_NAME_MESSAGE },
    ),
    address: checkoutAddressSchema.nullish(),
    note: optionalText(NOTE_MAX, ORDER_NOTE_MESSAGE),
    items: z
      .array(checkoutItemSchema, { error: EMPTY_ORDER_MESSAGE })
      .min(1, EMPTY_ORDER_MESSAGE)
      .max(MAX_ORDER_LINES, TOO_MANY_LINES_MESSAGE),
  })
  .superRefine((v, ctx) => {
    if (v.method === 'DELIVERY' && !v.address) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: ADDRESS_REQUIRED_MESSAGE })
    }
  })
  // A pickup order has no address to keep, whatever the form still held.
  .transform((v) => ({ ...v, address: v.method === 'DELIVERY' ? (v.address ?? null) : null }))
export type CheckoutRequestInput = z.input<typeof checkoutRequestSchema>
export type CheckoutRequest = z.output<typeof checkoutRequestSchema>

/** Visible ASCII only: the key is an opaque token the checkout generates (a UUID fits). */
export const idempotencyKeySchema = z
  .string({ error: IDEMPOTENCY_KEY_MESSAGE })
  .min(IDEMPOTENCY_KEY_MIN, IDEMPOTENCY_KEY_MESSAGE)
  .max(IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_MESSAGE)
  .regex(/^[\x21-\x7e]+$/, IDEMPOTENCY_KEY_MESSAGE)

export const placedOrderItemSchema = z.object({
  /** Name and unit price as sold, whatever the menu says later. */
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  notes: z.string().nullable(),
})
export type PlacedOrderItem = z.infer<typeof placedOrderItemSchema>

/** The answer to a placed order (201), or to a retry of it with the same key (200). */
export const placedOrderSchema = z.object({
  order: z.object({
    id: z.string(),
    /** Lets the customer follow the order without an account; unguessable. */
    publicToken: z.string(),
    status: z.enum(ORDER_STATUSES),
    method: z.enum(DELIVERY_METHODS),
    items: z.array(placedOrderItemSchema),
    /** Integer centavos. */
    subtotal: z.number().int(),
    deliveryFee: z.number().int(),
    total: z.number().int(),
    /** ISO 8601 instant. */
    createdAt: z.string(),
  }),
  business: z.object({
    name: z.string(),
    slug: z.string(),
    /** The shop's WhatsApp number (+549…), for the hand-off; null when it has none. */
    phone: z.string().nullable(),
  }),
})
export type PlacedOrder = z.infer<typeof placedOrderSchema>

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

/** SPEC §8: the closed shop warning, word for word. */
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

export function minimumOrderMessage(minimum: Centavos): string {
  // Whole pesos as the cart shows them (SPEC §9), centavos only when the minimum has them.
  return `El pedido mínimo de este comercio es de ${formatMoney(minimum, minimum % 100 === 0 ? 0 : 2)}.`
}

export function outsideAreaMessage(radiusMeters: number): string {
  return `Tu dirección está fuera de la zona de entrega de este comercio (hasta ${formatKm(radiusMeters)}).`
}
