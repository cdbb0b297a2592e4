import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { PublicMenu } from '../../../domain/menu/schemas'
import { businesses } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { createOwnerSession, createProduct, multipartPayload, setHours } from '../../test/factories'
import {
  createMenuShop,
  createPeerApp,
  menuChangesHeard,
  type TestContext,
} from '../../test/harness'
import { useTestApp } from '../../test/use-test-app'
import { MenuCache } from './cache'

/* The public menu's cache (docs/product.md#menu-cache): what it saves and when it lets go. */

const t = useTestApp()

const WAIT = { timeout: 10_000, interval: 25 }
/** An instant given as Argentina wall-clock time (UTC-3, no daylight saving). */
const ar = (local: string) => new Date(`${local}:00-03:00`)

const shopWithProduct = () => createMenuShop(t)

/** The owner marks the shop's product unavailable through the panel API of the first process. */
async function markUnavailable(s: Awaited<ReturnType<typeof shopWithProduct>>) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/business/products/${s.product.id}/toggle-availability`,
    headers: s.headers,
    payload: { isAvailable: false },
  })
  expect(res.statusCode, res.body).toBe(200)
}

const menuOf = async (app: TestContext['app'], slug: string) => {
  const res = await app.inject(`/api/public/menu/${slug}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<PublicMenu>()
}
const productsOf = (menu: PublicMenu) =>
  menu.categories.flatMap((c) => c.products.map((p) => `${p.name}:${p.isAvailable}`))

/** The security headers of an answer: the same on every route (helmet's, worked out once). */
const security = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) =>
        /^(content-security-policy|strict-transport|x-|cross-origin|origin-agent|referrer)/.test(
          name,
        ) && name !== 'x-request-id', // each request's own
    ),
  )

describe('GET /api/public/menu/:slug from the cache', () => {
  it('reads the database once: the next 200 and every 304 run no SQL', async () => {
    const { business } = await shopWithProduct()
    const url = `/api/public/menu/${business.slug}`
    t.queries.length = 0
    const first = await t.app.inject(url)
    expect(first.statusCode).toBe(200)
    expect(t.queries.length).toBeGreaterThan(0)

    t.queries.length = 0
    const second = await t.app.inject(`/api/public/menu/${business.slug.toUpperCase()}`)
    expect(second.statusCode).toBe(200)
    expect(second.body).toBe(first.body)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.headers['cache-control']).toBe(first.headers['cache-control'])
    const notModified = await t.app.inject({
      url,
      headers: { 'if-none-match': `W/${first.headers.etag}` },
    })
    expect(notModified.statusCode).toBe(304)
    expect(notModified.body).toBe('')
    expect(t.queries).toEqual([])
  })

  it('sends brotli or gzip made once, marked and not compressed twice', async () => {
    const { business } = await shopWithProduct()
    const url = `/api/public/menu/${business.slug}`
    const plain = await t.app.inject(url)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/accept-encoding/i)

    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(br.headers.etag).toBe(plain.headers.etag)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body)

    const entry = t.app.menuCache.peek(business.slug)!
    expect(await entry.encoded('br')).toBe(await entry.encoded('br'))
  })

  it('carries the same security headers as every other route (helmet’s, worked out once)', async () => {
    const { business } = await shopWithProduct()
    const menu = await t.app.inject(`/api/public/menu/${business.slug}`)
    const other = await t.app.inject(`/api/public/business/${business.slug}`)
    expect(Object.keys(security(other.headers)).length).toBeGreaterThanOrEqual(10)
    expect(security(menu.headers)).toEqual(security(other.headers))
    expect(menu.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    const missing = await t.app.inject('/api/public/menu/no-existe')
    expect(missing.statusCode).toBe(404)
    expect(security(missing.headers)).toEqual(security(other.headers))
  })

  it('answers a 304 with the validators, the security headers and a request id, and no body', async () => {
    const { business } = await shopWithProduct()
    const url = `/api/public/menu/${business.slug}`
    const first = await t.app.inject(url)
    const notModified = await t.app.inject({
      url,
      headers: { 'if-none-match': first.headers.etag },
    })
    expect(notModified.statusCode).toBe(304)
    expect(notModified.body).toBe('')
    expect(notModified.headers.etag).toBe(first.headers.etag)
    expect(notModified.headers['cache-control']).toBe(first.headers['cache-control'])
    expect(notModified.headers.vary).toMatch(/accept-encoding/i)
    expect(notModified.headers['content-type']).toBeUndefined()
    expect(notModified.headers['content-encoding']).toBeUndefined()
    expect(notModified.headers['x-request-id']).toMatch(/^[\w-]{8,}$/)
    expect(notModified.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
    expect(Object.keys(security(notModified.headers)).length).toBeGreaterThanOrEqual(10)
    expect(security(notModified.headers)).toEqual(security(first.headers))
  })

  it('answers 404 for an unknown slug, and finds the shop once it exists', async () => {
    const slug = `nuevo-${Date.now()}`
    expect((await t.app.inject(`/api/public/menu/${slug}`)).statusCode).toBe(404)
    const { business } = await createOwnerSession(t.db, t.app.config.jwtSecret, { slug })
    expect((await menuOf(t.app, slug)).business.id).toBe(business.id)
  })
})

