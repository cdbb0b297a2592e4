import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { SalesRange, SalesSummary } from '../../../../domain/sales/rules'
import { apiFetch } from '../../../api/client'
import { retryOnceUnlessClientError } from '../../../api/retry'

/** The key every period's sales starts with. */
export const salesKey = ['business', 'stats', 'sales'] as const

/**
 * docs/product.md#sales: Inicio's sales for a period. Under ['business', 'stats'], so whatever
 * refreshes the home cards (a live order, an accepted or rejected one) refreshes these too.
 */
export const salesQuery = (range: SalesRange) =>
  queryOptions({
    queryKey: [...salesKey, range],
    queryFn: () => apiFetch<SalesSummary>(`/business/stats/sales?range=${range}`, { auth: true }),
    retry: retryOnceUnlessClientError,
  })

/** The period's sales; while another period loads, the last one stays on screen. */
export const useSales = (range: SalesRange) =>
  useQuery({ ...salesQuery(range), placeholderData: keepPreviousData })
