import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  AUTO_REJECT_MINUTES_MESSAGE,
  BUSY_MINUTES_MESSAGE,
  BUSY_UNTIL_MESSAGE,
} from '../../../domain/messages/panel'
import { businesses, orders } from '../../db/schema'
import { errorOf } from '../../test/error-answer'
import { createOrder } from '../../test/factories'
import { addMember } from '../../test/members'
import { createPeerApp, createTestApp, type TestContext } from '../../test/harness'
import { pickupOrderAttempt, shopWithOwner, type ShopWithOwner } from '../../test/orders'
import { fakeDevice, startFakePushService } from '../../test/push'
import { ORDER_EVENTS_CHANNEL } from '../order-record/events'
import { scheduleOrderSweep, sweepOrders, type SweepDeps } from './sweep'

/* docs/product.md#answer-in-time, #busy: the answer timer, auto-accept and 'Mucho trabajo'. */

let t: TestContext
let push: Awaited<ReturnType<typeof startFakePushService>>
let deps: SweepDeps
/** Every order event any process published, in the order heard. */
const events: { orderId: string; type: string }[] = []
let stopListening: () => Promise<void>

beforeAll(async () => {
  push = await startFakePushService()
  t = await createTestApp({ PUSH_ALLOWED_HOSTS: `push.example.test,${push.host}` })
  deps = { config: t.app.config, log: t.app.log }
  stopListening = await t.database.listen(ORDER_EVENTS_CHANNEL, (payload) => {
    if (payload.startsWith('{')) events.push(JSON.parse(payload))
  })
})

afterAll(async () => {
  await stopListening?.()
  await t?.close()
  await push?.close()
})

const MINUTE = 60_000
let day = 0
/** A start of waiting of its own for each test, in the past: sweeps at real time never reach it. */
const nextStart = () => new Date(Date.UTC(2025, 0, 1 + ++day, 15))
const at = (start: Date, minutes: number, seconds = 0) =>
  new Date(start.getTime() + minutes * MINUTE + seconds * 1000)

/** Resolves once every order event published before the call has been heard here. */
async function eventsHeard() {
  const marker = `marker-${Math.random()}`
  let heard!: () => void
  const arrived = new Promise<void>((resolve) => (heard = resolve))
  const stop = await t.database.listen(ORDER_EVENTS_CHANNEL, (p) => p === marker && heard())
  try {
    await t.database.notify(ORDER_EVENTS_CHANNEL, marker)
    await arrived
  } finally {
    await stop()
  }
}

/** A shop with one subscribed device, and its timer settings. */
async function shopWithDevice(settings: Partial<typeof businesses.$inferInsert> = {}) {
  const shop = await shopWithOwner(t)
  if (Object.keys(settings).length > 0) {
    await t.db.update(businesses).set(settings).where(eq(businesses.id, shop.business.id))
  }
  const device = fakeDevice(push.url(`/device/${shop.business.id}`))
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/business/push/subscriptions',
    headers: shop.headers,
    payload: device.subscription,
  })
  expect(res.statusCode, res.body).toBeLessThan(300)
  return { ...shop, device }
}

/** A pending order of the shop, waiting since `since`. */
async function waitingOrder(shop: ShopWithOwner, since: Date) {
  const order = await createOrder(t.db, shop.business.id, { customerName: 'Lucía Paz' })
  await t.db.update(orders).set({ waitingSince: since }).where(eq(orders.id, order.id))
  return order
}

/** What the shop's device was sent, decrypted. */
const pushesTo = (shop: Awaited<ReturnType<typeof shopWithDevice>>) =>
  push.received
    .filter((d) => d.path === `/device/${shop.business.id}`)
    .map((d) => shop.device.decrypt(d.body) as { title: string; body: string; tag: string })

/** Lets `n` turns of the event loop go by. */
async function ticks(n: number) {
  for (let k = 0; k < n; k++) await new Promise((resolve) => setImmediate(resolve))
}

const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]

