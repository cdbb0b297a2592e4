import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ROLE_FORBIDDEN_MESSAGE } from '../../../domain/messages/api'
import { NEXT_PAGE_MESSAGE } from '../../../domain/messages/customer'
import { formatPesos } from '../../../domain/money/rules'
import { shortOrderId } from '../../../domain/orders/rules'
import { ACTIVITY_KEEP_DAYS } from '../../../domain/team/activity'
import type { activityPageSchema } from '../../../domain/team/schemas'
import type { z } from 'zod'
import { orders, shopActivity } from '../../db/schema'
import { forgetOldActivity } from '../../lib/activity'
import { errorOf } from '../../test/error-answer'
import { createCategory, createOptionGroup, multipartPayload } from '../../test/factories'
import { addMember } from '../../test/members'
import { placePickupOrder, shopWithOwner, type ShopWithOwner } from '../../test/orders'
import { useTestApp } from '../../test/use-test-app'
import { scheduleActivityRetention } from './retention'

/* docs/product.md#team: Actividad, who of the team did what, and who answered each order. */

const t = useTestApp()

type Page = z.infer<typeof activityPageSchema>
type Headers = Record<string, string>
const DAY_MS = 86_400_000

const activity = async (headers: Headers, query = '') => {
  const res = await t.app.inject({ url: `/api/business/activity${query}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Page>()
}

const answer = (headers: Headers, orderId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/business/orders/${orderId}/status`,
    headers,
    payload,
  })

async function editPrice(shop: ShopWithOwner, headers: Headers, price: number) {
  const category = await createCategory(t.db, shop.business.id)
  const { payload, headers: form } = await multipartPayload({
    name: 'Empanada',
    price: String(price),
    categoryId: category.id,
  })
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/business/products/${shop.product.id}`,
    payload,
    headers: { ...form, ...headers },
  })
  expect(res.statusCode, res.body).toBe(200)
}

/** A shop with a manager, Carla, and a member of the kitchen, Tomás. */
async function teamShop() {
  const shop = await shopWithOwner(t)
  const carla = await addMember(t, shop.business, 'manager', 'Carla')
  const tomas = await addMember(t, shop.business, 'staff', 'Tomás')
  return { shop, carla, tomas }
}

describe('GET /api/business/activity', () => {
  it('shows the owner who changed a price and who accepted an order, newest first', async () => {
    const { shop, carla, tomas } = await teamShop()
    await editPrice(shop, carla.headers, 180_000)
    const order = await placePickupOrder(t.app, shop)
    const accepted = await answer(tomas.headers, order.id, {
      action: 'ACCEPT',
      estimatedTime: 25,
    })
    expect(accepted.statusCode, accepted.body).toBe(200)

    const page = await activity(shop.headers)
    expect(page.entries).toEqual([
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        actorId: tomas.user.id,
        actorName: 'Tomás',
        actorRole: 'staff',
        kind: 'order.accepted',
        subjectId: order.id,
        summary: `Pedido #${shortOrderId(order.id)} de Ana Gómez · 25 min`,
      },
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        actorId: carla.user.id,
        actorName: 'Carla',
        actorRole: 'manager',
        kind: 'product.price',
        subjectId: shop.product.id,
        summary: `Empanada: ${formatPesos(150_000)} → ${formatPesos(180_000)}`,
      },
    ])
    expect(page.entries[1].summary).toMatch(/^Empanada: \$\s1\.500 → \$\s1\.800$/)
    expect(page.actors).toEqual([
      { id: carla.user.id, name: 'Carla' },
      { id: tomas.user.id, name: 'Tomás' },
    ])
    expect(page.nextBefore).toBeNull()

    // The manager reads it too.
    expect((await activity(carla.headers)).entries).toHaveLength(2)
  })

  it('filters by member and by kind', async () => {
    const { shop, carla, tomas } = await teamShop()
    await editPrice(shop, carla.headers, 170_000)
    const order = await placePickupOrder(t.app, shop)
    expect((await answer(tomas.headers, order.id, { action: 'REJECT' })).statusCode).toBe(200)

    const byCarla = await activity(shop.headers, `?actor=${carla.user.id}`)
    expect(byCarla.entries.map((e) => [e.actorName, e.kind])).toEqual([['Carla', 'product.price']])
    // The members to filter by stay all of them whatever the filter.
    expect(byCarla.actors).toHaveLength(2)

    const rejected = await activity(shop.headers, '?kind=order.rejected')
    expect(rejected.entries.map((e) => [e.actorName, e.kind, e.summary])).toEqual([
      ['Tomás', 'order.rejected', `Pedido #${shortOrderId(order.id)} de Ana Gómez`],
    ])
    const none = await activity(shop.headers, `?actor=${tomas.user.id}&kind=product.price`)
    expect(none.entries).toEqual([])
  })

  it('shows a shop only its own lines', async () => {
    const { shop, carla } = await teamShop()
    await editPrice(shop, carla.headers, 160_000)
    const other = await shopWithOwner(t)
    expect(await activity(other.headers)).toEqual({ entries: [], actors: [], nextBefore: null })
    // Nor does naming another shop's member find anything.
    const named = await activity(other.headers, `?actor=${carla.user.id}`)
    expect(named.entries).toEqual([])
  })

  it('is refused to the kitchen (403, in Spanish)', async () => {
    const { tomas } = await teamShop()
    const res = await t.app.inject({ url: '/api/business/activity', headers: tomas.headers })
    expect(res.statusCode).toBe(403)
    expect(errorOf(res)).toEqual({ error: ROLE_FORBIDDEN_MESSAGE, code: 'FORBIDDEN' })
  })

  it('pages through lines written at the same instant without losing or repeating one', async () => {
    const { shop, carla } = await teamShop()
    const at = new Date()
    await t.db.insert(shopActivity).values(
      Array.from({ length: 5 }, (_, i) => ({
        businessId: shop.business.id,
        actorId: carla.user.id,
        actorName: 'Carla',
        actorRole: 'manager',
        kind: 'pause.off',
        details: { i },
        createdAt: at,
      })),
    )
    const seen: string[] = []
    let before: string | null = null
    for (let pages = 0; pages < 5; pages++) {
      const page: Page = await activity(
        shop.headers,
        `?limit=2${before ? `&before=${before}` : ''}`,
      )
      seen.push(...page.entries.map((e) => e.id))
      before = page.nextBefore
      if (!before) break
    }
    expect(before).toBeNull()
    expect(seen).toHaveLength(5)
    expect(new Set(seen).size).toBe(5)
  })

  it('answers 400 in Spanish to a cursor it did not make', async () => {
    const { shop } = await teamShop()
    for (const before of ['basura', 'a b', Buffer.from('ayer|1').toString('base64url')]) {
      const res = await t.app.inject({
        url: `/api/business/activity?before=${encodeURIComponent(before)}`,
        headers: shop.headers,
      })
      expect(res.statusCode, before).toBe(400)
      expect(errorOf(res)).toMatchObject({ error: NEXT_PAGE_MESSAGE })
    }
  })

  it('shows only the days kept, and names nobody of the lines past them', async () => {
    const { shop, carla, tomas } = await teamShop()
    await t.db.insert(shopActivity).values([
      {
        businessId: shop.business.id,
        actorId: tomas.user.id,
        actorName: 'Tomás',
        actorRole: 'staff',
        kind: 'pause.off',
        createdAt: new Date(Date.now() - (ACTIVITY_KEEP_DAYS + 1) * DAY_MS),
      },
      {
        businessId: shop.business.id,
        actorId: carla.user.id,
        actorName: 'Carla',
        actorRole: 'manager',
        kind: 'pause.off',
        createdAt: new Date(Date.now() - (ACTIVITY_KEEP_DAYS - 1) * DAY_MS),
      },
    ])
    const page = await activity(shop.headers)
    expect(page.entries.map((e) => e.actorName)).toEqual(['Carla'])
    expect(page.actors).toEqual([{ id: carla.user.id, name: 'Carla' }])
  })
})

