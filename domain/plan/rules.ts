import { LOCALE, TIME_ZONE } from '../constants'

/** docs/product.md#states 'Plan': unpaid, paid and active, paid and expired (expiresAt in the past). */
export type PlanState = 'unpaid' | 'active' | 'expired'

export function planState(
  plan: { subscriptionPaid: boolean; expiresAt: string | null },
  now = new Date(),
): PlanState {
  if (!plan.subscriptionPaid) return 'unpaid'
  if (plan.expiresAt && new Date(plan.expiresAt).getTime() < now.getTime()) return 'expired'
  return 'active'
}

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

/** A date as people in Argentina write it: '22 de noviembre de 2026'. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso))

const DAY_MS = 86_400_000

/** docs/product.md#plan: how long a new shop takes orders before paying, and an expired one after. */
export const DEFAULT_PLAN_TRIAL_DAYS = 30
export const DEFAULT_PLAN_GRACE_DAYS = 7

export interface PlanTerms {
  trialDays: number
  graceDays: number
}

/** What the plan rules read of a shop. */
export interface PlanFacts {
  plan: string | null
  subscriptionPaid: boolean
  expiresAt: string | null
  /** When the shop was registered: its trial runs from then. */
  createdAt: string
  suspendedAt: string | null
}

/**
 * The one set of plan states (docs/product.md#plan), the operator's words for them: no plan chosen,
 * chosen and never paid (pending), paid and active, paid and expired, or suspended by an operator
 * whatever its payments.
 */
export type PlanStanding = 'none' | 'pending' | 'active' | 'expired' | 'suspended'

export const PLAN_STANDINGS: readonly PlanStanding[] = [
  'none',
  'pending',
  'active',
  'expired',
  'suspended',
]

export const PLAN_STANDING_LABELS: Record<PlanStanding, string> = {
  none: 'Sin plan',
  pending: 'Pendiente',
  active: 'Activo',
  expired: 'Vencido',
  suspended: 'Suspendido',
}

/**
 * The colour of each standing, wherever a plan's state is shown (the panel's home banner, its plan
 * page, Configuración): green when paid and running, amber while waiting for a first payment, red
 * when it no longer is.
 */
export type PlanTone = 'green' | 'amber' | 'red'

export const PLAN_STANDING_TONES: Record<PlanStanding, PlanTone> = {
  none: 'amber',
  pending: 'amber',
  active: 'green',
  expired: 'red',
  suspended: 'red',
}

/** How a plan payment was made, and where it stands (docs/product.md#plan-payments). */
export const PLAN_PAYMENT_SOURCE_LABELS = {
  mercadopago: 'Mercado Pago',
  transfer: 'Transferencia',
  cash: 'Efectivo',
} as const

export const PLAN_PAYMENT_STATUS_LABELS = {
  pending: 'Pendiente',
  approved: 'Aprobado',
  rejected: 'Rechazado',
  refunded: 'Devuelto',
} as const

export function planStanding(shop: PlanFacts, now = new Date()): PlanStanding {
  if (shop.suspendedAt) return 'suspended'
  if (!shop.plan) return 'none'
  const state = planState(shop, now)
  return state === 'unpaid' ? 'pending' : state
}

/**
 * Whether the shop takes new orders by its plan (docs/product.md#plan), and if not why: suspended;
 * never paid and past its trial; or expired and past its grace period. `until` is when taking
 * orders ends (the trial's or the grace period's end), null when the plan does not end it.
 */
export type OrderGate =
  | { open: true; until: Date | null }
  | { open: false; reason: 'suspended' | 'trial-over' | 'grace-over'; since: Date | null }

export function orderGate(shop: PlanFacts, terms: PlanTerms, now = new Date()): OrderGate {
  if (shop.suspendedAt)
    return { open: false, reason: 'suspended', since: new Date(shop.suspendedAt) }
  const state = planState(shop, now)
  if (state === 'active') return { open: true, until: null }
  if (state === 'unpaid') {
    const end = new Date(new Date(shop.createdAt).getTime() + terms.trialDays * DAY_MS)
    return now < end
      ? { open: true, until: end }
      : { open: false, reason: 'trial-over', since: end }
  }
  const end = new Date(new Date(shop.expiresAt!).getTime() + terms.graceDays * DAY_MS)
  return now < end ? { open: true, until: end } : { open: false, reason: 'grace-over', since: end }
}

/**
 * The plan's new end after a payment of `months` (docs/product.md#plan): counted from the later of
 * now and the current end, so paying early loses no days and paying late does not pay for the past.
 */
export function extendedExpiry(current: string | Date | null, months: number, now = new Date()) {
  const from = current && new Date(current) > now ? new Date(current) : now
  const next = new Date(from)
  next.setUTCMonth(next.getUTCMonth() + months)
  // 31 January + 1 month is the last day of February, not 3 March.
  if (next.getUTCDate() !== from.getUTCDate()) next.setUTCDate(0)
  return { start: from, end: next }
}
