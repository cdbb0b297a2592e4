import { Check } from 'lucide-react'

export const REGISTRATION_STEPS = ['Comercio', 'WhatsApp', 'Datos finales'] as const

/** 'Paso 2 de 3': where the person is in the sign-up, and how much is left. */
export function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  const total = REGISTRATION_STEPS.length
  return (
    <nav aria-label="Progreso del registro">
      <p className="text-sm font-semibold text-brand-700">
        Paso {step} de {total}
        <span className="font-normal text-stone-600"> · {REGISTRATION_STEPS[step - 1]}</span>
      </p>
      <ol className="mt-2 grid grid-cols-3 gap-2">
        {REGISTRATION_STEPS.map((label, i) => {
          const n = i + 1
          const done = n < step
          const current = n === step
          return (
            <li key={label} aria-current={current ? 'step' : undefined} className="min-w-0">
              <span
                aria-hidden
                className={`block h-1.5 rounded-full ${n <= step ? 'bg-brand-600' : 'bg-stone-200'}`}
              />
              <span
                className={`mt-1 flex items-center gap-1 truncate text-xs ${current ? 'font-semibold text-stone-900' : 'text-stone-600'}`}
              >
                {done && <Check aria-hidden className="size-3.5 shrink-0 text-brand-700" />}
                {label}
                {done && <span className="sr-only"> (completado)</span>}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
