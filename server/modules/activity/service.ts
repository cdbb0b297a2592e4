import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm'
import { ACTIVITY_KEEP_DAYS, type ActivityKind } from '../../../domain/team/activity'
import type { MemberRole } from '../../../domain/team/permissions'
import type { activityPageSchema, activityQuerySchema } from '../../../domain/team/schemas'
import { activitySummary } from '../../../domain/team/summary'
import { NEXT_PAGE_MESSAGE } from '../../../domain/messages/customer'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { shopActivity } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { cursorTime, decodeCursor, encodeCursor } from '../../lib/keyset-cursor'

type ActivityQuery = z.output<typeof activityQuerySchema>
type ActivityPage = z.infer<typeof activityPageSchema>

/** The lines still kept: Actividad shows ACTIVITY_KEEP_DAYS, whether or not they were forgotten yet. */
const kept = (businessId: string) =>
  and(
    eq(shopActivity.businessId, businessId),
    sql`${shopActivity.createdAt} >= now() - make_interval(days => ${ACTIVITY_KEEP_DAYS})`,
  )

/**
 * A shop's Actividad (docs/product.md#team): its lines, newest first, a page at a time, by member
 * and kind; and the members to filter by, those gone included while their lines are kept.
 */
export async function listActivity(
  db: Db,
  businessId: string,
  query: ActivityQuery,
): Promise<ActivityPage> {
  const where: (SQL | undefined)[] = [kept(businessId)]
  if (query.actor) where.push(eq(shopActivity.actorId, query.actor))
  if (query.kind) where.push(eq(shopActivity.kind, query.kind))
  if (query.before !== undefined) {
    const after = decodeCursor(query.before)
    if (!after) throw new ApiError('VALIDATION', NEXT_PAGE_MESSAGE)
    where.push(
      sql`(${shopActivity.createdAt}, ${shopActivity.id}) < (cast(${after.at} as timestamptz), cast(${after.id} as uuid))`,
    )
  }
  const [rows, actors] = await Promise.all([
    db
      .select({
        id: shopActivity.id,
        createdAt: shopActivity.createdAt,
        cursorAt: cursorTime(shopActivity.createdAt),
        actorId: shopActivity.actorId,
        actorName: shopActivity.actorName,
        actorRole: shopActivity.actorRole,
        kind: shopActivity.kind,
        subjectId: shopActivity.subjectId,
        details: shopActivity.details,
      })
      .from(shopActivity)
      .where(and(...where))
      .orderBy(desc(shopActivity.createdAt), desc(shopActivity.id))
      .limit(query.limit + 1),
    actorsOf(db, businessId),
  ])
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    entries: page.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      actorId: row.actorId,
      actorName: row.actorName,
      actorRole: row.actorRole as MemberRole,
      kind: row.kind as ActivityKind,
      subjectId: row.subjectId,
      summary: activitySummary(row.kind as ActivityKind, row.details, row.createdAt),
    })),
    actors,
    nextBefore: rows.length > query.limit && last ? encodeCursor(last.cursorAt, last.id) : null,
  }
}

/** Everyone with a kept line, by the name of their latest one, in alphabetical order. */
async function actorsOf(db: Db, businessId: string) {
  const rows = await db
    .selectDistinctOn([shopActivity.actorId], {
      id: shopActivity.actorId,
      name: shopActivity.actorName,
    })
    .from(shopActivity)
    .where(and(kept(businessId), isNotNull(shopActivity.actorId)))
    .orderBy(asc(shopActivity.actorId), desc(shopActivity.createdAt))
  return rows
    .map((r) => ({ id: r.id as string, name: r.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es') || a.id.localeCompare(b.id))
}
