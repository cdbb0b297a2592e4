import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { discountPercent } from '../../../domain/money/rules'
import type { PromoItem } from '../../../domain/promos/schemas'
import { createBusiness, createOpenBusiness, createProduct, setHours } from '../../test/factories'
import { useTestApp } from '../../test/use-test-app'
import { errorOf } from '../../test/error-answer'

const t = useTestApp()
// Every test lists every shop, so each starts from an empty directory.
beforeEach(async () => {
  await t.db.execute(sql`truncate users cascade`)
})
afterEach(() => {
  vi.useRealTimers()
})

// Córdoba centre, and points due north of it: 0.01° of latitude is about 1,112 m.
const HOME = { lat: -31.417, lng: -64.183 }
const north = (meters: number) => ({ lat: HOME.lat + meters / 111_195, lng: HOME.lng })
const atHome = `?lat=${HOME.lat}&lng=${HOME.lng}`

/** A product on sale: `percent` off a $ 10.000 price unless told. */
const onSale = (name: string, discountPrice = 800_000, price = 1_000_000) => ({
  name,
  price,
  hasDiscount: true,
  discountPrice,
})

const list = async (query = '') => {
  const res = await t.app.inject(`/api/public/promos${query}`)
  expect(res.statusCode, query).toBe(200)
  return (res.json() as { items: PromoItem[] }).items
}
const names = (items: PromoItem[]) => items.map((i) => i.name)

