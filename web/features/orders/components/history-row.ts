import { Bike, Store } from 'lucide-react'
import { couponLineLabel } from '../../../../domain/coupons/label'
import { formatMoney } from '../../../../domain/money/rules'
import type { Order } from '../../../../domain/orders/schemas'
import { formatDay } from '../../../../domain/orders/history'
import { NO_RESPONSE_LABEL, NO_RESPONSE_REASON } from '../../../../domain/orders/timer'
import { scheduledLabel } from '../../../../domain/schedule/slots'
import { argentinaDay, formatClock } from '../../../lib/argentina-time'
import { respondedByText } from '../lib/format'

/** What the history's table and its phone rows say of an order. */

export const METHOD = {
  DELIVERY: { label: 'Envío a domicilio', short: 'Envío', Icon: Bike },
  PICKUP: { label: 'Retiro en el local', short: 'Retiro', Icon: Store },
} as const

export const itemsText = (order: Order) =>
  order.items.map((item) => `${item.quantity} x ${item.product.name}`).join(', ')

/** 'Cupón BIENVENIDA −$ 2.500,00' under the total of an order with a coupon (docs/product.md#coupons). */
export const couponText = (order: Order) =>
  order.discount > 0
    ? `${couponLineLabel(order.couponCode ?? '')} −${formatMoney(order.discount, 2)}`
    : null

/** 'dd/mm/aaaa' and 'HH:mm' of an order, in Argentina. */
export const when = (order: Order) => {
  const date = new Date(order.createdAt)
  return { day: formatDay(argentinaDay(date)), time: formatClock(date) }
}

/**
 * The lines under an order's state: who answered it, 'Sin respuesta del comercio' when the timer
 * rejected it (docs/product.md#answer-in-time), and for when it was scheduled
 * (docs/product.md#scheduled-orders).
 */
export function answerLines(order: Order, now = new Date()): string[] {
  const lines: string[] = []
  const responder = respondedByText(order)
  if (responder) lines.push(responder)
  if (order.status === 'REJECTED' && order.rejectReason === NO_RESPONSE_REASON) {
    lines.push(NO_RESPONSE_LABEL)
  }
  if (order.scheduledFor) lines.push(scheduledLabel(order.scheduledFor, now))
  return lines
}
