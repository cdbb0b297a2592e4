import { z } from 'zod'
import {
  ORDER_FROM_DATE_MESSAGE,
  ORDER_RANGE_MESSAGE,
  ORDER_STATUS_FILTER_MESSAGE,
  ORDER_TO_DATE_MESSAGE,
  ORDER_VIEW_MESSAGE,
  orderSearchLongMessage,
} from '../messages/panel'
import { ORDER_STATUSES } from './rules'
import { plainText } from '../text/rules'

/*
 * docs/product.md#order-history: the filters of the panel's 'Historial' and of its CSV export,
 * shared by the API (query strings) and the screen (its URL and its form). Days are Argentina's
 * calendar days, written 'YYYY-MM-DD' on the wire (docs/product.md#argentina-time).
 */

/** Longest text search; a name or an id prefix is far shorter. */
export const ORDER_SEARCH_MAX = 80
/** Hex digits an id prefix needs before the search also looks at ids: '#abcd' finds '#abcd1234'. */
export const ORDER_ID_PREFIX_MIN = 4
/** Most rows one CSV export holds; more is refused with a message to narrow the dates. */
export const ORDER_EXPORT_MAX_ROWS = 10_000
/** Orders per page of the Historial list ('Cargar más' asks for the next one). */
export const ORDER_HISTORY_PAGE = 50

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar day that exists, written 'YYYY-MM-DD' (years 2000 to 2999). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  if (year < 2000 || year > 2999) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * A day as a person types it, read without the browser's locale: 'dd/mm/aaaa' (also with '-' or
 * '.', a one-digit day or month, a two-digit year for 20xx) or ISO 'aaaa-mm-dd'. Answers
 * 'YYYY-MM-DD', or null when it is no day at all ('31/02/2026').
 */
export function parseDay(text: string): string | null {
  const value = text.trim()
  let iso: string | null = null
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(value)
  if (local) {
    const [, d, m, y] = local
    const year = y.length === 2 ? `20${y}` : y
    iso = `${year}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`
  } else if (/^\d{4}-\d{1,2}-\d{1,2}$/.test(value)) {
    const [y, m, d] = value.split('-')
    iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`
  }
  return iso && isIsoDay(iso) ? iso : null
}

/** 'YYYY-MM-DD' as Argentina writes it: 'dd/mm/aaaa'. */
export function formatDay(iso: string): string {
  const [year, month, day] = iso.split('-')
  return `${day}/${month}/${year}`
}

/** The day before or after an ISO day ('2026-03-01', -1 → '2026-02-28'). */
export function addDays(iso: string, days: number): string {
  const [year, month, day] = iso.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/**
 * The id prefix a search names, as lower-case hex without dashes: '#ABCD-12' → 'abcd12'. Null
 * when the text is not 4 to 32 hex digits (after an optional '#'): then it is only a name.
 */
export function orderIdPrefix(q: string): string | null {
  const hex = q.trim().replace(/^#/, '').replace(/-/g, '').toLowerCase()
  return hex.length >= ORDER_ID_PREFIX_MIN && hex.length <= 32 && /^[0-9a-f]+$/.test(hex)
    ? hex
    : null
}

/** A customer's name as the search compares it: no case, accents or runs of spaces. */
export const searchableName = plainText

/** A query value left empty ('?estado=') counts as not given. */
const emptyAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

const day = (message: string) =>
  z.preprocess(
    emptyAsMissing,
    z.string(message).max(10, message).refine(isIsoDay, message).optional(),
  )

/** The filters, each optional: from and to are whole Argentina days, both included. */
export const orderFilterShape = {
  from: day(ORDER_FROM_DATE_MESSAGE),
  to: day(ORDER_TO_DATE_MESSAGE),
  status: z.preprocess(
    emptyAsMissing,
    z.enum(ORDER_STATUSES, { error: ORDER_STATUS_FILTER_MESSAGE }).optional(),
  ),
  /** A customer's name (any part, no case or accents) or an id prefix of 4+ hex digits. */
  q: z.preprocess(
    emptyAsMissing,
    z.string().trim().max(ORDER_SEARCH_MAX, orderSearchLongMessage(ORDER_SEARCH_MAX)).optional(),
  ),
}

/** The 'Hoy' board: today's orders in Argentina and every order still pending. */
export const ORDER_VIEWS = ['today'] as const
export const orderViewShape = {
  view: z.preprocess(emptyAsMissing, z.enum(ORDER_VIEWS, { error: ORDER_VIEW_MESSAGE }).optional()),
}

/** From after to is refused on 'to', where the screen shows it. */
export function checkOrderRange(value: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (value.from && value.to && value.from > value.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: ORDER_RANGE_MESSAGE })
}

export const orderFilterSchema = z.object(orderFilterShape).superRefine(checkOrderRange)
export type OrderFilter = z.output<typeof orderFilterSchema>

/** Totals of the filtered orders, shown above the Historial list. */
export const orderSummarySchema = z.object({
  count: z.number().int(),
  acceptedCount: z.number().int(),
  /** Centavos. */
  acceptedTotal: z.number().int(),
})
export type OrderSummary = z.infer<typeof orderSummarySchema>
