import { forwardRef, type InputHTMLAttributes } from 'react'
import { controlBorder, Field, type FieldProps } from './Field'

type Props = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>

/** A labelled input with its error or hint underneath. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, hint, hintTone, id, className, ...rest },
  ref,
) {
  return (
    <Field {...{ label, error, hint, hintTone, id, className }}>
      {(control) => (
        <input
          ref={ref}
          {...control}
          className={`min-h-11 rounded-lg border bg-white px-3 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-stone-100 ${controlBorder(error)}`}
          {...rest}
        />
      )}
    </Field>
  )
})
