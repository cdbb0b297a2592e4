import { Check } from 'lucide-react'
import { useId } from 'react'
import { STARTER_PLAN } from '../../domain/constants'
import { formatMoney } from '../../domain/money/rules'

/** The one plan on offer (docs/product.md#product, §9): name, monthly price in ARS and what it includes. */
export function StarterPlanCard({
  headingLevel = 2,
  className = '',
}: {
  headingLevel?: 2 | 3
  className?: string
}) {
  const titleId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border-2 border-brand-200 bg-brand-50 p-5 sm:p-6 ${className}`}
    >
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Plan</p>
      <Heading id={titleId} className="text-xl font-bold text-stone-900">
        {STARTER_PLAN.name}
      </Heading>
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
  )
}
