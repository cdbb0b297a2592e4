import type { Centavos } from '../money/rules'
import type { DeliveryMethod } from '../checkout/rules'
import {
  COUPON_DELIVERY_ONLY_MESSAGE,
  COUPON_EXPIRED_MESSAGE,
  COUPON_FIRST_ORDER_MESSAGE,
  COUPON_INACTIVE_MESSAGE,
  COUPON_PICKUP_ONLY_MESSAGE,
  COUPON_USED_UP_MESSAGE,
  couponMinimumMessage,
  couponNotYetMessage,
  couponPerPhoneMessage,
} from '../messages/coupons'

/**
 * Coupons (docs/product.md#coupons), without zod: the code as it is compared, the discount it gives
 * and every rule it must pass, the same in the checkout and on the server. The server counts the
 * uses under the coupon's row lock; these rules only judge the counts they are given.
 */

export const COUPON_KINDS = ['PERCENT', 'AMOUNT'] as const
export type CouponKind = (typeof COUPON_KINDS)[number]

/** Which orders a coupon is for: delivery, pickup or both. */
export const COUPON_METHODS = ['BOTH', 'DELIVERY', 'PICKUP'] as const
export type CouponMethods = (typeof COUPON_METHODS)[number]

export const COUPON_CODE_MIN = 3
export const COUPON_CODE_MAX = 20
/** Letters, digits, '-' and '_': what a person can read out loud and type on a phone. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]+$/
export const COUPON_USES_MAX = 100_000

/** Codes are compared without case or surrounding spaces: 'bienvenida ' is 'BIENVENIDA'. */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase()

/** What judges a coupon and prices it: a row of `coupons`, as both sides read it. */
export interface CouponTerms {
  code: string
  kind: CouponKind
  /** PERCENT: whole percent 1–100. AMOUNT: centavos off. */
  value: number
  /** Centavos the lines must reach (before the discount), or null. */
  minOrder: Centavos | null
  firstOrderOnly: boolean
  /** Uses in all, or null: no limit. */
  maxUses: number | null
  /** Uses per phone, or null: no limit. */
  maxUsesPerPhone: number | null
  /** Argentina's days 'YYYY-MM-DD', both included; null: no bound. */
  validFrom: string | null
  validUntil: string | null
  isActive: boolean
  methods: CouponMethods
}

/**
 * The uses already counted for this order's coupon: all, by this phone, and the phone's earlier
 * orders at the shop. Only the server knows them; an absent count is not judged (the checkout
 * before the phone is typed).
 */
export interface CouponUsage {
  uses?: number
  usesByPhone?: number
  ordersByPhone?: number
}

/**
 * The discount over the lines' subtotal, in whole centavos: a percent rounded to the nearest
 * centavo, a fixed amount never more than the lines. The delivery fee is never discounted.
 */
export function couponDiscount(
  coupon: Pick<CouponTerms, 'kind' | 'value'>,
  subtotal: Centavos,
): Centavos {
  const off = coupon.kind === 'PERCENT' ? Math.round((subtotal * coupon.value) / 100) : coupon.value
  return Math.max(0, Math.min(off, subtotal))
}

/** Why a coupon cannot be used on an order; each has its words in messages/coupons.ts. */
export type CouponProblem =
  | { kind: 'INACTIVE' }
  | { kind: 'NOT_YET'; from: string }
  | { kind: 'EXPIRED' }
  | { kind: 'METHOD'; only: Exclude<CouponMethods, 'BOTH'> }
  | { kind: 'MINIMUM'; minimum: Centavos }
  | { kind: 'FIRST_ORDER' }
  | { kind: 'USED_UP' }
  | { kind: 'PER_PHONE'; uses: number }

/**
 * The first rule the coupon breaks for this order, or null: active, inside its dates, for this way
 * of receiving, the lines' subtotal at its minimum, the phone's first order when it says so, and
 * its uses in all and by this phone below their limits.
 */
export function couponProblem(
  coupon: CouponTerms,
  order: { method: DeliveryMethod; subtotal: Centavos },
  usage: CouponUsage,
  now: Date,
): CouponProblem | null {
  if (!coupon.isActive) return { kind: 'INACTIVE' }
  const today = argentinaDay(now)
  if (coupon.validFrom !== null && today < coupon.validFrom) {
    return { kind: 'NOT_YET', from: coupon.validFrom }
  }
  if (coupon.validUntil !== null && today > coupon.validUntil) return { kind: 'EXPIRED' }
  if (coupon.methods !== 'BOTH' && coupon.methods !== order.method) {
    return { kind: 'METHOD', only: coupon.methods }
  }
  if (coupon.minOrder !== null && order.subtotal < coupon.minOrder) {
    return { kind: 'MINIMUM', minimum: coupon.minOrder }
  }
  if (coupon.firstOrderOnly && (usage.ordersByPhone ?? 0) > 0) return { kind: 'FIRST_ORDER' }
  if (coupon.maxUses !== null && (usage.uses ?? 0) >= coupon.maxUses) return { kind: 'USED_UP' }
  if (coupon.maxUsesPerPhone !== null && (usage.usesByPhone ?? 0) >= coupon.maxUsesPerPhone) {
    return { kind: 'PER_PHONE', uses: coupon.maxUsesPerPhone }
  }
  return null
}

/** How the checkout, the order page, the card, the ticket and the CSV name a coupon's line. */
export { couponLineLabel } from './label'

/** Argentina's day of an instant, 'YYYY-MM-DD' (UTC-3 all year, no daylight saving). */
export const argentinaDay = (at: Date): string =>
  new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 10)

/** The words of a coupon's refusal, as the checkout shows them under 'Tengo un cupón'. */
export function couponProblemMessage(problem: CouponProblem): string {
  switch (problem.kind) {
    case 'INACTIVE':
      return COUPON_INACTIVE_MESSAGE
    case 'NOT_YET':
      return couponNotYetMessage(problem.from.split('-').reverse().join('/'))
    case 'EXPIRED':
      return COUPON_EXPIRED_MESSAGE
    case 'METHOD':
      return problem.only === 'DELIVERY' ? COUPON_DELIVERY_ONLY_MESSAGE : COUPON_PICKUP_ONLY_MESSAGE
    case 'MINIMUM':
      return couponMinimumMessage(problem.minimum)
    case 'FIRST_ORDER':
      return COUPON_FIRST_ORDER_MESSAGE
    case 'USED_UP':
      return COUPON_USED_UP_MESSAGE
    case 'PER_PHONE':
      return couponPerPhoneMessage(problem.uses)
  }
}
