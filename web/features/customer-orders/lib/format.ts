import { LOCALE, TIME_ZONE } from '../../../../domain/constants'
import { formatPesos } from '../../../../domain/money/rules'
import { shortOrderId } from '../../../../domain/orders/rules'
import { dayFromToday, formatClock } from '../../../lib/argentina-time'

/** docs/product.md#limits: an order is named by the first 8 characters of its id, as the shop's panel shows it. */
export const orderNumber = (id: string) => `#${shortOrderId(id)}`

/** Whole pesos, as the cart showed them; centavos only when the amount has them. */
export const receiptMoney = formatPesos

// Made on first use, not when the page loads: creating it loads the locale's data.
let dayMonthYear: Intl.DateTimeFormat | undefined
const dayMonthYearFormat = () =>
  (dayMonthYear ??= new Intl.DateTimeFormat(LOCALE, {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }))

/** 'Hoy, 13:20', 'Ayer, 21:05' or '21/11/2025, 13:20', days counted in Argentina. */
export function formatPlacedAt(iso: string, now = new Date()): string {
  const date = new Date(iso)
  const day = dayFromToday(date, now)
  const label =
    day === 'today' ? 'Hoy' : day === 'yesterday' ? 'Ayer' : dayMonthYearFormat().format(date)
  return `${label}, ${formatClock(date)}`
}

/** 'Listo en 25 min, a las 13:45': the shop's wait and the clock time it comes to. */
export function readyText(estimatedTime: number | null, readyBy: string | null): string | null {
  if (estimatedTime === null || readyBy === null) return null
  return `Listo en ${estimatedTime} min, a las ${formatClock(readyBy)}`
}
