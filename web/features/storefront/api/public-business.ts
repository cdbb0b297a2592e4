import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicBusiness } from '../../../../domain/menu/schemas'
import { apiFetch } from '../../../api/client'

export const publicBusinessQuery = (slug: string) =>
  queryOptions({
    queryKey: ['public-business', slug],
    queryFn: () => apiFetch<PublicBusiness>(`/public/business/${encodeURIComponent(slug)}`),
    retry: 1,
    // Checkout may stay open across a closing time; 'Ir a pagar' follows the shop's hours.
    refetchInterval: 60_000,
  })

export function usePublicBusiness(slug: string) {
  return useQuery(publicBusinessQuery(slug))
}
