import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Profile } from '../../domain/settings/schemas'
import { apiFetch } from './client'
import { retryOnceUnlessClientError } from './retry'

/** Calls of the panel home and QR screens (the caller's own shop). */
export interface Stats {
  ordersToday: number
  topProductName: string | null
}

export const statsQuery = queryOptions({
  queryKey: ['business', 'stats'],
  queryFn: () => apiFetch<Stats>('/business/stats', { auth: true }),
  retry: retryOnceUnlessClientError,
})
export const useStats = () => useQuery(statsQuery)

export const profileQuery = queryOptions({
  queryKey: ['business', 'profile'],
  queryFn: () => apiFetch<Profile>('/business/settings/profile', { auth: true }),
  retry: retryOnceUnlessClientError,
})
export const useProfile = () => useQuery(profileQuery)
