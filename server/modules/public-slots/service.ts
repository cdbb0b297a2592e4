import { and, count, eq, gte, lt, ne } from 'drizzle-orm'
import { busyExtra } from '../../../domain/orders/timer'
import type { SlotList } from '../../../domain/orders/timing-schemas'
import { activePause } from '../../../domain/pause/rules'
import type { PlanTerms } from '../../../domain/plan/rules'
import { SCHEDULE_DAYS, scheduleSlots } from '../../../domain/schedule/slots'
import type { Db } from '../../db/client'
import { businesses, orders } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { availabilityOf, gateOf, planGateColumns } from '../../lib/plan-gate'
import { groupHours, hoursJson } from '../public-menu/service'

const DAY = 24 * 60 * 60_000

/**
 * The orders not rejected in each slot of the shop from now to the end of tomorrow (ISO start →
 * count): one statement, grouped by slot.
 */
async function takenSlots(db: Db, businessId: string, now: Date) {
  const rows = await db
    .select({ at: orders.scheduledFor, taken: count() })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, businessId),
        gte(orders.scheduledFor, now),
        // Tomorrow ends less than SCHEDULE_DAYS days from now.
        lt(orders.scheduledFor, new Date(now.getTime() + SCHEDULE_DAYS * DAY)),
        ne(orders.status, 'REJECTED'),
      ),
    )
    .groupBy(orders.scheduledFor)
  return new Map(rows.map((r) => [r.at!.toISOString(), r.taken]))
}

/**
 * The slots a customer may pick ('Programar', docs/product.md#scheduled-orders): none when the
 * shop does not take orders for later, nor while it is paused or not taking orders by its plan
 * (the order would be refused); else today's and tomorrow's from preparation plus 'Mucho trabajo'
 * ahead, inside its hours, the full ones marked. Two statements.
 */
export async function listSlots(
  db: Db,
  slug: string,
  terms: PlanTerms,
  now = new Date(),
): Promise<SlotList> {
  const [shop] = await db
    .select({
      id: businesses.id,
      acceptsScheduled: businesses.acceptsScheduled,
      preparationMinutes: businesses.preparationMinutes,
      busyMinutes: businesses.busyMinutes,
      busyUntil: businesses.busyUntil,
      slotCapacity: businesses.slotCapacity,
      pausedUntil: businesses.pausedUntil,
      planGate: planGateColumns,
      hours: hoursJson,
    })
    .from(businesses)
    .where(eq(businesses.slug, slug.toLowerCase()))
    .limit(1)
  if (!shop) throw new ApiError('BUSINESS_NOT_FOUND')
  const { acceptsScheduled } = shop
  const taking = availabilityOf(gateOf(shop.planGate, terms, now)) === 'taking-orders'
  if (!acceptsScheduled || !taking || activePause(shop.pausedUntil, now)) {
    return { acceptsScheduled, slots: [] }
  }
  const slots = scheduleSlots(
    {
      openingHours: groupHours(shop.hours),
      leadMinutes: shop.preparationMinutes + busyExtra(shop, now),
      slotCapacity: shop.slotCapacity,
    },
    now,
    await takenSlots(db, shop.id, now),
  )
  return { acceptsScheduled, slots }
}
