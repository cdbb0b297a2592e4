import { z } from 'zod'
import { SALES_RANGE_MESSAGE } from '../messages/panel'
import { DEFAULT_SALES_RANGE, SALES_RANGES } from './rules'

/*
 * The query and answer of GET /api/business/stats/sales (docs/product.md#sales), kept apart from
 * sales.ts so the panel's home never loads zod.
 */

export const salesQuerySchema = z.object({
  range: z.enum(SALES_RANGES, { error: SALES_RANGE_MESSAGE }).default(DEFAULT_SALES_RANGE),
})

const count = z.number().int().nonnegative()

export const salesSummarySchema = z.object({
  range: z.enum(SALES_RANGES),
  granularity: z.enum(['day', 'hour']),
  from: z.string(),
  to: z.string(),
  orders: count,
  accepted: count,
  rejected: count,
  pending: count,
  revenue: count,
  averageTicket: count.nullable(),
  buckets: z.array(z.object({ start: z.string(), orders: count, revenue: count })),
  topProducts: z.array(z.object({ name: z.string(), units: count, revenue: count })),
  /** docs/product.md#coupons: accepted orders with a coupon, and the centavos their coupons took off. */
  coupons: z.object({ orders: count, discount: count }),
})

/** docs/product.md#entities Stats. topProductName is null when nothing sold; the panel shows 'Sin datos'. */
export const statsSchema = z.object({
  ordersToday: z.number().int(),
  topProductName: z.string().nullable(),
})
export type Stats = z.infer<typeof statsSchema>
export const NO_STATS_LABEL = 'Sin datos'
