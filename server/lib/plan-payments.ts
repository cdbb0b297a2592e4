import { and, eq, ne, sql } from 'drizzle-orm'
import { STARTER_PLAN } from '../../domain/constants'
import { extendedExpiry } from '../../domain/plan/rules'
import type { Db, Tx } from '../db/client'
import { businesses, planPayments } from '../db/schema'

/**
 * A plan payment becomes approved (docs/product.md#plan-payments): the shop's plan is paid and its
 * end moves `months` on from the later of now and the current end. The shop's row is locked first,
 * so two approvals at once (a webhook sent twice, an operator and a webhook) extend twice in turn,
 * never both from the same end. An already approved payment changes nothing: the answer is the same.
 * Runs inside the caller's transaction, where an audit row may join it.
 */
export async function approvePlanPayment(
  tx: Tx,
  paymentId: string,
  now = new Date(),
): Promise<{ applied: boolean; expiresAt: Date | null }> {
  const [payment] = await tx
    .select({ businessId: planPayments.businessId })
    .from(planPayments)
    .where(eq(planPayments.id, paymentId))
  if (!payment) throw new Error(`plan payment ${paymentId} does not exist`)
  const [shop] = await tx
    .select({ expiresAt: businesses.expiresAt, subscriptionPaid: businesses.subscriptionPaid })
    .from(businesses)
    .where(eq(businesses.id, payment.businessId))
    .for('update')
  const [row] = await tx
    .select()
    .from(planPayments)
    .where(eq(planPayments.id, paymentId))
    .for('update')
  if (row.status === 'approved') return { applied: false, expiresAt: shop.expiresAt }
  // A plan never paid has no end to extend: it starts now.
  const { start, end } = extendedExpiry(
    shop.subscriptionPaid ? shop.expiresAt : null,
    row.months,
    now,
  )
  await tx
    .update(planPayments)
    .set({ status: 'approved', paidAt: now, periodStart: start, periodEnd: end, updatedAt: now })
    .where(and(eq(planPayments.id, paymentId), ne(planPayments.status, 'approved')))
  await tx
    .update(businesses)
    .set({
      subscriptionPaid: true,
      expiresAt: end,
      plan: sql`coalesce(${businesses.plan}, ${STARTER_PLAN.id})`,
      updatedAt: now,
    })
    .where(eq(businesses.id, payment.businessId))
  return { applied: true, expiresAt: end }
}

/**
 * A payment the shop made outside Barrio (transfer, cash), recorded by an operator and approved at
 * once; the caller writes the audit row in the same transaction.
 */
export async function recordOfflinePlanPayment(
  db: Db,
  input: {
    businessId: string
    months: number
    source: 'transfer' | 'cash'
    operatorId: string
    reason: string
    /** Centavos; by default the plan's price for those months. */
    amount?: number
  },
  audit: (tx: Tx, payment: { id: string; number: number; expiresAt: Date | null }) => Promise<void>,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(planPayments)
      .values({
        businessId: input.businessId,
        source: input.source,
        months: input.months,
        amount: input.amount ?? STARTER_PLAN.monthlyPrice * input.months,
        operatorId: input.operatorId,
        reason: input.reason,
      })
      .returning({ id: planPayments.id, number: planPayments.number })
    const { expiresAt } = await approvePlanPayment(tx, payment.id, now)
    await audit(tx, { ...payment, expiresAt })
    return { ...payment, expiresAt }
  })
}
