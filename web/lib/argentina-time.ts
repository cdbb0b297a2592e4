import { LOCALE, TIME_ZONE } from '../../domain/constants'

/**
 * Times and days as Argentina reads them, whatever the device's own time zone: the panel's order
 * times and the customer's order page both use these.
 */
// Made on first use, not when a page loads: each loads its locale's data on creation.
let clock: Intl.DateTimeFormat | undefined
let dayKey: Intl.DateTimeFormat | undefined

/** HH:mm (24 h) in Argentina. */
export const formatClock = (iso: string | Date) =>
  (clock ??= new Intl.DateTimeFormat(LOCALE, {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })).format(new Date(iso))

/** The calendar day in Argentina, as 'YYYY-MM-DD'. */
export const argentinaDay = (date: Date) =>
  (dayKey ??= new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE })).format(date)

/**
 * 'today', 'yesterday' or 'earlier' for an instant, days counted in Argentina (which keeps no
 * daylight saving time, so a day back is always 24 hours back).
 */
export function dayFromToday(date: Date, now = new Date()): 'today' | 'yesterday' | 'earlier' {
  const day = argentinaDay(date)
  if (day === argentinaDay(now)) return 'today'
  if (day === argentinaDay(new Date(now.getTime() - 24 * 60 * 60 * 1000))) return 'yesterday'
  return 'earlier'
}
