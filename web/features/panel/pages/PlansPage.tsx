import { Check } from 'lucide-react'
import { useState } from 'react'
import { STARTER_PLAN } from '../../../../domain/constants'
import { formatMoney } from '../../../../domain/money/rules'
import { formatDate, planState } from '../../../../domain/plan/rules'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { useSession } from '../../../session/useSession'

const stateText = { unpaid: 'Pendiente de pago', active: 'Activo', expired: 'Vencido' }

/** Target of the plan buttons: the Starter plan and the state of the shop's plan. */
export function Component() {
  const { user } = useSession()
  const [askedToPay, setAskedToPay] = useState(false)
  const state = user ? planState(user) : 'unpaid'

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5">
      <h1 className="text-2xl font-bold text-stone-900">Planes</h1>
      <section className="rounded-2xl border-2 border-brand-600 bg-white p-6">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
          <h2 className="text-xl font-bold text-stone-900">{STARTER_PLAN.name}</h2>
          <p className="whitespace-nowrap">
            <span className="text-3xl font-bold text-stone-900">
              {formatMoney(STARTER_PLAN.monthlyPrice, 0)}
            </span>
            <span className="text-stone-600"> por mes</span>
          </p>
        </div>
        <ul className="mt-4 flex flex-col gap-2">
          {STARTER_PLAN.features.map((f) => (
            <li key={f} className="flex items-center gap-2 text-stone-800">
              <Check aria-hidden className="size-5 text-green-700" />
              {f}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-stone-700">
          Estado de tu plan: <strong>{stateText[state]}</strong>
          {user?.expiresAt && state !== 'unpaid' ? ` (hasta el ${formatDate(user.expiresAt)})` : ''}
        </p>
        <div className="mt-4 flex flex-col gap-3">
          <Button onClick={() => setAskedToPay(true)} full>
            {state === 'expired'
              ? 'Renovar plan'
              : state === 'unpaid'
                ? 'Abonar ahora'
                : 'Pagar el próximo mes'}
          </Button>
          {askedToPay && (
            <Alert tone="info">
              Muy pronto vas a poder pagar desde acá. Mientras tanto, escribinos y te ayudamos a
              activarlo.
            </Alert>
          )}
        </div>
      </section>
    </div>
  )
}