describe('the lines each change writes', () => {
  it('stock, options, pauses, hours, delivery and Cobros, in Spanish and without secrets', async () => {
    const { shop, carla, tomas } = await teamShop()
    const group = await createOptionGroup(t.db, shop.business.id, {
      name: 'Salsa',
      options: [{ name: 'Picante' }],
    })
    const calls: [Headers, string, string, object][] = [
      [
        tomas.headers,
        'PUT',
        `/api/business/products/${shop.product.id}/toggle-availability`,
        { isAvailable: false },
      ],
      [
        tomas.headers,
        'PATCH',
        `/api/business/options/${group.options[0].id}`,
        { isAvailable: false },
      ],
      [tomas.headers, 'PUT', '/api/business/pause', { minutes: 30 }],
      [tomas.headers, 'DELETE', '/api/business/pause', {}],
      [
        carla.headers,
        'PUT',
        '/api/business/settings/opening-hours',
        {
          openingHours: [
            { dayOfWeek: 1, intervals: [{ openTime: '12:00', closeTime: '15:00' }] },
            { dayOfWeek: 2, intervals: [{ openTime: '12:00', closeTime: '15:00' }] },
          ],
        },
      ],
      [
        carla.headers,
        'PUT',
        '/api/business/settings/delivery',
        {
          supportsPickup: true,
          supportsDelivery: false,
          deliveryRadiusMeters: null,
          allowCrossLocality: false,
          deliveryFeeBase: null,
          deliveryFeePerKm: null,
          minOrderAmount: null,
          minDeliveryTime: 20,
          maxDeliveryTime: 40,
        },
      ],
      [
        shop.headers,
        'PUT',
        '/api/business/settings/payments',
        {
          cash: true,
          transfer: { enabled: true, account: 'empanadas.ana', holder: 'Ana Gómez' },
          mercadoPago: { enabled: false },
        },
      ],
    ]
    for (const [headers, method, url, payload] of calls) {
      const res = await t.app.inject({
        method: method as 'PUT',
        url,
        headers,
        payload: method === 'DELETE' ? undefined : payload,
      })
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200)
    }
    // Turning a switch to where it already is writes nothing; nor does resuming a shop not paused.
    await t.app.inject({
      method: 'PUT',
      url: `/api/business/products/${shop.product.id}/toggle-availability`,
      headers: tomas.headers,
      payload: { isAvailable: false },
    })
    await t.app.inject({ method: 'DELETE', url: '/api/business/pause', headers: tomas.headers })

    const page = await activity(shop.headers)
    const lines = page.entries.map((e) => [e.actorName, e.kind, e.summary]).reverse()
    expect(lines).toEqual([
      ['Tomás', 'product.stock', 'Empanada: sin stock'],
      ['Tomás', 'option.stock', 'Picante: sin stock'],
      ['Tomás', 'pause.on', expect.stringMatching(/^Pausado hasta las \d\d:\d\d/)],
      ['Tomás', 'pause.off', ''],
      ['Carla', 'hours.edited', 'Abierto 2 días'],
      ['Carla', 'delivery.edited', 'Retiro'],
      ['Dueño', 'payments.edited', 'Efectivo y transferencia'],
    ])
    expect(page.entries[0].actorRole).toBe('owner')
    // Where the money goes is never in Actividad.
    const stored = await t.db
      .select({ details: shopActivity.details })
      .from(shopActivity)
      .where(eq(shopActivity.kind, 'payments.edited'))
    expect(JSON.stringify(stored)).not.toMatch(/empanadas\.ana|Ana Gómez/)
  })

  it('marking an order paid writes a line; taking it back writes none', async () => {
    const { shop, tomas } = await teamShop()
    const order = await placePickupOrder(t.app, shop)
    for (const paid of [true, false]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/business/orders/${order.id}/payment`,
        headers: tomas.headers,
        payload: { paid },
      })
      expect(res.statusCode, res.body).toBe(200)
    }
    const page = await activity(shop.headers)
    expect(page.entries.map((e) => [e.actorName, e.kind, e.subjectId, e.summary])).toEqual([
      ['Tomás', 'order.paid', order.id, `Pedido #${shortOrderId(order.id)} de Ana Gómez`],
    ])
  })

  it('a price left as it was writes no line', async () => {
    const { shop, carla } = await teamShop()
    await editPrice(shop, carla.headers, 150_000)
    expect((await activity(shop.headers)).entries).toEqual([])
  })
})

