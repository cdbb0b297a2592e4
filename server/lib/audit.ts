import type { Db } from '../db/client'
import { auditLog } from '../db/schema'

/**
 * What an operator did (docs/product.md#operators), written in the same transaction as the change
 * itself, so the log never misses an action nor records one that did not happen. `action` is a
 * dotted name ('shop.suspend', 'plan.extend', 'operator.sign-in'); `reason` is the operator's own
 * words, required for every action on a shop.
 */
export interface AuditEntry {
  operatorId: string | null
  action: string
  businessId?: string | null
  reason?: string | null
  details?: Record<string, unknown>
}

type Executor = Pick<Db, 'insert'>

export async function recordAudit(db: Executor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    operatorId: entry.operatorId,
    action: entry.action,
    businessId: entry.businessId ?? null,
    reason: entry.reason ?? null,
    details: entry.details ?? {},
  })
}
