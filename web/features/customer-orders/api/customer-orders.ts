import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { CustomerOrder } from '../../../../domain/orders/customer'
import { ORDER_FALLBACK_POLL_MS, ORDER_SSE_EVENT } from '../../../../domain/orders/events'
import { API_BASE, apiFetch } from '../../../api/client'
import { retryOnceUnlessClientError } from '../../../api/retry'

/**
 * docs/product.md#real-orders: GET /public/orders/{id}?token= (the customer's view of one order)
 * and its live stream GET /public/orders/{id}/events?token=.
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

/**
 * Whether the page still waits for news: the shop's answer, or (docs/product.md#payments) the
 * payment of a Mercado Pago or transfer order that is not settled yet. A cash order is paid at
 * the door, so once accepted it has nothing left to hear.
 */
export function awaitsNews({ order }: CustomerOrder): boolean {
  if (!isFinalStatus(order.status)) return true
  const { method, status } = order.payment
  return (
    order.status === 'ACCEPTED' &&
    (method === 'MERCADOPAGO' || method === 'TRANSFER') &&
    (status === 'UNPAID' || status === 'PENDING')
  )
}

/** The order, kept current while the shop has not answered yet or its payment is on its way. */
export function useCustomerOrder(id: string, token: string) {
  const query = useQuery({
    ...customerOrderQuery(id, token),
    enabled: Boolean(id && token),
    refetchInterval: (q) =>
      q.state.data && awaitsNews(q.state.data) ? ORDER_FALLBACK_POLL_MS : false,
  })
  const live = query.data ? awaitsNews(query.data) : false
  useCustomerOrderEvents(id, token, live)
  return query
}

/**
 * Listens to the order's stream while `enabled` and refetches the order on each event (its
 * `status` and its `payment` alike: the order itself says what changed). It also
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
