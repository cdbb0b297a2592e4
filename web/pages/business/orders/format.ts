import { argentinaDay, dayFromToday, formatClock } from '../../../lib/argentina-time'

export { shortOrderId } from '../../../../domain/order-status'

/** HH:mm in Argentina, whatever the device's time zone (docs/product.md#screens Orders). */
export { formatClock as formatOrderTime }

/**
 * The day of an order when it is not today in Argentina: 'Ayer' or '21/11'; null for today's, so
 * the usual case stays just HH:mm.
 */
export function orderDayLabel(iso: string, now = new Date()): string | null {
  const date = new Date(iso)
  const day = dayFromToday(date, now)
  if (day === 'today') return null
  if (day === 'yesterday') return 'Ayer'
  const [, month, dayOfMonth] = argentinaDay(date).split('-')
  return `${dayOfMonth}/${month}`
}

/** docs/product.md#states: the wait is whole minutes, 1 to 240 (domain ESTIMATED_TIME_MIN/MAX). */
export function parseMinutes(text: string, min: number, max: number): number | null {
  if (!/^\s*\d{1,3}\s*$/.test(text)) return null
  const minutes = Number(text)
  return minutes >= min && minutes <= max ? minutes : null
}
