import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { TIME_ZONE } from '../../../domain/constants'
import { products } from '../../db/schema'
import { createOrder, createOwnerSession, createProduct } from '../../test/factories'
import { useTestApp } from '../../test/use-test-app'
import { getStats } from './service'

const t = useTestApp()

const session = () => createOwnerSession(t.db, t.app.config.jwtSecret)
const DAY = 24 * 3600_000

/**
 * Midnight of today in Argentina. Argentina keeps UTC−3 all year (no daylight saving since 2009),
 * so the day starts at 03:00 UTC.
 */
function argentinaMidnight(now = new Date()) {
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now)
  return new Date(`${ymd}T00:00:00-03:00`)
}

async function getStatsOf(headers: Record<string, string>) {
  const res = await t.app.inject({ url: '/api/business/stats', headers })
  expect(res.statusCode).toBe(200)
  return res.json()
}

describe('GET /api/business/stats', () => {
  it('answers zero orders and no top product (the panel shows "Sin datos") for a new shop', async () => {
    const s = await session()
    expect(await getStatsOf(s.headers)).toEqual({ ordersToday: 0, topProductName: null })
  })

  it('counts the orders of today in Argentina, of every status, and no one else’s', async () => {
    const s = await session()
    const midnight = argentinaMidnight()
    const lateYesterday = new Date(midnight.getTime() - 30 * 60_000) // 23:30 yesterday, Argentina
    await createOrder(t.db, s.business.id, { createdAt: lateYesterday })
    await createOrder(t.db, s.business.id, { createdAt: new Date(midnight.getTime() + 60_000) })
    await createOrder(t.db, s.business.id, { status: 'ACCEPTED' })
    await createOrder(t.db, s.business.id, { status: 'REJECTED' })
    const other = await session()
    await createOrder(t.db, other.business.id)
    expect((await getStatsOf(s.headers)).ordersToday).toBe(3)
  })

  it('names the product with the most units sold in the last 30 days', async () => {
    const s = await session()
    const muzza = await createProduct(t.db, s.business.id, { name: 'Muzzarella' })
    const fugazza = await createProduct(t.db, s.business.id, { name: 'Fugazza' })
    const gone = await createProduct(t.db, s.business.id, { name: 'Calzone' })
    // Three orders of one unit beat one order of two.
    for (let i = 0; i < 3; i++) {
      await createOrder(t.db, s.business.id, {
        status: 'ACCEPTED',
        items: [{ productId: fugazza.id, name: 'Fugazza', quantity: 1 }],
      })
    }
    await createOrder(t.db, s.business.id, {
      items: [{ productId: muzza.id, name: 'Muzzarella', quantity: 2 }],
    })
    // None of these count: rejected, older than 30 days, a deleted product, another shop.
    await createOrder(t.db, s.business.id, {
      status: 'REJECTED',
      items: [{ productId: muzza.id, name: 'Muzzarella', quantity: 9 }],
    })
    await createOrder(t.db, s.business.id, {
      createdAt: new Date(Date.now() - 31 * DAY),
      items: [{ productId: muzza.id, name: 'Muzzarella', quantity: 9 }],
    })
    await createOrder(t.db, s.business.id, {
      items: [{ productId: gone.id, name: 'Calzone', quantity: 20 }],
    })
    await t.db.delete(products).where(eq(products.id, gone.id))
    const other = await session()
    const foreign = await createProduct(t.db, other.business.id, { name: 'Ajena' })
    await createOrder(t.db, other.business.id, {
      items: [{ productId: foreign.id, name: 'Ajena', quantity: 50 }],
    })

    expect(await getStatsOf(s.headers)).toEqual({ ordersToday: 6, topProductName: 'Fugazza' })
  })

  it('counts a product’s units whatever options each line chose', async () => {
    const s = await session()
    const pizza = await createProduct(t.db, s.business.id, { name: 'Pizza' })
    const empanada = await createProduct(t.db, s.business.id, { name: 'Empanada' })
    const size = (name: string) => [{ group: 'Tamaño', name, priceDelta: 0 }]
    // Pizza: 2 + 1 units in two lines of other options; Empanada: 2 in one line.
    await createOrder(t.db, s.business.id, {
      items: [
        { productId: pizza.id, name: 'Pizza', quantity: 2, options: size('Grande') },
        { productId: pizza.id, name: 'Pizza', quantity: 1, options: size('Chica') },
        { productId: empanada.id, name: 'Empanada', quantity: 2 },
      ],
    })
    expect((await getStatsOf(s.headers)).topProductName).toBe('Pizza')
  })

  it('shows the product’s current name', async () => {
    const s = await session()
    const p = await createProduct(t.db, s.business.id, { name: 'Empanada' })
    await createOrder(t.db, s.business.id, { items: [{ productId: p.id, name: 'Empanada' }] })
    await t.db.update(products).set({ name: 'Empanada de carne' }).where(eq(products.id, p.id))
    expect((await getStatsOf(s.headers)).topProductName).toBe('Empanada de carne')
  })
})

describe('getStats at a fixed instant', () => {
  it('uses the Argentina calendar day, not the UTC one', async () => {
    const s = await session()
    // 23:30 of 9 June in Argentina, already 10 June in UTC.
    const now = new Date('2025-06-10T02:30:00Z')
    const at = (iso: string) => createOrder(t.db, s.business.id, { createdAt: new Date(iso) })
    await at('2025-06-09T02:59:00Z') // 23:59 of 8 June in Argentina: yesterday
    await at('2025-06-09T03:00:00Z') // 00:00 of 9 June: today
    await at('2025-06-09T20:00:00Z') // 17:00 of 9 June: today
    await at('2025-06-10T02:29:00Z') // 23:29 of 9 June: today
    await at('2025-06-10T03:00:00Z') // 00:00 of 10 June: tomorrow
    expect((await getStats(t.db, s.business.id, now)).ordersToday).toBe(3)
  })
})
