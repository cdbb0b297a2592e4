import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query'
import {
  ORDERS_PAGE_DEFAULT,
  type Order,
  type OrderStatusActionInput,
} from '../../../../domain/orders/schemas'
import { ORDER_FALLBACK_POLL_MS } from '../../../../domain/orders/events'
import { apiFetch } from '../../../api/client'
import { retryOnceUnlessClientError } from '../../../api/retry'

/** docs/product.md#api GET /business/orders (newest first, in pages) and POST /business/orders/{id}/status. */
export const ordersKey = ['business', 'orders'] as const

/**
 * The 'Hoy' board (docs/product.md#order-history): today's orders in Argentina and every pending
 * one, whatever its day; the server's clock says which day is today.
 */
export const fetchOrders = (before?: string) => {
  const params = new URLSearchParams({ limit: String(ORDERS_PAGE_DEFAULT), view: 'today' })
  if (before) params.set('before', before)
  return apiFetch<Order[]>(`/business/orders?${params}`, { auth: true })
}

export function useOrders() {
  return useInfiniteQuery({
    queryKey: ordersKey,
    queryFn: ({ pageParam }) => fetchOrders(pageParam),
    initialPageParam: undefined as string | undefined,
    // A full page means there may be older orders; they continue after the last one shown.
    getNextPageParam: (last) => (last.length >= ORDERS_PAGE_DEFAULT ? last.at(-1)?.id : undefined),
    retry: retryOnceUnlessClientError,
    // New orders are pushed live (LiveOrdersProvider); this poll catches whatever the stream missed.
    refetchInterval: ORDER_FALLBACK_POLL_MS,
  })
}

export const updateOrderStatus = (id: string, action: OrderStatusActionInput) =>
  apiFetch<Order>(`/business/orders/${encodeURIComponent(id)}/status`, {
    auth: true,
    method: 'POST',
    body: action,
  })

/** Puts the order the server answered in the list, in place of the one it was. */
function useReplaceOrder() {
  const queryClient = useQueryClient()
  return (order: Order) =>
    queryClient.setQueryData<InfiniteData<Order[], string | undefined>>(ordersKey, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => page.map((o) => (o.id === order.id ? order : o))),
          }
        : data,
    )
}

/** docs/product.md#states: the list changes only once the server answered, with the order it answered. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient()
  const replaceOrder = useReplaceOrder()
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: OrderStatusActionInput }) =>
      updateOrderStatus(id, action),
    onSuccess: (order) => {
      replaceOrder(order)
      void queryClient.invalidateQueries({ queryKey: ['business', 'stats'] })
    },
  })
}

/**
 * docs/product.md#payments PUT /business/orders/{id}/payment: the owner marks a cash or transfer
 * order paid, or not paid after all; the list shows the order the server answered.
 */
export function useMarkPaid() {
  const replaceOrder = useReplaceOrder()
  return useMutation({
    mutationFn: ({ id, paid }: { id: string; paid: boolean }) =>
      apiFetch<Order>(`/business/orders/${encodeURIComponent(id)}/payment`, {
        auth: true,
        method: 'PUT',
        body: { paid },
      }),
    onSuccess: replaceOrder,
  })
}