describe('a panel write shows on the next menu request of the same process', () => {
  // Without the NOTIFY, so only the process's own invalidation can make these pass.
  beforeAll(() => t.app.menuCache.stop())
  afterAll(() => t.app.menuCache.start(t.database.listen))

  it('a product', async () => {
    const s = await shopWithProduct()
    expect(productsOf(await menuOf(t.app, s.business.slug))).toEqual(['Muzzarella:true'])
    await markUnavailable(s)
    expect(productsOf(await menuOf(t.app, s.business.slug))).toEqual(['Muzzarella:false'])
  })

  it('a category', async () => {
    const s = await shopWithProduct()
    await createProduct(t.db, s.business.id, { name: 'Flan' })
    await menuChangesHeard(t.database)
    const names = async () => (await menuOf(t.app, s.business.slug)).categories.map((c) => c.name)
    expect(await names()).toEqual(['Pizzas', 'Otros'])
    const { payload, headers } = await multipartPayload({ name: 'Postres' })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/business/categories',
      payload,
      headers: { ...headers, ...s.headers },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(await names()).toEqual(expect.arrayContaining(['Pizzas', 'Postres', 'Otros']))
  })

  it('the opening hours', async () => {
    const s = await shopWithProduct()
    expect((await menuOf(t.app, s.business.slug)).business.openingHours).toEqual([])
    const openingHours = [{ dayOfWeek: 3, intervals: [{ openTime: '09:00', closeTime: '13:00' }] }]
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/business/settings/opening-hours',
      headers: s.headers,
      payload: { openingHours },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect((await menuOf(t.app, s.business.slug)).business.openingHours).toEqual(openingHours)
  })

  it('the shop’s settings', async () => {
    const s = await shopWithProduct()
    expect((await menuOf(t.app, s.business.slug)).business.address).toBe('Av. Colón 100')
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/business/settings/business',
      headers: s.headers,
      payload: {
        cuit: '30-71234567-1',
        address: 'Bv. San Juan 450',
        city: 'Córdoba',
        province: 'Córdoba',
        zipCode: 'X5000',
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect((await menuOf(t.app, s.business.slug)).business.address).toBe('Bv. San Juan 450')
  })
})

describe('changes made elsewhere reach the cache over NOTIFY', () => {
  it('a write outside the panel (any process, any path) drops the shop’s entries, old slug too', async () => {
    const s = await shopWithProduct()
    await menuOf(t.app, s.business.slug)
    expect(t.app.menuCache.peek(s.business.slug)).toBeDefined()
    const renamed = `${s.business.slug}-nuevo`
    await t.db.update(businesses).set({ slug: renamed }).where(eq(businesses.id, s.business.id))
    await vi.waitFor(() => expect(t.app.menuCache.peek(s.business.slug)).toBeUndefined(), WAIT)
    expect((await t.app.inject(`/api/public/menu/${s.business.slug}`)).statusCode).toBe(404)
    expect((await menuOf(t.app, renamed)).business.slug).toBe(renamed)
  })

  // Two pools on one server is what several processes are; PGlite lives in one process, so this
  // case runs in the PostgreSQL project (CI's TEST_DATABASE_URL) and shows as skipped on PGlite.
  it.runIf(process.env.TEST_DB_DRIVER === 'postgres')(
    'PostgreSQL: a product edited through one process shows in another’s cached menu',
    async () => {
      const peer = await createPeerApp(t)
      try {
        const s = await shopWithProduct()
        await menuChangesHeard(peer.database)
        expect(productsOf(await menuOf(peer.app, s.business.slug))).toEqual(['Muzzarella:true'])
        expect(peer.app.menuCache.peek(s.business.slug)).toBeDefined()
        const heard = peer.app.menuCache.invalidations
        await markUnavailable(s)
        await vi.waitFor(
          () => expect(peer.app.menuCache.invalidations).toBeGreaterThan(heard),
          WAIT,
        )
        expect(productsOf(await menuOf(peer.app, s.business.slug))).toEqual(['Muzzarella:false'])
      } finally {
        await peer.close()
      }
    },
  )
})

describe('the open status follows the clock', () => {
  it('a menu cached as closed just before opening says open from the opening minute', async () => {
    let now = ar('2026-11-23T11:58') // a Monday, two minutes before noon
    const peer = await createPeerApp(t, { clock: () => now })
    try {
      const s = await shopWithProduct()
      await setHours(t.db, s.business.id, [{ dayOfWeek: 1, openTime: '12:00', closeTime: '15:00' }])
      await menuChangesHeard(peer.database)
      const status = async () => (await menuOf(peer.app, s.business.slug)).business.openStatus
      expect(await status()).toEqual({ kind: 'opens-soon', label: 'Abre pronto', opensAt: '12:00' })
      const entry = peer.app.menuCache.peek(s.business.slug)!
      expect(entry.expiresAt).toBe(ar('2026-11-23T12:00').getTime())
      now = new Date(ar('2026-11-23T12:00').getTime() - 1)
      expect((await menuOf(peer.app, s.business.slug)).business.isOpen).toBe(false)
      expect(peer.app.menuCache.peek(s.business.slug)).toBe(entry)
      now = ar('2026-11-23T12:00')
      const menu = await menuOf(peer.app, s.business.slug)
      expect(menu.business.isOpen).toBe(true)
      expect(menu.business.openStatus.label).toBe('Abierto')
      // Open until 15:00, kept at most the cache's cap.
      const open = peer.app.menuCache.peek(s.business.slug)!
      expect(open.expiresAt).toBeGreaterThan(now.getTime())
      expect(open.expiresAt).toBeLessThanOrEqual(ar('2026-11-23T15:00').getTime())
    } finally {
      await peer.close()
    }
  })
})

describe('MenuCache', () => {
  const menu = (id: string, slug: string, products = 0) =>
    ({
      business: { id, slug, openingHours: [] },
      categories: [{ id: null, name: 'Otros', products: Array(products).fill({}) }],
    }) as unknown as PublicMenu

  /** A cache over a load each test answers by hand. */
  function manualCache(options: Partial<ConstructorParameters<typeof MenuCache>[0]> = {}) {
    const pending: {
      slug: string
      resolve: (m: PublicMenu) => void
      reject: (e: Error) => void
    }[] = []
    const cache = new MenuCache({
      load: (slug) =>
        new Promise<PublicMenu>((resolve, reject) => pending.push({ slug, resolve, reject })).then(
          (menu) => ({ menu, gateChanges: null }),
        ),
      ...options,
    })
    const next = async () => {
      await vi.waitFor(() => expect(pending.length).toBeGreaterThan(0), WAIT)
      return pending.shift()!
    }
    return { cache, pending, next }
  }

  it('keeps nothing read before an invalidation that arrived while it was read', async () => {
    const { cache, pending, next } = manualCache()
    const before = cache.get('tienda')
    const stale = await next()
    // The shop changes while its old rows are being read: the answer must not be kept.
    cache.invalidate('b1')
    // A request after the change does not join the read that started before it.
    const after = cache.get('tienda')
    const fresh = await next()
    stale.resolve(menu('b1', 'tienda', 1))
    expect((await before).menu.categories[0].products).toHaveLength(1)
    expect(cache.peek('tienda')).toBeUndefined()
    fresh.resolve(menu('b1', 'tienda', 2))
    expect((await after).menu.categories[0].products).toHaveLength(2)
    expect(cache.peek('tienda')?.menu.categories[0].products).toHaveLength(2)
    expect(pending).toEqual([])
  })

  it('joins concurrent requests for one slug into one read, whatever its case', async () => {
    const { cache, pending, next } = manualCache()
    const a = cache.get('Tienda')
    const b = cache.get('tienda')
    ;(await next()).resolve(menu('b1', 'tienda'))
    expect(await a).toBe(await b)
    expect(pending).toEqual([])
  })

  it('keeps no miss, and an invalidation drops derived values with the entry', async () => {
    const { cache, next } = manualCache()
    const missing = cache.get('nadie')
    ;(await next()).reject(new ApiError('BUSINESS_NOT_FOUND'))
    await expect(missing).rejects.toMatchObject({ code: 'BUSINESS_NOT_FOUND' })
    expect(cache.size).toBe(0)

    const got = cache.get('tienda')
    ;(await next()).resolve(menu('b1', 'tienda'))
    const entry = await got
    const render = vi.fn(() => '<main>menú</main>')
    expect(entry.memo('html', render)).toBe('<main>menú</main>')
    expect(entry.memo('html', render)).toBe('<main>menú</main>')
    expect(render).toHaveBeenCalledTimes(1)
    expect(entry.peekMemo('html')).toBe('<main>menú</main>')
    // A promise is seen by peekMemo only once fulfilled, then as its value.
    let draw!: (page: string) => void
    const drawing = entry.memo('page', () => new Promise<string>((resolve) => (draw = resolve)))
    expect(entry.peekMemo('page')).toBeUndefined()
    expect(entry.memo('page', () => Promise.resolve('otra'))).toBe(drawing)
    draw('<main>página</main>')
    await drawing
    expect(entry.peekMemo('page')).toBe('<main>página</main>')
    expect(await entry.memo('page', () => Promise.resolve('otra'))).toBe('<main>página</main>')
    expect(entry.peekMemo('nunca')).toBeUndefined()
    cache.invalidate('otra')
    expect(cache.peek('tienda')).toBe(entry)
    cache.invalidate('b1')
    expect(cache.peek('tienda')).toBeUndefined()
  })

  it('drops an entry at its expiry and at the cap, and holds at most maxEntries shops', async () => {
    let now = ar('2026-11-23T10:00')
    const { cache, next } = manualCache({ clock: () => now, maxAgeMs: 60_000, maxEntries: 2 })
    const got = cache.get('a')
    ;(await next()).resolve(menu('b1', 'a'))
    expect((await got).expiresAt).toBe(now.getTime() + 60_000)
    now = new Date(now.getTime() + 59_999)
    expect(cache.peek('a')).toBeDefined()
    now = new Date(now.getTime() + 1)
    expect(cache.peek('a')).toBeUndefined()

    for (const slug of ['a', 'b', 'c']) {
      const p = cache.get(slug)
      ;(await next()).resolve(menu(`id-${slug}`, slug))
      await p
    }
    expect(cache.size).toBe(2)
    expect(cache.peek('a')).toBeUndefined()
  })

  it('counts the invalidations the database sends for a shop', async () => {
    const s = await shopWithProduct()
    const before = t.app.menuCache.invalidations
    await t.db.execute(
      sql`update products set name = 'Fugazza' where business_id = ${s.business.id}`,
    )
    await vi.waitFor(() => expect(t.app.menuCache.invalidations).toBeGreaterThan(before), WAIT)
  })
})
