import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { STARTER_PLAN } from '../../domain/constants'
import { extendedExpiry } from '../../domain/plan/rules'
import { businesses, planPayments } from '../db/schema'
import { createBusiness } from '../test/factories'
import { useTestApp } from '../test/use-test-app'
import { approvePlanPayment } from './plan-payments'

/*
 * docs/product.md#plan-payments: an approved plan payment moves the shop's end one month on from
 * the later of now and its current end, once per payment, and two approvals at once in turn.
 */

const t = useTestApp()

// A fixed moment: the rules read `now` as given, never the clock.
const NOW = new Date('2026-03-10T15:00:00.000Z')
const DAY = 86_400_000

async function shopWithPlan(plan: { subscriptionPaid: boolean; expiresAt: Date | null }) {
  const { business } = await createBusiness(t.db, { plan: STARTER_PLAN.id, ...plan })
  return business
}

async function pendingPayment(businessId: string, months = 1) {
  const [row] = await t.db
    .insert(planPayments)
    .values({
      businessId,
      source: 'mercadopago',
      months,
      amount: STARTER_PLAN.monthlyPrice * months,
    })
    .returning()
  return row
}

const approve = (id: string, now = NOW) => t.db.transaction((tx) => approvePlanPayment(tx, id, now))

const shopOf = async (id: string) =>
  (
    await t.db
      .select({ expiresAt: businesses.expiresAt, subscriptionPaid: businesses.subscriptionPaid })
      .from(businesses)
      .where(eq(businesses.id, id))
  )[0]

const paymentOf = async (id: string) =>
  (await t.db.select().from(planPayments).where(eq(planPayments.id, id)))[0]

describe('approvePlanPayment', () => {
  it('starts a never-paid plan now, whatever end it had, and marks the payment with its period', async () => {
    // The demo's shops: an end date written, never paid.
    const shop = await shopWithPlan({
      subscriptionPaid: false,
      expiresAt: new Date(NOW.getTime() + 200 * DAY),
    })
    const payment = await pendingPayment(shop.id)
    const { end } = extendedExpiry(null, 1, NOW)
    expect(await approve(payment.id)).toEqual({ applied: true, expiresAt: end })
    expect(await shopOf(shop.id)).toEqual({ subscriptionPaid: true, expiresAt: end })
    expect(await paymentOf(payment.id)).toMatchObject({
      status: 'approved',
      paidAt: NOW,
      periodStart: NOW,
      periodEnd: end,
    })
  })

  it('extends an active plan from its end and an expired one from now', async () => {
    const activeEnd = new Date(NOW.getTime() + 10 * DAY)
    const active = await shopWithPlan({ subscriptionPaid: true, expiresAt: activeEnd })
    const early = await pendingPayment(active.id)
    await approve(early.id)
    expect((await shopOf(active.id)).expiresAt).toEqual(new Date('2026-04-20T15:00:00.000Z'))

    const expired = await shopWithPlan({
      subscriptionPaid: true,
      expiresAt: new Date(NOW.getTime() - 10 * DAY),
    })
    const late = await pendingPayment(expired.id, 3)
    await approve(late.id)
    expect((await shopOf(expired.id)).expiresAt).toEqual(new Date('2026-06-10T15:00:00.000Z'))
  })

  it('is idempotent: approving the same payment again, in turn or at once, extends once', async () => {
    const shop = await shopWithPlan({
      subscriptionPaid: true,
      expiresAt: new Date(NOW.getTime() + 5 * DAY),
    })
    const payment = await pendingPayment(shop.id)
    const first = await approve(payment.id)
    expect(first.applied).toBe(true)
    const again = await approve(payment.id, new Date(NOW.getTime() + DAY))
    expect(again).toEqual({ applied: false, expiresAt: first.expiresAt })
    expect((await shopOf(shop.id)).expiresAt).toEqual(first.expiresAt)
    expect((await paymentOf(payment.id)).paidAt).toEqual(NOW)

    const other = await pendingPayment(shop.id)
    const both = await Promise.all([approve(other.id), approve(other.id)])
    expect(both.map((r) => r.applied).sort()).toEqual([false, true])
    const { end } = extendedExpiry(first.expiresAt, 1, NOW)
    expect((await shopOf(shop.id)).expiresAt).toEqual(end)
  })

  it('two payments approved at once extend twice, one after the other', async () => {
    const start = new Date(NOW.getTime() + 3 * DAY)
    const shop = await shopWithPlan({ subscriptionPaid: true, expiresAt: start })
    const a = await pendingPayment(shop.id)
    const b = await pendingPayment(shop.id)
    const results = await Promise.all([approve(a.id), approve(b.id)])
    expect(results.every((r) => r.applied)).toBe(true)
    const once = extendedExpiry(start, 1, NOW).end
    const twice = extendedExpiry(once, 1, NOW).end
    expect((await shopOf(shop.id)).expiresAt).toEqual(twice)
    // Each payment paid for a month of its own: one from the old end, the next from the first's.
    const periods = [await paymentOf(a.id), await paymentOf(b.id)]
      .map((p) => [p.periodStart!.toISOString(), p.periodEnd!.toISOString()])
      .sort()
    expect(periods).toEqual([
      [start.toISOString(), once.toISOString()],
      [once.toISOString(), twice.toISOString()],
    ])
  })
})
