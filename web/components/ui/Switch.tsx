import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string
  hint?: ReactNode
}

/**
 * An on/off switch: a real checkbox (role switch) laid over the drawn track, so clicks, keyboard
 * and form libraries treat it as one.
 */
export const Switch = forwardRef<HTMLInputElement, Props>(function Switch(
  { label, hint, id, className = '', ...rest },
  ref,
) {
  const autoId = useId()
  const inputId = id ?? autoId
  return (
    <div className={`flex min-h-11 items-center justify-between gap-4 ${className}`}>
      <label htmlFor={inputId} className="min-w-0 cursor-pointer">
        <span className="block font-medium text-stone-800">{label}</span>
        {hint && <span className="block text-sm text-stone-600">{hint}</span>}
      </label>
      <span className="relative inline-flex h-11 w-14 shrink-0 items-center">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          role="switch"
          className="peer absolute inset-0 z-10 m-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
          {...rest}
        />
        <span
          aria-hidden
          className="h-8 w-14 rounded-full bg-stone-300 transition-colors peer-checked:bg-brand-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:opacity-50"
        />
        <span
          aria-hidden
          className="absolute left-1 size-6 rounded-full bg-white shadow transition-transform peer-checked:translate-x-6"
        />
      </span>
    </div>
  )
})
