import { z } from 'zod'
import {
  ESTIMATED_TIME_MESSAGE,
  ORDER_ACTION_MESSAGE,
  PAGE_LIMIT_MESSAGE,
} from '../messages/customer'
import { checkOrderRange, orderFilterShape, orderViewShape } from './history'
import { ESTIMATED_TIME_MAX, ESTIMATED_TIME_MIN, ORDER_STATUSES } from './rules'
import { orderPaymentSchema } from '../payments/schemas'
import { orderItemOptionSchema } from '../options/schemas'

/**
 * Schemas of the panel's order calls (docs/product.md#api `/business/orders`), shared by its
 * screens and the API, with the Spanish messages of docs/product.md#validation.
 */

export const orderItemSchema = z.object({
  quantity: z.number().int(),
  /** The product's name as sold, kept even after the product is deleted. */
  product: z.object({ name: z.string() }),
  unitPrice: z.number().int(),
  notes: z.string().nullable(),
  /** The options chosen, as sold (already in unitPrice); docs/product.md#product-options. */
  options: z.array(orderItemOptionSchema),
})

/** docs/product.md#entities Order. */
export const orderSchema = z.object({
  id: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  method: z.enum(['DELIVERY', 'PICKUP']),
  /** The phone is null only on orders placed before it was asked for. */
  user: z.object({ fullName: z.string(), phone: z.string().nullable() }),
  deliveryInfo: z.string(),
  /** The customer's 'Nota para el comercio', if any. */
  note: z.string().nullable(),
  items: z.array(orderItemSchema),
  /** Centavos; 0 for a pickup. The total includes it. */
  deliveryFee: z.number().int(),
  total: z.number().int(),
  /** Centavos a coupon took off the lines (docs/product.md#coupons), already out of the total; 0 without one. */
  discount: z.number().int(),
  /** The coupon's code, or null. */
  couponCode: z.string().nullable(),
  /** Minutes of wait, set on acceptance. */
  estimatedTime: z.number().int().nullable(),
  /** How it is paid and whether it is (docs/product.md#payments). */
  payment: orderPaymentSchema,
  /**
   * Who accepted or rejected it (docs/product.md#team): the member's name or 'Dueño', only in a
   * shop with a team; null otherwise, and before it was answered.
   */
  respondedByName: z.string().nullable(),
  /** ISO instant of its slot when ordered for later (docs/product.md#scheduled-orders); else null. */
  scheduledFor: z.string().nullable(),
  /**
   * ISO instant since when the shop owes an answer (docs/product.md#answer-in-time): when it was
   * placed, or a scheduled order's slot minus the preparation time.
   */
  waitingSince: z.string(),
  /** 'NO_RESPONSE' when the timer rejected it; else null. */
  rejectReason: z.enum(['NO_RESPONSE']).nullable(),
})
export type Order = z.infer<typeof orderSchema>
export const orderListSchema = z.array(orderSchema)

export const ORDERS_PAGE_DEFAULT = 100
export const ORDERS_PAGE_MAX = 200
export const orderListQuerySchema = z
  .object({
    limit: z.coerce
      .number({ error: PAGE_LIMIT_MESSAGE })
      .int(PAGE_LIMIT_MESSAGE)
      .min(1, PAGE_LIMIT_MESSAGE)
      .max(ORDERS_PAGE_MAX, PAGE_LIMIT_MESSAGE)
      .optional(),
    /** Id of the last order already shown: the page continues with older ones. */
    before: z.string().max(64).optional(),
    /** docs/product.md#order-history: the filters, each optional; without them every order. */
    ...orderFilterShape,
    ...orderViewShape,
  })
  .superRefine(checkOrderRange)

/** docs/product.md#states Orders: ACCEPT with the estimated wait in whole minutes, or REJECT. */
export const orderStatusActionSchema = z
  .object({
    action: z.enum(['ACCEPT', 'REJECT'], { error: ORDER_ACTION_MESSAGE }),
    /** Required for ACCEPT, ignored for REJECT. A numeric string ('30') is accepted. */
    estimatedTime: z.union([z.number(), z.string().max(20)]).nullish(),
  })
  .transform((v, ctx) => {
    if (v.action === 'REJECT') return { action: 'REJECT' as const }
    const minutes =
      typeof v.estimatedTime === 'string' && /^\s*\d{1,4}\s*$/.test(v.estimatedTime)
        ? Number(v.estimatedTime)
        : v.estimatedTime
    if (
      typeof minutes !== 'number' ||
      !Number.isInteger(minutes) ||
      minutes < ESTIMATED_TIME_MIN ||
      minutes > ESTIMATED_TIME_MAX
    ) {
      ctx.addIssue({ code: 'custom', path: ['estimatedTime'], message: ESTIMATED_TIME_MESSAGE })
      return z.NEVER
    }
    return { action: 'ACCEPT' as const, estimatedTime: minutes }
  })
export type OrderStatusActionInput = z.input<typeof orderStatusActionSchema>
export type OrderStatusAction = z.output<typeof orderStatusActionSchema>
