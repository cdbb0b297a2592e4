import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { CustomerOrder } from '../../../../domain/customer-order'
import { ORDER_FALLBACK_POLL_MS, ORDER_SSE_EVENT } from '../../../../domain/order-events'
import { API_BASE, apiFetch } from '../../../api/client'
import { retryOnceUnlessClientError } from '../../../api/retry'

/**
 * Issue 7 §4: GET /public/orders/{id}?token= (the customer's view of one order) and its live
 * stream GET /public/orders/{id}/events?token=.
 */

const orderPath = (id: string, token: string, suffix = '') =>
  `/public/orders/${encodeURIComponent(id)}${suffix}?token=${encodeURIComponent(token)}`

export const customerOrderKey = (id: string, token: string) =>
  ['customer-order', id, token] as const

export const customerOrderQuery = (id: string, token: string) =>
  queryOptions({
    queryKey: customerOrderKey(id, token),
    queryFn: () => apiFetch<CustomerOrder>(orderPath(id, token)),
    // A wrong token answers 404 every time; only a network failure or a 5xx is worth a retry.
    retry: retryOnceUnlessClientError,
  })

export const isFinalStatus = (status: CustomerOrder['order']['status']) => status !== 'PENDING'

/** The order, kept current while the shop has not answered yet. */
export function useCustomerOrder(id: string, token: string) {
  const query = useQuery({
    ...customerOrderQuery(id, token),
    enabled: Boolean(id && token),
    refetchInterval: (q) =>
      q.state.data && !isFinalStatus(q.state.data.order.status) ? ORDER_FALLBACK_POLL_MS : false,
  })
  const pending = query.data ? !isFinalStatus(query.data.order.status) : false
  useCustomerOrderEvents(id, token, pending)
  return query
}

/**
 * Listens to the order's stream while `enabled` and refetches the order on each event. It also
 * refetches each time the stream (re)opens: an event sent while the browser was reconnecting, or
 * while the server's LISTEN connection was, is lost, and the order itself is the truth.
 */
export function useCustomerOrderEvents(id: string, token: string, enabled: boolean) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return
    const source = new EventSource(API_BASE + orderPath(id, token, '/events'))
    const refetch = () =>
      void queryClient.invalidateQueries({ queryKey: customerOrderKey(id, token) })
    source.addEventListener('open', refetch)
    source.addEventListener(ORDER_SSE_EVENT, refetch)
    return () => source.close()
  }, [enabled, id, token, queryClient])
}
