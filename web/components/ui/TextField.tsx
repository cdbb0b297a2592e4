import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  /** Error under the field, announced to screen readers. */
  error?: string | null
  /** Neutral or positive help under the field (e.g. 'Nombre disponible'). */
  hint?: ReactNode
  hintTone?: 'neutral' | 'success' | 'error'
}

const hintTones = { neutral: 'text-stone-600', success: 'text-green-700', error: 'text-red-700' }

/** A labelled input with its error or hint underneath. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, hint, hintTone = 'neutral', id, className = '', ...rest },
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
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        className={`min-h-11 rounded-lg border bg-white px-3 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-stone-100 ${error ? 'border-red-600' : 'border-stone-300'}`}
        {...rest}
      />
      {note && (
        <p
          id={noteId}
          className={`text-sm ${error ? hintTones.error : hintTones[hintTone]}`}
          aria-live="polite"
        >
          {note}
        </p>
      )}
    </div>
  )
})
