import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBusiness, createOrder, setHours } from '../../test/factories'
import { useTestApp } from '../../test/use-test-app'
import { orders } from '../../db/schema'
import { eq } from 'drizzle-orm'

/* GET /api/public/business/:slug/slots: 'Programar' (docs/product.md#scheduled-orders). */

const t = useTestApp()

/** An instant given as Argentina's wall clock (UTC-3 all year, no daylight saving). */
const ar = (local: string) => new Date(`${local}:00-03:00`)

afterEach(() => {
  vi.useRealTimers()
})

/** A shop open Mondays 09:00 to 13:00 and Tuesdays 20:00 to 01:00. */
async function shop(overrides: Parameters<typeof createBusiness>[1] = {}) {
  const { business } = await createBusiness(t.db, {
    acceptsScheduled: true,
    preparationMinutes: 30,
    ...overrides,
  })
  await setHours(t.db, business.id, [
    { dayOfWeek: 1, openTime: '09:00', closeTime: '13:00' },
    { dayOfWeek: 2, openTime: '20:00', closeTime: '01:00' },
  ])
  return business
}

/** The slots as seen at an instant of Argentina's clock (only Date is faked). */
async function slotsAt(slug: string, local: string) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(ar(local))
  const res = await t.app.inject({ url: `/api/public/business/${slug}/slots` })
  vi.useRealTimers()
  return res
}

const times = (body: { slots: { day: string; time: string; full: boolean }[] }) =>
  body.slots.map((s) => `${s.day} ${s.time}${s.full ? ' completa' : ''}`)

describe('GET /api/public/business/:slug/slots', () => {
  it("lists today's and tomorrow's slots from the preparation time on, inside the hours", async () => {
    const business = await shop()
    // Monday 11:50: the first slot is at 12:30 (30 minutes ahead, on the grid).
    const res = await slotsAt(business.slug, '2026-11-23T11:50')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json()
    expect(body.acceptsScheduled).toBe(true)
    expect(times(body)).toEqual([
      'hoy 12:30',
      'hoy 12:45',
      ...['20:00', '20:15', '20:30', '20:45', '21:00', '21:15', '21:30', '21:45'].map(
        (time) => `mañana ${time}`,
      ),
      ...['22:00', '22:15', '22:30', '22:45', '23:00', '23:15', '23:30', '23:45'].map(
        (time) => `mañana ${time}`,
      ),
    ])
    expect(body.slots[0].at).toBe(ar('2026-11-23T12:30').toISOString())
  })

  it('marks a slot full once it holds its capacity of orders not rejected', async () => {
    const business = await shop({ slotCapacity: 2 })
    const inSlot = async (status: 'PENDING' | 'ACCEPTED' | 'REJECTED', local: string) => {
      const order = await createOrder(t.db, business.id, { status })
      await t.db
        .update(orders)
        .set({ scheduledFor: ar(local) })
        .where(eq(orders.id, order.id))
    }
    await inSlot('PENDING', '2026-11-23T12:30')
    await inSlot('ACCEPTED', '2026-11-23T12:30')
    await inSlot('PENDING', '2026-11-23T12:45')
    await inSlot('REJECTED', '2026-11-23T12:45')
    await inSlot('PENDING', '2026-11-24T20:00')
    await inSlot('PENDING', '2026-11-24T20:00')
    const body = (await slotsAt(business.slug, '2026-11-23T11:50')).json()
    expect(times(body).slice(0, 3)).toEqual([
      'hoy 12:30 completa',
      'hoy 12:45',
      'mañana 20:00 completa',
    ])
  })

  it('lists none for a shop that does not take orders for later, or while paused', async () => {
    const off = await shop({ acceptsScheduled: false })
    expect((await slotsAt(off.slug, '2026-11-23T11:50')).json()).toEqual({
      acceptsScheduled: false,
      slots: [],
    })
    const paused = await shop({ pausedUntil: ar('2026-11-23T12:00') })
    expect((await slotsAt(paused.slug, '2026-11-23T11:50')).json()).toEqual({
      acceptsScheduled: true,
      slots: [],
    })
  })

  it('answers 404 for an unknown shop', async () => {
    const res = await t.app.inject({ url: '/api/public/business/no-existe/slots' })
    expect(res.statusCode).toBe(404)
  })
})

describe('GET /api/public/business/:slug, acceptsScheduled', () => {
  it('tells whether the shop takes orders for later', async () => {
    for (const acceptsScheduled of [true, false]) {
      const business = await shop({ acceptsScheduled })
      const res = await t.app.inject({ url: `/api/public/business/${business.slug}` })
      expect(res.statusCode).toBe(200)
      expect(res.json().acceptsScheduled).toBe(acceptsScheduled)
    }
  })
})
