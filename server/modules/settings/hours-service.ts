import { asc, eq, sql } from 'drizzle-orm'
import type { DayHours } from '../../../domain/hours/rules'
import { normalizeHours } from '../../../domain/hours/schemas'
import type { Db } from '../../db/client'
import { businesses, openingHours } from '../../db/schema'
import { recordActivity, type ActivityActor } from '../../lib/activity'
import { ApiError } from '../../lib/errors'

/** The shop's week: only days with intervals, Sunday (0) first, each day's intervals by opening. */
export async function getOpeningHours(db: Db, businessId: string): Promise<DayHours[]> {
  const rows = await db
    .select({
      dayOfWeek: openingHours.dayOfWeek,
      openTime: sql<string>`to_char(${openingHours.openTime}, 'HH24:MI')`,
      closeTime: sql<string>`to_char(${openingHours.closeTime}, 'HH24:MI')`,
    })
    .from(openingHours)
    .where(eq(openingHours.businessId, businessId))
    .orderBy(asc(openingHours.dayOfWeek), asc(openingHours.openTime))
  const byDay = new Map<number, DayHours>()
  for (const { dayOfWeek, openTime, closeTime } of rows) {
    const day = byDay.get(dayOfWeek) ?? { dayOfWeek, intervals: [] }
    day.intervals.push({ openTime, closeTime })
    byDay.set(dayOfWeek, day)
  }
  return normalizeHours([...byDay.values()])
}

/** Replaces the whole week in one transaction: a failed save leaves the old hours as they were. */
export async function replaceOpeningHours(
  db: Db,
  actor: ActivityActor,
  days: DayHours[],
): Promise<DayHours[]> {
  const { businessId } = actor
  await db.transaction(async (tx) => {
    // The shop's row is locked so two saves at once cannot both insert and leave a mixed week.
    const [shop] = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for('update')
    if (!shop) throw new ApiError('BUSINESS_NOT_FOUND')
    await tx.delete(openingHours).where(eq(openingHours.businessId, businessId))
    const rows = days.flatMap((d) =>
      d.intervals.map((i) => ({ businessId, dayOfWeek: d.dayOfWeek, ...i })),
    )
    if (rows.length > 0) await tx.insert(openingHours).values(rows)
    // docs/product.md#team: a line of Actividad, with how many days of the week open.
    const openDays = days.filter((d) => d.intervals.length > 0).length
    await recordActivity(tx, actor, 'hours.edited', { openDays })
  })
  return getOpeningHours(db, businessId)
}
