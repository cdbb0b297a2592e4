import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode'> {
  label: string
  error?: string | null
  hint?: ReactNode
}

/** An amount in pesos as people write it ('12.500,50'), with the $ sign in front. */
export const MoneyField = forwardRef<HTMLInputElement, Props>(function MoneyField(
  { label, error, hint, id, className = '', ...rest },
  ref,
) {
  const autoId = useId()
  const inputId = id ?? autoId
  const noteId = `${inputId}-note`
  const note = error ?? hint
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <span
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-500"
        >
          $
        </span>
        <input
          ref={ref}
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          className={`min-h-11 w-full rounded-lg border bg-white pr-3 pl-7 text-base text-stone-900 tabular-nums placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-stone-100 disabled:text-stone-500 ${error ? 'border-red-600' : 'border-stone-300'}`}
          {...rest}
        />
      </div>
      {note && (
        <p
          id={noteId}
          className={`text-sm ${error ? 'text-red-700' : 'text-stone-600'}`}
          aria-live="polite"
        >
          {note}
        </p>
      )}
    </div>
  )
})
