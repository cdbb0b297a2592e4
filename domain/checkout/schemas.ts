import { isUuid } from '../catalog/rules'
import { z } from 'zod'
import { phoneSchema } from '../auth/schemas'
import { ORDER_STATUSES } from '../orders/rules'
import { CUSTOMER_NAME_MAX, DELIVERY_METHODS, MAX_ORDER_TOTAL } from './rules'
import {
  ADDRESS_FIELD_MAX,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_MIN,
  MAX_ORDER_LINES,
  MAX_QUANTITY,
  MIN_QUANTITY,
  NOTE_MAX,
  OPTION_CHOICES_MAX,
  OPTION_GROUPS_PER_PRODUCT_MAX,
} from '../constants'
import {
  ADDRESS_REQUIRED_MESSAGE,
  CITY_MESSAGE,
  CUSTOMER_NAME_MESSAGE,
  EMPTY_ORDER_MESSAGE,
  IDEMPOTENCY_KEY_MESSAGE,
  ITEM_NOTES_MESSAGE,
  ITEM_PRICE_MESSAGE,
  LOCATION_MESSAGE,
  METHOD_MESSAGE,
  OPTION_ID_MESSAGE,
  ORDER_NOTE_MESSAGE,
  PRODUCT_ID_MESSAGE,
  QUANTITY_MESSAGE,
  STREET_MESSAGE,
  STREET_NUMBER_MESSAGE,
  TOO_MANY_LINES_MESSAGE,
  TOO_MANY_OPTIONS_MESSAGE,
} from '../messages/customer'
import { SCHEDULED_FOR_MESSAGE } from '../messages/schedule'
import {
  checkoutPaymentSchema,
  DEFAULT_CHECKOUT_PAYMENT,
  orderPaymentSchema,
  transferAccountSchema,
} from '../payments/schemas'
import { orderItemOptionSchema } from '../options/schemas'
import { couponCodeSchema } from '../coupons/schemas'

/**
 * The order a customer sends from checkout (`POST /api/public/business/{slug}/orders`), shared by
 * the checkout form and the API, with its Spanish messages. The server charges the shop's menu
 * prices; the prices the customer saw travel only to be checked against them.
 */

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
      /** The town of the place marked on the map; without it the server's geocoder tells it. */
      city: optionalText(ADDRESS_FIELD_MAX, CITY_MESSAGE),
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
    .max(64, PRODUCT_ID_MESSAGE)
    .refine(isUuid, PRODUCT_ID_MESSAGE)
    // The database answers ids in lower case; the lines are matched to them by string.
    .transform((id) => id.toLowerCase()),
  quantity: z
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(MIN_QUANTITY, QUANTITY_MESSAGE)
    .max(MAX_QUANTITY, QUANTITY_MESSAGE),
  notes: optionalText(NOTE_MAX, ITEM_NOTES_MESSAGE),
  /** The ids of the options chosen (docs/product.md#product-options); none when it has no groups. */
  options: z
    .array(
      z
        .string({ error: OPTION_ID_MESSAGE })
        .max(64, OPTION_ID_MESSAGE)
        .refine(isUuid, OPTION_ID_MESSAGE)
        .transform((id) => id.toLowerCase()),
      { error: OPTION_ID_MESSAGE },
    )
    .max(OPTION_GROUPS_PER_PRODUCT_MAX * OPTION_CHOICES_MAX, TOO_MANY_OPTIONS_MESSAGE)
    .default([]),
  /**
   * The unit price the customer saw, its options included (centavos). Never charged: an order whose price differs from
   * today's is refused with today's prices, so nobody pays a price they were not shown.
   */
  price: z
    .number({ error: ITEM_PRICE_MESSAGE })
    .int(ITEM_PRICE_MESSAGE)
    .min(0, ITEM_PRICE_MESSAGE)
    .max(MAX_ORDER_TOTAL, ITEM_PRICE_MESSAGE)
    .nullish()
    .transform((v) => v ?? null),
})

/** An ISO instant with its offset and milliseconds is 29 characters; room to spare. */
const SCHEDULED_FOR_MAX = 40

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
    /** How the customer pays (docs/product.md#payments); absent is cash with no bill named. */
    payment: checkoutPaymentSchema.optional().transform((p) => p ?? DEFAULT_CHECKOUT_PAYMENT),
    /**
     * The slot's start (ISO instant) of an order for later (docs/product.md#scheduled-orders);
     * absent or null is as soon as possible. Answered as the same instant in UTC.
     */
    scheduledFor: z.iso
      .datetime({ offset: true, error: SCHEDULED_FOR_MESSAGE })
      .max(SCHEDULED_FOR_MAX, SCHEDULED_FOR_MESSAGE)
      .nullish()
      .transform((v) => (v ? new Date(v).toISOString() : null)),
    /** 'Tengo un cupón' (docs/product.md#coupons): the code typed, judged whole when placed. */
    couponCode: couponCodeSchema.nullish().transform((v) => v ?? null),
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
  /** The options chosen, as sold (already in unitPrice). */
  options: z.array(orderItemOptionSchema),
})
export type PlacedOrderItem = z.infer<typeof placedOrderItemSchema>

/** What every answer about one order says of it: the answer to checkout and the order page. */
export const orderSummaryShape = {
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  method: z.enum(DELIVERY_METHODS),
  /** Name and unit price as sold. */
  items: z.array(placedOrderItemSchema),
  /** Integer centavos: total = subtotal − discount + deliveryFee. */
  subtotal: z.number().int(),
  deliveryFee: z.number().int(),
  total: z.number().int(),
  /** What a coupon took off the lines (docs/product.md#coupons); 0 without one. */
  discount: z.number().int(),
  /** The coupon's code, or null. */
  couponCode: z.string().nullable(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
  /** How it is paid and whether it is (docs/product.md#payments). */
  payment: orderPaymentSchema,
  /** ISO instant of its slot when ordered for later (docs/product.md#scheduled-orders); else null. */
  scheduledFor: z.string().nullable(),
}

/** The shop an order was placed with, as its customer sees it. */
export const orderShopShape = {
  name: z.string(),
  slug: z.string(),
  /** The shop's WhatsApp number (+549…), for the hand-off; null when it has none. */
  phone: z.string().nullable(),
}

/** The answer to a placed order (201), or to a retry of it with the same key (200). */
export const placedOrderSchema = z.object({
  order: z.object({
    ...orderSummaryShape,
    /** Lets the customer follow the order without an account; unguessable. */
    publicToken: z.string(),
    /** For a transfer order, the shop's account to transfer to; null otherwise. */
    transfer: transferAccountSchema.nullable(),
  }),
  business: z.object(orderShopShape),
})
export type PlacedOrder = z.infer<typeof placedOrderSchema>

/** Today's unit price of one ordered product, as a PRICE_CHANGED refusal answers it. */
export const currentPriceSchema = z.object({
  /** The line of the request it prices (two lines of one product may differ in their options). */
  line: z.number().int(),
  productId: z.string(),
  name: z.string(),
  unitPrice: z.number().int(),
})
export type CurrentPrice = z.infer<typeof currentPriceSchema>
