import { forwardRef, type InputHTMLAttributes } from 'react'
import { controlBorder, Field, type FieldProps } from './Field'

type Props = Omit<FieldProps, 'hintTone'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'id' | 'className'>

/** An amount in pesos as people write it ('12.500,50'), with the $ sign in front. */
export const MoneyField = forwardRef<HTMLInputElement, Props>(function MoneyField(
  { label, error, hint, id, className, ...rest },
  ref,
) {
  return (
    <Field {...{ label, error, hint, id, className }}>
      {(control) => (
        <div className="relative">
          <span
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-500"
          >
            $
          </span>
          <input
            ref={ref}
            {...control}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={`min-h-11 w-full rounded-lg border bg-white pr-3 pl-7 text-base text-stone-900 tabular-nums placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-stone-100 disabled:text-stone-500 ${controlBorder(error)}`}
            {...rest}
          />
        </div>
      )}
    </Field>
  )
})
