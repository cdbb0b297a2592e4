import type { OrderStatus } from '../../../../domain/orders/rules'
import { argentinaDay, dayFromToday, formatClock } from '../../../lib/argentina-time'

export { shortOrderId } from '../../../../domain/orders/rules'

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

/** The badge's number: a phone's bottom bar has room for two digits. */
export const badgeNumber = (count: number) => (count > 99 ? '99+' : String(count))

/**
 * docs/product.md#team: who answered an order, in a shop with a team ('Aceptado por Ana'); null
 * when nobody is named (a shop of its owner alone, or an order still waiting).
 */
export function respondedByText(order: {
  status: OrderStatus
  respondedByName?: string | null
}): string | null {
  if (!order.respondedByName || order.status === 'PENDING') return null
  return `${order.status === 'ACCEPTED' ? 'Aceptado' : 'Rechazado'} por ${order.respondedByName}`
}
