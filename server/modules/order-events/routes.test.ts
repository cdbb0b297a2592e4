import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createOpenBusiness, ownerToken } from '../../test/factories'
import { freshIp } from '../../test/flows'
import { createPeerApp, listenOnLoopback } from '../../test/harness'
import { useTestApp } from '../../test/use-test-app'
import {
  freshOrderPhone,
  placePickupOrder,
  shopWithOwner as shopWithOwnerIn,
  type ShopWithOwner,
} from '../../test/orders'
import { ownerStreamLimits } from './routes'
import { openOwnerStream as openStream } from '../../test/sse'
import { errorOfFetch } from '../../test/error-answer'

/*
 * docs/product.md#live: live order events over Server-Sent Events, read through a real HTTP server
 * (inject would wait for a response that never ends).
 */

const EVENTS_PATH = '/api/business/orders/events'
/** Generous: only a failure waits this long. */
const WAIT_MS = 10_000

const t = useTestApp({ listen: true })
let baseUrl: string
beforeAll(() => {
  baseUrl = t.baseUrl
})

const shopWithOwner = () => shopWithOwnerIn(t)
const placeOrder = async (app: App, shop: ShopWithOwner) => (await placePickupOrder(app, shop)).id

describe('GET /api/business/orders/events: who may listen', () => {
  it('401 without a token, and no stream', async () => {
    const res = await fetch(`${baseUrl}${EVENTS_PATH}`)
    expect(res.status).toBe(401)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.json()).toMatchObject({ error: expect.any(String) })
    expect(t.app.orderEvents.subscriberCount()).toBe(0)
  })

  it('403 for a token of another role, and no stream', async () => {
    const { owner } = await createOpenBusiness(t.db)
    const token = await ownerToken(t.app.config.jwtSecret, owner, { role: 'CUSTOMER' })
    const res = await fetch(`${baseUrl}${EVENTS_PATH}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ error: expect.any(String) })
    expect(t.app.orderEvents.subscriberCount()).toBe(0)
  })
})

describe('GET /api/business/orders/events: the stream', () => {
  it('is an uncompressed, unbuffered event stream that starts with retry: 3000', async () => {
    const shop = await shopWithOwner()
    const stream = await openStream(baseUrl, shop.headers)
    try {
      expect(stream.response.status).toBe(200)
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/)
      // Like every owner answer, never kept by a browser or a proxy.
      expect(stream.response.headers.get('cache-control')).toBe('no-store')
      expect(stream.response.headers.get('x-accel-buffering')).toBe('no')
      expect(stream.response.headers.get('content-encoding')).toBeNull()
      // helmet's headers still go out on the hijacked response.
      expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff')
      await stream.ready()
      expect(stream.messages[0]).toEqual({ retry: 3000 })
      expect(t.app.orderEvents.subscriberCount(shop.business.id)).toBe(1)
    } finally {
      await stream.abort()
    }
  })

  it("tells the owner of a new order and of its acceptance, and never of another shop's", async () => {
    const mine = await shopWithOwner()
    const other = await shopWithOwner()
    const stream = await openStream(baseUrl, mine.headers)
    const otherStream = await openStream(baseUrl, other.headers)
    try {
      await stream.ready()
      await otherStream.ready()

      // The other shop's order goes first: NOTIFYs arrive in commit order, so had it leaked to
      // this stream it would be there before this shop's own event.
      const foreignId = await placeOrder(t.app, other)
      const orderId = await placeOrder(t.app, mine)
      await stream.waitForEvent(orderId, 'created')
      await otherStream.waitForEvent(foreignId, 'created')

      const accepted = await t.app.inject({
        method: 'POST',
        url: `/api/business/orders/${orderId}/status`,
        headers: mine.headers,
        payload: { action: 'ACCEPT', estimatedTime: 25 },
      })
      expect(accepted.statusCode, accepted.body).toBe(200)
      await stream.waitForEvent(orderId, 'status')

      // A second order of the other shop, then one more of this shop as a marker.
      await placeOrder(t.app, other)
      const markerId = await placeOrder(t.app, mine)
      await stream.waitForEvent(markerId, 'created')

      expect(stream.orderEvents()).toEqual([
        { orderId, type: 'created' },
        { orderId, type: 'status' },
        { orderId: markerId, type: 'created' },
      ])
      expect(otherStream.orderEvents().map((e) => e.orderId)).not.toContain(orderId)
      // Only ids and a type travel: no customer name or phone.
      const raw = stream.messages.map((m) => m.data ?? '').join('\n')
      expect(raw).not.toContain('Ana')
      expect(raw).not.toContain('351')
    } finally {
      await stream.abort()
      await otherStream.abort()
    }
  })

  it('tells of a rejection too, and not of a refused status change', async () => {
    const shop = await shopWithOwner()
    const stream = await openStream(baseUrl, shop.headers)
    try {
      await stream.ready()
      const orderId = await placeOrder(t.app, shop)
      await stream.waitForEvent(orderId, 'created')
      const change = (payload: object) =>
        t.app.inject({
          method: 'POST',
          url: `/api/business/orders/${orderId}/status`,
          headers: shop.headers,
          payload,
        })
      expect((await change({ action: 'REJECT' })).statusCode).toBe(200)
      await stream.waitForEvent(orderId, 'status')
      // Already rejected: 409, and nothing is announced.
      expect((await change({ action: 'ACCEPT', estimatedTime: 10 })).statusCode).toBe(409)
      const markerId = await placeOrder(t.app, shop)
      await stream.waitForEvent(markerId, 'created')
      expect(stream.orderEvents().filter((e) => e.type === 'status')).toHaveLength(1)
    } finally {
      await stream.abort()
    }
  })

  it('an idempotent retry of a checkout announces the order once', async () => {
    const shop = await shopWithOwner()
    const stream = await openStream(baseUrl, shop.headers)
    try {
      await stream.ready()
      const body = {
        method: 'PICKUP',
        customer: { fullName: 'Ana Gómez', phone: freshOrderPhone() },
        items: [{ productId: shop.product.id, quantity: 1 }],
      }
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/public/business/${shop.business.slug}/orders`,
          remoteAddress: freshIp(),
          headers: { 'idempotency-key': 'reintento-0001-abcdef' },
          payload: body,
        })
      const first = await send()
      expect(first.statusCode, first.body).toBe(201)
      expect((await send()).statusCode).toBe(200)
      const orderId = first.json<{ order: { id: string } }>().order.id
      const markerId = await placeOrder(t.app, shop)
      await stream.waitForEvent(markerId, 'created')
      expect(stream.orderEvents()).toEqual([
        { orderId, type: 'created' },
        { orderId: markerId, type: 'created' },
      ])
    } finally {
      await stream.abort()
    }
  })

  it('cleans up its subscription when the client hangs up', async () => {
    const shop = await shopWithOwner()
    const streams = [
      await openStream(baseUrl, shop.headers),
      await openStream(baseUrl, shop.headers),
    ]
    await Promise.all(streams.map((s) => s.ready()))
    expect(t.app.orderEvents.subscriberCount(shop.business.id)).toBe(2)

    await streams[0].abort()
    await vi.waitFor(() => expect(t.app.orderEvents.subscriberCount(shop.business.id)).toBe(1), {
      timeout: WAIT_MS,
      interval: 20,
    })
    // The stream left open still works.
    const orderId = await placeOrder(t.app, shop)
    await streams[1].waitForEvent(orderId, 'created')
    expect(streams[0].orderEvents()).toEqual([])

    await streams[1].abort()
    await vi.waitFor(() => expect(t.app.orderEvents.subscriberCount()).toBe(0), {
      timeout: WAIT_MS,
      interval: 20,
    })
    // With nobody listening, an event is simply dropped.
    await placeOrder(t.app, shop)
  })
  it('answers HEAD with the stream headers only, and holds no slot for it', async () => {
    const shop = await shopWithOwner()
    // More HEADs than one shop may hold streams: each one's slot is given back.
    for (let i = 0; i <= ownerStreamLimits.perShop.max; i++) {
      const res = await fetch(`${baseUrl}${EVENTS_PATH}`, { method: 'HEAD', headers: shop.headers })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    }
    await vi.waitFor(() => expect(t.app.orderEvents.subscriberCount(shop.business.id)).toBe(0), {
      timeout: WAIT_MS,
      interval: 20,
    })
  })
})

