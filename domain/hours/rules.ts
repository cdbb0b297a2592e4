import { TIME_ZONE } from '../constants'

/** 'HH:mm', 24-hour clock. */
export type TimeOfDay = string
export interface Interval {
  openTime: TimeOfDay
  closeTime: TimeOfDay
}
export interface DayHours {
  /** 0 = Sunday … 6 = Saturday (docs/product.md#entities). */
  dayOfWeek: number
  intervals: Interval[]
}

export type OpenStatus =
  | { kind: 'open'; label: 'Abierto' }
  | { kind: 'opens-soon'; label: 'Abre pronto'; opensAt: TimeOfDay }
  | { kind: 'opens-later'; label: string; opensAt: TimeOfDay }
  | { kind: 'closed'; label: 'Cerrado' }

const MINUTES_PER_DAY = 24 * 60
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

export function toMinutes(time: TimeOfDay): number {
  const [h, m] = time.split(':').map(Number)
  return h * 60 + m
}

export function fromMinutes(minutes: number): TimeOfDay {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}

/**
 * An interval whose closing time is not after its opening time crosses midnight: 20:00–02:00 is
 * open from 20:00 to the end of its own day and from 00:00 to 02:00 of the next day, and
 * 00:00–00:00 is open the whole day.
 */
export function crossesMidnight(interval: Interval): boolean {
  return toMinutes(interval.closeTime) <= toMinutes(interval.openTime)
}

const weekdayIndex: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
}
const clockFormatters = new Map<string, Intl.DateTimeFormat>()

/** Day of week and minute of day of an instant in a time zone (Argentina by default). */
export function zonedClock(now: Date, timeZone: string = TIME_ZONE) {
  let fmt = clockFormatters.get(timeZone)
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    clockFormatters.set(timeZone, fmt)
  }
  const parts = Object.fromEntries(fmt.formatToParts(now).map((p) => [p.type, p.value]))
  return {
    dayOfWeek: weekdayIndex[parts.weekday],
    minuteOfDay: Number(parts.hour) * 60 + Number(parts.minute),
  }
}

/** The weekdays in display order: the week starts on Monday (Spanish locale, docs/product.md#limits). */
export const WEEK_DAYS = [
  { dayOfWeek: 1, name: 'Lunes' },
  { dayOfWeek: 2, name: 'Martes' },
  { dayOfWeek: 3, name: 'Miércoles' },
  { dayOfWeek: 4, name: 'Jueves' },
  { dayOfWeek: 5, name: 'Viernes' },
  { dayOfWeek: 6, name: 'Sábado' },
  { dayOfWeek: 0, name: 'Domingo' },
] as const
