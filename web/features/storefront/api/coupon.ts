import type { CouponCheck, CouponCheckRequest } from '../../../../domain/coupons/schemas'
import { apiFetch } from '../../../api/client'

/**
 * docs/product.md#coupons: `POST /api/public/business/{slug}/coupon`, 'Tengo un cupón'. The server
 * finds the code, judges it for this order and prices it; it refuses with the reason in Spanish.
 * Loaded with the coupon's field only.
 */
export const checkCoupon = (slug: string, request: CouponCheckRequest) =>
  apiFetch<CouponCheck>(`/public/business/${encodeURIComponent(slug)}/coupon`, {
    method: 'POST',
    body: request,
  })
