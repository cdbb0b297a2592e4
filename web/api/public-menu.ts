import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicMenu } from '../../domain/public-menu'
import { apiFetch } from './client'

export const publicMenuQuery = (slug: string) =>
  queryOptions({
    queryKey: ['public-menu', slug],
    queryFn: () => apiFetch<PublicMenu>(`/public/menu/${encodeURIComponent(slug)}`),
    retry: 1,
  })

export function usePublicMenu(slug: string) {
  return useQuery(publicMenuQuery(slug))
}
