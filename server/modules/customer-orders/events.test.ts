import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { CustomerOrderEventData } from '../../../domain/orders/customer'
import { ORDER_NOT_FOUND_MESSAGE } from '../../../domain/messages/customer'
import { useTestApp } from '../../test/use-test-app'
import {
  placePickupOrder,
  shopWithOwner as shopWithOwnerIn,
  type ShopWithOwner,
} from '../../test/orders'
import { publishOrderEvent } from '../order-record/events'
import { customerStreamLimits } from './routes'
import { errorOfFetch } from '../../test/error-answer'

/*
 * docs/product.md#live: a customer's order page hears its order's status change over Server-Sent
 * Events, read through a real HTTP server (inject would wait for a response that never ends).
 */

/** Generous: only a failure waits this long. */
const WAIT_MS = 10_000

const t = useTestApp({ listen: true })
let baseUrl: string
beforeAll(() => {
  baseUrl = t.baseUrl
})

const eventsPath = (id: string, token: string) =>
  `/api/public/orders/${id}/events?token=${encodeURIComponent(token)}`

/** An open stream: the raw text read so far, its `event: order` data, and a wait on them. */
async function openStream(path: string) {
  const controller = new AbortController()
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br' },
    signal: controller.signal,
  })
  let text = ''
  const reading = (async () => {
    if (!response.body) return
    const decoder = new TextDecoder()
    try {
      for await (const chunk of response.body) text += decoder.decode(chunk, { stream: true })
    } catch {
      // aborted by the test
    }
  })()
  const blocks = () => text.split('\n\n').slice(0, -1)
  const orderEvents = () =>
    blocks()
      .filter((b) => b.startsWith('event: order\n'))
      .map((b) => JSON.parse(b.split('\ndata: ')[1]) as CustomerOrderEventData)
  const until = (check: () => boolean) =>
    vi.waitFor(() => expect(check()).toBe(true), { timeout: WAIT_MS, interval: 20 })
  return {
    response,
    text: () => text,
    orderEvents,
    /** The server has subscribed this stream once its first line (retry) has arrived. */
    ready: () => until(() => text.startsWith('retry: 3000\n\n')),
    waitForEvents: (n: number) => until(() => orderEvents().length >= n),
    abort: async () => {
      controller.abort()
      await reading
    },
  }
}

const shopWithOwner = () => shopWithOwnerIn(t)
type Shop = ShopWithOwner
const placeOrder = (shop: Shop) => placePickupOrder(t.app, shop)

