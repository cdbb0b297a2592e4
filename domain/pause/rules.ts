import { pausedOrdersMessage } from '../messages/pause'
import { fromMinutes, WEEK_DAYS, zonedClock, type DayHours } from '../hours/rules'
import { minuteOfWeek, rankAt, weeklyRanks } from '../hours/status'

/**
 * Pausing a shop's orders (docs/product.md#pause): how long, when it ends, and what a customer
 * reads meanwhile. The server decides the end; every screen words it with the same functions. No
 * zod here: the storefront loads this (ADR 0006); the API's schemas are in schemas.ts.
 */

/** What `POST /api/business/pause` asks for (schemas.ts checks it): minutes from now, or until the next opening day. */
export type PauseRequest = { minutes: number } | { until: 'tomorrow' }

/** The lengths the panel offers, in minutes; 'Hasta mañana' is the fourth choice. */
export const PAUSE_CHOICES = [15, 30, 60] as const

const MINUTE = 60_000
const MINUTES_PER_DAY = 24 * 60
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY

/** The start of the whole minute `minutes` after the one `now` is in. */
function minutesAhead(now: Date, minutes: number): Date {
  return new Date(Math.floor(now.getTime() / MINUTE) * MINUTE + minutes * MINUTE)
}

/**
 * When 'Hasta mañana' ends: the shop's next opening after the opening period it is in (or, when
 * closed, the next one that starts today), so the rest of tonight is skipped and tomorrow starts
 * as usual. A shop whose hours never close, or never open, is paused until the next midnight.
 * Argentina time, minute by minute over the weekly ranks (at most a week ahead).
 */
export function pauseUntilTomorrow(hours: DayHours[], now: Date): Date {
  const ranks = weeklyRanks(hours)
  const start = minuteOfWeek(now)
  const open = (ahead: number) => rankAt(ranks, (start + ahead) % MINUTES_PER_WEEK) === 0
  const untilMidnight = MINUTES_PER_DAY - zonedClock(now).minuteOfDay
  const nextWhere = (from: number, wanted: boolean) => {
    let ahead = from
    while (ahead < MINUTES_PER_WEEK && open(ahead) !== wanted) ahead++
    return ahead
  }
  let ahead = 0
  if (!open(0)) {
    // Closed now: an opening later today is skipped with the period it starts.
    ahead = nextWhere(0, true)
    if (ahead >= untilMidnight)
      return minutesAhead(now, ahead < MINUTES_PER_WEEK ? ahead : untilMidnight)
  }
  const closing = nextWhere(ahead, false)
  const reopening = nextWhere(closing, true)
  return minutesAhead(now, reopening < MINUTES_PER_WEEK ? reopening : untilMidnight)
}

/** When a pause asked for `now` ends: whole minutes, so 'hasta las HH:mm' is exact. */
export function pauseEnd(request: PauseRequest, hours: DayHours[], now: Date): Date {
  if ('minutes' in request) {
    const end = new Date(now.getTime() + request.minutes * MINUTE)
    return end.getTime() % MINUTE === 0 ? end : minutesAhead(end, 1)
  }
  return pauseUntilTomorrow(hours, now)
}

/** The pause's end if it is still to come at `now`, else null: nothing ends a pause but time. */
export function activePause(pausedUntil: Date | string | null, now: Date): Date | null {
  if (pausedUntil === null) return null
  const end = typeof pausedUntil === 'string' ? new Date(pausedUntil) : pausedUntil
  return end.getTime() > now.getTime() ? end : null
}

/** 'HH:mm' of the end, and on which Argentina day it falls counted from `now`'s. */
export function pauseEndParts(end: Date, now: Date) {
  const at = zonedClock(end)
  const today = zonedClock(now)
  const days = Math.round(
    (end.getTime() - at.minuteOfDay * MINUTE - (now.getTime() - today.minuteOfDay * MINUTE)) /
      (MINUTES_PER_DAY * MINUTE),
  )
  const weekday = WEEK_DAYS.find((d) => d.dayOfWeek === at.dayOfWeek)!.name.toLowerCase()
  return { time: fromMinutes(at.minuteOfDay), days, weekday }
}

/** 'No está tomando pedidos hasta las HH:mm' (…'de mañana', …'del sábado'). */
export function pausedMessage(end: Date, now: Date): string {
  const { time, days, weekday } = pauseEndParts(end, now)
  return pausedOrdersMessage(time, days <= 0 ? null : days === 1 ? 'de mañana' : `del ${weekday}`)
}

/** The directory card's and the panel's short form: 'Pausado hasta las HH:mm'. */
export function pausedLabel(end: Date, now: Date): string {
  const { time, days, weekday } = pauseEndParts(end, now)
  const day = days <= 0 ? '' : days === 1 ? ' de mañana' : ` del ${weekday}`
  return `Pausado hasta las ${time}${day}`
}
