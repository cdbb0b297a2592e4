import { LOCALE, ORDER_ID_DISPLAY_LENGTH, TIME_ZONE } from '../../../../domain/constants'
import { formatMoney, type Centavos } from '../../../../domain/money'

/** SPEC §9: an order is named by the first 8 characters of its id, as the shop's panel shows it. */
export const orderNumber = (id: string) => `#${id.slice(0, ORDER_ID_DISPLAY_LENGTH)}`

/** Whole pesos, as the cart showed them; centavos only when the amount has them. */
export const receiptMoney = (amount: Centavos) => formatMoney(amount, amount % 100 === 0 ? 0 : 2)

const clock = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE })
const dayMonthYear = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})

/** HH:mm (24 h) in Argentina, whatever the phone's own time zone. */
export const formatClock = (iso: string) => clock.format(new Date(iso))

/** 'Hoy, 13:20', 'Ayer, 21:05' or '21/11/2025, 13:20', days counted in Argentina. */
export function formatPlacedAt(iso: string, now = new Date()): string {
  const date = new Date(iso)
  const day = dayKey.format(date)
  // Argentina keeps no daylight saving time, so a day back is always 24 hours back.
  const yesterday = dayKey.format(new Date(now.getTime() - 24 * 60 * 60 * 1000))
  const label =
    day === dayKey.format(now) ? 'Hoy' : day === yesterday ? 'Ayer' : dayMonthYear.format(date)
  return `${label}, ${clock.format(date)}`
}

/** 'Listo en 25 min, a las 13:45': the shop's wait and the clock time it comes to. */
export function readyText(estimatedTime: number | null, readyBy: string | null): string | null {
  if (estimatedTime === null || readyBy === null) return null
  return `Listo en ${estimatedTime} min, a las ${formatClock(readyBy)}`
}
