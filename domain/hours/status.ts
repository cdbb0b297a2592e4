import { OPENS_SOON_THRESHOLD_MINUTES, TIME_ZONE } from '../constants'
import {
  crossesMidnight,
  fromMinutes,
  toMinutes,
  zonedClock,
  type DayHours,
  type Interval,
  type OpenStatus,
} from './rules'

/*
 * The open status (docs/product.md#open-status) and its timeline, apart from rules.ts so the public
 * pages, which read the status the server computed, load none of it.
 */

const MINUTES_PER_DAY = 24 * 60

function intervalsOf(hours: DayHours[], dayOfWeek: number): Interval[] {
  return hours.filter((d) => d.dayOfWeek === dayOfWeek).flatMap((d) => d.intervals)
}

/**
 * docs/product.md#states 'Explore open status', evaluated in Argentina's time zone whatever the clock or zone of
 * the device running it. Closing time is exclusive.
 */
export function getOpenStatus(
  hours: DayHours[],
  now: Date = new Date(),
  timeZone: string = TIME_ZONE,
): OpenStatus {
  const { dayOfWeek, minuteOfDay } = zonedClock(now, timeZone)
  return statusAt(hours, dayOfWeek, minuteOfDay)
}

/** getOpenStatus at a wall-clock minute of a weekday: the status depends on nothing else. */
function statusAt(hours: DayHours[], dayOfWeek: number, minuteOfDay: number): OpenStatus {
  const today = intervalsOf(hours, dayOfWeek)
  const yesterday = intervalsOf(hours, (dayOfWeek + 6) % 7)
  const tomorrow = intervalsOf(hours, (dayOfWeek + 1) % 7)

  const openNow =
    today.some((i) => {
      const open = toMinutes(i.openTime)
      const close = crossesMidnight(i) ? MINUTES_PER_DAY : toMinutes(i.closeTime)
      return minuteOfDay >= open && minuteOfDay < close
    }) || yesterday.some((i) => crossesMidnight(i) && minuteOfDay < toMinutes(i.closeTime))
  if (openNow) return { kind: 'open', label: 'Abierto' }

  const laterToday = today.map((i) => toMinutes(i.openTime)).filter((m) => m > minuteOfDay)
  const nextOpen = laterToday.length > 0 ? Math.min(...laterToday) : null
  if (nextOpen !== null && nextOpen - minuteOfDay <= OPENS_SOON_THRESHOLD_MINUTES) {
    return { kind: 'opens-soon', label: 'Abre pronto', opensAt: fromMinutes(nextOpen) }
  }
  if (nextOpen !== null) {
    const opensAt = fromMinutes(nextOpen)
    return { kind: 'opens-later', label: `Abre a las ${opensAt}`, opensAt }
  }
  // Just before midnight, an opening early tomorrow is still 'soon' for someone ordering now.
  const untilMidnight = MINUTES_PER_DAY - minuteOfDay
  const earlyTomorrow = tomorrow
    .map((i) => toMinutes(i.openTime))
    .filter((m) => untilMidnight + m <= OPENS_SOON_THRESHOLD_MINUTES)
  if (earlyTomorrow.length > 0) {
    return {
      kind: 'opens-soon',
      label: 'Abre pronto',
      opensAt: fromMinutes(Math.min(...earlyTomorrow)),
    }
  }
  return { kind: 'closed', label: 'Cerrado' }
}

const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY
const sameStatus = (a: OpenStatus, b: OpenStatus) =>
  a.kind === b.kind &&
  a.label === b.label &&
  ('opensAt' in a ? a.opensAt : null) === ('opensAt' in b ? b.opensAt : null)

/**
 * The minutes of the week (0 = Sunday 00:00) at which a status can change: every midnight, and each
 * interval's opening, closing and opening minus the 'Abre pronto' threshold. Between two of them
 * statusAt answers the same.
 */
