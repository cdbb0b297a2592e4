import {
  ORDER_FROM_DATE_MESSAGE,
  ORDER_RANGE_MESSAGE,
  ORDER_TO_DATE_MESSAGE,
  orderSearchLongMessage,
} from '../../../../domain/messages/panel'
import {
  formatDay,
  isIsoDay,
  ORDER_SEARCH_MAX,
  parseDay,
  type OrderFilter,
} from '../../../../domain/orders/history'
import { ORDER_STATUSES, type OrderStatus } from '../../../../domain/orders/rules'

/*
 * docs/product.md#order-history: the Pedidos screen keeps its view and the Historial's filters in
 * the address (`?vista=historial&desde=2026-03-01&hasta=2026-03-31&estado=aceptado&q=lucia`), so a
 * reload or 'back' shows the same list. Days travel as ISO; people read and type dd/mm/aaaa.
 */

export const HISTORY_VIEW = 'historial'

const STATUS_WORDS: Record<OrderStatus, string> = {
  PENDING: 'pendiente',
  ACCEPTED: 'aceptado',
  REJECTED: 'rechazado',
}

export const isHistoryView = (params: URLSearchParams) => params.get('vista') === HISTORY_VIEW

/** The filters the address holds; a value that is not one (a hand-edited link) is left out. */
export function readHistoryFilter(params: URLSearchParams): OrderFilter {
  const filter: OrderFilter = {}
  const from = params.get('desde')
  const to = params.get('hasta')
  if (from && isIsoDay(from)) filter.from = from
  if (to && isIsoDay(to) && !(filter.from && filter.from > to)) filter.to = to
  const word = params.get('estado')
  const status = ORDER_STATUSES.find((s) => STATUS_WORDS[s] === word)
  if (status) filter.status = status
  const q = params.get('q')?.trim().slice(0, ORDER_SEARCH_MAX)
  if (q) filter.q = q
  return filter
}

/** The address of the Historial with these filters. */
export function historySearch(filter: OrderFilter): URLSearchParams {
  const params = new URLSearchParams({ vista: HISTORY_VIEW })
  if (filter.from) params.set('desde', filter.from)
  if (filter.to) params.set('hasta', filter.to)
  if (filter.status) params.set('estado', STATUS_WORDS[filter.status])
  if (filter.q) params.set('q', filter.q)
  return params
}

/** The API's query string for the filters (GET /business/orders, /summary, /export.csv). */
export function apiQuery(filter: OrderFilter, more: Record<string, string> = {}): string {
  const params = new URLSearchParams()
  if (filter.from) params.set('from', filter.from)
  if (filter.to) params.set('to', filter.to)
  if (filter.status) params.set('status', filter.status)
  if (filter.q) params.set('q', filter.q)
  for (const [key, value] of Object.entries(more)) params.set(key, value)
  return params.toString()
}

/** What the filter form holds: the days as typed, the status ('' for Todos) and the search. */
export interface HistoryForm {
  from: string
  to: string
  status: OrderStatus | ''
  q: string
}

export const formOf = (filter: OrderFilter): HistoryForm => ({
  from: filter.from ? formatDay(filter.from) : '',
  to: filter.to ? formatDay(filter.to) : '',
  status: filter.status ?? '',
  q: filter.q ?? '',
})

export type HistoryFormErrors = Partial<Record<'from' | 'to' | 'q', string>>

/** The form read as filters, or the message of each field it cannot take (the API's own). */
export function filterOf(
  form: HistoryForm,
): { filter: OrderFilter; errors?: undefined } | { filter?: undefined; errors: HistoryFormErrors } {
  const errors: HistoryFormErrors = {}
  const from = form.from.trim() ? parseDay(form.from) : undefined
  const to = form.to.trim() ? parseDay(form.to) : undefined
  if (from === null) errors.from = ORDER_FROM_DATE_MESSAGE
  if (to === null) errors.to = ORDER_TO_DATE_MESSAGE
  if (from && to && from > to) errors.to = ORDER_RANGE_MESSAGE
  const q = form.q.trim()
  if (q.length > ORDER_SEARCH_MAX) errors.q = orderSearchLongMessage(ORDER_SEARCH_MAX)
  if (Object.keys(errors).length > 0) return { errors }
  const filter: OrderFilter = {}
  if (from) filter.from = from
  if (to) filter.to = to
  if (form.status) filter.status = form.status
  if (q) filter.q = q
  return { filter }
}
