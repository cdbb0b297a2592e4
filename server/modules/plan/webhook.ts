import { and, eq } from 'drizzle-orm'
import { isUuid } from '../../../domain/catalog/rules'
import { STALE_NOTIFICATION_MESSAGE } from '../../../domain/messages/api'
import type { PaymentsProvider, ProviderPayment } from '../../adapters/payments/types'
import type { SharedState } from '../../adapters/shared-state/types'
import type { Db } from '../../db/client'
import { planPayments } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { approvePlanPayment } from '../../lib/plan-payments'
import type { PlatformCredentials } from '../../lib/platform-payments'
import { checkSignature } from '../payments/signature'
import { REPLAY_WINDOW_MS } from '../payments/webhook'

/** Mercado Pago's payment ids are numbers; anything else in data.id is no payment of ours. */
const PAYMENT_ID = /^[A-Za-z0-9_-]{1,64}$/

/** Mercado Pago's statuses of a payment that did not go through. */
const FAILED = new Set(['rejected', 'cancelled'])

export interface PlanNotification {
  dataId: string | undefined
  type: string | undefined
  signature: string | undefined
  requestId: string | undefined
}

export interface PlanNotificationDeps {
  db: Db
  provider: PaymentsProvider
  platform: PlatformCredentials | null
  sharedState: Pick<SharedState, 'get' | 'set'>
  now?: () => Date
}

/**
 * What a notification did: the plan payment approved (the plan extended) or rejected; nothing new
 * (`unchanged`); or refused for the log: a payment that names no plan payment of Barrio's, or whose
 * amount is not the plan payment's.
 */
export type PlanPaymentUpdate =
  'approved' | 'rejected' | 'unchanged' | 'ignored' | 'unknown-reference' | 'amount-mismatch'

export type PlanNotificationOutcome = PlanPaymentUpdate | 'replayed'

const invalidSignature = () => new ApiError('INVALID_SIGNATURE')

/**
 * The plan's Mercado Pago webhook (docs/product.md#plan-payments), as the shops' one
 * (server/modules/payments/webhook.ts) with Barrio's own credentials: only `payment` notifications
 * count; the signature is checked with the platform's webhook secret, then its age; a signature is
 * taken once; the payment is read from Mercado Pago with the platform's token, never taken from
 * the notification, and applied to the plan payment its external_reference names.
 */
export async function handlePlanNotification(
  deps: PlanNotificationDeps,
  n: PlanNotification,
): Promise<PlanNotificationOutcome> {
  if (n.type !== 'payment') return 'ignored'
  if (!deps.platform) throw invalidSignature()
  const check = checkSignature(
    deps.platform.webhookSecret,
    n.signature,
    { dataId: n.dataId, requestId: n.requestId },
    deps.now?.().getTime(),
  )
  if (!check.ok) {
    throw check.reason === 'stale'
      ? new ApiError('INVALID_SIGNATURE', STALE_NOTIFICATION_MESSAGE)
      : invalidSignature()
  }
  // Marked once handled, not before: a 502 (Mercado Pago unreadable) makes it retry the very
  // notification, which must not look like a replay.
  const seen = `mp-plan-signature:${check.v1}`
  if (await deps.sharedState.get(seen)) return 'replayed'
  if (!n.dataId || !PAYMENT_ID.test(n.dataId)) return 'ignored'
  const payment = await deps.provider.getPayment(deps.platform.accessToken, n.dataId)
  const outcome = await applyPlanProviderPayment(deps.db, payment, deps.now?.())
  await deps.sharedState.set(seen, '1', REPLAY_WINDOW_MS)
  return outcome
}

/**
 * A payment as Mercado Pago reports it, applied to its plan payment: approved extends the plan
 * once (approvePlanPayment locks the shop and is idempotent); rejected or cancelled marks a
 * pending one rejected; any other status changes nothing. A payment of another amount never
 * approves anything.
 */
export async function applyPlanProviderPayment(
  db: Db,
  payment: ProviderPayment,
  now = new Date(),
): Promise<PlanPaymentUpdate> {
  const id = payment.externalReference
  if (!id || !isUuid(id)) return 'unknown-reference'
  const [row] = await db
    .select({ source: planPayments.source, amount: planPayments.amount })
    .from(planPayments)
    .where(eq(planPayments.id, id))
  if (!row || row.source !== 'mercadopago') return 'unknown-reference'
  if (payment.amount !== row.amount) return 'amount-mismatch'
  if (payment.status === 'approved') {
    return db.transaction(async (tx) => {
      const { applied } = await approvePlanPayment(tx, id, now)
      if (!applied) return 'unchanged'
      await tx
        .update(planPayments)
        .set({ providerPaymentId: payment.id })
        .where(eq(planPayments.id, id))
      return 'approved'
    })
  }
  if (FAILED.has(payment.status)) {
    const rejected = await db
      .update(planPayments)
      .set({ status: 'rejected', providerPaymentId: payment.id, updatedAt: now })
      .where(and(eq(planPayments.id, id), eq(planPayments.status, 'pending')))
      .returning({ id: planPayments.id })
    return rejected.length > 0 ? 'rejected' : 'unchanged'
  }
  return 'unchanged'
}

/** Outcomes worth a warning in the log: someone paid something that is not what was asked. */
export const suspiciousOutcomes: ReadonlySet<PlanNotificationOutcome> = new Set([
  'unknown-reference',
  'amount-mismatch',
])
