import {
  couponDiscount,
  couponLineLabel,
  couponProblem,
  type CouponProblem,
  type CouponTerms,
} from '../../../../domain/coupons/rules'
import type { CouponCheck } from '../../../../domain/coupons/schemas'
import { ApiRequestError } from '../../../api/client'
import type { Method } from '../components/MethodPicker'

/**
 * The coupon at checkout (docs/product.md#coupons), loaded with its field only, never with the
 * page: a checkout without a coupon loads none of its rules or words
 * (docs/decisions/0006-bundle-driven-splits.md).
 */

/** A coupon the server accepted: its terms as the checkout prices it. */
export type AppliedCoupon = CouponCheck['coupon']

/** How the applied coupon stands against the cart and the method on screen. */
export interface JudgedCoupon {
  /** Its terms for checkOrder, which prices the order to check the cash bill. */
  terms: CouponTerms
  /** Why it takes nothing off as things are now (its minimum, its method), or null. */
  problem: CouponProblem | null
  /** What it takes off the lines (centavos). */
  discount: number
  /** 'Cupón CODE', the line of the totals. */
  label: string
}

/**
 * Judged again as the cart and the method change, by the domain's own rules. The server judged its
 * dates, state and uses when it was applied, and judges the whole order again when it is placed.
 */
export function judgeCoupon(coupon: AppliedCoupon, method: Method, subtotal: number): JudgedCoupon {
  const terms: CouponTerms = {
    ...coupon,
    firstOrderOnly: false,
    maxUses: null,
    maxUsesPerPhone: null,
    validFrom: null,
    validUntil: null,
    isActive: true,
  }
  const order = { method: method === 'delivery' ? 'DELIVERY' : 'PICKUP', subtotal } as const
  const problem = couponProblem(terms, order, {}, new Date())
  const discount = problem ? 0 : couponDiscount(terms, subtotal)
  return { terms, problem, discount, label: couponLineLabel(coupon.code) }
}

/**
 * A refusal of the placed order that is about its coupon, with its words; else null: an unknown
 * code or a rule of the coupon broken (their own error codes), so the reason goes to the coupon's
 * field and not above 'Ir a pagar'.
 */
export function couponRefusal(err: unknown): string | null {
  if (!(err instanceof ApiRequestError) || !err.fromServer) return null
  return err.code === 'COUPON_NOT_FOUND' || err.code === 'COUPON_REFUSED' ? err.message : null
}