async function changeStatus(shop: Shop, orderId: string, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/business/orders/${orderId}/status`,
    headers: shop.headers,
    payload,
  })
  expect(res.statusCode, res.body).toBe(200)
}

describe('GET /api/public/orders/:id/events', () => {
  it('answers the same 404 as the order for a wrong or missing token, and opens no stream', async () => {
    const shop = await shopWithOwner()
    const order = await placeOrder(shop)
    const other = await placeOrder(shop)
    const cases = [
      `/api/public/orders/${order.id}/events`,
      eventsPath(order.id, ''),
      eventsPath(order.id, 'nope'),
      eventsPath(order.id, order.publicToken.slice(0, -1)),
      eventsPath(order.id, other.publicToken),
      eventsPath('00000000-0000-4000-8000-000000000000', order.publicToken),
      eventsPath('no-es-un-id', order.publicToken),
    ]
    for (const path of cases) {
      const res = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/event-stream' } })
      expect(res.status, path).toBe(404)
      expect(res.headers.get('content-type'), path).toContain('application/json')
      expect(res.headers.get('cache-control'), path).toBe('no-store')
      expect(await errorOfFetch(res), path).toEqual({
        error: ORDER_NOT_FOUND_MESSAGE,
        code: 'ORDER_NOT_FOUND',
      })
    }
    expect(t.app.orderEvents.subscriberCount()).toBe(0)
  })

  it("hears its own order's acceptance, and nothing of the shop's other orders", async () => {
    const shop = await shopWithOwner()
    const mine = await placeOrder(shop)
    const stream = await openStream(eventsPath(mine.id, mine.publicToken))
    try {
      expect(stream.response.status).toBe(200)
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/)
      expect(stream.response.headers.get('cache-control')).toBe('no-store')
      expect(stream.response.headers.get('x-accel-buffering')).toBe('no')
      expect(stream.response.headers.get('content-encoding')).toBeNull()
      await stream.ready()
      expect(t.app.orderEvents.subscriberCount(shop.business.id)).toBe(1)

      // The notice of this order's own creation can reach the process after its page subscribed
      // (it is sent once the order has committed): the page already has the order, so it is not
      // forwarded. Sent here on purpose, ahead of everything below.
      await publishOrderEvent(t.db, {
        businessId: shop.business.id,
        orderId: mine.id,
        type: 'created',
      })
      // Another order of the same shop is placed and accepted first: NOTIFYs arrive in commit
      // order, so had its events leaked they would be read before this order's own.
      const other = await placeOrder(shop)
      await changeStatus(shop, other.id, { action: 'ACCEPT', estimatedTime: 10 })
      await changeStatus(shop, mine.id, { action: 'ACCEPT', estimatedTime: 25 })
      await stream.waitForEvents(1)
      expect(stream.orderEvents()).toEqual([{ type: 'status' }])
      // Only the type travels: no id, no name, no phone.
      expect(stream.text()).not.toContain(mine.id)
      expect(stream.text()).not.toContain('Ana')
      expect(stream.text()).not.toContain('351')
    } finally {
      await stream.abort()
    }
  })

  it('hears a rejection too, and lets go of its subscription when the page closes', async () => {
    const shop = await shopWithOwner()
    const order = await placeOrder(shop)
    const stream = await openStream(eventsPath(order.id, order.publicToken))
    await stream.ready()
    await changeStatus(shop, order.id, { action: 'REJECT' })
    await stream.waitForEvents(1)
    expect(stream.orderEvents()).toEqual([{ type: 'status' }])
    await stream.abort()
    await vi.waitFor(() => expect(t.app.orderEvents.subscriberCount(shop.business.id)).toBe(0), {
      timeout: WAIT_MS,
      interval: 20,
    })
  })

  it('hears its payment marked by the owner (docs/product.md#payments)', async () => {
    const shop = await shopWithOwner()
    const order = await placeOrder(shop)
    const stream = await openStream(eventsPath(order.id, order.publicToken))
    try {
      await stream.ready()
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/business/orders/${order.id}/payment`,
        headers: shop.headers,
        payload: { paid: true },
      })
      expect(res.statusCode, res.body).toBe(200)
      await stream.waitForEvents(1)
      expect(stream.orderEvents()).toEqual([{ type: 'payment' }])
    } finally {
      await stream.abort()
    }
  })

  it('holds at most 10 streams for one order, and frees a slot when one closes', async () => {
    const shop = await shopWithOwner()
    const order = await placeOrder(shop)
    const path = eventsPath(order.id, order.publicToken)
    const open = []
    try {
      for (let i = 0; i < customerStreamLimits.perOrder.max; i++) {
        const stream = await openStream(path)
        open.push(stream)
        await stream.ready()
      }
      const refused = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/event-stream' } })
      expect(refused.status).toBe(429)
      expect(((await refused.json()) as { error: string }).error).toBe(
        customerStreamLimits.perOrder.message,
      )
      expect(t.app.orderEvents.subscriberCount(shop.business.id)).toBe(10)

      await open.pop()!.abort()
      await vi.waitFor(() => expect(t.app.orderEvents.subscriberCount(shop.business.id)).toBe(9), {
        timeout: WAIT_MS,
        interval: 20,
      })
      const again = await openStream(path)
      open.push(again)
      expect(again.response.status).toBe(200)
    } finally {
      for (const stream of open) await stream.abort()
    }
  })

  it('answers HEAD with the stream headers only, and holds no slot for it', async () => {
    const shop = await shopWithOwner()
    const order = await placeOrder(shop)
    const path = eventsPath(order.id, order.publicToken)
    // More HEADs than one order may hold streams: each one's slot is given back.
    for (let i = 0; i <= customerStreamLimits.perOrder.max; i++) {
      const res = await fetch(`${baseUrl}${path}`, { method: 'HEAD' })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    }
    await vi.waitFor(() => expect(t.app.orderEvents.subscriberCount(shop.business.id)).toBe(0), {
      timeout: WAIT_MS,
      interval: 20,
    })
  })

  it('is documented as a public text/event-stream with its 404', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' })
    type Operation = { responses?: Record<string, { content?: Record<string, unknown> }> }
    const paths = res.json<{ paths: Record<string, { get?: Operation }> }>().paths
    const get = paths['/api/public/orders/{id}/events']?.get
    expect(Object.keys(get?.responses?.['200']?.content ?? {})).toEqual(['text/event-stream'])
    expect(Object.keys(get?.responses ?? {})).toContain('404')
  })
})
