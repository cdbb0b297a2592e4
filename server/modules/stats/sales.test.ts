import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { TIME_ZONE } from '../../../domain/constants'
import { SALES_RANGE_MESSAGE } from '../../../domain/messages/panel'
import type { SalesSummary } from '../../../domain/sales/rules'
import { orders } from '../../db/schema'
import { createOrder, createOwnerSession, ownerToken } from '../../test/factories'
import { errorOf } from '../../test/error-answer'
import { useTestApp } from '../../test/use-test-app'
import { getSales } from './service'

/*
 * GET /api/business/stats/sales: Inicio's sales at a glance (docs/product.md#sales), over Argentina
 * calendar days (docs/product.md#argentina-time).
 */

const t = useTestApp()

const session = () => createOwnerSession(t.db, t.app.config.jwtSecret)
const HOUR = 3600_000
const DAY = 24 * HOUR

/** 'YYYY-MM-DD' of an instant in Argentina. */
const localDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(at)

/**
 * Midnight starting the Argentina day `daysAgo` days before today. Argentina keeps UTC−3 all year
 * (no daylight saving since 2009), so a local day starts at 03:00 UTC.
 */
function argentinaMidnight(daysAgo = 0, now = new Date()) {
  return new Date(new Date(`${localDay(now)}T00:00:00-03:00`).getTime() - daysAgo * DAY)
}

