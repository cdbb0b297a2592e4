import { LOCALE, TIME_ZONE } from '../../../../domain/constants'
import { formatMoney } from '../../../../domain/money/rules'

/** How the console writes dates and money (es-AR, Argentina's clock). */

export const pesos = (centavos: number) => formatMoney(centavos, 0)

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})
// Calendar days and months ('2026-11-27', '2026-11') are already Argentina's: read them as UTC.
const dayFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
})
const monthFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
})

export const shortDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '—')
export const dateTime = (iso: string | null) => (iso ? dateTimeFormat.format(new Date(iso)) : '—')
export const calendarDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`))
export const calendarMonth = (month: string) => {
  const text = monthFormat.format(new Date(`${month}-01T00:00:00Z`))
  return text.charAt(0).toUpperCase() + text.slice(1)
}
