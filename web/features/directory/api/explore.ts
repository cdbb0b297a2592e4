import { useInfiniteQuery } from '@tanstack/react-query'
import type { ExploreResponse } from '../../../../domain/explore'
import { apiFetch } from '../../../api/client'
import { retryOnceUnlessClientError } from '../../../api/retry'

/** docs/product.md#api GET /explore/restaurant, nearest first when the customer saved a location. */
export function useExplore(location: { lat: number; lng: number } | null) {
  return useInfiniteQuery({
    queryKey: ['explore', 'restaurant', location?.lat ?? null, location?.lng ?? null],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams()
      if (location) {
        params.set('lat', String(location.lat))
        params.set('lng', String(location.lng))
      }
      if (pageParam) params.set('cursor', pageParam)
      const query = params.size > 0 ? `?${params}` : ''
      return apiFetch<ExploreResponse>(`/explore/restaurant${query}`)
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryOnceUnlessClientError,
  })
}
