import { useId, type ReactNode } from 'react'

export interface FieldProps {
  label: string
  /** Error under the field, announced to screen readers. */
  error?: string | null
  /** Neutral or positive help under the field (e.g. 'Nombre disponible'). */
  hint?: ReactNode
  hintTone?: 'neutral' | 'success' | 'error'
  id?: string
  className?: string
}

/** What a field's control needs to be tied to its label and its note. */
export interface ControlProps {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

const hintTones = { neutral: 'text-stone-600', success: 'text-green-700', error: 'text-red-700' }

/** The border every control of a form draws, red while it holds an error. */
export const controlBorder = (error: string | null | undefined) =>
  error ? 'border-red-600' : 'border-stone-300'

/**
 * The frame every form control of the design system shares: its label above, the control, and its
 * error or hint underneath, announced to screen readers.
 */
export function Field({
  label,
  error,
  hint,
  hintTone = 'neutral',
  id,
  className = '',
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const autoId = useId()
  const controlId = id ?? autoId
  const noteId = `${controlId}-note`
  const note = error ?? hint
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={controlId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': note ? noteId : undefined,
      })}
      {note && (
        <div
          id={noteId}
          className={`text-sm ${error ? hintTones.error : hintTones[hintTone]}`}
          aria-live="polite"
        >
          {note}
        </div>
      )}
    </div>
  )
}
