import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { shopActivity } from '../db/schema'
import type { Owner } from './auth'
import { ACTIVITY_KEEP_DAYS, type ActivityKind } from '../../domain/team/activity'

/** Who does a change: the caller of a panel request (request.owner). */
export type ActivityActor = Pick<Owner, 'businessId' | 'userId' | 'role' | 'name'>

/**
 * Adds a line to the shop's Actividad: who (the caller of the request), what, to what. Called in
 * the transaction of the change where there is one, so a change is never left unrecorded.
 */
export async function recordActivity(
  db: Db | Tx,
  actor: ActivityActor,
  kind: ActivityKind,
  details: { subjectId?: string | null } & Record<string, unknown> = {},
) {
  const { subjectId = null, ...rest } = details
  await db.insert(shopActivity).values({
    businessId: actor.businessId,
    actorId: actor.userId,
    actorName: actor.name,
    actorRole: actor.role,
    kind,
    subjectId,
    details: rest,
  })
}

/** Forgets the lines older than the days kept; run by the server's periodic jobs. */
export async function forgetOldActivity(db: Db) {
  await db.execute(
    sql`delete from ${shopActivity} where ${shopActivity.createdAt} < now() - make_interval(days => ${ACTIVITY_KEEP_DAYS})`,
  )
}
