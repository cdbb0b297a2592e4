import { ChevronDown } from 'lucide-react'
import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react'

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string
  error?: string | null
  hint?: ReactNode
}

/** A labelled native select (the phone's own picker on mobile) with its error underneath. */
export const Select = forwardRef<HTMLSelectElement, Props>(function Select(
  { label, error, hint, id, className = '', children, ...rest },
  ref,
) {
  const autoId = useId()
  const selectId = id ?? autoId
  const noteId = `${selectId}-note`
  const note = error ?? hint
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={selectId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          className={`min-h-11 w-full appearance-none rounded-lg border bg-white pr-10 pl-3 text-base text-stone-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-stone-100 ${error ? 'border-red-600' : 'border-stone-300'}`}
          {...rest}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-stone-500"
        />
      </div>
      {note && (
        <div
          id={noteId}
          className={`text-sm ${error ? 'text-red-700' : 'text-stone-600'}`}
          aria-live="polite"
        >
          {note}
        </div>
      )}
    </div>
  )
})
