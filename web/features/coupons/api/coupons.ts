import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Coupon, CouponFields } from '../../../../domain/coupons/schemas'
import { apiFetch } from '../../../api/client'
import { retryOnceUnlessClientError } from '../../../api/retry'

/** docs/product.md#coupons: the panel's `/business/coupons` calls. */
export const couponsKey = ['business', 'coupons'] as const

export const useCoupons = () =>
  useQuery({
    queryKey: couponsKey,
    queryFn: () =>
      apiFetch<{ coupons: Coupon[] }>('/business/coupons', { auth: true }).then((a) => a.coupons),
    retry: retryOnceUnlessClientError,
  })

/** Creates a coupon (no id) or replaces one's terms; the list is read again after either. */
export function useSaveCoupon() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CouponFields }) =>
      apiFetch<Coupon>(id ? `/business/coupons/${encodeURIComponent(id)}` : '/business/coupons', {
        auth: true,
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  })
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<null>(`/business/coupons/${encodeURIComponent(id)}`, {
        auth: true,
        method: 'DELETE',
      }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Coupon[]>(couponsKey, (list) => list?.filter((c) => c.id !== id))
      return queryClient.invalidateQueries({ queryKey: couponsKey })
    },
  })
}
