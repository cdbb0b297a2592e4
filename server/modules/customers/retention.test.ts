import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ANONYMOUS_CUSTOMER_NAME } from '../../../domain/customers/rules'
import { businesses, orderItems, orders } from '../../db/schema'
import { createBusiness, createOrder } from '../../test/factories'
import { useTestApp } from '../../test/use-test-app'
import { anonymizeAllExpired, anonymizeExpiredOrders, scheduleCustomerRetention } from './retention'

/* docs/product.md#personal-data: orders past their shop's period lose their customer's data. */

const t = useTestApp()

const DAY_MS = 86_400_000
/** The job's clock, far from the real one: only what a test places against it is old. */
const NOW = new Date('2031-06-15T12:00:00Z')
const before = (days: number) => new Date(NOW.getTime() - days * DAY_MS)

async function order(
  businessId: string,
  days: number,
  status: 'ACCEPTED' | 'PENDING' | 'REJECTED',
) {
  return createOrder(t.db, businessId, {
    customerName: 'Ana Gómez',
    customerPhone: '+5493515550001',
    method: 'DELIVERY',
    deliveryInfo: 'Av. Colón 1045',
    note: 'Timbre 3B',
    status,
    createdAt: before(days),
    items: [{ name: 'Empanada', quantity: 2, notes: 'sin comino' }],
  })
}

const rowsOf = (ids: string[]) =>
  t.db
    .select({
      id: orders.id,
      name: orders.customerName,
      phone: orders.customerPhone,
      notes: orders.notes,
      anonymizedAt: orders.anonymizedAt,
      total: orders.total,
    })
    .from(orders)
    .where(inArray(orders.id, ids))

describe('the retention job', () => {
  it('anonymises only the answered orders older than each shop’s own period', async () => {
    // Six months here, the default two years there.
    const { business: short } = await createBusiness(t.db, { customerRetentionMonths: 6 })
    const { business: long } = await createBusiness(t.db)
    expect(long.customerRetentionMonths).toBe(24)

    const shortOld = await order(short.id, 200, 'ACCEPTED')
    const shortOldRejected = await order(short.id, 200, 'REJECTED')
    const shortOldPending = await order(short.id, 200, 'PENDING')
    const shortRecent = await order(short.id, 170, 'ACCEPTED')
    const longSameAge = await order(long.id, 200, 'ACCEPTED')
    const longOld = await order(long.id, 740, 'ACCEPTED')

    expect(await anonymizeAllExpired(t.db, { now: NOW })).toBe(3)

    const rows = new Map(
      (
        await rowsOf([
          shortOld.id,
          shortOldRejected.id,
          shortOldPending.id,
          shortRecent.id,
          longSameAge.id,
          longOld.id,
        ])
      ).map((r) => [r.id, r]),
    )
    for (const gone of [shortOld, shortOldRejected, longOld]) {
      expect(rows.get(gone.id)).toEqual({
        id: gone.id,
        name: ANONYMOUS_CUSTOMER_NAME,
        phone: null,
        notes: null,
        anonymizedAt: NOW,
        total: gone.total,
      })
    }
    for (const kept of [shortOldPending, shortRecent, longSameAge]) {
      expect(rows.get(kept.id)).toMatchObject({
        name: 'Ana Gómez',
        phone: '+5493515550001',
        notes: 'Timbre 3B',
        anonymizedAt: null,
      })
    }
    const items = await t.db
      .select({ orderId: orderItems.orderId, notes: orderItems.notes })
      .from(orderItems)
      .where(inArray(orderItems.orderId, [shortOld.id, shortRecent.id]))
    expect(Object.fromEntries(items.map((i) => [i.orderId, i.notes]))).toEqual({
      [shortOld.id]: null,
      [shortRecent.id]: 'sin comino',
    })

    // A second run finds nothing new, and leaves the first run's time as it was.
    const later = new Date(NOW.getTime() + DAY_MS)
    expect(await anonymizeAllExpired(t.db, { now: later })).toBe(0)
    expect((await rowsOf([shortOld.id]))[0].anonymizedAt).toEqual(NOW)

    // A shorter period counts from the next run on.
    await t.db
      .update(businesses)
      .set({ customerRetentionMonths: 6 })
      .where(eq(businesses.id, long.id))
    expect(await anonymizeAllExpired(t.db, { now: later })).toBe(1)
    expect((await rowsOf([longSameAge.id]))[0].name).toBe(ANONYMOUS_CUSTOMER_NAME)
  })

  it('works through a backlog in batches, and runs side by side without doing an order twice', async () => {
    const { business } = await createBusiness(t.db, { customerRetentionMonths: 6 })
    const old = []
    for (let i = 0; i < 7; i++) old.push(await order(business.id, 400 + i, 'ACCEPTED'))
    // One batch is one statement of at most `batch` orders.
    expect(await anonymizeExpiredOrders(t.db, { now: NOW, batch: 2 })).toBe(2)
    const [a, b] = await Promise.all([
      anonymizeAllExpired(t.db, { now: NOW, batch: 2 }),
      anonymizeAllExpired(t.db, { now: NOW, batch: 2 }),
    ])
    expect(a + b).toBe(5)
    const rows = await rowsOf(old.map((o) => o.id))
    expect(rows.every((r) => r.name === ANONYMOUS_CUSTOMER_NAME && r.phone === null)).toBe(true)
  })

  it('is scheduled with a clock and stops', async () => {
    const { business } = await createBusiness(t.db, { customerRetentionMonths: 12 })
    const old = await order(business.id, 400, 'REJECTED')
    let runs = 0
    let ran!: () => void
    const first = new Promise<void>((resolve) => (ran = resolve))
    const stop = scheduleCustomerRetention(
      { db: t.db, now: () => NOW },
      {
        everyMs: 3_600_000,
        onRun: () => {
          runs++
          ran()
        },
      },
    )
    await first
    stop()
    expect(runs).toBe(1)
    expect((await rowsOf([old.id]))[0].name).toBe(ANONYMOUS_CUSTOMER_NAME)
  })
})
