import { eq } from 'drizzle-orm'
import { activePause, pauseEnd } from '../../../domain/pause/rules'
import type { PauseRequest } from '../../../domain/pause/rules'
import type { PauseState } from '../../../domain/pause/schemas'
import type { Db } from '../../db/client'
import { businesses } from '../../db/schema'
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

export async function pauseOrders(
  db: Db,
  businessId: string,
  request: PauseRequest,
  now = new Date(),
): Promise<PauseState> {
  // Only 'Hasta mañana' depends on the week's hours.
  const hours = 'until' in request ? await getOpeningHours(db, businessId) : []
  const until = pauseEnd(request, hours, now)
  await db.update(businesses).set({ pausedUntil: until }).where(eq(businesses.id, businessId))
  return answer(until, now)
}

export async function resumeOrders(db: Db, businessId: string): Promise<PauseState> {
  await db.update(businesses).set({ pausedUntil: null }).where(eq(businesses.id, businessId))
  return { pausedUntil: null }
}
