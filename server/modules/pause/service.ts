import { eq } from 'drizzle-orm'
import { activePause, pauseEnd } from '../../../domain/pause/rules'
import type { PauseRequest } from '../../../domain/pause/rules'
import type { PauseState } from '../../../domain/pause/schemas'
import type { Db } from '../../db/client'
import { businesses } from '../../db/schema'
import { recordActivity, type ActivityActor } from '../../lib/activity'
import { getOpeningHours } from '../settings/hours-service'

/**
 * Pausing a shop's orders (docs/product.md#pause). The end is kept on the shop's row, so the public
 * menu's NOTIFY trigger refreshes every process's copy; nothing runs when it ends: every reader
 * compares it with the clock.
 */

const answer = (pausedUntil: Date | null, now: Date): PauseState => ({
  pausedUntil: activePause(pausedUntil, now)?.toISOString() ?? null,
})

export async function getPause(db: Db, businessId: string, now = new Date()): Promise<PauseState> {
  const [row] = await db
    .select({ pausedUntil: businesses.pausedUntil })
    .from(businesses)
    .where(eq(businesses.id, businessId))
  return answer(row?.pausedUntil ?? null, now)
}

/** Pausing is a line of Actividad (docs/product.md#team), written with the change. */
export async function pauseOrders(
  db: Db,
  actor: ActivityActor,
  request: PauseRequest,
  now = new Date(),
): Promise<PauseState> {
  const { businessId } = actor
  // Only 'Hasta mañana' depends on the week's hours.
  const hours = 'until' in request ? await getOpeningHours(db, businessId) : []
  const until = pauseEnd(request, hours, now)
  await db.transaction(async (tx) => {
    await tx.update(businesses).set({ pausedUntil: until }).where(eq(businesses.id, businessId))
    await recordActivity(tx, actor, 'pause.on', {
      until: until.toISOString(),
      ...('minutes' in request ? { minutes: request.minutes } : { tomorrow: true }),
    })
  })
  return answer(until, now)
}

/** Resuming a pause still on is a line of Actividad; resuming a shop taking orders is none. */
export async function resumeOrders(
  db: Db,
  actor: ActivityActor,
  now = new Date(),
): Promise<PauseState> {
  const { businessId } = actor
  await db.transaction(async (tx) => {
    const [old] = await tx
      .select({ pausedUntil: businesses.pausedUntil })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for('update')
    await tx.update(businesses).set({ pausedUntil: null }).where(eq(businesses.id, businessId))
    if (activePause(old?.pausedUntil ?? null, now)) await recordActivity(tx, actor, 'pause.off')
  })
  return { pausedUntil: null }
}