describe('who answered an order', () => {
  it('is named in a shop with a team, the owner as Dueño', async () => {
    const { shop, tomas } = await teamShop()
    const first = await placePickupOrder(t.app, shop)
    const second = await placePickupOrder(t.app, shop)
    const byTomas = await answer(tomas.headers, first.id, {
      action: 'ACCEPT',
      estimatedTime: 20,
    })
    expect(byTomas.json()).toMatchObject({ status: 'ACCEPTED', respondedByName: 'Tomás' })
    const byOwner = await answer(shop.headers, second.id, { action: 'REJECT' })
    expect(byOwner.json()).toMatchObject({ status: 'REJECTED', respondedByName: 'Dueño' })

    const list = await t.app.inject({ url: '/api/business/orders', headers: shop.headers })
    const names = Object.fromEntries(
      list
        .json<{ id: string; respondedByName: string | null }[]>()
        .map((o) => [o.id, o.respondedByName]),
    )
    expect(names).toEqual({ [first.id]: 'Tomás', [second.id]: 'Dueño' })
  })

  it('is nobody in a shop of its owner alone, though Actividad keeps the line', async () => {
    const shop = await shopWithOwner(t)
    const order = await placePickupOrder(t.app, shop)
    const res = await answer(shop.headers, order.id, { action: 'ACCEPT', estimatedTime: 15 })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().respondedByName).toBeNull()
    const [row] = await t.db
      .select({ respondedByName: orders.respondedByName })
      .from(orders)
      .where(eq(orders.id, order.id))
    expect(row.respondedByName).toBeNull()
    const page = await activity(shop.headers)
    expect(page.entries.map((e) => [e.actorName, e.actorRole, e.kind])).toEqual([
      ['Dueño', 'owner', 'order.accepted'],
    ])
  })

  it('is not told to the customer', async () => {
    const { shop, tomas } = await teamShop()
    const order = await placePickupOrder(t.app, shop)
    await answer(tomas.headers, order.id, { action: 'ACCEPT', estimatedTime: 20 })
    const res = await t.app.inject({
      url: `/api/public/orders/${order.id}?token=${encodeURIComponent(order.publicToken)}`,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().order.status).toBe('ACCEPTED')
    expect(res.body).not.toContain('Tomás')
    expect(res.body).not.toContain('respondedByName')
  })
})

