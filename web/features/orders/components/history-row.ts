import { Bike, Store } from 'lucide-react'
import type { Order } from '../../../../domain/orders/schemas'
import { formatDay } from '../../../../domain/orders/history'
import { argentinaDay, formatClock } from '../../../lib/argentina-time'

/** What the history's table and its phone rows say of an order. */

export const METHOD = {
  DELIVERY: { label: 'Envío a domicilio', short: 'Envío', Icon: Bike },
  PICKUP: { label: 'Retiro en el local', short: 'Retiro', Icon: Store },
} as const

export const itemsText = (order: Order) =>
  order.items.map((item) => `${item.quantity} x ${item.product.name}`).join(', ')

/** 'dd/mm/aaaa' and 'HH:mm' of an order, in Argentina. */
export const when = (order: Order) => {
  const date = new Date(order.createdAt)
  return { day: formatDay(argentinaDay(date)), time: formatClock(date) }
}
