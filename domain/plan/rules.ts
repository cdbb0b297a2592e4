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
