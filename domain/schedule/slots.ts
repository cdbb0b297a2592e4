import { TIME_ZONE } from '../constants'
import { crossesMidnight, toMinutes, zonedClock, type DayHours } from '../hours/rules'

/**
 * Orders for later (docs/product.md#scheduled-orders): which 15-minute slots a shop offers, and
 * whether one asked for is acceptable. The server is the judge; the checkout shows the same slots.
 * Times are Argentina's wall clock, which has kept UTC-3 all year since 2009 (no daylight saving):
 * a slot's instant is its wall-clock time plus three hours in UTC.
 */

export const SLOT_MINUTES = 15
/** Today and tomorrow, in Argentina. */
export const SCHEDULE_DAYS = 2

const MINUTES_PER_DAY = 24 * 60
const MINUTE = 60_000
/** Argentina's offset from UTC, in minutes (UTC-3, no daylight saving). */
const ARGENTINA_OFFSET_MINUTES = -180

export interface ScheduleShop {
  openingHours: DayHours[]
  /** Preparation time plus 'Mucho trabajo' now: how far ahead the first slot must start. */
  leadMinutes: number
  /** Null: no limit of orders a slot. */
  slotCapacity: number | null
}

export interface Slot {
  /** ISO instant of the slot's start. */
  at: string
  /** 'hoy' or 'mañana', and its 'HH:mm' in Argentina. */
  day: 'hoy' | 'mañana'
  time: string
  /** Taken up to its capacity: not offered, refused by the server. */
  full: boolean
}

/** Whether the shop is open at a wall-clock minute of a weekday (closing time exclusive). */
function openAt(hours: DayHours[], dayOfWeek: number, minuteOfDay: number): boolean {
  const on = (day: number) => hours.filter((d) => d.dayOfWeek === day).flatMap((d) => d.intervals)
  return (
    on(dayOfWeek).some((i) => {
      const open = toMinutes(i.openTime)
      const close = crossesMidnight(i) ? MINUTES_PER_DAY : toMinutes(i.closeTime)
      return minuteOfDay >= open && minuteOfDay < close
    }) ||
    on((dayOfWeek + 6) % 7).some((i) => crossesMidnight(i) && minuteOfDay < toMinutes(i.closeTime))
  )
}

/** The instant of Argentina's midnight that starts the day of `now`. */
function argentinaMidnight(now: Date): number {
  const { minuteOfDay } = zonedClock(now, TIME_ZONE)
  const floored = Math.floor(now.getTime() / MINUTE) * MINUTE
  return floored - minuteOfDay * MINUTE
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Every slot of today and tomorrow in Argentina that starts inside the opening hours and at least
 * `leadMinutes` from now, with `taken` (orders per slot start, ISO) marking the full ones.
 */
export function scheduleSlots(
  shop: ScheduleShop,
  now: Date,
  taken: ReadonlyMap<string, number> = new Map(),
): Slot[] {
  const midnight = argentinaMidnight(now)
  const { dayOfWeek } = zonedClock(now, TIME_ZONE)
  const earliest = now.getTime() + shop.leadMinutes * MINUTE
  const slots: Slot[] = []
  for (let day = 0; day < SCHEDULE_DAYS; day++) {
    const weekday = (dayOfWeek + day) % 7
    for (let minute = 0; minute < MINUTES_PER_DAY; minute += SLOT_MINUTES) {
      const at = midnight + (day * MINUTES_PER_DAY + minute) * MINUTE
      if (at < earliest || !openAt(shop.openingHours, weekday, minute)) continue
      const iso = new Date(at).toISOString()
      const count = taken.get(iso) ?? 0
      slots.push({
        at: iso,
        day: day === 0 ? 'hoy' : 'mañana',
        time: `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`,
        full: shop.slotCapacity !== null && count >= shop.slotCapacity,
      })
    }
  }
  return slots
}

/** Why a slot asked for cannot be taken, or null when it can. */
export type SlotProblem = 'NOT_A_SLOT' | 'TOO_SOON' | 'TOO_LATE' | 'CLOSED' | 'FULL'

/**
 * The server's judgement of a slot asked for: on the 15-minute grid of Argentina's clock, at least
 * the lead time ahead, today or tomorrow, inside the opening hours, and not full (`takenInSlot`
 * orders already in it).
 */
export function slotProblem(
  shop: ScheduleShop,
  slot: Date,
  now: Date,
  takenInSlot: number,
): SlotProblem | null {
  const at = slot.getTime()
  const wall = at + ARGENTINA_OFFSET_MINUTES * MINUTE
  if (!Number.isFinite(at) || wall % (SLOT_MINUTES * MINUTE) !== 0) return 'NOT_A_SLOT'
  if (at < now.getTime() + shop.leadMinutes * MINUTE) return 'TOO_SOON'
  const midnight = argentinaMidnight(now)
  if (at >= midnight + SCHEDULE_DAYS * MINUTES_PER_DAY * MINUTE) return 'TOO_LATE'
  const { dayOfWeek, minuteOfDay } = zonedClock(slot, TIME_ZONE)
  if (!openAt(shop.openingHours, dayOfWeek, minuteOfDay)) return 'CLOSED'
  if (shop.slotCapacity !== null && takenInSlot >= shop.slotCapacity) return 'FULL'
  return null
}

/** When a scheduled order comes back to 'Hoy' and starts waiting for its answer. */
export const dueAt = (scheduledFor: Date | string, preparationMinutes: number) =>
  new Date(new Date(scheduledFor).getTime() - preparationMinutes * MINUTE)

/** 'Programado para hoy 21:30' / 'Programado para mañana 12:00' / with a date beyond. */
export function scheduledLabel(scheduledFor: Date | string, now: Date = new Date()): string {
  const at = new Date(scheduledFor)
  const today = argentinaMidnight(now)
  const days = Math.floor((at.getTime() - today) / (MINUTES_PER_DAY * MINUTE))
  const { minuteOfDay } = zonedClock(at, TIME_ZONE)
  const time = `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`
  if (days === 0) return `Programado para hoy ${time}`
  if (days === 1) return `Programado para mañana ${time}`
  const date = new Intl.DateTimeFormat('es-AR', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
  }).format(at)
  return `Programado para el ${date} ${time}`
}