function statusChangeCandidates(hours: DayHours[]): Set<number> {
  const candidates = new Set<number>()
  for (let day = 0; day < 7; day++) candidates.add(day * MINUTES_PER_DAY)
  for (const day of hours) {
    const start = day.dayOfWeek * MINUTES_PER_DAY
    for (const i of day.intervals) {
      const open = start + toMinutes(i.openTime)
      const close = start + toMinutes(i.closeTime) + (crossesMidnight(i) ? MINUTES_PER_DAY : 0)
      for (const m of [open, close, open - OPENS_SOON_THRESHOLD_MINUTES]) {
        candidates.add(((m % MINUTES_PER_WEEK) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK)
      }
    }
  }
  return candidates
}

/**
 * The first instant after `now` at which getOpenStatus answers something else, or null when it
 * never changes (no hours, or open all week). Until then a status computed at `now` stays true, so
 * whatever shows it can be kept that long (docs/product.md#menu-cache).
 *
 * The status is a function of the weekday and the minute of the day, and it can only change at an
 * opening, a closing, an opening minus the 'Abre pronto' threshold (which, past midnight, is the
 * previous day's evening) or a midnight ('Abre a las' becomes 'Cerrado'); each such minute of the
 * coming week is tried in order. The zone's offset is taken as fixed, as Argentina's is.
 */
export function nextStatusChange(
  hours: DayHours[],
  now: Date = new Date(),
  timeZone: string = TIME_ZONE,
): Date | null {
  const { dayOfWeek, minuteOfDay } = zonedClock(now, timeZone)
  const current = statusAt(hours, dayOfWeek, minuteOfDay)
  const weekMinute = dayOfWeek * MINUTES_PER_DAY + minuteOfDay
  // Minutes ahead of now, 1 to a full week (the same minute next week comes last).
  const ahead = [...statusChangeCandidates(hours)]
    .map((m) => ((m - weekMinute + MINUTES_PER_WEEK - 1) % MINUTES_PER_WEEK) + 1)
    .sort((a, b) => a - b)
  for (const minutes of ahead) {
    const m = (weekMinute + minutes) % MINUTES_PER_WEEK
    const status = statusAt(hours, Math.floor(m / MINUTES_PER_DAY), m % MINUTES_PER_DAY)
    if (!sameStatus(status, current)) {
      const minuteStart = Math.floor(now.getTime() / 60_000) * 60_000
      return new Date(minuteStart + minutes * 60_000)
    }
  }
  return null
}

/** docs/product.md#open-status order: 0 Abierto, 1 Abre pronto, 2 Abre a las…, 3 Cerrado. */
export const statusRank: Record<OpenStatus['kind'], number> = {
  open: 0,
  'opens-soon': 1,
  'opens-later': 2,
  closed: 3,
}

/** Argentina's minute of the week of an instant: 0 is Sunday 00:00, 10,079 Saturday 23:59. */
export function minuteOfWeek(now: Date, timeZone: string = TIME_ZONE): number {
  const { dayOfWeek, minuteOfDay } = zonedClock(now, timeZone)
  return dayOfWeek * MINUTES_PER_DAY + minuteOfDay
}

/**
 * A shop's week of open-status ranks (statusRank), as the minutes at which each stretch begins:
 * entry k is `start * 4 + rank`, starts ascending from 0 (Sunday 00:00), each stretch running to the
 * next start or the end of the week. A week's hours give a few dozen stretches at most, so a
 * directory can keep every shop's and rank it at any minute with `rankAt`, exactly as getOpenStatus
 * would: statusAt's rules, on numbers (a directory computes 100,000 of these), evaluated at every
 * minute where the status can change. The tests compare both at every minute of a week.
 */
export function weeklyRanks(hours: DayHours[]): Int32Array {
  // statusAt's rules on numbers: [open, end of today's part, close past midnight or -1] per day.
  const days: number[][][] = [[], [], [], [], [], [], []]
  for (const day of hours) {
    for (const i of day.intervals) {
      const open = toMinutes(i.openTime)
      const crossing = crossesMidnight(i)
      const close = toMinutes(i.closeTime)
      days[day.dayOfWeek]?.push([open, crossing ? MINUTES_PER_DAY : close, crossing ? close : -1])
    }
  }
  const rankAtMinute = (day: number, minute: number) => {
    const today = days[day]
    for (const [open, end] of today) if (minute >= open && minute < end) return 0
    for (const [, , carried] of days[(day + 6) % 7]) if (minute < carried) return 0
    let next = Infinity
    for (const [open] of today) if (open > minute && open < next) next = open
    if (next !== Infinity) return next - minute <= OPENS_SOON_THRESHOLD_MINUTES ? 1 : 2
    const untilMidnight = MINUTES_PER_DAY - minute
    for (const [open] of days[(day + 1) % 7]) {
      if (untilMidnight + open <= OPENS_SOON_THRESHOLD_MINUTES) return 1
    }
    return 3
  }
  const starts = [...statusChangeCandidates(hours)].sort((a, b) => a - b)
  const out: number[] = []
  let previous = -1
  for (const m of starts) {
    const rank = rankAtMinute(Math.floor(m / MINUTES_PER_DAY), m % MINUTES_PER_DAY)
    if (rank !== previous) out.push(m * 4 + rank)
    previous = rank
  }
  return Int32Array.from(out)
}

/** The rank a weeklyRanks timeline gives at a minute of the week (binary search). */
export function rankAt(timeline: Int32Array, minute: number): number {
  let lo = 0
  let hi = timeline.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (timeline[mid] >> 2 <= minute) lo = mid
    else hi = mid - 1
  }
  return timeline[lo] & 3
}

/** docs/product.md#states sort: Abierto, Abre pronto, Abre a, Cerrado; ties by name. */
export function compareByOpenStatus(
  a: { name: string; status: OpenStatus },
  b: { name: string; status: OpenStatus },
): number {
  return (
    statusRank[a.status.kind] - statusRank[b.status.kind] ||
    a.name.localeCompare(b.name, 'es', { sensitivity: 'base' })
  )
}
