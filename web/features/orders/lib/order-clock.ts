import { useEffect, useState } from 'react'
import type { Order } from '../../../../domain/orders/schemas'
import type { OrderTiming } from '../../../../domain/orders/timing-schemas'
import { answerState } from '../../../../domain/orders/timer'
import { dueAt } from '../../../../domain/schedule/slots'

/**
 * Pedidos' clock (docs/product.md#answer-in-time, #scheduled-orders): which pending orders are
 * still 'Programados', which are late, by this device's clock.
 */

/** How often the board's clock looks again: 'Esperando hace N min' moves by the minute. */
export const CLOCK_TICK_MS = 15_000

/** A pending order scheduled for later whose due time (its slot minus preparation) is ahead. */
export const isScheduledAhead = (order: Order, timing: OrderTiming, now: number) =>
  order.status === 'PENDING' &&
  order.scheduledFor !== null &&
  dueAt(order.scheduledFor, timing.preparationMinutes).getTime() > now

/** A pending order past the shop's 'Responder en'. */
export const isLate = (order: Order, timing: OrderTiming, now: number) =>
  order.status === 'PENDING' &&
  !isScheduledAhead(order, timing, now) &&
  answerState(order.waitingSince, timing, new Date(now)).state !== 'waiting'

/** The board split: 'Hoy' (what is due now and the day's answered ones) and 'Programados'. */
export function splitBoard(orders: Order[], timing: OrderTiming, now: number) {
  const today: Order[] = []
  const scheduled: Order[] = []
  for (const order of orders) (isScheduledAhead(order, timing, now) ? scheduled : today).push(order)
  // The soonest first: what the kitchen starts next.
  scheduled.sort((a, b) => a.scheduledFor!.localeCompare(b.scheduledFor!))
  return { today, scheduled }
}

/** This device's clock, looked at again every `everyMs`. */
export function useNow(everyMs = CLOCK_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}

/** '2 pedidos demorados'. */
export const lateCountText = (count: number) =>
  count === 1 ? '1 pedido demorado' : `${count} pedidos demorados`

/** 'Esperando hace 7 min', 'Esperando hace 1 h 5 min'. */
export function waitedText(minutes: number): string {
  if (minutes < 60) return `Esperando hace ${minutes} min`
  const rest = minutes % 60
  return `Esperando hace ${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`
}
