import { sql, type SQL } from 'drizzle-orm'
import { orderGate, type OrderGate, type PlanTerms } from '../../domain/plan/rules'
import type { ShopAvailability } from '../../domain/plan/availability'
import type { Config } from '../config'
import { businesses } from '../db/schema'

/** The trial and grace periods this deployment gives (docs/product.md#plan-payments). */
export const planTermsOf = (config: Pick<Config, 'PLAN_TRIAL_DAYS' | 'PLAN_GRACE_DAYS'>) =>
  ({ trialDays: config.PLAN_TRIAL_DAYS, graceDays: config.PLAN_GRACE_DAYS }) satisfies PlanTerms

/** The columns of a shop's row its order gate reads, to select beside whatever else a query wants. */
export const planGateColumns = {
  plan: businesses.plan,
  subscriptionPaid: businesses.subscriptionPaid,
  expiresAt: businesses.expiresAt,
  createdAt: businesses.createdAt,
  suspendedAt: businesses.suspendedAt,
}

export interface PlanGateRow {
  plan: string | null
  subscriptionPaid: boolean
  expiresAt: Date | string | null
  createdAt: Date | string
  suspendedAt: Date | string | null
}

const iso = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString())

/** The shop's order gate (domain/plan/rules.ts) from its row as a query read it. */
export function gateOf(row: PlanGateRow, terms: PlanTerms, now: Date): OrderGate {
  return orderGate(
    {
      plan: row.plan,
      subscriptionPaid: row.subscriptionPaid,
      expiresAt: row.expiresAt === null ? null : iso(row.expiresAt),
      createdAt: iso(row.createdAt),
      suspendedAt: row.suspendedAt === null ? null : iso(row.suspendedAt),
    },
    terms,
    now,
  )
}

/**
 * What customers are told of the gate (docs/product.md#plan-payments): a suspended shop is not
 * available; a shop past its trial or grace period is not taking orders, nothing about its billing.
 */
export function availabilityOf(gate: OrderGate): ShopAvailability {
  if (gate.open) return 'taking-orders'
  return gate.reason === 'suspended' ? 'unavailable' : 'not-taking-orders'
}

/**
 * orderGate as SQL over the shop's row `b` at `now`, for a statement that lists only shops taking
 * orders (promos): not suspended, and paid and not past its grace period, or unpaid inside its
 * trial. domain/plan/rules.ts is the rule; plan-gate.test.ts holds the two alike.
 */
export function takesOrdersSql(terms: PlanTerms, now: Date): SQL {
  const at = now.toISOString()
  return sql`(b.suspended_at is null and case
    when b.subscription_paid then b.expires_at is null
      or b.expires_at + make_interval(days => ${terms.graceDays}::int) > ${at}::timestamptz
    else b.created_at + make_interval(days => ${terms.trialDays}::int) > ${at}::timestamptz
  end)`
}
