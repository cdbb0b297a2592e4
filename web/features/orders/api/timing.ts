import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  AUTO_REJECT_MINUTES_DEFAULT,
  PREPARATION_MINUTES_DEFAULT,
  RESPOND_MINUTES_DEFAULT,
  type BusyMinutes,
} from '../../../../domain/orders/timer'
import type { OrderTiming } from '../../../../domain/orders/timing-schemas'
import { apiFetch } from '../../../api/client'
import { retryOnceUnlessClientError } from '../../../api/retry'

/**
 * docs/product.md#answer-in-time, #busy: GET /business/orders/timing (every role) and
 * PUT/DELETE /business/busy. Until it answers, or when it cannot, Pedidos runs its clocks on the
 * shop's defaults, so the board never waits on it.
 */
export const DEFAULT_TIMING: OrderTiming = {
  respondMinutes: RESPOND_MINUTES_DEFAULT,
  autoRejectMinutes: AUTO_REJECT_MINUTES_DEFAULT,
  preparationMinutes: PREPARATION_MINUTES_DEFAULT,
  autoAccept: false,
  acceptsScheduled: false,
  busyMinutes: null,
  busyUntil: null,
}

export const timingQuery = queryOptions({
  queryKey: ['business', 'orders-timing'],
  queryFn: () => apiFetch<OrderTiming>('/business/orders/timing', { auth: true }),
  retry: retryOnceUnlessClientError,
  // Another device may turn 'Mucho trabajo' on or off: this one hears of it within a minute.
  refetchInterval: 60_000,
})

/** The shop's timing, or the defaults while it loads or if it failed. */
export function useTiming(): OrderTiming {
  return useQuery(timingQuery).data ?? DEFAULT_TIMING
}

export interface BusyRequest {
  minutes: BusyMinutes
  until: string
}

export function useSetBusy() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: BusyRequest | null) =>
      request
        ? apiFetch<OrderTiming>('/business/busy', { auth: true, method: 'PUT', body: request })
        : apiFetch<OrderTiming>('/business/busy', { auth: true, method: 'DELETE' }),
    onSuccess: (timing) => queryClient.setQueryData(timingQuery.queryKey, timing),
  })
}
