import { Link } from 'react-router'
import { formatDate } from '../../../../domain/plan/rules'
import { planToneOf, sessionPlanStanding } from '../../../components/PlanStanding'
import { paths } from '../../../paths'

/**
 * docs/product.md#screens Home plan banner: red expired, green active with its end date, yellow
 * unpaid; its colours are the plan states' own (components/PlanStanding).
 */
export function PlanBanner({
  plan = 'Starter',
  subscriptionPaid,
  expiresAt,
}: {
  plan?: string
  subscriptionPaid: boolean
  expiresAt: string | null
}) {
  const standing = sessionPlanStanding({ plan, subscriptionPaid, expiresAt })
  const box = `rounded-2xl border p-4 ${planToneOf(standing).panel}`
  const button = (label: string) => (
    <Link
      to={paths.business.plans}
      className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-stone-900 px-4 font-semibold text-white hover:bg-stone-800"
    >
      {label}
    </Link>
  )
  if (standing === 'expired') {
    return (
      <section
        className={`flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between ${box}`}
      >
        <p>
          <strong>Tu plan venció.</strong> Renovalo para seguir recibiendo pedidos.
        </p>
        {button('Renovar plan')}
      </section>
    )
  }
  if (standing !== 'active') {
    return (
      <section
        className={`flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between ${box}`}
      >
        <p>
          <strong>Tu plan está pendiente de pago.</strong> Aboná para activarlo.
        </p>
        {button('Abonar ahora')}
      </section>
    )
  }
  return (
    <section className={box}>
      <strong>Plan activo</strong>
      {expiresAt ? ` hasta el ${formatDate(expiresAt)}.` : '.'}
    </section>
  )
}
