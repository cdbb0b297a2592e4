import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PauseRequest } from '../../../../domain/pause/rules'
import type { PauseState } from '../../../../domain/pause/schemas'
import { apiFetch } from '../../../api/client'
import { retryOnceUnlessClientError } from '../../../api/retry'

/** docs/product.md#pause: GET, PUT and DELETE /business/pause of the owner's shop. */
export const pauseQuery = queryOptions({
  queryKey: ['business', 'pause'],
  queryFn: () => apiFetch<PauseState>('/business/pause', { auth: true }),
  retry: retryOnceUnlessClientError,
  // Another of the shop's devices may pause or resume: this one hears of it within a minute.
  refetchInterval: 60_000,
})
export const usePause = () => useQuery(pauseQuery)

export function useSetPause() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: PauseRequest | null) =>
      request
        ? apiFetch<PauseState>('/business/pause', { auth: true, method: 'PUT', body: request })
        : apiFetch<PauseState>('/business/pause', { auth: true, method: 'DELETE' }),
    onSuccess: (state) => queryClient.setQueryData(pauseQuery.queryKey, state),
  })
}
