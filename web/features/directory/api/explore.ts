import { useInfiniteQuery } from '@tanstack/react-query'
import type { ExploreResponse } from '../../../../domain/explore/schemas'
import { apiFetch } from '../../../api/client'
import { retryOnceUnlessClientError } from '../../../api/retry'

type Place = { lat: number; lng: number } | null

/** The directory's first pages, by the customer's place (none: the whole directory). */
export const exploreQueryKey = (location: Place) =>
  ['explore', 'restaurant', location?.lat ?? null, location?.lng ?? null] as const

/** docs/product.md#api GET /explore/restaurant, nearest first when the customer saved a location. */
export function useExplore(location: Place) {
  return useInfiniteQuery({
    queryKey: exploreQueryKey(location),
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
