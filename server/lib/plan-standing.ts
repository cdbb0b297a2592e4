import { and, isNotNull, isNull, lt, not, or, sql, type SQL } from 'drizzle-orm'
import type { PlanStanding } from '../../domain/plan/rules'
import { businesses } from '../db/schema'

/*
 * A shop's plan standing in SQL, exactly as domain/plan/rules.ts planStanding classifies it
 * (docs/product.md#plan): suspended whatever its payments; else no plan chosen; else never paid
 * (pending); else expired when its end is before `now`; else active (paid, no end or a later one).
 * The console counts and filters shops with these; planStanding labels each row it shows.
 */

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`

/** The standing of the businesses row in scope, as a text column. */
export function standingColumn(now: Date) {
  return sql<PlanStanding>`case
    when ${businesses.suspendedAt} is not null then 'suspended'
    when ${businesses.plan} is null then 'none'
    when not ${businesses.subscriptionPaid} then 'pending'
    when ${businesses.expiresAt} < ${at(now)} then 'expired'
    else 'active' end`
}

/** The shops in `standing`, as a condition that the indexes and the planner can use. */
export function standingIs(standing: PlanStanding, now: Date): SQL {
  if (standing === 'suspended') return isNotNull(businesses.suspendedAt)
  const live = isNull(businesses.suspendedAt)
  if (standing === 'none') return and(live, isNull(businesses.plan))!
  const chosen = and(live, isNotNull(businesses.plan))!
  if (standing === 'pending') return and(chosen, not(businesses.subscriptionPaid))!
  const paid = and(chosen, businesses.subscriptionPaid)!
  if (standing === 'expired') return and(paid, lt(businesses.expiresAt, at(now)))!
  return and(paid, or(isNull(businesses.expiresAt), sql`${businesses.expiresAt} >= ${at(now)}`))!
}