describe('GET /api/business/orders/events: how many at once', () => {
  it('holds at most 10 streams for one shop, and frees a slot when one closes', async () => {
    const shop = await shopWithOwner()
    const open = []
    try {
      for (let i = 0; i < ownerStreamLimits.perShop.max; i++) {
        const stream = await openStream(baseUrl, shop.headers)
        open.push(stream)
        await stream.ready()
      }
      const refused = await fetch(`${baseUrl}${EVENTS_PATH}`, { headers: shop.headers })
      expect(refused.status).toBe(429)
      expect(await errorOfFetch(refused)).toEqual({
        error: ownerStreamLimits.perShop.message,
        code: 'RATE_LIMITED',
      })
      expect(t.app.orderEvents.subscriberCount(shop.business.id)).toBe(10)

      await open.pop()!.abort()
      await vi.waitFor(() => expect(t.app.orderEvents.subscriberCount(shop.business.id)).toBe(9), {
        timeout: WAIT_MS,
        interval: 20,
      })
      const again = await openStream(baseUrl, shop.headers)
      open.push(again)
      expect(again.response.status).toBe(200)
    } finally {
      for (const stream of open) await stream.abort()
    }
  })

  it('holds at most 20 streams from one address, whatever the shops', async () => {
    const shops = [await shopWithOwner(), await shopWithOwner(), await shopWithOwner()]
    const open = []
    try {
      // This test's server sees every client at 127.0.0.1: ten streams each for two shops.
      for (const shop of shops.slice(0, 2)) {
        for (let i = 0; i < ownerStreamLimits.perShop.max; i++) {
          const stream = await openStream(baseUrl, shop.headers)
          open.push(stream)
          await stream.ready()
        }
      }
      const refused = await fetch(`${baseUrl}${EVENTS_PATH}`, { headers: shops[2].headers })
      expect(refused.status).toBe(429)
      expect(await errorOfFetch(refused)).toEqual({
        error: ownerStreamLimits.perIp.message,
        code: 'RATE_LIMITED',
      })
      expect(t.app.orderEvents.subscriberCount(shops[2].business.id)).toBe(0)

      await open.pop()!.abort()
      await vi.waitFor(() => expect(t.app.orderEvents.subscriberCount()).toBe(19), {
        timeout: WAIT_MS,
        interval: 20,
      })
      const third = await openStream(baseUrl, shops[2].headers)
      open.push(third)
      expect(third.response.status).toBe(200)
    } finally {
      for (const stream of open) await stream.abort()
    }
  })
})

