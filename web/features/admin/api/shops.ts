import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  AdminCities,
  AdminExtendBody,
  AdminOverview,
  AdminShopDetail,
  AdminShopList,
  AdminShopSort,
} from '../../../../domain/admin/shops'
import type { PlanStanding } from '../../../../domain/plan/rules'
import { ADMIN_QUERY, adminFetch } from './client'

/** 'Panorama', 'Comercios' and a shop's page (docs/product.md#operators). */

export const useOverview = () =>
  useQuery({
    queryKey: [ADMIN_QUERY, 'overview'],
    queryFn: () => adminFetch<AdminOverview>('/overview'),
  })

export interface ShopSearch {
  q: string
  standing: PlanStanding | ''
  city: string
  sort: AdminShopSort
  dir: 'asc' | 'desc' | ''
  page: number
}

export function shopSearchParams(search: ShopSearch) {
  const params = new URLSearchParams()
  if (search.q.trim()) params.set('q', search.q.trim())
  if (search.standing) params.set('standing', search.standing)
  if (search.city) params.set('city', search.city)
  params.set('sort', search.sort)
  if (search.dir) params.set('dir', search.dir)
  if (search.page > 1) params.set('page', String(search.page))
  return params
}

export const useShops = (search: ShopSearch) =>
  useQuery({
    queryKey: [ADMIN_QUERY, 'shops', search],
    queryFn: () => adminFetch<AdminShopList>(`/shops?${shopSearchParams(search)}`),
    // The list stays on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  })

export const useCities = () =>
  useQuery({
    queryKey: [ADMIN_QUERY, 'cities'],
    queryFn: () => adminFetch<AdminCities>('/shops/cities'),
    staleTime: 5 * 60_000,
  })

const shopKey = (id: string) => [ADMIN_QUERY, 'shop', id]

export const useShop = (id: string) =>
  useQuery({
    queryKey: shopKey(id),
    queryFn: () => adminFetch<AdminShopDetail>(`/shops/${encodeURIComponent(id)}`),
    retry: false,
  })

export type ShopAction =
  | { kind: 'extend'; body: AdminExtendBody }
  | { kind: 'suspend'; body: { reason: string } }
  | { kind: 'reactivate'; body: { reason: string } }

/** An action on the shop; the answer is the shop's page as it now is. */
export function useShopAction(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (action: ShopAction) =>
      adminFetch<AdminShopDetail>(`/shops/${encodeURIComponent(id)}/${action.kind}`, {
        method: 'POST',
        body: action.body,
      }),
    onSuccess: (shop) => {
      client.setQueryData(shopKey(id), shop)
      // The lists, the counts and the activity log changed too.
      void client.invalidateQueries({
        predicate: (q) => q.queryKey[0] === ADMIN_QUERY && q.queryKey[1] !== 'shop',
      })
    },
  })
}
