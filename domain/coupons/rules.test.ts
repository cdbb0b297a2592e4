import { describe, expect, it } from 'vitest'
import {
  COUPON_DELIVERY_ONLY_MESSAGE,
  COUPON_EXPIRED_MESSAGE,
  COUPON_FIRST_ORDER_MESSAGE,
  COUPON_INACTIVE_MESSAGE,
  COUPON_PICKUP_ONLY_MESSAGE,
  COUPON_USED_UP_MESSAGE,
  couponMinimumMessage,
} from '../messages/coupons'
import {
  argentinaDay,
  couponDiscount,
  couponProblem,
  couponProblemMessage,
  normalizeCouponCode,
  type CouponTerms,
} from './rules'

const terms = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'BIENVENIDA',
  kind: 'PERCENT',
  value: 10,
  minOrder: null,
  firstOrderOnly: false,
  maxUses: null,
  maxUsesPerPhone: null,
  validFrom: null,
  validUntil: null,
  isActive: true,
  methods: 'BOTH',
  ...over,
})
const pickup: { method: 'PICKUP' | 'DELIVERY'; subtotal: number } = {
  method: 'PICKUP',
  subtotal: 1_000_000,
}
const noon = new Date('2026-03-10T15:00:00Z')
const said = (c: CouponTerms, usage = {}, order = pickup, now = noon) => {
  const problem = couponProblem(c, order, usage, now)
  return problem && couponProblemMessage(problem)
}

describe('couponDiscount (docs/product.md#coupons)', () => {
  it('takes a percent off the lines, rounded to the nearest centavo', () => {
    expect(couponDiscount({ kind: 'PERCENT', value: 10 }, 1_000_000)).toBe(100_000)
    // 15 % of $ 33,33 is 499,95 centavos: 500.
    expect(couponDiscount({ kind: 'PERCENT', value: 15 }, 3_333)).toBe(500)
    // 15 % of $ 33,30 is 499,5 centavos: rounded up, 500.
    expect(couponDiscount({ kind: 'PERCENT', value: 15 }, 3_330)).toBe(500)
    // 10 % of 4 centavos is 0,4: nothing.
    expect(couponDiscount({ kind: 'PERCENT', value: 10 }, 4)).toBe(0)
    expect(couponDiscount({ kind: 'PERCENT', value: 100 }, 123_456)).toBe(123_456)
  })

  it('takes a fixed amount, never more than the lines', () => {
    expect(couponDiscount({ kind: 'AMOUNT', value: 200_000 }, 1_000_000)).toBe(200_000)
    expect(couponDiscount({ kind: 'AMOUNT', value: 200_000 }, 150_000)).toBe(150_000)
    expect(couponDiscount({ kind: 'AMOUNT', value: 200_000 }, 0)).toBe(0)
  })
})

describe('couponProblem', () => {
  it('passes a coupon whose every rule holds', () => {
    expect(couponProblem(terms(), pickup, {}, noon)).toBeNull()
  })

  it('refuses a coupon switched off', () => {
    expect(said(terms({ isActive: false }))).toBe(COUPON_INACTIVE_MESSAGE)
  })

  it("judges the dates by Argentina's day, both ends included", () => {
    const march10 = terms({ validFrom: '2026-03-10', validUntil: '2026-03-10' })
    // 00:00 of the 10th in Argentina is 03:00 UTC; 23:59 of the 10th is 02:59 UTC of the 11th.
    expect(said(march10, {}, pickup, new Date('2026-03-10T02:59:59Z'))).toBe(
      'El cupón vale desde el 10/03/2026.',
    )
    expect(said(march10, {}, pickup, new Date('2026-03-10T03:00:00Z'))).toBeNull()
    expect(said(march10, {}, pickup, new Date('2026-03-11T02:59:59Z'))).toBeNull()
    expect(said(march10, {}, pickup, new Date('2026-03-11T03:00:00Z'))).toBe(COUPON_EXPIRED_MESSAGE)
    expect(argentinaDay(new Date('2026-03-11T02:59:59Z'))).toBe('2026-03-10')
  })

  it('refuses an order received another way than the coupon is for', () => {
    expect(said(terms({ methods: 'DELIVERY' }))).toBe(COUPON_DELIVERY_ONLY_MESSAGE)
    expect(said(terms({ methods: 'PICKUP' }), {}, { ...pickup, method: 'DELIVERY' })).toBe(
      COUPON_PICKUP_ONLY_MESSAGE,
    )
    expect(said(terms({ methods: 'PICKUP' }))).toBeNull()
  })

  it('judges its minimum on the lines before the discount', () => {
    const min = terms({ minOrder: 1_000_000 })
    expect(said(min)).toBeNull()
    const words = said(min, {}, { ...pickup, subtotal: 999_999 })
    expect(words).toBe(couponMinimumMessage(1_000_000))
    expect(words?.replace(/\s/g, ' ')).toBe('El pedido mínimo para este cupón es $ 10.000.')
  })

  it('first order only: refused once the phone has an order at the shop; unjudged without it', () => {
    const first = terms({ firstOrderOnly: true })
    expect(said(first, {})).toBeNull()
    expect(said(first, { ordersByPhone: 0 })).toBeNull()
    expect(said(first, { ordersByPhone: 1 })).toBe(COUPON_FIRST_ORDER_MESSAGE)
  })

  it('counts its uses in all and by phone against their limits', () => {
    const limited = terms({ maxUses: 3, maxUsesPerPhone: 1 })
    expect(said(limited, { uses: 2, usesByPhone: 0 })).toBeNull()
    expect(said(limited, { uses: 3, usesByPhone: 0 })).toBe(COUPON_USED_UP_MESSAGE)
    expect(said(limited, { uses: 1, usesByPhone: 1 })).toBe(
      'Ya usaste este cupón con este teléfono.',
    )
    expect(said(terms({ maxUsesPerPhone: 2 }), { usesByPhone: 2 })).toBe(
      'Ya usaste este cupón las 2 veces que permite con este teléfono.',
    )
  })

  it('answers the first rule broken, in order', () => {
    const everything = terms({
      isActive: false,
      validUntil: '2020-01-01',
      methods: 'DELIVERY',
      maxUses: 1,
    })
    expect(said(everything, { uses: 5 })).toBe(COUPON_INACTIVE_MESSAGE)
    expect(said({ ...everything, isActive: true }, { uses: 5 })).toBe(COUPON_EXPIRED_MESSAGE)
  })
})

describe('normalizeCouponCode', () => {
  it('compares codes without case or surrounding spaces', () => {
    expect(normalizeCouponCode('  bienVenida-10 ')).toBe('BIENVENIDA-10')
  })
})
