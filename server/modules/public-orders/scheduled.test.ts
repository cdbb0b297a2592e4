import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SHOP_CLOSED_MESSAGE } from '../../../domain/messages/api'
import {
  SCHEDULED_FOR_MESSAGE,
  SCHEDULED_NOT_ACCEPTED_MESSAGE,
  SLOT_PROBLEM_MESSAGES,
} from '../../../domain/messages/schedule'
import { orders } from '../../db/schema'
import {
  createBusiness,
  createOrder,
  createProduct,
  ownerToken,
  setHours,
} from '../../test/factories'
import { freshIp } from '../../test/flows'
import { freshOrderPhone } from '../../test/orders'
import { useTestApp } from '../../test/use-test-app'

/* Orders for later (docs/product.md#scheduled-orders): placing one, the panel's board and the CSV. */

const t = useTestApp()

/** An instant given as Argentina's wall clock (UTC-3 all year, no daylight saving). */
const ar = (local: string) => new Date(`${local}:00-03:00`)
const iso = (local: string) => ar(local).toISOString()

// 2026-11-23 is a Monday. Only Date is faked: the database and its timers stay real.
const MONDAY_NOON = '2026-11-23T12:00'
const clockAt = (local: string) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(ar(local))
}
afterEach(() => {
  vi.useRealTimers()
})

/**
 * A shop open Monday and Tuesday 09:00 to 18:00, taking orders for later with 30 minutes to
 * prepare and one order a slot unless told, and one product.
 */
async function laterShop(overrides: Parameters<typeof createBusiness>[1] = {}) {
  const { owner, business } = await createBusiness(t.db, {
    acceptsScheduled: true,
    preparationMinutes: 30,
    slotCapacity: 1,
    ...overrides,
  })
  await setHours(t.db, business.id, [
    { dayOfWeek: 1, openTime: '09:00', closeTime: '18:00' },
    { dayOfWeek: 2, openTime: '09:00', closeTime: '18:00' },
  ])
  const product = await createProduct(t.db, business.id, { name: 'Empanada', price: 150_000 })
  return { owner, business, product }
}
type Shop = Awaited<ReturnType<typeof laterShop>>

