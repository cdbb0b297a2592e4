import { forwardRef, type TextareaHTMLAttributes } from 'react'
import { controlBorder, Field, type FieldProps } from './Field'

type Props = Omit<FieldProps, 'hintTone'> &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>

/** A labelled multi-line text field, styled like TextField. */
export const TextArea = forwardRef<HTMLTextAreaElement, Props>(function TextArea(
  { label, error, hint, id, className, ...rest },
  ref,
) {
  return (
    <Field {...{ label, error, hint, id, className }}>
      {(control) => (
        <textarea
          ref={ref}
          {...control}
          className={`min-h-24 rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none ${controlBorder(error)}`}
          {...rest}
        />
      )}
    </Field>
  )
})
