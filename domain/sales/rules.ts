import { LOCALE } from '../constants'

/*
 * Sales at a glance on the panel's Inicio (docs/product.md#sales): the periods, the answer's shape and
 * the labels of its chart. No zod here, so the panel's home loads none (the schemas are in
 * schemas.ts, for the API).
 */

export const SALES_RANGES = ['today', '7d', '30d'] as const
export type SalesRange = (typeof SALES_RANGES)[number]

/** Argentina calendar days each period covers, today included. */
export const SALES_RANGE_DAYS: Record<SalesRange, number> = { today: 1, '7d': 7, '30d': 30 }

/** The period Inicio opens with, and the API's when none is asked for. */
export const DEFAULT_SALES_RANGE: SalesRange = '7d'

/** How many products the ranking lists. */
export const TOP_PRODUCTS_LIMIT = 5

/** The picker's labels, in the order shown. */
export const SALES_RANGE_LABELS: Record<SalesRange, string> = {
  today: 'Hoy',
  '7d': '7 días',
  '30d': '30 días',
}

/** Today's chart has a bar per hour; the others a bar per day. */
export type SalesGranularity = 'day' | 'hour'

export interface SalesBucket {
  /** Argentina local start: 'YYYY-MM-DD' for a day, 'YYYY-MM-DDTHH:00' for an hour. */
  start: string
  /** Orders placed in it, of any status. */
  orders: number
  /** Total of its accepted orders, in centavos. */
  revenue: number
}

export interface TopProduct {
  /** The name as sold (order_items.name). */
  name: string
  units: number
  /** Units × unit price as sold (options included), in centavos. */
  revenue: number
}

/** GET /api/business/stats/sales (docs/product.md#sales). Money in integer centavos. */
export interface SalesSummary {
  range: SalesRange
  granularity: SalesGranularity
  /** First and last Argentina calendar day of the period, 'YYYY-MM-DD'. */
  from: string
  to: string
  /** Orders placed in the period, whatever their status. */
  orders: number
  accepted: number
  rejected: number
  pending: number
  /** Sum of the accepted orders' totals. */
  revenue: number
  /** revenue / accepted, rounded to the centavo; null without accepted orders. */
  averageTicket: number | null
  /** Every day (or hour, today) of the period in order, empty ones included. */
  buckets: SalesBucket[]
  /** At most TOP_PRODUCTS_LIMIT, by units sold in accepted orders, ties by name. */
  topProducts: TopProduct[]
  /** docs/product.md#coupons: accepted orders placed with a coupon, and what their coupons took off. */
  coupons: { orders: number; discount: number }
}

/** A local date 'YYYY-MM-DD' as a Date at UTC midnight, to format its calendar fields in UTC. */
const calendarDate = (ymd: string) => new Date(`${ymd.slice(0, 10)}T00:00:00Z`)

const shortDay = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})
const longDay = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})

const hourOf = (start: string) => Number(start.slice(11, 13))

/** An axis label: 'lun 24' for a day, '14 h' for an hour. */
export function bucketLabel(start: string, granularity: SalesGranularity): string {
  if (granularity === 'hour') return `${hourOf(start)} h`
  return shortDay.format(calendarDate(start)).replace('.', '')
}

/** What a screen reader hears for a bar: 'lunes, 24 de junio' or 'de 14:00 a 15:00'. */
export function bucketLongLabel(start: string, granularity: SalesGranularity): string {
  if (granularity === 'hour') {
    const hour = hourOf(start)
    const hh = (h: number) => `${String(h % 24).padStart(2, '0')}:00`
    return `de ${hh(hour)} a ${hh(hour + 1)}`
  }
  return longDay.format(calendarDate(start))
}
