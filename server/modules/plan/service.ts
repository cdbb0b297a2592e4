import { and, desc, eq, gt } from 'drizzle-orm'
import { planLabel, STARTER_PLAN } from '../../../domain/constants'
import { PLAN_PAYMENTS_UNAVAILABLE_MESSAGE } from '../../../domain/messages/panel'
import { orderGate, planStanding, planState, type PlanTerms } from '../../../domain/plan/rules'
import type { PlanCheckout, PlanOverview, PlanPayment } from '../../../domain/plan/schemas'
import type { PaymentsProvider } from '../../adapters/payments/types'
import type { Db } from '../../db/client'
import { businesses, planPayments, users } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { PLAN_WEBHOOK_PATH, type PlatformCredentials } from '../../lib/platform-payments'
import type { SessionTokenClaims } from '../../lib/tokens'
import { sessionTokenFor } from '../auth/service'

/** A checkout started this recently and still unpaid is used again instead of piling up rows. */
export const REUSE_PENDING_MS = 30 * 60_000

/** The receipts a shop sees: far more than years of monthly payments. */
const PAYMENTS_SHOWN = 120

const iso = (date: Date | null) => date?.toISOString() ?? null

function paymentView(row: typeof planPayments.$inferSelect): PlanPayment {
  return {
    id: row.id,
    number: row.number,
    status: row.status as PlanPayment['status'],
    source: row.source as PlanPayment['source'],
    months: row.months,
    amount: row.amount,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
  }
}

/** Whether the token still says what the shop's plan is (docs/product.md#entities claims). */
function claimsFollow(
  claims: Pick<SessionTokenClaims, 'plan' | 'subscriptionPaid' | 'expiresAt'>,
  shop: typeof businesses.$inferSelect,
) {
  return (
    claims.plan === planLabel(shop.plan) &&
    claims.subscriptionPaid === shop.subscriptionPaid &&
    (claims.expiresAt ?? null) === iso(shop.expiresAt)
  )
}

/**
 * `GET /api/business/plan` (docs/product.md#plan-payments): the Starter plan, the shop's standing,
 * its order gate and its payments; and, when the caller's token no longer tells the plan as it is
 * (a payment landed since it was signed), a token re-signed from the current state, of the same
 * session version, so the panel's banners follow the payment without a new login.
 */
export async function planOverview(
  deps: { db: Db; jwtSecret: string; terms: PlanTerms },
  owner: { userId: string; businessId: string },
  claims: SessionTokenClaims,
  now = new Date(),
): Promise<PlanOverview> {
  const [row] = await deps.db
    .select({ business: businesses, user: users })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(and(eq(businesses.id, owner.businessId), eq(users.id, owner.userId)))
    .limit(1)
  if (!row) throw new ApiError('BUSINESS_NOT_FOUND')
  const { business } = row
  const payments = await deps.db
    .select()
    .from(planPayments)
    .where(eq(planPayments.businessId, business.id))
    .orderBy(desc(planPayments.createdAt), desc(planPayments.number))
    .limit(PAYMENTS_SHOWN)
  const facts = {
    plan: business.plan,
    subscriptionPaid: business.subscriptionPaid,
    expiresAt: iso(business.expiresAt),
    createdAt: business.createdAt.toISOString(),
    suspendedAt: iso(business.suspendedAt),
  }
  const gate = orderGate(facts, deps.terms, now)
  const token = claimsFollow(claims, business)
    ? undefined
    : await sessionTokenFor(deps.jwtSecret, row.user, business)
  return {
    plan: {
      id: STARTER_PLAN.id,
      name: STARTER_PLAN.name,
      monthlyPrice: STARTER_PLAN.monthlyPrice,
      features: [...STARTER_PLAN.features],
    },
    shop: { name: business.name, cuit: business.taxId },
    standing: planStanding(facts, now),
    state: planState(facts, now),
    subscriptionPaid: business.subscriptionPaid,
    expiresAt: facts.expiresAt,
    suspensionReason: business.suspensionReason,
    gate: gate.open
      ? { open: true, reason: null, until: iso(gate.until), since: null }
      : { open: false, reason: gate.reason, until: null, since: iso(gate.since) },
    payments: payments.map(paymentView),
    ...(token ? { token } : {}),
  }
}

export interface PlanCheckoutDeps {
  db: Db
  provider: PaymentsProvider
  platform: PlatformCredentials | null
  publicUrl: string
}

/** Where Mercado Pago sends the owner back: the plan page, saying how it went. */
export const planReturnUrl = (publicUrl: string, outcome: 'ok' | 'pendiente' | 'error') =>
  `${publicUrl}/business/planes?pago=${outcome}`

/**
 * `POST /api/business/plan/checkout` (docs/product.md#plan-payments): one month of the Starter plan
 * at its price, paid to Barrio's own Mercado Pago account. A pending plan payment is recorded (or
 * the one started in the last 30 minutes is used again) and a Checkout Pro preference made for it:
 * the payment's id is the preference's external_reference, which the plan webhook reads back.
 */
export async function createPlanCheckout(
  deps: PlanCheckoutDeps,
  businessId: string,
  now = new Date(),
): Promise<PlanCheckout> {
  const platform = deps.platform
  if (!platform) throw new ApiError('CONFLICT', PLAN_PAYMENTS_UNAVAILABLE_MESSAGE)
  const payment = await deps.db.transaction(async (tx) => {
    // The shop's row serializes two checkouts started at once, so they share one payment.
    const [shop] = await tx
      .select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for('update')
    if (!shop) throw new ApiError('BUSINESS_NOT_FOUND')
    const [recent] = await tx
      .select({ id: planPayments.id, amount: planPayments.amount })
      .from(planPayments)
      .where(
        and(
          eq(planPayments.businessId, businessId),
          eq(planPayments.source, 'mercadopago'),
          eq(planPayments.status, 'pending'),
          eq(planPayments.months, 1),
          eq(planPayments.amount, STARTER_PLAN.monthlyPrice),
          gt(planPayments.createdAt, new Date(now.getTime() - REUSE_PENDING_MS)),
        ),
      )
      .orderBy(desc(planPayments.createdAt))
      .limit(1)
    if (recent) return { ...recent, shopName: shop.name }
    const [created] = await tx
      .insert(planPayments)
      .values({
        businessId,
        source: 'mercadopago',
        months: 1,
        amount: STARTER_PLAN.monthlyPrice,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: planPayments.id, amount: planPayments.amount })
    return { ...created, shopName: shop.name }
  })
  const preference = await deps.provider.createPreference(platform.accessToken, {
    externalReference: payment.id,
    shopName: 'Barrio',
    items: [
      {
        title: `Plan ${STARTER_PLAN.name} de Barrio, 1 mes (${payment.shopName})`,
        quantity: 1,
        unitPrice: payment.amount,
      },
    ],
    backUrls: {
      success: planReturnUrl(deps.publicUrl, 'ok'),
      pending: planReturnUrl(deps.publicUrl, 'pendiente'),
      failure: planReturnUrl(deps.publicUrl, 'error'),
    },
    notificationUrl: `${deps.publicUrl}${PLAN_WEBHOOK_PATH}`,
  })
  return { url: preference.url, paymentId: payment.id }
}
