import type { PlanStanding } from '../../../../domain/plan/rules'
import { standingLabel, STANDING_TONES } from '../lib/format'

/** A shop's plan standing as a small coloured label. */
export function StandingBadge({ standing }: { standing: PlanStanding }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-medium ${STANDING_TONES[standing]}`}
    >
      {standingLabel(standing)}
    </span>
  )
}
