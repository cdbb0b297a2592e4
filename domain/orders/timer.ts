/**
 * No order goes unanswered (docs/product.md#answer-in-time): one rule for the server, which acts on
 * it, and the panel and the customer's page, which show it. Pure; times in milliseconds.
 */

/** The shop's 'Responder en' by default, and the range it may choose from. */
export const RESPOND_MINUTES_DEFAULT = 5
export const RESPOND_MINUTES_MAX = 60
/** 'Rechazar automáticamente a los' by default (null: never), and its upper bound. */
export const AUTO_REJECT_MINUTES_DEFAULT = 15
export const AUTO_REJECT_MINUTES_MAX = 240
/** The preparation time by default: the wait when accepting, and how far ahead a slot must be. */
export const PREPARATION_MINUTES_DEFAULT = 30
/** 'Mucho trabajo': the minutes it may add. */
export const BUSY_CHOICES = [15, 30, 45] as const
export type BusyMinutes = (typeof BUSY_CHOICES)[number]

/** Why the timer rejected an order, as the customer and the panel read it. */
export const NO_RESPONSE_REASON = 'NO_RESPONSE'
export const NO_RESPONSE_LABEL = 'Sin respuesta del comercio'

export interface AnswerTimes {
  respondMinutes: number
  /** Null: the shop never rejects by itself. */
  autoRejectMinutes: number | null
}

const MINUTE = 60_000

/**
 * Where a pending order stands: 'waiting' until the shop's 'Responder en', then 'late', and
 * 'expired' once it is past the automatic rejection (the server rejects it then). `lateAt` and
 * `rejectAt` are instants (ms); rejectAt is null when the shop never rejects by itself.
 */
export function answerState(
  waitingSince: Date | string,
  shop: AnswerTimes,
  now: Date = new Date(),
): {
  state: 'waiting' | 'late' | 'expired'
  waitedMinutes: number
  lateAt: number
  rejectAt: number | null
} {
  const since = new Date(waitingSince).getTime()
  const lateAt = since + shop.respondMinutes * MINUTE
  const rejectAt = shop.autoRejectMinutes === null ? null : since + shop.autoRejectMinutes * MINUTE
  const at = now.getTime()
  const waitedMinutes = Math.max(0, Math.floor((at - since) / MINUTE))
  const state = rejectAt !== null && at >= rejectAt ? 'expired' : at >= lateAt ? 'late' : 'waiting'
  return { state, waitedMinutes, lateAt, rejectAt }
}

/** The minutes 'Mucho trabajo' adds now: its minutes while its end is ahead, else 0. */
export function busyExtra(
  busy: { busyMinutes: number | null; busyUntil: Date | string | null },
  now: Date = new Date(),
): number {
  if (busy.busyMinutes === null || busy.busyUntil === null) return 0
  return new Date(busy.busyUntil).getTime() > now.getTime() ? busy.busyMinutes : 0
}

/** The wait an order is accepted with when nobody types one: preparation plus 'Mucho trabajo'. */
export const defaultWait = (
  shop: { preparationMinutes: number; busyMinutes: number | null; busyUntil: Date | string | null },
  now: Date = new Date(),
) => shop.preparationMinutes + busyExtra(shop, now)
