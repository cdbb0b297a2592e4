import { LOCALE, ORDER_ID_DISPLAY_LENGTH, TIME_ZONE } from '../../../../domain/constants'

/** SPEC §9: an order is shown by the first 8 characters of its id. */
export const shortOrderId = (id: string) => id.slice(0, ORDER_ID_DISPLAY_LENGTH)

const time = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE })

/** HH:mm in Argentina, whatever the device's time zone (SPEC §2 Orders). */
export const formatOrderTime = (iso: string) => time.format(new Date(iso))

/**
 * The day of an order when it is not today in Argentina: 'Ayer' or '21/11'; null for today's, so
 * the usual case stays just HH:mm.
 */
export function orderDayLabel(iso: string, now = new Date()): string | null {
  const day = dayKey.format(new Date(iso))
  if (day === dayKey.format(now)) return null
  const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000)
  if (day === dayKey.format(yesterday)) return 'Ayer'
  const [, month, date] = day.split('-')
  return `${date}/${month}`
}

/** SPEC §4: the wait is whole minutes, 1 to 240 (domain ESTIMATED_TIME_MIN/MAX). */
export function parseMinutes(text: string, min: number, max: number): number | null {
  if (!/^\s*\d{1,3}\s*$/.test(text)) return null
  const minutes = Number(text)
  return minutes >= min && minutes <= max ? minutes : null
}
