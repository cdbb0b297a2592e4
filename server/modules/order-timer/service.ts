import { eq } from 'drizzle-orm'
import { BUSY_UNTIL_MESSAGE } from '../../../domain/messages/panel'
import { busyExtra } from '../../../domain/orders/timer'
import type { OrderSettings, OrderTiming } from '../../../domain/orders/timing-schemas'
import type { BusyMinutes } from '../../../domain/orders/timer'
import type { Db } from '../../db/client'
import { businesses } from '../../db/schema'
import { ApiError } from '../../lib/errors'

/**
 * The shop's answer timer, auto-accept and scheduling settings (docs/product.md#answer-in-time,
 * #scheduled-orders) and 'Mucho trabajo' (docs/product.md#busy). Kept on the shop's row, so the
 * public menu's NOTIFY trigger refreshes every process's copy; nothing runs when busy mode ends:
 * every reader compares its end with the clock.
 */

const settingsColumns = {
  respondMinutes: businesses.respondMinutes,
  autoRejectMinutes: businesses.autoRejectMinutes,
  autoAccept: businesses.autoAccept,
  preparationMinutes: businesses.preparationMinutes,
  acceptsScheduled: businesses.acceptsScheduled,
  slotCapacity: businesses.slotCapacity,
}

const timingColumns = {
  ...settingsColumns,
  busyMinutes: businesses.busyMinutes,
  busyUntil: businesses.busyUntil,
}

const DAY_MS = 86_400_000

async function readRow(db: Db, businessId: string) {
  const [row] = await db.select(timingColumns).from(businesses).where(eq(businesses.id, businessId))
  if (!row) throw new ApiError('BUSINESS_NOT_FOUND')
  return row
}

type TimingRow = Awaited<ReturnType<typeof readRow>>

/** What Pedidos runs its clocks with; 'Mucho trabajo' only while its end is ahead. */
function timingOf(row: TimingRow, now: Date): OrderTiming {
  const busy = busyExtra({ busyMinutes: row.busyMinutes, busyUntil: row.busyUntil }, now) > 0
  return {
    respondMinutes: row.respondMinutes,
    autoRejectMinutes: row.autoRejectMinutes,
    preparationMinutes: row.preparationMinutes,
    autoAccept: row.autoAccept,
    acceptsScheduled: row.acceptsScheduled,
    busyMinutes: busy ? row.busyMinutes : null,
    busyUntil: busy && row.busyUntil ? row.busyUntil.toISOString() : null,
  }
}

export async function getOrderTiming(db: Db, businessId: string, now = new Date()) {
  return timingOf(await readRow(db, businessId), now)
}

export async function getOrderSettings(db: Db, businessId: string): Promise<OrderSettings> {
  const [row] = await db
    .select(settingsColumns)
    .from(businesses)
    .where(eq(businesses.id, businessId))
  if (!row) throw new ApiError('BUSINESS_NOT_FOUND')
  return row
}

export async function updateOrderSettings(
  db: Db,
  businessId: string,
  settings: OrderSettings,
): Promise<OrderSettings> {
  await db.update(businesses).set(settings).where(eq(businesses.id, businessId))
  return getOrderSettings(db, businessId)
}

/** 'Mucho trabajo' until an instant ahead, at most a day away (docs/product.md#busy). */
export async function startBusy(
  db: Db,
  businessId: string,
  request: { minutes: BusyMinutes; until: string },
  now = new Date(),
): Promise<OrderTiming> {
  const until = new Date(request.until)
  const ahead = until.getTime() - now.getTime()
  if (!(ahead > 0 && ahead <= DAY_MS)) throw new ApiError('VALIDATION', BUSY_UNTIL_MESSAGE)
  await db
    .update(businesses)
    .set({ busyMinutes: request.minutes, busyUntil: until })
    .where(eq(businesses.id, businessId))
  return getOrderTiming(db, businessId, now)
}

export async function endBusy(db: Db, businessId: string, now = new Date()) {
  await db
    .update(businesses)
    .set({ busyMinutes: null, busyUntil: null })
    .where(eq(businesses.id, businessId))
  return getOrderTiming(db, businessId, now)
}
