import { Check } from 'lucide-react'
import { STARTER_PLAN } from '../../../domain/constants'
import { formatMoney } from '../../../domain/money'
import { Button } from '../../components/ui/Button'

/** Step 0: the one plan on offer (SPEC §1, §9), then the start of the sign-up. */
export function PlanStep({ onStart }: { onStart(): void }) {
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="plan-name"
        className="rounded-xl border-2 border-brand-200 bg-brand-50 p-5"
      >
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Plan</p>
        <h2 id="plan-name" className="text-xl font-bold text-stone-900">
          {STARTER_PLAN.name}
        </h2>
        <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
          <span className="text-4xl font-extrabold tracking-tight text-stone-900">
            {formatMoney(STARTER_PLAN.monthlyPrice, 0)}
          </span>
          <span className="text-stone-700">por mes</span>
        </p>
        <ul aria-label="Incluye" className="mt-5 flex flex-col gap-3">
          {STARTER_PLAN.features.map((feature) => (
            <li key={feature} className="flex items-start gap-3 text-stone-800">
              <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-green-700 text-white">
                <Check aria-hidden className="size-3.5" strokeWidth={3} />
              </span>
              {feature}
            </li>
          ))}
        </ul>
      </section>
      <div>
        <p className="text-sm text-stone-600">
          Son 3 pasos cortos: los datos del comercio, tu WhatsApp y la dirección del local. Tené a
          mano el CUIT del comercio.
        </p>
        <Button full className="mt-4" onClick={onStart}>
          Comenzar registro
        </Button>
      </div>
    </div>
  )
}