describe('GET /api/public/promos', () => {
  it('lists only discounted products in stock at open shops, by percent off, then name', async () => {
    const { business: open } = await createOpenBusiness(t.db, {
      name: 'Almacén Abierto',
      logoUrl: '/uploads/almacen.webp',
    })
    const flan = await createProduct(t.db, open.id, {
      ...onSale('Flan casero', 750_000),
      description: 'Con dulce de leche',
      imageUrl: '/uploads/flan.webp',
    })
    await createProduct(t.db, open.id, onSale('Ñoquis', 500_000))
    await createProduct(t.db, open.id, onSale('Empanadas', 500_000))
    await createProduct(t.db, open.id, onSale('Ávila tarta', 750_000))
    await createProduct(t.db, open.id, { name: 'Sin descuento', price: 1_000_000 })
    await createProduct(t.db, open.id, { ...onSale('Sin stock', 100_000), isAvailable: false })
    // No hours at all is Cerrado (docs/product.md#states); hours on another day are closed now too.
    const { business: closed } = await createBusiness(t.db, { name: 'Cerrado' })
    await createProduct(t.db, closed.id, onSale('Promo de cerrado', 100_000))
    const { business: otherDay } = await createBusiness(t.db, { name: 'Otro día' })
    const today = new Date().getUTCDay()
    // Argentina is UTC-3: a day two days off is never today there.
    await setHours(t.db, otherDay.id, [
      { dayOfWeek: (today + 2) % 7, openTime: '09:00', closeTime: '10:00' },
    ])
    await createProduct(t.db, otherDay.id, onSale('Promo de otro día', 100_000))

    const items = await list()
    expect(names(items)).toEqual(['Empanadas', 'Ñoquis', 'Ávila tarta', 'Flan casero'])
    expect(items.find((i) => i.productId === flan.id)).toEqual({
      productId: flan.id,
      name: 'Flan casero',
      description: 'Con dulce de leche',
      imageUrl: '/uploads/flan.webp',
      price: 1_000_000,
      discountPrice: 750_000,
      discountPercent: 25,
      business: {
        name: 'Almacén Abierto',
        slug: open.slug,
        logoUrl: '/uploads/almacen.webp',
        city: 'Córdoba',
        distanceMeters: null,
      },
    })
    for (const item of items) {
      expect(item.discountPercent).toBe(discountPercent(item.price, item.discountPrice))
    }
  })

  it('leaves out a shop’s promos once it closes (Argentina time)', async () => {
    // Monday 2026-11-23, 21:00 and 23:30 in Argentina (UTC-3).
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T21:00:00-03:00'))
    const { business } = await createBusiness(t.db, { name: 'Cena' })
    await setHours(t.db, business.id, [{ dayOfWeek: 1, openTime: '20:00', closeTime: '23:00' }])
    await createProduct(t.db, business.id, onSale('Pizza'))
    expect(names(await list())).toEqual(['Pizza'])
    vi.setSystemTime(new Date('2026-11-23T23:30:00-03:00'))
    expect(await list()).toEqual([])
  })

  it('near a location: shops in reach only, nearest first, with their distance', async () => {
    const shop = async (name: string, meters: number | null, promos: string[]) => {
      const { business } = await createOpenBusiness(t.db, {
        name,
        ...(meters === null ? {} : north(meters)),
      })
      for (const promo of promos) await createProduct(t.db, business.id, onSale(promo, 900_000))
      return business
    }
    await shop('Lejos', 5_000, ['Lejos 10%'])
    await shop('Cerca', 300, ['Cerca 10%'])
    const middle = await shop('Medio', 2_000, [])
    await createProduct(t.db, middle.id, onSale('Medio 50%', 500_000))
    await createProduct(t.db, middle.id, onSale('Medio 10%', 900_000))
    await shop('Fuera de alcance', 60_000, ['Fuera'])
    await shop('Sin ubicación', null, ['Sin ubicación'])

    const items = await list(atHome)
    expect(names(items)).toEqual(['Cerca 10%', 'Medio 50%', 'Medio 10%', 'Lejos 10%'])
    const distances = items.map((i) => i.business.distanceMeters!)
    expect(distances.every(Number.isInteger)).toBe(true)
    expect(Math.abs(distances[0] - 300)).toBeLessThanOrEqual(2)
    expect(Math.abs(distances[1] - 2_000)).toBeLessThanOrEqual(2)
    expect(Math.abs(distances[3] - 5_000)).toBeLessThanOrEqual(2)
    // Without a location every open shop's promos come, by percent off.
    expect(names(await list())).toEqual([
      'Medio 50%',
      'Cerca 10%',
      'Fuera',
      'Lejos 10%',
      'Medio 10%',
      'Sin ubicación',
    ])
  })

  it('answers 400 in Spanish for a bad location', async () => {
    for (const query of [
      '?lat=abc&lng=-64.1',
      '?lat=-91&lng=-64.1',
      '?lat=-31.4&lng=181',
      '?lat=-31.4',
      '?lng=-64.1',
      '?lat=1e3&lng=2',
    ]) {
      const res = await t.app.inject(`/api/public/promos${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(errorOf(res), query).toEqual({
        error: 'La ubicación no es válida.',
        code: 'VALIDATION',
      })
    }
  })

  it('carries an ETag and a short Cache-Control, and answers 304 when nothing changed', async () => {
    const { business } = await createOpenBusiness(t.db)
    await createProduct(t.db, business.id, onSale('Uno'))
    const first = await t.app.inject('/api/public/promos')
    expect(first.headers['cache-control']).toMatch(/public.*max-age=30/)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^".+"$/)
    const again = await t.app.inject({
      url: '/api/public/promos',
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    await createProduct(t.db, business.id, onSale('Dos'))
    const changed = await t.app.inject({
      url: '/api/public/promos',
      headers: { 'if-none-match': etag },
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
  })

  it('answers at most 50 promos in at most three SQL statements, with 20 shops', async () => {
    for (let i = 0; i < 20; i++) {
      const { business } = await createOpenBusiness(t.db, north(100 * i))
      for (let j = 0; j < 3; j++) {
        await createProduct(t.db, business.id, onSale(`Promo ${i}-${j}`, 900_000 - j * 100_000))
      }
    }
    for (const query of ['', atHome]) {
      t.queries.length = 0
      const items = await list(query)
      expect(t.queries.length, query).toBeLessThanOrEqual(3)
      expect(items).toHaveLength(50)
    }
  })
})
