import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { CouponInput } from '../../../domain/coupons/schemas'
import { couponDiscount } from '../../../domain/coupons/rules'
import { minimumOrderMessage } from '../../../domain/messages/api'
import {
  COUPON_CHECKS_MESSAGE,
  COUPON_DELIVERY_ONLY_MESSAGE,
  COUPON_EXPIRED_MESSAGE,
  COUPON_FIRST_ORDER_MESSAGE,
  COUPON_INACTIVE_MESSAGE,
  COUPON_NOT_FOUND_MESSAGE,
  COUPON_PICKUP_ONLY_MESSAGE,
  COUPON_USED_UP_MESSAGE,
  couponMinimumMessage,
  couponNotYetMessage,
  couponPerPhoneMessage,
} from '../../../domain/messages/coupons'
import { cashBelowTotalMessage } from '../../../domain/messages/customer'
import { formatPesos } from '../../../domain/money/rules'
import { orders } from '../../db/schema'
import { errorOf } from '../../test/error-answer'
import { createOptionGroup, createOrder, linkOptionGroups, ownerToken } from '../../test/factories'
import { freshIp, normalisedPhone } from '../../test/flows'
import { freshOrderPhone, milanesaShop } from '../../test/orders'
import { useTestApp } from '../../test/use-test-app'
import { couponCheckLimits } from './public-routes'

/*
 * Coupons at the checkout (docs/product.md#coupons): 'Tengo un cupón' judges and prices a code, and
 * the order is judged again, whole, when placed, its uses counted under the coupon's row lock.
 */

const t = useTestApp()

// Córdoba, plaza San Martín; 0.02° of latitude due north is 2 223,9 m.
const SHOP_AT = { lat: -31.4167, lng: -64.1833 }
const TWO_KM_NORTH = { street: 'Av. Colón', number: '1045', lat: -31.3967, lng: -64.1833 }

type Shop = Awaited<ReturnType<typeof milanesaShop>> & { headers: Record<string, string> }

/** The milanesa ($ 15.000) and flan ($ 4.000) shop, which also delivers, with its owner's session. */
async function shop(overrides: Parameters<typeof milanesaShop>[1] = {}): Promise<Shop> {
  const made = await milanesaShop(t, {
    supportsDelivery: true,
    ...SHOP_AT,
    deliveryRadiusMeters: 5000,
    ...overrides,
  })
  const token = await ownerToken(t.app.config.jwtSecret, made.owner)
  return { ...made, headers: { authorization: `Bearer ${token}` } }
}

async function coupon(s: Shop, input: Partial<CouponInput> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/business/coupons',
    headers: s.headers,
    payload: { code: 'BIENVENIDA', kind: 'PERCENT', value: 10, ...input },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json<{ id: string; code: string }>()
}

const check = (s: Shop, body: Record<string, unknown>, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/business/${s.business.slug}/coupon`,
    remoteAddress: ip,
    payload: { code: 'bienvenida', method: 'PICKUP', subtotal: 1_500_000, ...body },
  })

/** One milanesa to pick up with the coupon typed; `more` adds to or replaces parts of the order. */
function place(
  s: Shop,
  more: Record<string, unknown> = {},
  opts: { key?: string; phone?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/business/${s.business.slug}/orders`,
    remoteAddress: freshIp(),
    headers: opts.key ? { 'idempotency-key': opts.key } : {},
    payload: {
      method: 'PICKUP',
      customer: { fullName: 'Ana Gómez', phone: opts.phone ?? freshOrderPhone() },
      items: [{ productId: s.milanesa.id, quantity: 1 }],
      couponCode: 'bienvenida',
      ...more,
    },
  })
}

const ordersOf = (s: Shop) => t.db.select().from(orders).where(eq(orders.businessId, s.business.id))

