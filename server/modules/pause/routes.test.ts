import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ExploreResponse } from '../../../domain/explore/schemas'
import { pausedMessage } from '../../../domain/pause/rules'
import type { PublicMenu } from '../../../domain/menu/schemas'
import { businesses, openingHours } from '../../db/schema'
import { errorOf } from '../../test/error-answer'
import { setHours } from '../../test/factories'
import { createPeerApp, menuChangesHeard, type TestContext } from '../../test/harness'
import { useTestApp } from '../../test/use-test-app'
import {
  pickupOrderAttempt,
  placePickupOrder,
  shopWithOwner,
  type ShopWithOwner,
} from '../../test/orders'

const t = useTestApp()

const MINUTE = 60_000

const pause = (shop: ShopWithOwner, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/business/pause',
    headers: shop.headers,
    payload: payload as object,
  })

const pauseOf = async (shop: ShopWithOwner) => {
  const res = await t.app.inject({ url: '/api/business/pause', headers: shop.headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ pausedUntil: string | null }>().pausedUntil
}

const orderAttempt = (shop: ShopWithOwner) => pickupOrderAttempt(t.app, shop, 1)

const menuOf = async (app: TestContext['app'], slug: string) => {
  const res = await app.inject({ url: `/api/public/menu/${slug}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<PublicMenu>()
}

describe('pausing orders', () => {
  it('refuses new orders with the words the pages show, at that shop only, until resumed', async () => {
    const shop = await shopWithOwner(t)
    const other = await shopWithOwner(t)
    const before = Date.now()
    const res = await pause(shop, { minutes: 30 })
    expect(res.statusCode, res.body).toBe(200)
    const until = new Date(res.json<{ pausedUntil: string }>().pausedUntil)
    // Thirty minutes from now, on a whole minute.
    expect(until.getTime() % MINUTE).toBe(0)
    expect(until.getTime()).toBeGreaterThanOrEqual(before + 30 * MINUTE)
    expect(until.getTime()).toBeLessThanOrEqual(Date.now() + 31 * MINUTE)
    expect(await pauseOf(shop)).toBe(until.toISOString())
    expect(await pauseOf(other)).toBeNull()

    const refused = await orderAttempt(shop)
    expect(refused.statusCode).toBe(409)
    expect(errorOf(refused)).toMatchObject({
      code: 'CONFLICT',
      error: pausedMessage(until, new Date()),
    })
    expect(errorOf(refused).error).toMatch(/^No está tomando pedidos hasta las \d\d:\d\d/)
    // The other shop takes orders as ever.
    await placePickupOrder(t.app, other)

    // The storefront and QR menu, and the directory's card, carry the end.
    expect((await menuOf(t.app, shop.business.slug)).business.pausedUntil).toBe(until.toISOString())
    expect((await menuOf(t.app, other.business.slug)).business.pausedUntil).toBeNull()
    const explore = await t.app.inject({ url: '/api/explore/restaurant?limit=100' })
    const items = explore.json<ExploreResponse>().items
    expect(items.find((i) => i.id === shop.business.id)?.pausedUntil).toBe(until.toISOString())
    expect(items.find((i) => i.id === other.business.id)?.pausedUntil).toBeNull()

    const resumed = await t.app.inject({
      method: 'DELETE',
      url: '/api/business/pause',
      headers: shop.headers,
    })
    expect(resumed.json()).toEqual({ pausedUntil: null })
    expect((await menuOf(t.app, shop.business.slug)).business.pausedUntil).toBeNull()
    await placePickupOrder(t.app, shop)
  })

  it('ends by itself: once its minute has passed, orders are taken with nothing written', async () => {
    const shop = await shopWithOwner(t)
    await t.db
      .update(businesses)
      .set({ pausedUntil: new Date(Date.now() - 1000) })
      .where(eq(businesses.id, shop.business.id))
    expect(await pauseOf(shop)).toBeNull()
    expect((await menuOf(t.app, shop.business.slug)).business.pausedUntil).toBeNull()
    await placePickupOrder(t.app, shop)
  })

  it('a cached menu says paused until the pause’s minute, and not after it', async () => {
    const shop = await shopWithOwner(t)
    let now = new Date()
    const peer = await createPeerApp(t, { clock: () => now })
    try {
      // Shorter than the cache keeps a menu (10 minutes), so only the pause can end the copy.
      const res = await pause(shop, { minutes: 5 })
      const until = new Date(res.json<{ pausedUntil: string }>().pausedUntil)
      await menuChangesHeard(peer.database)
      expect((await menuOf(peer.app, shop.business.slug)).business.pausedUntil).toBe(
        until.toISOString(),
      )
      expect(peer.app.menuCache.peek(shop.business.slug)?.expiresAt).toBe(until.getTime())
      now = new Date(until.getTime() - 1)
      expect((await menuOf(peer.app, shop.business.slug)).business.pausedUntil).not.toBeNull()
      now = until
      expect((await menuOf(peer.app, shop.business.slug)).business.pausedUntil).toBeNull()
    } finally {
      await peer.close()
    }
  })

  it('until tomorrow: the next opening after tonight’s closing', async () => {
    const shop = await shopWithOwner(t)
    // Open from noon to 23:00 every day; whatever the time now, the pause ends at a noon.
    await t.db.delete(openingHours).where(eq(openingHours.businessId, shop.business.id))
    await setHours(
      t.db,
      shop.business.id,
      [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
        dayOfWeek,
        openTime: '12:00',
        closeTime: '23:00',
      })),
    )
    const res = await pause(shop, { until: 'tomorrow' })
    expect(res.statusCode, res.body).toBe(200)
    const until = new Date(res.json<{ pausedUntil: string }>().pausedUntil)
    // Noon in Argentina is 15:00 UTC; at most two days ahead.
    expect(until.getUTCHours()).toBe(15)
    expect(until.getUTCMinutes()).toBe(0)
    expect(until.getTime() - Date.now()).toBeGreaterThan(MINUTE)
    expect(until.getTime() - Date.now()).toBeLessThan(2 * 24 * 60 * MINUTE)
  })

  it('a length it cannot take: 400 in Spanish, nothing paused', async () => {
    const shop = await shopWithOwner(t)
    for (const payload of [{ minutes: 0 }, { minutes: 2000 }, { until: 'siempre' }, {}]) {
      const res = await pause(shop, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(errorOf(res).error).toMatch(/^Elegí por cuánto tiempo pausar los pedidos/)
    }
    expect(await pauseOf(shop)).toBeNull()
  })

  it('only the shop’s owner pauses it', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/business/pause',
      payload: { minutes: 15 },
    })
    expect(res.statusCode).toBe(401)
  })
})
