import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { users } from '../../db/schema'
import { hashPassword } from '../../lib/passwords'
import { freshIp, lastResetLinkToken } from '../../test/flows'
import { createPeerApp, listenOnLoopback } from '../../test/harness'
import { useTestApp } from '../../test/use-test-app'
import { placePickupOrder, shopWithOwner, type ShopWithOwner } from '../../test/orders'
import { openOwnerStream } from '../../test/sse'
import { OrderEventHub, SESSION_ENDS_CHANNEL, type OrderEventSubscriber } from './service'

/*
 * An owner's live order stream ends with the session it was opened with (docs/ARCHITECTURE.md#accounts):
 * in the process that ended the session and in every other, and no order placed after the end
 * reaches it.
 */

const t = useTestApp({ listen: true })
let peer: Awaited<ReturnType<typeof createPeerApp>>
let baseUrl: string
let peerUrl: string
beforeAll(async () => {
  baseUrl = t.baseUrl
  peer = await createPeerApp(t)
  peerUrl = await listenOnLoopback(peer.app)
})
afterAll(async () => {
  // After an aborted body, fetch opens a spare connection that never sends a request.
  peer.app.server.closeAllConnections()
  await peer.close()
})

const PASSWORD = 'Barrio2025!'
const NEW_PASSWORD = 'Empanadas#2026'

/** An open shop whose owner has a real password (the factories' owners have none). */
async function shopWithPassword() {
  const shop = await shopWithOwner(t)
  await t.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, shop.owner.id))
  return shop
}

const owner = (shop: ShopWithOwner, method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: shop.headers, payload, remoteAddress: freshIp() })

/** Each way an owner's sessions end; each answers the status it got. */
const sessionEnds: [string, (shop: ShopWithOwner) => Promise<number>][] = [
  [
    'a password change',
    async (shop) =>
      (
        await owner(shop, 'PUT', '/api/business/settings/password', {
          currentPassword: PASSWORD,
          newPassword: NEW_PASSWORD,
        })
      ).statusCode,
  ],
  [
    '"Cerrar sesión en todos los dispositivos"',
    async (shop) => (await owner(shop, 'POST', '/api/business/settings/logout-all')).statusCode,
  ],
  [
    'an email change',
    async (shop) =>
      (
        await owner(shop, 'PUT', '/api/business/settings/profile', {
          email: `nuevo-${shop.owner.email}`,
          businessName: shop.business.name,
          currentPassword: PASSWORD,
        })
      ).statusCode,
  ],
  [
    'a password reset by mail',
    async (shop) => {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: freshIp(),
        payload: { email: shop.owner.email },
      })
      expect(asked.statusCode).toBe(200)
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        remoteAddress: freshIp(),
        payload: { token: await lastResetLinkToken(t, shop.owner.email), password: NEW_PASSWORD },
      })
      return reset.statusCode
    },
  ],
]

