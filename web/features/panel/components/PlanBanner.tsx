import { Link } from 'react-router'
import { formatDate, planState } from '../../../../domain/plan/rules'
import { paths } from '../../../paths'

/** docs/product.md#screens Home plan banner: red expired, green active with its end date, yellow unpaid. */
export function PlanBanner({
  subscriptionPaid,
  expiresAt,
}: {
  subscriptionPaid: boolean
  expiresAt: string | null
}) {
  const state = planState({ subscriptionPaid, expiresAt })
  const button = (label: string) => (
    <Link
      to={paths.business.plans}
      className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-stone-900 px-4 font-semibold text-white hover:bg-stone-800"
    >
      {label}
    </Link>
  )
  if (state === 'expired') {
    return (
      <section className="flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between">
        <p>
          <strong>Tu plan venció.</strong> Renovalo para seguir recibiendo pedidos.
        </p>
        {button('Renovar plan')}
      </section>
    )
  }
  if (state === 'unpaid') {
    return (
      <section className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between">
        <p>
          <strong>Tu plan está pendiente de pago.</strong> Aboná para activarlo.
        </p>
        {button('Abonar ahora')}
      </section>
    )
  }
  return (
    <section className="rounded-2xl border border-green-200 bg-green-50 p-4 text-green-900">
      <strong>Plan activo</strong>
      {expiresAt ? ` hasta el ${formatDate(expiresAt)}.` : '.'}
    </section>
  )
}
