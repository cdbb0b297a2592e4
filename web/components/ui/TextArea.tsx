import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react'

interface Props extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string
  error?: string | null
  hint?: ReactNode
}

/** A labelled multi-line text field, styled like TextField. */
export const TextArea = forwardRef<HTMLTextAreaElement, Props>(function TextArea(
  { label, error, hint, id, className = '', ...rest },
  ref,
) {
  const autoId = useId()
  const areaId = id ?? autoId
  const noteId = `${areaId}-note`
  const note = error ?? hint
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={areaId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={areaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        className={`min-h-24 rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none ${error ? 'border-red-600' : 'border-stone-300'}`}
        {...rest}
      />
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