describe("an owner's live order stream ends with the session", () => {
  it.each(sessionEnds)(
    'after %s, in this process and in another, before any later order reaches it',
    async (_name, endSession) => {
      const shop = await shopWithPassword()
      const other = await shopWithPassword()
      const here = await openOwnerStream(baseUrl, shop.headers)
      const there = await openOwnerStream(peerUrl, shop.headers)
      const otherOwner = await openOwnerStream(peerUrl, other.headers)
      try {
        await Promise.all([here.ready(), there.ready(), otherOwner.ready()])
        const before = await placePickupOrder(t.app, shop)
        await here.waitForEvent(before.id, 'created')
        await there.waitForEvent(before.id, 'created')

        expect(await endSession(shop)).toBe(200)
        // Placed at once, before either stream is seen to end: the end reaches each process first.
        const after = await placePickupOrder(t.app, shop)

        expect((await here.waitForEnd()).failure).toBeNull()
        expect((await there.waitForEnd()).failure).toBeNull()
        for (const stream of [here, there]) {
          expect(stream.orderEvents()).toEqual([{ orderId: before.id, type: 'created' }])
        }
        await vi.waitFor(
          () => {
            expect(t.app.orderEvents.subscriberCount(shop.business.id)).toBe(0)
            expect(peer.app.orderEvents.subscriberCount(shop.business.id)).toBe(0)
          },
          { timeout: 10_000, interval: 20 },
        )
        // The ended token opens no new stream; another owner's stream goes on.
        const again = await fetch(`${peerUrl}/api/business/orders/events`, {
          headers: shop.headers,
        })
        expect(again.status).toBe(401)
        const otherOrder = await placePickupOrder(t.app, other)
        await otherOwner.waitForEvent(otherOrder.id, 'created')
        expect(after.id).not.toBe(before.id)
      } finally {
        await here.abort()
        await there.abort()
        await otherOwner.abort()
      }
    },
  )

  it('ends within the recheck interval in a process that missed the NOTIFY', async () => {
    // A process whose LISTEN connection was down when the session ended never hears of it.
    const deaf = await createPeerApp(t, {
      sessionCheckMs: 50,
      listen: (channel, onPayload) =>
        t.database.listen(channel, (payload) => {
          if (channel !== SESSION_ENDS_CHANNEL) onPayload(payload)
        }),
    })
    try {
      const deafUrl = await listenOnLoopback(deaf.app)
      const shop = await shopWithPassword()
      const stream = await openOwnerStream(deafUrl, shop.headers)
      await stream.ready()
      const before = await placePickupOrder(t.app, shop)
      await stream.waitForEvent(before.id, 'created')

      expect((await owner(shop, 'POST', '/api/business/settings/logout-all')).statusCode).toBe(200)
      expect((await stream.waitForEnd()).failure).toBeNull()
      await placePickupOrder(t.app, shop)
      expect(stream.orderEvents()).toEqual([{ orderId: before.id, type: 'created' }])
    } finally {
      deaf.app.server.closeAllConnections()
      await deaf.close()
    }
  })
})

describe('OrderEventHub sessions', () => {
  const USER = '00000000-0000-4000-8000-000000000001'
  const subscriber = (session: OrderEventSubscriber['session']) => {
    const ended = vi.fn()
    return { ended, subscriber: { kind: 'owner' as const, session, send: () => {}, end: ended } }
  }

  it('ends a stream whose session ended before it subscribed, or has expired, at once', async () => {
    const lookups: string[][] = []
    const hub = new OrderEventHub({
      sessionCheckMs: 60_000,
      sessionVersions: async (ids) => {
        lookups.push(ids)
        return new Map([[USER, 3]])
      },
    })
    const stale = subscriber({ userId: USER, version: 2 })
    const expired = subscriber({ userId: USER, version: 3, expiresAt: Date.now() - 1 })
    const current = subscriber({ userId: USER, version: 3, expiresAt: Date.now() + 60_000 })
    // The current one first: its check is over by the time the others end.
    const unsubscribe = [current, stale, expired].map((s) => hub.subscribe('shop', s.subscriber))
    await vi.waitFor(() => {
      expect(stale.ended).toHaveBeenCalled()
      expect(expired.ended).toHaveBeenCalled()
    })
    // One lookup per new stream, and the current session's stream goes on.
    expect(lookups).toEqual([[USER], [USER], [USER]])
    expect(current.ended).not.toHaveBeenCalled()
    unsubscribe.forEach((u) => u())
    hub.endAll()
  })

  it("rechecks every open owner stream's session in one lookup per interval", async () => {
    vi.useFakeTimers()
    try {
      const versions = new Map([[USER, 0]])
      const lookups: string[][] = []
      const hub = new OrderEventHub({
        sessionCheckMs: 5_000,
        sessionVersions: async (ids) => {
          lookups.push(ids)
          return new Map(versions)
        },
      })
      const a = subscriber({ userId: USER, version: 0 })
      const b = subscriber({ userId: USER, version: 0 })
      const customer = { kind: 'customer' as const, send: () => {}, end: vi.fn() }
      hub.subscribe('shop', a.subscriber)
      hub.subscribe('shop', b.subscriber)
      hub.subscribe('shop', customer)
      await vi.advanceTimersByTimeAsync(5_000)
      // Two checks at subscription, then one for both streams.
      expect(lookups).toEqual([[USER], [USER], [USER]])
      expect(a.ended).not.toHaveBeenCalled()

      versions.set(USER, 1)
      await vi.advanceTimersByTimeAsync(5_000)
      expect(a.ended).toHaveBeenCalled()
      expect(b.ended).toHaveBeenCalled()
      expect(customer.end).not.toHaveBeenCalled()
      hub.endAll()
    } finally {
      vi.useRealTimers()
    }
  })
})
