import { ChevronDown } from 'lucide-react'
import { forwardRef, type SelectHTMLAttributes } from 'react'
import { controlBorder, Field, type FieldProps } from './Field'

type Props = Omit<FieldProps, 'hintTone'> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>

/** A labelled native select (the phone's own picker on mobile) with its error underneath. */
export const Select = forwardRef<HTMLSelectElement, Props>(function Select(
  { label, error, hint, id, className, children, ...rest },
  ref,
) {
  return (
    <Field {...{ label, error, hint, id, className }}>
      {(control) => (
        <div className="relative">
          <select
            ref={ref}
            {...control}
            className={`min-h-11 w-full appearance-none rounded-lg border bg-white pr-10 pl-3 text-base text-stone-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-stone-100 ${controlBorder(error)}`}
            {...rest}
          >
            {children}
          </select>
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-stone-500"
          />
        </div>
      )}
    </Field>
  )
})