describe('the answer timer', () => {
  it("tells the shop's devices a second time at 'Responder en', once", async () => {
    const shop = await shopWithDevice({ respondMinutes: 5, autoRejectMinutes: 15 })
    const start = nextStart()
    const order = await waitingOrder(shop, start)

    expect((await sweepOrders(t.db, deps, at(start, 4, 59))).late).not.toContain(order.id)
    expect(pushesTo(shop)).toEqual([])

    expect((await sweepOrders(t.db, deps, at(start, 5))).late).toContain(order.id)
    expect(pushesTo(shop)).toEqual([
      {
        title: 'Pedido sin responder',
        body: 'Lucía Paz sigue esperando tu respuesta',
        tag: `pedido-${order.id}-espera`,
        url: '/business/pedidos',
      },
    ])
    expect((await rowOf(order.id)).lateNotifiedAt).toEqual(at(start, 5))
    await eventsHeard()
    expect(events).toContainEqual(expect.objectContaining({ orderId: order.id, type: 'status' }))

    // A later sweep finds it told already.
    expect((await sweepOrders(t.db, deps, at(start, 6))).late).not.toContain(order.id)
    expect(pushesTo(shop)).toHaveLength(1)
    expect((await rowOf(order.id)).status).toBe('PENDING')
  })

  it("rejects at 'Rechazar automáticamente a los', as the customer reads it", async () => {
    const shop = await shopWithDevice({ respondMinutes: 5, autoRejectMinutes: 15 })
    const start = nextStart()
    const order = await waitingOrder(shop, start)

    expect((await sweepOrders(t.db, deps, at(start, 14, 59))).rejected).not.toContain(order.id)
    expect((await rowOf(order.id)).status).toBe('PENDING')
    const swept = await sweepOrders(t.db, deps, at(start, 15))
    expect(swept.rejected).toEqual(expect.arrayContaining([order.id]))

    const row = await rowOf(order.id)
    expect(row).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'NO_RESPONSE',
      respondedByName: null,
      estimatedTime: null,
      statusChangedAt: at(start, 15),
    })
    await eventsHeard()
    expect(events.filter((e) => e.orderId === order.id)).toEqual([
      // Told late at the first sweep past 5 minutes, rejected at 15.
      { businessId: shop.business.id, orderId: order.id, type: 'status' },
      { businessId: shop.business.id, orderId: order.id, type: 'status' },
    ])

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/public/orders/${order.id}?token=${order.publicToken}`,
    })
    expect(view.statusCode, view.body).toBe(200)
    expect(view.json().order).toMatchObject({ status: 'REJECTED', rejectReason: 'NO_RESPONSE' })

    const panel = await t.app.inject({
      method: 'GET',
      url: '/api/business/orders',
      headers: shop.headers,
    })
    expect(panel.json()).toEqual([
      expect.objectContaining({ id: order.id, rejectReason: 'NO_RESPONSE', respondedByName: null }),
    ])
  })

  it('is swept at once by the scheduled job, until it is stopped', async () => {
    const shop = await shopWithDevice({ respondMinutes: 5, autoRejectMinutes: 15 })
    const start = nextStart()
    const order = await waitingOrder(shop, start)
    const stop = scheduleOrderSweep(t.db, deps, { clock: () => at(start, 15) })
    try {
      await vi.waitFor(async () => expect((await rowOf(order.id)).status).toBe('REJECTED'), {
        timeout: 10_000,
        interval: 50,
      })
    } finally {
      stop()
    }
  })

  it('never rejects for a shop without automatic rejection', async () => {
    const shop = await shopWithDevice({ respondMinutes: 5, autoRejectMinutes: null })
    const start = nextStart()
    const order = await waitingOrder(shop, start)
    const swept = await sweepOrders(t.db, deps, at(start, 24 * 60))
    expect(swept.rejected).not.toContain(order.id)
    expect(swept.late).toContain(order.id)
    expect((await rowOf(order.id)).status).toBe('PENDING')
  })

  it('leaves answered orders alone', async () => {
    const shop = await shopWithDevice({ respondMinutes: 5, autoRejectMinutes: 15 })
    const start = nextStart()
    const order = await waitingOrder(shop, start)
    await t.db
      .update(orders)
      .set({ status: 'ACCEPTED', estimatedTime: 30 })
      .where(eq(orders.id, order.id))
    const swept = await sweepOrders(t.db, deps, at(start, 60))
    expect([...swept.late, ...swept.rejected]).not.toContain(order.id)
    expect(pushesTo(shop)).toEqual([])
  })

  it('gives one outcome when the owner accepts as the timer rejects', async () => {
    const shop = await shopWithDevice({ respondMinutes: 5, autoRejectMinutes: 15 })
    const start = nextStart()
    const outcomes = { person: 0, timer: 0 }
    for (let i = 0; i < 20; i++) {
      const order = await waitingOrder(shop, start)
      const [accept, swept] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: `/api/business/orders/${order.id}/status`,
          headers: shop.headers,
          payload: { action: 'ACCEPT', estimatedTime: 30 },
        }),
        // The sweep starts a little later each time, so either may reach the row first.
        ticks(i).then(() => sweepOrders(t.db, deps, at(start, 15))),
      ])
      const row = await rowOf(order.id)
      if (accept.statusCode === 200) {
        outcomes.person++
        expect(swept.rejected).not.toContain(order.id)
        expect(row).toMatchObject({ status: 'ACCEPTED', estimatedTime: 30, rejectReason: null })
      } else {
        outcomes.timer++
        expect(accept.statusCode, accept.body).toBe(409)
        expect(errorOf(accept).code).toBe('INVALID_TRANSITION')
        expect(swept.rejected).toContain(order.id)
        expect(row).toMatchObject({ status: 'REJECTED', rejectReason: 'NO_RESPONSE' })
      }
    }
    expect(outcomes.person + outcomes.timer).toBe(20)
  })

  it('several processes sweeping at once tell each late order once and reject each expired once', async () => {
    const peers = [await createPeerApp(t), await createPeerApp(t)]
    try {
      const lateShop = await shopWithDevice({ respondMinutes: 5, autoRejectMinutes: null })
      const rejectShop = await shopWithDevice({ respondMinutes: 5, autoRejectMinutes: 15 })
      const start = nextStart()
      const late = await Promise.all([1, 2, 3, 4, 5].map(() => waitingOrder(lateShop, start)))
      const expired = await Promise.all([1, 2, 3, 4, 5].map(() => waitingOrder(rejectShop, start)))
      const dbs = [t.db, ...peers.map((p) => p.database.db)]
      const sweeps = await Promise.all(dbs.map((db) => sweepOrders(db, deps, at(start, 20))))

      const lateIds = late.map((o) => o.id).sort()
      const expiredIds = expired.map((o) => o.id).sort()
      const toldLate = sweeps.flatMap((s) => s.late).filter((id) => lateIds.includes(id))
      expect(toldLate.sort()).toEqual(lateIds)
      expect(
        pushesTo(lateShop)
          .map((m) => m.tag)
          .sort(),
      ).toEqual(lateIds.map((id) => `pedido-${id}-espera`).sort())
      const rejected = sweeps.flatMap((s) => s.rejected).filter((id) => expiredIds.includes(id))
      expect(rejected.sort()).toEqual(expiredIds)
      // Rejected first, so never told late as well.
      expect(pushesTo(rejectShop)).toEqual([])
      await eventsHeard()
      for (const id of expiredIds) {
        expect(events.filter((e) => e.orderId === id)).toHaveLength(1)
      }
      const rows = await t.db
        .select({ status: orders.status, reason: orders.rejectReason })
        .from(orders)
        .where(inArray(orders.id, expiredIds))
      expect(rows).toEqual(expiredIds.map(() => ({ status: 'REJECTED', reason: 'NO_RESPONSE' })))
    } finally {
      for (const peer of peers) await peer.close()
    }
  })
})

const put = (shop: ShopWithOwner, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: shop.headers, payload })

const SETTINGS = {
  respondMinutes: 5,
  autoRejectMinutes: 15,
  autoAccept: false,
  preparationMinutes: 30,
  acceptsScheduled: false,
  slotCapacity: null,
}

describe('the order settings', () => {
  it('answers the defaults and keeps a valid change', async () => {
    const shop = await shopWithOwner(t)
    const got = await t.app.inject({
      method: 'GET',
      url: '/api/business/settings/orders',
      headers: shop.headers,
    })
    expect(got.json()).toEqual(SETTINGS)
    const changed = { ...SETTINGS, respondMinutes: 10, autoRejectMinutes: null, autoAccept: true }
    const res = await put(shop, '/api/business/settings/orders', changed)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual(changed)
    const timing = await t.app.inject({
      method: 'GET',
      url: '/api/business/orders/timing',
      headers: shop.headers,
    })
    expect(timing.json()).toEqual({
      respondMinutes: 10,
      autoRejectMinutes: null,
      preparationMinutes: 30,
      autoAccept: true,
      acceptsScheduled: false,
      busyMinutes: null,
      busyUntil: null,
    })
  })

  it('opens the settings to the owner and the Encargado, the timing and busy mode to every role', async () => {
    const shop = await shopWithOwner(t)
    const manager = await addMember(t, shop.business, 'manager', 'Marta')
    const staff = await addMember(t, shop.business, 'staff', 'Tomás')
    const call = (
      headers: Record<string, string>,
      method: 'GET' | 'PUT',
      url: string,
      payload?: object,
    ) => t.app.inject({ method, url, headers, payload })
    const until = new Date(Date.now() + 60 * MINUTE).toISOString()
    for (const [who, settingsStatus] of [
      [manager, 200],
      [staff, 403],
    ] as const) {
      expect((await call(who.headers, 'GET', '/api/business/settings/orders')).statusCode).toBe(
        settingsStatus,
      )
      expect(
        (await call(who.headers, 'PUT', '/api/business/settings/orders', SETTINGS)).statusCode,
      ).toBe(settingsStatus)
      expect((await call(who.headers, 'GET', '/api/business/orders/timing')).statusCode).toBe(200)
      const busy = await call(who.headers, 'PUT', '/api/business/busy', { minutes: 15, until })
      expect(busy.statusCode, busy.body).toBe(200)
    }
  })

  it('refuses an automatic rejection not after the answer time, in Spanish', async () => {
    const shop = await shopWithOwner(t)
    for (const autoRejectMinutes of [5, 3]) {
      const res = await put(shop, '/api/business/settings/orders', {
        ...SETTINGS,
        autoRejectMinutes,
      })
      expect(res.statusCode).toBe(400)
      expect(errorOf(res)).toMatchObject({ code: 'VALIDATION', error: AUTO_REJECT_MINUTES_MESSAGE })
    }
  })
})

describe("'Mucho trabajo' and auto-accept", () => {
  const publicShop = async (shop: ShopWithOwner) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/public/business/${shop.business.slug}` })
    ).json<{ busyMinutes: number | null; busyUntil: string | null }>()

  it('adds minutes until an hour, shown on the public shop, until it is ended', async () => {
    const shop = await shopWithOwner(t)
    const until = new Date(Date.now() + 60 * MINUTE).toISOString()
    const res = await put(shop, '/api/business/busy', { minutes: 30, until })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ busyMinutes: 30, busyUntil: until })
    expect(await publicShop(shop)).toMatchObject({ busyMinutes: 30, busyUntil: until })

    const ended = await t.app.inject({
      method: 'DELETE',
      url: '/api/business/busy',
      headers: shop.headers,
    })
    expect(ended.json()).toMatchObject({ busyMinutes: null, busyUntil: null })
    expect(await publicShop(shop)).toMatchObject({ busyMinutes: null, busyUntil: null })
  })

  it('refuses other minutes, and an end past or more than a day ahead, in Spanish', async () => {
    const shop = await shopWithOwner(t)
    const soon = new Date(Date.now() + 60 * MINUTE).toISOString()
    const cases = [
      [{ minutes: 20, until: soon }, BUSY_MINUTES_MESSAGE],
      [{ minutes: 15, until: new Date(Date.now() - MINUTE).toISOString() }, BUSY_UNTIL_MESSAGE],
      [
        { minutes: 15, until: new Date(Date.now() + 25 * 60 * MINUTE).toISOString() },
        BUSY_UNTIL_MESSAGE,
      ],
      [{ minutes: 15, until: 'mañana' }, BUSY_UNTIL_MESSAGE],
    ] as const
    for (const [payload, message] of cases) {
      const res = await put(shop, '/api/business/busy', payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(errorOf(res)).toMatchObject({ code: 'VALIDATION', error: message })
    }
    expect(await publicShop(shop)).toMatchObject({ busyMinutes: null, busyUntil: null })
  })

  it('accepts a new order at once with preparation plus busy minutes', async () => {
    const shop = await shopWithOwner(t)
    await put(shop, '/api/business/settings/orders', {
      ...SETTINGS,
      autoAccept: true,
      preparationMinutes: 20,
    })
    await put(shop, '/api/business/busy', {
      minutes: 15,
      until: new Date(Date.now() + 60 * MINUTE).toISOString(),
    })
    const placed = await pickupOrderAttempt(t.app, shop)
    expect(placed.statusCode, placed.body).toBe(201)
    const { order } = placed.json<{ order: { id: string; status: string } }>()
    expect(order.status).toBe('ACCEPTED')
    const row = await rowOf(order.id)
    expect(row).toMatchObject({ status: 'ACCEPTED', estimatedTime: 35, respondedByName: null })
    expect(row.statusChangedAt).not.toBeNull()
    await eventsHeard()
    expect(events).toContainEqual(expect.objectContaining({ orderId: order.id, type: 'created' }))
  })

  it('leaves a new order pending with auto-accept off', async () => {
    const shop = await shopWithOwner(t)
    const placed = await pickupOrderAttempt(t.app, shop)
    const row = await rowOf(placed.json<{ order: { id: string } }>().order.id)
    expect(row).toMatchObject({ status: 'PENDING', estimatedTime: null, statusChangedAt: null })
  })
})