async function salesOf(headers: Record<string, string>, range?: string) {
  const res = await t.app.inject({
    url: `/api/business/stats/sales${range ? `?range=${range}` : ''}`,
    headers,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as SalesSummary
}

/** The revenue of each bucket that has any order, by its start. */
const nonEmpty = (s: SalesSummary) =>
  Object.fromEntries(
    s.buckets.filter((b) => b.orders > 0).map((b) => [b.start, [b.orders, b.revenue]]),
  )

describe('GET /api/business/stats/sales', () => {
  it('answers every day of the period, empty, for a shop without orders (7 days by default)', async () => {
    const s = await session()
    const week = await salesOf(s.headers)
    const today = localDay(new Date())
    expect(week).toMatchObject({
      range: '7d',
      granularity: 'day',
      from: localDay(argentinaMidnight(6)),
      to: today,
      orders: 0,
      accepted: 0,
      rejected: 0,
      pending: 0,
      revenue: 0,
      averageTicket: null,
      topProducts: [],
    })
    expect(week.buckets.map((b) => b.start)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((n) => localDay(argentinaMidnight(n))),
    )
    expect(week.buckets.every((b) => b.orders === 0 && b.revenue === 0)).toBe(true)

    const month = await salesOf(s.headers, '30d')
    expect(month.buckets).toHaveLength(30)
    expect(month.from).toBe(localDay(argentinaMidnight(29)))

    const day = await salesOf(s.headers, 'today')
    expect(day).toMatchObject({ range: 'today', granularity: 'hour', from: today, to: today })
    expect(day.buckets.map((b) => b.start)).toEqual(
      Array.from({ length: 24 }, (_, h) => `${today}T${String(h).padStart(2, '0')}:00`),
    )
  })

  it('counts orders of every status, sells only the accepted ones, by Argentina day, only the caller’s', async () => {
    const s = await session()
    const at = (daysAgo: number, hours: number) =>
      new Date(argentinaMidnight(daysAgo).getTime() + hours * HOUR)
    const place = (
      createdAt: Date,
      status: 'PENDING' | 'ACCEPTED' | 'REJECTED',
      items: { name: string; quantity: number; unitPrice: number }[],
      deliveryFee = 0,
    ) => createOrder(t.db, s.business.id, { createdAt, status, items, deliveryFee })
    const empanada = (quantity: number) => ({ name: 'Empanada', quantity, unitPrice: 150_000 })
    const pizza = (quantity: number) => ({ name: 'Pizza', quantity, unitPrice: 1_000_000 })

    // Today (a minute after midnight, so it is never in the future): accepted, rejected, pending.
    await place(at(0, 1 / 60), 'ACCEPTED', [empanada(6)], 50_000) // $ 9.500 with delivery
    await place(at(0, 1 / 60), 'REJECTED', [pizza(3)])
    await place(at(0, 1 / 60), 'PENDING', [pizza(1)])
    // 23:30 yesterday in Argentina, already today in UTC: yesterday's.
    await place(at(0, -0.5), 'ACCEPTED', [pizza(2)])
    // Six days ago: the first day of the week. Seven days ago: only in the month.
    await place(at(6, 12), 'ACCEPTED', [empanada(12)])
    await place(at(7, 12), 'ACCEPTED', [pizza(1)])
    // The month's first day at midnight counts; a minute before it does not.
    await place(at(29, 0), 'ACCEPTED', [empanada(1)])
    await place(at(29, -1 / 60), 'ACCEPTED', [pizza(9)])
    // Another shop's orders, today, never count.
    const other = await session()
    await createOrder(t.db, other.business.id, {
      createdAt: at(0, 1 / 60),
      status: 'ACCEPTED',
      items: [pizza(50)],
    })

    const day = (n: number) => localDay(argentinaMidnight(n))
    const week = await salesOf(s.headers, '7d')
    expect(nonEmpty(week)).toEqual({
      [day(0)]: [3, 950_000],
      [day(1)]: [1, 2_000_000],
      [day(6)]: [1, 1_800_000],
    })
    expect(week).toMatchObject({
      orders: 5,
      accepted: 3,
      rejected: 1,
      pending: 1,
      revenue: 4_750_000,
      averageTicket: 1_583_333, // 4.750.000 / 3, rounded to the centavo
      topProducts: [
        { name: 'Empanada', units: 18, revenue: 2_700_000 },
        { name: 'Pizza', units: 2, revenue: 2_000_000 },
      ],
    })

    const month = await salesOf(s.headers, '30d')
    expect(nonEmpty(month)).toEqual({
      [day(0)]: [3, 950_000],
      [day(1)]: [1, 2_000_000],
      [day(6)]: [1, 1_800_000],
      [day(7)]: [1, 1_000_000],
      [day(29)]: [1, 150_000],
    })
    expect(month).toMatchObject({ orders: 7, accepted: 5, revenue: 5_900_000 })
    expect(month.topProducts).toEqual([
      { name: 'Empanada', units: 19, revenue: 2_850_000 },
      { name: 'Pizza', units: 3, revenue: 3_000_000 },
    ])

    const today = await salesOf(s.headers, 'today')
    expect(nonEmpty(today)).toEqual({ [`${day(0)}T00:00`]: [3, 950_000] })
    expect(today).toMatchObject({ orders: 3, accepted: 1, rejected: 1, pending: 1 })
    expect(today.averageTicket).toBe(950_000)
    expect(today.topProducts).toEqual([{ name: 'Empanada', units: 6, revenue: 900_000 }])
  })

  it('counts the accepted orders placed with a coupon and what their coupons took off (docs/product.md#coupons)', async () => {
    const s = await session()
    const other = await session()
    const withCoupon = async (
      businessId: string,
      status: 'PENDING' | 'ACCEPTED' | 'REJECTED',
      discount: number,
    ) => {
      const order = await createOrder(t.db, businessId, {
        status,
        items: [{ name: 'Empanada', unitPrice: 100_000, quantity: 10 }],
      })
      await t.db
        .update(orders)
        .set({ couponCode: 'BIENVENIDA', discount, total: order.total - discount })
        .where(eq(orders.id, order.id))
    }
    await withCoupon(s.business.id, 'ACCEPTED', 100_000)
    await withCoupon(s.business.id, 'ACCEPTED', 250_000)
    // Not sold: neither counted nor their discount.
    await withCoupon(s.business.id, 'PENDING', 400_000)
    await withCoupon(s.business.id, 'REJECTED', 400_000)
    // Sold without a coupon.
    await createOrder(t.db, s.business.id, { status: 'ACCEPTED' })
    // Another shop's.
    await withCoupon(other.business.id, 'ACCEPTED', 99_900)

    const week = await salesOf(s.headers)
    expect(week.coupons).toEqual({ orders: 2, discount: 350_000 })
    // Revenue is what was charged: the totals after the discounts.
    expect(week).toMatchObject({ accepted: 3, revenue: 900_000 + 750_000 + 100_000 })
    expect((await salesOf(s.headers, 'today')).coupons).toEqual({ orders: 2, discount: 350_000 })
  })

  it('ranks at most five products by units in accepted orders, ties by name, whatever their options', async () => {
    const s = await session()
    const line = (name: string, quantity: number, unitPrice = 100_000, option?: string) => ({
      name,
      quantity,
      unitPrice,
      options: option ? [{ group: 'Tamaño', name: option, priceDelta: 0 }] : [],
    })
    await createOrder(t.db, s.business.id, {
      status: 'ACCEPTED',
      items: [
        line('Pizza', 2, 1_000_000, 'Grande'),
        line('Pizza', 1, 800_000, 'Chica'),
        line('Flan', 3),
        line('Agua', 3),
        line('Café', 2),
        line('Budín', 2),
        line('Tostado', 1),
      ],
    })
    // Not sold: a rejected and a pending order.
    for (const status of ['REJECTED', 'PENDING'] as const)
      await createOrder(t.db, s.business.id, { status, items: [line('Tostado', 9)] })

    expect((await salesOf(s.headers, 'today')).topProducts).toEqual([
      { name: 'Agua', units: 3, revenue: 300_000 },
      { name: 'Flan', units: 3, revenue: 300_000 },
      { name: 'Pizza', units: 3, revenue: 2_800_000 },
      { name: 'Budín', units: 2, revenue: 200_000 },
      { name: 'Café', units: 2, revenue: 200_000 },
    ])
  })

  it('refuses a period it does not know, in Spanish', async () => {
    const s = await session()
    for (const range of ['ayer', '365d', '']) {
      const res = await t.app.inject({
        url: `/api/business/stats/sales?range=${range}`,
        headers: s.headers,
      })
      expect(res.statusCode, range).toBe(400)
      expect(errorOf(res)).toEqual({ error: SALES_RANGE_MESSAGE, code: 'VALIDATION' })
    }
  })

  it('is for the shop’s owner only: 401 without a session, 403 for another role', async () => {
    const s = await session()
    const anonymous = await t.app.inject({ url: '/api/business/stats/sales' })
    expect(anonymous.statusCode).toBe(401)
    const customer = await ownerToken(t.app.config.jwtSecret, s.owner, { role: 'CUSTOMER' })
    const other = await t.app.inject({
      url: '/api/business/stats/sales',
      headers: { authorization: `Bearer ${customer}` },
    })
    expect(other.statusCode).toBe(403)
  })

  it('runs the same few SQL statements whatever the number of orders', async () => {
    const small = await session()
    await createOrder(t.db, small.business.id, { status: 'ACCEPTED' })
    const large = await session()
    for (let i = 0; i < 60; i++) {
      await createOrder(t.db, large.business.id, {
        createdAt: new Date(Date.now() - (i % 30) * DAY),
        status: i % 3 === 0 ? 'REJECTED' : 'ACCEPTED',
        items: [{ name: `Producto ${i % 7}`, quantity: 1 + (i % 4) }, { name: 'Agua' }],
      })
    }
    for (const range of ['today', '7d', '30d']) {
      const counts: number[] = []
      for (const { headers } of [small, large]) {
        t.queries.length = 0
        await salesOf(headers, range)
        counts.push(t.queries.length)
      }
      expect(counts[1], range).toBe(counts[0])
      // The owner's session check, then the buckets and the top products.
      expect(counts[0], range).toBeLessThanOrEqual(3)
    }
  })
})

describe('getSales at a fixed instant', () => {
  it('puts a sale at 23:30 in Argentina on that local day, never on the UTC one', async () => {
    const s = await session()
    // 23:30 of 9 June 2025 in Argentina, already 10 June in UTC.
    const now = new Date('2025-06-10T02:30:00Z')
    const at = (iso: string) =>
      createOrder(t.db, s.business.id, {
        createdAt: new Date(iso),
        status: 'ACCEPTED',
        items: [{ name: 'Lomito', unitPrice: 100_000 }],
      })
    await at('2025-06-09T02:59:00Z') // 23:59 of 8 June: yesterday
    await at('2025-06-09T03:00:00Z') // 00:00 of 9 June: today
    await at('2025-06-10T02:29:00Z') // 23:29 of 9 June: today
    await at('2025-06-03T03:00:00Z') // 00:00 of 3 June: the week's first day
    await at('2025-06-03T02:59:00Z') // 23:59 of 2 June: before the week

    const today = await getSales(t.db, s.business.id, 'today', now)
    expect(today).toMatchObject({ from: '2025-06-09', to: '2025-06-09', orders: 2 })
    expect(nonEmpty(today)).toEqual({
      '2025-06-09T00:00': [1, 100_000],
      '2025-06-09T23:00': [1, 100_000],
    })

    const week = await getSales(t.db, s.business.id, '7d', now)
    expect(week).toMatchObject({ from: '2025-06-03', to: '2025-06-09', orders: 4 })
    expect(nonEmpty(week)).toEqual({
      '2025-06-03': [1, 100_000],
      '2025-06-08': [1, 100_000],
      '2025-06-09': [2, 200_000],
    })
  })
})
