import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { Order } from '../../../../domain/orders/schemas'
import { isApiErrorBody } from '../../../../domain/errors/body'
import { NETWORK_ERROR_MESSAGE } from '../../../../domain/messages/common'
import { ORDER_EXPORT_ERROR } from '../../../../domain/messages/panel'
import {
  ORDER_HISTORY_PAGE,
  type OrderFilter,
  type OrderSummary,
} from '../../../../domain/orders/history'
import {
  API_BASE,
  apiFetch,
  ApiRequestError,
  currentAuthHandlers,
  tokenRefused,
} from '../../../api/client'
import { retryOnceUnlessClientError } from '../../../api/retry'
import { apiQuery } from '../lib/history-params'
import { ordersKey } from './orders'

/*
 * docs/product.md#order-history: the Historial's pages, its totals and its CSV file. The keys sit
 * under ordersKey, so the live stream that refreshes the 'Hoy' board (LiveOrdersProvider)
 * refreshes an open Historial too.
 */

export const historyKey = (filter: OrderFilter) => [...ordersKey, 'history', filter] as const
export const summaryKey = (filter: OrderFilter) => [...ordersKey, 'summary', filter] as const

export const fetchOrderHistory = (filter: OrderFilter, before?: string) =>
  apiFetch<Order[]>(
    `/business/orders?${apiQuery(filter, { limit: String(ORDER_HISTORY_PAGE), ...(before ? { before } : {}) })}`,
    { auth: true },
  )

export function useOrderHistory(filter: OrderFilter) {
  return useInfiniteQuery({
    queryKey: historyKey(filter),
    queryFn: ({ pageParam }) => fetchOrderHistory(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.length >= ORDER_HISTORY_PAGE ? last.at(-1)?.id : undefined),
    retry: retryOnceUnlessClientError,
  })
}

export function useOrderSummary(filter: OrderFilter) {
  return useQuery({
    queryKey: summaryKey(filter),
    queryFn: () =>
      apiFetch<OrderSummary>(`/business/orders/summary?${apiQuery(filter)}`, { auth: true }),
    retry: retryOnceUnlessClientError,
    // The old totals stay (dimmed) while the new filters' load.
    placeholderData: keepPreviousData,
  })
}

/** The file name the server gives in Content-Disposition, else a plain one. */
export function fileNameOf(disposition: string | null): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '')
  return match?.[1] ?? 'pedidos.csv'
}

/**
 * Downloads the CSV of the filtered orders. The session is a bearer token a plain link cannot
 * send, so the file is fetched with it and handed to the browser as a Blob URL on an <a download>.
 * Answers the file name saved.
 */
export async function downloadOrdersCsv(filter: OrderFilter): Promise<string> {
  const token = currentAuthHandlers().getToken()
  let response: Response
  try {
    response = await fetch(`${API_BASE}/business/orders/export.csv?${apiQuery(filter)}`, {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      cache: 'no-store',
    })
  } catch {
    throw new ApiRequestError(0, 'NETWORK', NETWORK_ERROR_MESSAGE)
  }
  if (!response.ok) {
    if (response.status === 401 && token) tokenRefused(token)
    const body: unknown = await response.json().catch(() => null)
    if (isApiErrorBody(body))
      throw new ApiRequestError(response.status, body.code, body.error, true, body)
    throw new ApiRequestError(response.status, 'INTERNAL', ORDER_EXPORT_ERROR)
  }
  const blob = await response.blob()
  const name = fileNameOf(response.headers.get('Content-Disposition'))
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The click has started the download; the URL can go once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 0)
  return name
}