describe('OpenAPI', () => {
  it('documents the stream as text/event-stream behind the owner bearer token', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    type Operation = {
      summary?: string
      responses?: Record<string, { content?: Record<string, unknown> }>
    }
    const paths = res.json<{ paths: Record<string, { get?: Operation }> }>().paths
    const get = paths[EVENTS_PATH]?.get
    expect(get?.summary).toMatch(/Server-Sent Events/)
    expect(Object.keys(get?.responses?.['200']?.content ?? {})).toEqual(['text/event-stream'])
    expect(Object.keys(get?.responses ?? {})).toEqual(expect.arrayContaining(['401', '403']))
  })
})

describe('several server processes on one database', () => {
  it('an order placed through one process reaches an owner streaming from another', async () => {
    const peer = await createPeerApp(t)
    try {
      const peerUrl = await listenOnLoopback(peer.app)
      const shop = await shopWithOwner()
      const other = await shopWithOwner()
      const onPeer = await openStream(peerUrl, shop.headers)
      await onPeer.ready()
      expect(peer.app.orderEvents.subscriberCount(shop.business.id)).toBe(1)
      expect(t.app.orderEvents.subscriberCount(shop.business.id)).toBe(0)

      await placeOrder(t.app, other)
      const orderId = await placeOrder(t.app, shop)
      await onPeer.waitForEvent(orderId, 'created')

      // And back: the owner accepts through the peer; a stream on the first process hears it.
      const onFirst = await openStream(baseUrl, shop.headers)
      try {
        await onFirst.ready()
        const accepted = await peer.app.inject({
          method: 'POST',
          url: `/api/business/orders/${orderId}/status`,
          headers: shop.headers,
          payload: { action: 'ACCEPT', estimatedTime: 25 },
        })
        expect(accepted.statusCode, accepted.body).toBe(200)
        await onFirst.waitForEvent(orderId, 'status')
        await onPeer.waitForEvent(orderId, 'status')
      } finally {
        await onFirst.abort()
      }
      expect(onPeer.orderEvents()).toEqual([
        { orderId, type: 'created' },
        { orderId, type: 'status' },
      ])

      // Closing a process ends its open streams (it does not hang waiting for them).
      await peer.app.close()
      const { failure } = await onPeer.waitForEnd()
      expect(failure).toBeNull()
      expect(peer.app.orderEvents.subscriberCount()).toBe(0)
    } finally {
      peer.app.server.closeAllConnections()
      await peer.close()
    }
  })
})
