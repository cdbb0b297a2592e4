import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PromoItem, PromosResponse } from '../../../../domain/promos/schemas'
import { assetUrl, apiFetch } from '../../../api/client'
import { retryOnceUnlessClientError } from '../../../api/retry'

/**
 * `GET /api/public/promos`: discounted products of the shops open now, nearest first when the
 * customer saved a location. Keyed by the location so a new address fetches its own list.
 */
export const promosQuery = (location: { lat: number; lng: number } | null) =>
  queryOptions({
    queryKey: ['promos', location?.lat ?? null, location?.lng ?? null],
    queryFn: async ({ signal }) => {
      const query = location
        ? `?${new URLSearchParams({ lat: String(location.lat), lng: String(location.lng) })}`
        : ''
      const { items } = await apiFetch<PromosResponse>(`/public/promos${query}`, { signal })
      // Image paths come relative to the API host (docs/product.md#api).
      return items.map((item): PromoItem => ({
        ...item,
        imageUrl: assetUrl(item.imageUrl),
        business: { ...item.business, logoUrl: assetUrl(item.business.logoUrl) },
      }))
    },
    retry: retryOnceUnlessClientError,
    // Shops open and close by the minute; the server caches the answer for 30 s as well.
    staleTime: 30_000,
  })

export function usePromos(location: { lat: number; lng: number } | null) {
  return useQuery(promosQuery(location))
}