function place(shop: Shop, scheduledFor?: string | null, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/business/${shop.business.slug}/orders`,
    remoteAddress: freshIp(),
    headers: key ? { 'idempotency-key': key } : {},
    payload: {
      method: 'PICKUP',
      customer: { fullName: 'Ana Gómez', phone: freshOrderPhone() },
      items: [{ productId: shop.product.id, quantity: 2 }],
      ...(scheduledFor === undefined ? {} : { scheduledFor }),
    },
  })
}

const ordersOf = (businessId: string) =>
  t.db.select().from(orders).where(eq(orders.businessId, businessId))

describe('POST /api/public/business/:slug/orders with scheduledFor', () => {
  it('places an order for a slot, its waiting start the slot less the preparation time', async () => {
    const shop = await laterShop()
    clockAt(MONDAY_NOON)
    // Sent with another offset: the same instant.
    const res = await place(shop, '2026-11-23T19:00:00Z')
    vi.useRealTimers()
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().order.scheduledFor).toBe(iso('2026-11-23T16:00'))
    const [row] = await ordersOf(shop.business.id)
    expect(row.status).toBe('PENDING')
    expect(row.scheduledFor).toEqual(ar('2026-11-23T16:00'))
    expect(row.waitingSince).toEqual(ar('2026-11-23T15:30'))
  })

  it.each([
    ['outside the opening hours', '2026-11-23T18:00', 'CLOSED'],
    ['sooner than the preparation time', '2026-11-23T12:15', 'TOO_SOON'],
    ['beyond tomorrow', '2026-11-25T10:00', 'TOO_LATE'],
    ['off the 15-minute grid', '2026-11-23T16:10', 'NOT_A_SLOT'],
  ] as const)('refuses a slot %s', async (_, local, problem) => {
    const shop = await laterShop()
    clockAt(MONDAY_NOON)
    const res = await place(shop, iso(local))
    vi.useRealTimers()
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toBe(SLOT_PROBLEM_MESSAGES[problem])
    expect(await ordersOf(shop.business.id)).toHaveLength(0)
  })

  it('refuses a full slot; a rejected order frees its place', async () => {
    const shop = await laterShop()
    clockAt(MONDAY_NOON)
    expect((await place(shop, iso('2026-11-23T16:00'))).statusCode).toBe(201)
    const full = await place(shop, iso('2026-11-23T16:00'))
    expect(full.statusCode).toBe(409)
    expect(full.json().error).toBe(SLOT_PROBLEM_MESSAGES.FULL)
    // The next slot is free.
    expect((await place(shop, iso('2026-11-23T16:15'))).statusCode).toBe(201)
    await t.db
      .update(orders)
      .set({ status: 'REJECTED' })
      .where(eq(orders.scheduledFor, ar('2026-11-23T16:00')))
    expect((await place(shop, iso('2026-11-23T16:00'))).statusCode).toBe(201)
  })

  it("gives a slot's last place to exactly one of two customers at once", async () => {
    const shop = await laterShop()
    clockAt(MONDAY_NOON)
    const answers = await Promise.all([
      place(shop, iso('2026-11-23T17:00')),
      place(shop, iso('2026-11-23T17:00')),
    ])
    vi.useRealTimers()
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409])
    expect(answers.find((r) => r.statusCode === 409)!.json().error).toBe(SLOT_PROBLEM_MESSAGES.FULL)
    expect(await ordersOf(shop.business.id)).toHaveLength(1)
  })

  it('answers a retry of a placed order for the last place with that order, not as full', async () => {
    const shop = await laterShop()
    clockAt(MONDAY_NOON)
    const first = await place(shop, iso('2026-11-23T17:00'), 'clave-programada-1')
    expect(first.statusCode).toBe(201)
    // The key binds the slot too: the same key for another slot is another order.
    const other = await place(shop, iso('2026-11-23T17:15'), 'clave-programada-1')
    vi.useRealTimers()
    expect(other.statusCode).toBe(422)
    expect(await ordersOf(shop.business.id)).toHaveLength(1)
  })

  it('lets a closed shop that takes orders for later take one, and refuses an order for now', async () => {
    const shop = await laterShop()
    // Sunday: no hours at all.
    clockAt('2026-11-22T12:00')
    const later = await place(shop, iso('2026-11-23T10:00'))
    const now = await place(shop, null)
    vi.useRealTimers()
    expect(later.statusCode, later.body).toBe(201)
    expect(now.statusCode).toBe(409)
    expect(now.json().error).toBe(SHOP_CLOSED_MESSAGE)
  })

  it('refuses an order for later from a shop that does not take them, closed or open', async () => {
    const shop = await laterShop({ acceptsScheduled: false })
    clockAt('2026-11-22T12:00')
    const closed = await place(shop, iso('2026-11-23T10:00'))
    clockAt(MONDAY_NOON)
    const open = await place(shop, iso('2026-11-23T16:00'))
    const asap = await place(shop)
    vi.useRealTimers()
    for (const res of [closed, open]) {
      expect(res.statusCode).toBe(409)
      expect(res.json().error).toBe(SCHEDULED_NOT_ACCEPTED_MESSAGE)
    }
    expect(asap.statusCode).toBe(201)
    const [row] = await ordersOf(shop.business.id)
    expect(row.scheduledFor).toBeNull()
  })

  it('refuses a scheduledFor that is no instant', async () => {
    const shop = await laterShop()
    for (const value of ['mañana a las 10', '2026-11-23T16:00', 'x'.repeat(41)]) {
      const res = await place(shop, value)
      expect(res.statusCode, value).toBe(400)
      expect(res.json().error).toBe(SCHEDULED_FOR_MESSAGE)
    }
  })
})

describe('the panel, for orders for later', () => {
  async function headersOf(shop: Shop) {
    return { authorization: `Bearer ${await ownerToken(t.app.config.jwtSecret, shop.owner)}` }
  }
  const DAY = 24 * 60 * 60_000

  it("lists tomorrow's pending order for later on 'Hoy' even when placed days before", async () => {
    const shop = await laterShop()
    const placed = new Date(Date.now() - 3 * DAY)
    const slot = new Date(Math.ceil((Date.now() + DAY) / (15 * 60_000)) * 15 * 60_000)
    const scheduled = await createOrder(t.db, shop.business.id, { createdAt: placed })
    await t.db
      .update(orders)
      .set({ scheduledFor: slot, waitingSince: new Date(slot.getTime() - 30 * 60_000) })
      .where(eq(orders.id, scheduled.id))
    // An answered order of that day is not on today's board.
    await createOrder(t.db, shop.business.id, { createdAt: placed, status: 'ACCEPTED' })
    const res = await t.app.inject({
      url: '/api/business/orders?view=today',
      headers: await headersOf(shop),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: scheduled.id,
        status: 'PENDING',
        scheduledFor: slot.toISOString(),
        waitingSince: new Date(slot.getTime() - 30 * 60_000).toISOString(),
      }),
    ])
  })

  it("keeps an accepted order for later on 'Hoy' from the day it was placed until its slot", async () => {
    const shop = await laterShop()
    const placed = new Date(Date.now() - 3 * DAY)
    const slot = new Date(Math.ceil((Date.now() + DAY) / (15 * 60_000)) * 15 * 60_000)
    const accepted = await createOrder(t.db, shop.business.id, {
      createdAt: placed,
      status: 'ACCEPTED',
    })
    const past = await createOrder(t.db, shop.business.id, {
      createdAt: placed,
      status: 'ACCEPTED',
    })
    await t.db.update(orders).set({ scheduledFor: slot }).where(eq(orders.id, accepted.id))
    // One whose slot was days ago is history.
    await t.db
      .update(orders)
      .set({ scheduledFor: new Date(placed.getTime() + DAY) })
      .where(eq(orders.id, past.id))
    const res = await t.app.inject({
      url: '/api/business/orders?view=today',
      headers: await headersOf(shop),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().map((o: { id: string }) => o.id)).toEqual([accepted.id])
  })

  it("fills 'Programado para' in the CSV with the slot in Argentina time, empty for now", async () => {
    const shop = await laterShop()
    const asap = await createOrder(t.db, shop.business.id, {
      createdAt: ar('2026-03-10T11:00'),
    })
    const later = await createOrder(t.db, shop.business.id, {
      createdAt: ar('2026-03-10T12:00'),
    })
    // 00:30 of the 11th in Argentina is still the 10th in UTC.
    await t.db
      .update(orders)
      .set({ scheduledFor: new Date('2026-03-11T03:30:00Z') })
      .where(eq(orders.id, later.id))
    const res = await t.app.inject({
      url: '/api/business/orders/export.csv?from=2026-03-10&to=2026-03-10',
      headers: await headersOf(shop),
    })
    expect(res.statusCode).toBe(200)
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header).toContain(';"Programado para";')
    expect(rows).toHaveLength(2)
    expect(rows[0]).toContain(`"#${later.id.slice(0, 8)}"`)
    expect(rows[0].endsWith(';"11/03 00:30";"";"0,00"')).toBe(true)
    expect(rows[1]).toContain(`"#${asap.id.slice(0, 8)}"`)
    expect(rows[1].endsWith(';"";"";"0,00"')).toBe(true)
  })
})
