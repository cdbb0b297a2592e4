import { DEFAULT_PLAN_LABEL } from '../../domain/constants'
import {
  PLAN_STANDING_LABELS,
  PLAN_STANDING_TONES,
  planStanding,
  type PlanStanding,
  type PlanTone,
} from '../../domain/plan/rules'

/**
 * One set of plan states, in the same words and colours everywhere in the panel
 * (docs/product.md#plan): the home banner, Configuración and the plan page.
 */
export const PLAN_TONE_CLASSES: Record<PlanTone, { panel: string; badge: string }> = {
  green: {
    panel: 'border-green-200 bg-green-50 text-green-900',
    badge: 'bg-green-100 text-green-900 ring-green-300',
  },
  amber: {
    panel: 'border-amber-200 bg-amber-50 text-amber-950',
    badge: 'bg-amber-100 text-amber-900 ring-amber-300',
  },
  red: {
    panel: 'border-red-200 bg-red-50 text-red-900',
    badge: 'bg-red-100 text-red-900 ring-red-300',
  },
}

export const planToneOf = (standing: PlanStanding) =>
  PLAN_TONE_CLASSES[PLAN_STANDING_TONES[standing]]

/**
 * The standing a session's claims tell: they name the plan by its label and carry no suspension
 * (the plan page reads that from the server).
 */
export function sessionPlanStanding(
  claims: { plan: string; subscriptionPaid: boolean; expiresAt: string | null },
  now = new Date(),
): PlanStanding {
  return planStanding(
    {
      plan: claims.plan === DEFAULT_PLAN_LABEL ? null : claims.plan,
      subscriptionPaid: claims.subscriptionPaid,
      expiresAt: claims.expiresAt,
      createdAt: now.toISOString(),
      suspendedAt: null,
    },
    now,
  )
}

/** The standing in a word and its colour. */
export function PlanStandingBadge({ standing }: { standing: PlanStanding }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${planToneOf(standing).badge}`}
    >
      {PLAN_STANDING_LABELS[standing]}
    </span>
  )
}
