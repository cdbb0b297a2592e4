import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import { TIME_ZONE } from '../../../domain/constants'
import type { ActivityEntry, ActivityPage } from '../../../domain/admin/schemas'
import type { Db } from '../../db/client'
import { auditLog, businesses, operators } from '../../db/schema'
import { cursorTime, decodeCursor, encodeCursor } from '../../lib/keyset-cursor'

export const ACTIVITY_PAGE_SIZE = 50

export interface ActivityFilters {
  action?: string
  operator?: string
  shop?: string
  /** Days in Argentina's time (YYYY-MM-DD), both included. */
  from?: string
  to?: string
  cursor?: string
}

const dayStart = (day: string) => sql`(cast(${day} as date)::timestamp at time zone ${TIME_ZONE})`

/**
 * 'Actividad' (docs/product.md#operators): the audit log, newest first, ACTIVITY_PAGE_SIZE at a
 * time, filtered by action, operator, shop and days; with the filters' choices.
 */
export async function listActivity(db: Db, filters: ActivityFilters): Promise<ActivityPage> {
  const where: SQL[] = []
  if (filters.action) where.push(eq(auditLog.action, filters.action))
  if (filters.operator) where.push(eq(auditLog.operatorId, filters.operator))
  if (filters.shop) where.push(eq(auditLog.businessId, filters.shop))
  if (filters.from) where.push(gte(auditLog.createdAt, dayStart(filters.from)))
  if (filters.to)
    where.push(lt(auditLog.createdAt, sql`${dayStart(filters.to)} + interval '1 day'`))
  const after = filters.cursor ? decodeCursor(filters.cursor) : null
  if (after) {
    where.push(
      sql`(${auditLog.createdAt}, ${auditLog.id}) < (cast(${after.at} as timestamptz), cast(${after.id} as uuid))`,
    )
  }

  const [rows, operatorList, actionList, shopList] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        operatorId: auditLog.operatorId,
        operatorEmail: operators.email,
        businessId: auditLog.businessId,
        businessName: businesses.name,
        reason: auditLog.reason,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
        cursorAt: cursorTime(auditLog.createdAt),
      })
      .from(auditLog)
      .leftJoin(operators, eq(operators.id, auditLog.operatorId))
      .leftJoin(businesses, eq(businesses.id, auditLog.businessId))
      .where(and(...where))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(ACTIVITY_PAGE_SIZE + 1),
    db
      .select({ id: operators.id, email: operators.email })
      .from(operators)
      .orderBy(operators.email),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    db
      .selectDistinct({ id: businesses.id, name: businesses.name })
      .from(auditLog)
      .innerJoin(businesses, eq(businesses.id, auditLog.businessId))
      .orderBy(businesses.name, businesses.id),
  ])

  const page = rows.slice(0, ACTIVITY_PAGE_SIZE)
  const last = page.at(-1)
  const entries: ActivityEntry[] = page.map((row) => ({
    id: row.id,
    action: row.action,
    operator:
      row.operatorId && row.operatorEmail ? { id: row.operatorId, email: row.operatorEmail } : null,
    shop:
      row.businessId && row.businessName ? { id: row.businessId, name: row.businessName } : null,
    reason: row.reason,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  }))
  return {
    entries,
    nextCursor:
      rows.length > ACTIVITY_PAGE_SIZE && last ? encodeCursor(last.cursorAt, last.id) : null,
    operators: operatorList,
    actions: actionList.map((a) => a.action),
    shops: shopList,
  }
}
