import { Check, Circle } from 'lucide-react'
import { passwordRequirements } from '../../../domain/auth/checks'

/** The password rule of docs/product.md#validation, ticked off as the person types. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul aria-label="Requisitos de la contraseña" className="grid gap-1 text-sm sm:grid-cols-2">
      {passwordRequirements.map((r) => {
        const ok = r.test(password)
        return (
          <li
            key={r.label}
            className={`flex items-center gap-1.5 ${ok ? 'text-green-700' : 'text-stone-600'}`}
          >
            {ok ? (
              <Check aria-hidden className="size-4" />
            ) : (
              <Circle aria-hidden className="size-3.5" />
            )}
            {r.label}
            <span className="sr-only">{ok ? ' (cumplido)' : ' (falta)'}</span>
          </li>
        )
      })}
    </ul>
  )
}