async function reject(s: Shop, orderId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/business/orders/${orderId}/status`,
    headers: s.headers,
    payload: { action: 'REJECT', rejectionReason: 'Sin stock' },
  })
  expect(res.statusCode, res.body).toBe(200)
}

describe("POST /api/public/business/:slug/coupon ('Tengo un cupón')", () => {
  it('finds a code whatever its case and answers its terms and the discount', async () => {
    const s = await shop()
    await coupon(s, { minOrder: 1_000_000, methods: 'PICKUP' })
    const res = await check(s, { code: '  BienVenida ', subtotal: 1_234_567 })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toEqual({
      coupon: {
        code: 'BIENVENIDA',
        kind: 'PERCENT',
        value: 10,
        minOrder: 1_000_000,
        methods: 'PICKUP',
      },
      // 10 % of 1.234.567 centavos is 123.456,7: rounded, 123.457.
      discount: 123_457,
    })
  })

  it('answers 404 COUPON_NOT_FOUND for an unknown code, and for another shop’s', async () => {
    const a = await shop()
    const b = await shop()
    await coupon(a)
    for (const [s, code] of [
      [a, 'NOEXISTE'],
      [b, 'BIENVENIDA'],
    ] as const) {
      const res = await check(s, { code })
      expect(res.statusCode).toBe(404)
      expect(errorOf(res)).toEqual({ error: COUPON_NOT_FOUND_MESSAGE, code: 'COUPON_NOT_FOUND' })
    }
    const unknownShop = await t.app.inject({
      method: 'POST',
      url: '/api/public/business/no-existe-este-comercio/coupon',
      remoteAddress: freshIp(),
      payload: { code: 'BIENVENIDA', method: 'PICKUP', subtotal: 100 },
    })
    expect(unknownShop.statusCode).toBe(404)
    expect(errorOf(unknownShop).code).toBe('BUSINESS_NOT_FOUND')
  })

  it('limits the checks per IP, found or not, so codes cannot be guessed by trying', async () => {
    const s = await shop()
    await coupon(s)
    const ip = freshIp()
    for (let i = 0; i < couponCheckLimits.perIp.max; i++) {
      const res = await check(s, { code: i % 2 ? 'BIENVENIDA' : `PRUEBA${i}` }, ip)
      expect(res.statusCode).toBe(i % 2 ? 200 : 404)
    }
    const limited = await check(s, {}, ip)
    expect(limited.statusCode).toBe(429)
    expect(errorOf(limited)).toEqual({ error: COUPON_CHECKS_MESSAGE, code: 'RATE_LIMITED' })
    expect(limited.headers['retry-after']).toBeDefined()
    // Another connection is not held back.
    expect((await check(s, {})).statusCode).toBe(200)
  })
})

/** An order the phone placed earlier at the shop, with the coupon or without, as it stands. */
async function earlier(
  s: Shop,
  phone: string,
  { couponId = null, rejected = false }: { couponId?: string | null; rejected?: boolean } = {},
) {
  const row = await createOrder(t.db, s.business.id, {
    customerPhone: normalisedPhone(phone),
    status: rejected ? 'REJECTED' : 'ACCEPTED',
  })
  if (couponId) {
    await t.db
      .update(orders)
      .set({ couponId, couponCode: 'BIENVENIDA' })
      .where(eq(orders.id, row.id))
  }
  return row
}

/**
 * Every rule a coupon may break, answered with its words by the check and by the order: its
 * terms, what the same phone ordered before, and how the order is received.
 */
const refusals: {
  rule: string
  terms: Partial<CouponInput>
  before?: { withCoupon: boolean; rejected?: boolean }[]
  delivery?: true
  message: string
}[] = [
  { rule: 'switched off', terms: { isActive: false }, message: COUPON_INACTIVE_MESSAGE },
  {
    rule: 'not yet valid',
    terms: { validFrom: '2099-01-01' },
    message: couponNotYetMessage('01/01/2099'),
  },
  { rule: 'expired', terms: { validUntil: '2020-12-31' }, message: COUPON_EXPIRED_MESSAGE },
  { rule: 'delivery only', terms: { methods: 'DELIVERY' }, message: COUPON_DELIVERY_ONLY_MESSAGE },
  {
    rule: 'pickup only',
    terms: { methods: 'PICKUP' },
    delivery: true,
    message: COUPON_PICKUP_ONLY_MESSAGE,
  },
  {
    rule: 'below its minimum',
    terms: { minOrder: 1_500_001 },
    message: couponMinimumMessage(1_500_001),
  },
  {
    rule: 'first order only, and the phone ordered before',
    terms: { firstOrderOnly: true },
    before: [{ withCoupon: false }],
    message: COUPON_FIRST_ORDER_MESSAGE,
  },
  {
    rule: 'used up',
    terms: { maxUses: 2 },
    before: [{ withCoupon: true }, { withCoupon: true }, { withCoupon: true, rejected: true }],
    message: COUPON_USED_UP_MESSAGE,
  },
  {
    rule: 'used by this phone',
    terms: { maxUsesPerPhone: 1 },
    before: [{ withCoupon: true }],
    message: couponPerPhoneMessage(1),
  },
  {
    rule: 'used twice by this phone',
    terms: { maxUsesPerPhone: 2 },
    before: [{ withCoupon: true }, { withCoupon: true }],
    message: couponPerPhoneMessage(2),
  },
]

describe('every coupon rule, at the check and when the order is placed', () => {
  it.each(refusals)('$rule: 409 with its Spanish message', async (c) => {
    const s = await shop()
    const { id } = await coupon(s, c.terms)
    const phone = freshOrderPhone()
    for (const b of c.before ?? []) {
      await earlier(s, phone, { couponId: b.withCoupon ? id : null, rejected: b.rejected })
    }
    const method = c.delivery ? 'DELIVERY' : 'PICKUP'
    const checked = await check(s, { method, phone })
    expect(checked.statusCode, checked.body).toBe(409)
    expect(errorOf(checked)).toEqual({ error: c.message, code: 'COUPON_REFUSED' })
    const count = (await ordersOf(s)).length
    const placed = await place(s, c.delivery ? { method: 'DELIVERY', address: TWO_KM_NORTH } : {}, {
      phone,
    })
    expect(placed.statusCode, placed.body).toBe(409)
    expect(errorOf(placed)).toEqual({ error: c.message, code: 'COUPON_REFUSED' })
    expect(await ordersOf(s)).toHaveLength(count)
  })

  it('a check without a phone does not judge the phone’s rules; the order does', async () => {
    const s = await shop()
    const { id } = await coupon(s, { firstOrderOnly: true, maxUsesPerPhone: 1 })
    const phone = freshOrderPhone()
    await earlier(s, phone, { couponId: id })
    expect((await check(s, {})).statusCode).toBe(200)
    expect(errorOf(await place(s, {}, { phone })).error).toBe(COUPON_FIRST_ORDER_MESSAGE)
  })

  it('a rejected order gives its use back and does not make the phone a returning customer', async () => {
    const s = await shop()
    const { id } = await coupon(s, { firstOrderOnly: true, maxUses: 1, maxUsesPerPhone: 1 })
    const phone = freshOrderPhone()
    await earlier(s, phone, { rejected: true })
    const first = await place(s, {}, { phone })
    expect(first.statusCode, first.body).toBe(201)
    const used = await place(s)
    expect(errorOf(used).error).toBe(COUPON_USED_UP_MESSAGE)
    await reject(s, first.json().order.id)
    const again = await place(s, {}, { phone })
    expect(again.statusCode, again.body).toBe(201)
    expect(again.json().order).toMatchObject({ couponCode: 'BIENVENIDA', discount: 150_000 })
    const rows = await ordersOf(s)
    // The rejected one and the new one; the refused order was never written.
    expect(rows.filter((r) => r.couponId === id)).toHaveLength(2)
  })

  it('an unknown code, or another shop’s, refuses the order with 404 and writes nothing', async () => {
    const a = await shop()
    const b = await shop()
    await coupon(a)
    for (const [s, code] of [
      [a, 'OTRO-CODIGO'],
      [b, 'bienvenida'],
    ] as const) {
      const res = await place(s, { couponCode: code })
      expect(res.statusCode).toBe(404)
      expect(errorOf(res)).toEqual({ error: COUPON_NOT_FOUND_MESSAGE, code: 'COUPON_NOT_FOUND' })
      expect(await ordersOf(s)).toEqual([])
    }
  })
})

describe('the price of an order with a coupon', () => {
  it('takes a percent off the lines with their options, rounded, and never off the delivery fee', async () => {
    const s = await shop({ deliveryFeeBase: 150_000 })
    const salsa = await createOptionGroup(t.db, s.business.id, {
      name: 'Salsa',
      options: [{ name: 'Criolla', priceDelta: 33_333 }],
    })
    await linkOptionGroups(t.db, s.business.id, s.milanesa.id, [salsa.id])
    await coupon(s, { value: 15 })
    const res = await place(s, {
      method: 'DELIVERY',
      address: TWO_KM_NORTH,
      items: [
        { productId: s.milanesa.id, quantity: 1, options: [salsa.options[0].id] },
        { productId: s.flan.id, quantity: 1 },
      ],
    })
    expect(res.statusCode, res.body).toBe(201)
    // Lines: 1.533.333 + 400.000 = 1.933.333; 15 % is 289.999,95 → 290.000; fee 150.000 whole.
    const expected = {
      subtotal: 1_933_333,
      discount: 290_000,
      deliveryFee: 150_000,
      total: 1_933_333 - 290_000 + 150_000,
      couponCode: 'BIENVENIDA',
    }
    expect(res.json().order).toMatchObject(expected)
    const [row] = await ordersOf(s)
    expect(row).toMatchObject(expected)
    // The panel's list shows it too.
    const listed = await t.app.inject({ url: '/api/business/orders', headers: s.headers })
    expect(listed.json()[0]).toMatchObject({ discount: 290_000, couponCode: 'BIENVENIDA' })
  })

  it('takes a fixed amount, never more than the lines; the fee is still charged', async () => {
    const s = await shop({ deliveryFeeBase: 150_000 })
    await coupon(s, { kind: 'AMOUNT', value: 2_000_000 })
    const res = await place(s, { method: 'DELIVERY', address: TWO_KM_NORTH })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().order).toMatchObject({
      subtotal: 1_500_000,
      discount: 1_500_000,
      deliveryFee: 150_000,
      total: 150_000,
    })
  })

  it('asks a cash bill to cover the total after the discount', async () => {
    const s = await shop()
    await coupon(s, { kind: 'AMOUNT', value: 500_000 })
    const short = await place(s, { payment: { method: 'CASH', cashAmount: 999_999 } })
    expect(short.statusCode).toBe(400)
    expect(errorOf(short)).toEqual({
      error: cashBelowTotalMessage(formatPesos(1_000_000)),
      code: 'VALIDATION',
    })
    // A bill below the total before the discount, enough after it.
    const enough = await place(s, { payment: { method: 'CASH', cashAmount: 1_000_000 } })
    expect(enough.statusCode, enough.body).toBe(201)
    expect(enough.json().order).toMatchObject({ total: 1_000_000, discount: 500_000 })
  })

  it("judges the shop's delivery minimum on the lines before the discount", async () => {
    const s = await shop({ minOrderAmount: 1_500_000 })
    await coupon(s, { value: 50 })
    const reached = await place(s, { method: 'DELIVERY', address: TWO_KM_NORTH })
    expect(reached.statusCode, reached.body).toBe(201)
    expect(reached.json().order).toMatchObject({ subtotal: 1_500_000, total: 750_000 })
    const below = await place(s, {
      method: 'DELIVERY',
      address: TWO_KM_NORTH,
      items: [{ productId: s.flan.id, quantity: 3 }],
    })
    expect(errorOf(below)).toEqual({ error: minimumOrderMessage(1_500_000), code: 'CONFLICT' })
  })

  it('prices the check as the order is priced', async () => {
    const s = await shop()
    await coupon(s, { value: 15 })
    for (const subtotal of [0, 1, 3_330, 3_333, 1_933_333]) {
      const res = await check(s, { subtotal })
      expect(res.json().discount).toBe(couponDiscount({ kind: 'PERCENT', value: 15 }, subtotal))
    }
  })
})

describe("a coupon's last use", () => {
  it('goes to one order only when ten customers race for it', async () => {
    const s = await shop()
    const { id } = await coupon(s, { maxUses: 1 })
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(s)))
    const statuses = answers.map((r) => r.statusCode).sort()
    expect(statuses).toEqual([201, ...Array(9).fill(409)])
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(errorOf(res)).toEqual({ error: COUPON_USED_UP_MESSAGE, code: 'COUPON_REFUSED' })
    }
    const rows = await ordersOf(s)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ couponId: id, discount: 150_000 })
    // Rejected, it gives the use back to the next customer.
    await reject(s, rows[0].id)
    expect((await place(s)).statusCode).toBe(201)
    expect(errorOf(await place(s)).error).toBe(COUPON_USED_UP_MESSAGE)
  })

  it('a retry with the same key is answered 200 and does not count against itself', async () => {
    const s = await shop()
    const { id } = await coupon(s, { maxUses: 1, maxUsesPerPhone: 1, firstOrderOnly: true })
    await coupon(s, { code: 'OTRO', value: 20 })
    const key = crypto.randomUUID()
    const phone = freshOrderPhone()
    const first = await place(s, {}, { key, phone })
    expect(first.statusCode, first.body).toBe(201)
    const retry = await place(s, { couponCode: 'BIENVENIDA' }, { key, phone })
    expect(retry.statusCode).toBe(200)
    expect(retry.json()).toEqual(first.json())
    const other = await place(s, { couponCode: 'otro' }, { key, phone })
    expect(other.statusCode).toBe(422)
    expect(errorOf(other).code).toBe('IDEMPOTENCY_KEY_REUSED')
    const rows = await ordersOf(s)
    expect(rows).toHaveLength(1)
    const listed = await t.app.inject({ url: '/api/business/coupons', headers: s.headers })
    expect(listed.json().coupons.find((c: { id: string }) => c.id === id)).toMatchObject({
      uses: 1,
      discountGiven: 150_000,
    })
  })
})
