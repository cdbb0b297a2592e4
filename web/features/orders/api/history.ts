import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { Order } from '../../../../domain/orders/schemas'
import { ORDER_EXPORT_ERROR } from '../../../../domain/messages/panel'
import {
  ORDER_HISTORY_PAGE,
  type OrderFilter,
  type OrderSummary,
} from '../../../../domain/orders/history'
import { apiFetch } from '../../../api/client'
import { downloadApiFile } from '../../../api/download'
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

/** Downloads the CSV of the filtered orders; answers the file name saved. */
export const downloadOrdersCsv = (filter: OrderFilter): Promise<string> =>
  downloadApiFile(`/business/orders/export.csv?${apiQuery(filter)}`, {
    accept: 'text/csv',
    fallbackName: 'pedidos.csv',
    failure: ORDER_EXPORT_ERROR,
  })