describe('forgetting lines past the days kept', () => {
  async function linesAged(businessId: string, days: number[]) {
    const rows = await t.db
      .insert(shopActivity)
      .values(
        days.map((d) => ({
          businessId,
          actorName: 'Dueño',
          actorRole: 'owner',
          kind: 'pause.off',
          createdAt: new Date(Date.now() - d * DAY_MS),
        })),
      )
      .returning({ id: shopActivity.id })
    return rows.map((r) => r.id)
  }
  const remaining = async (businessId: string) =>
    (
      await t.db
        .select({ id: shopActivity.id })
        .from(shopActivity)
        .where(eq(shopActivity.businessId, businessId))
    ).map((r) => r.id)

  it('deletes the lines older than 180 days and keeps the others', async () => {
    const shop = await shopWithOwner(t)
    const [old, older, recent, today] = await linesAged(shop.business.id, [
      ACTIVITY_KEEP_DAYS + 1,
      ACTIVITY_KEEP_DAYS + 400,
      ACTIVITY_KEEP_DAYS - 1,
      0,
    ])
    await forgetOldActivity(t.db)
    const kept = await remaining(shop.business.id)
    expect(kept.sort()).toEqual([recent, today].sort())
    expect(kept).not.toContain(old)
    expect(kept).not.toContain(older)
  })

  it('runs on its schedule, at once and then again, until stopped', async () => {
    const shop = await shopWithOwner(t)
    await linesAged(shop.business.id, [ACTIVITY_KEEP_DAYS + 2])
    let runs = 0
    let heard: () => void = () => {}
    const twice = new Promise<void>((resolve) => (heard = resolve))
    const stop = scheduleActivityRetention(
      { db: t.db },
      {
        everyMs: 1,
        onRun: () => {
          runs++
          if (runs === 2) heard()
        },
      },
    )
    await twice
    stop()
    expect(await remaining(shop.business.id)).toEqual([])
  })
})
