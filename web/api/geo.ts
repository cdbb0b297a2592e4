import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Place } from '../../domain/geo/schemas'
import { PLACE_QUERY_MIN_LENGTH } from '../../domain/constants'
import { apiFetch } from './client'

export type { Place }

interface LatLng {
  lat: number
  lng: number
}

/** `GET /api/geo/autocomplete`: places matching what the person typed, nearest to `near` first. */
export function searchPlaces(q: string, near?: LatLng | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ q })
  if (near) {
    params.set('lat', String(near.lat))
    params.set('lng', String(near.lng))
  }
  return apiFetch<{ places: Place[] }>(`/geo/autocomplete?${params}`, { signal }).then(
    (r) => r.places,
  )
}

/** `GET /api/geo/reverse`: the address at a point of the map, or null when none is known. */
export function reverseGeocode(lat: number, lng: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ lat: String(lat), lng: String(lng) })
  return apiFetch<{ place: Place | null }>(`/geo/reverse?${params}`, { signal }).then(
    (r) => r.place,
  )
}

// Rounded so a map nudged by a few metres does not start a new search.
const roughly = (n: number) => Math.round(n * 100) / 100

export const placeSearchQuery = (q: string, near?: LatLng | null) => {
  const around = near ? { lat: roughly(near.lat), lng: roughly(near.lng) } : null
  return queryOptions({
    queryKey: ['geo', 'autocomplete', q.trim().toLowerCase(), around],
    queryFn: ({ signal }) => searchPlaces(q.trim(), around, signal),
    staleTime: 5 * 60_000,
    retry: false,
  })
}

/** Suggestions for an address search box; idle until the text is long enough to search. */
export function usePlaceSearch(q: string, near?: LatLng | null) {
  return useQuery({
    ...placeSearchQuery(q, near),
    enabled: q.trim().length >= PLACE_QUERY_MIN_LENGTH,
    placeholderData: keepPreviousData,
  })
}
