import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { PlanCheckout, PlanOverview } from '../../../../domain/plan/schemas'
import { apiFetch } from '../../../api/client'
import { retryOnceUnlessClientError } from '../../../api/retry'
import { useSession } from '../../../session/useSession'

export const planQuery = queryOptions({
  queryKey: ['business', 'plan'],
  queryFn: () => apiFetch<PlanOverview>('/business/plan', { auth: true }),
  retry: retryOnceUnlessClientError,
})

/**
 * docs/product.md#plan-payments: the shop's plan as the server knows it. When the session's claims
 * are behind (a payment landed since login), the answer carries a re-signed token, stored at once
 * in the storage the owner chose, so every banner follows the payment without a new login.
 */
export function usePlan(
  options: {
    /** How soon to ask again, from the last answer and how many answers came so far. */
    refetchInterval?: (data: PlanOverview | undefined, answers: number) => number | false
  } = {},
) {
  const { refresh } = useSession()
  const { refetchInterval } = options
  const query = useQuery({
    ...planQuery,
    refetchInterval: refetchInterval
      ? (q) => refetchInterval(q.state.data, q.state.dataUpdateCount)
      : undefined,
  })
  const token = query.data?.token
  useEffect(() => {
    if (token) refresh(token)
  }, [token, refresh])
  return query
}

/** 'Pagar con Mercado Pago': a month's checkout; the browser then goes to Mercado Pago. */
export const usePlanCheckout = () =>
  useMutation({
    mutationFn: () =>
      apiFetch<PlanCheckout>('/business/plan/checkout', { auth: true, method: 'POST' }),
  })
