import type { FormEvent } from 'react'
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../../domain/payments/rules'
import { MoneyField } from '../../../components/ui/MoneyField'
import type { CheckoutFields } from '../lib/checkout-form'

const descriptions: Record<PaymentMethod, string> = {
  CASH: 'Pagás al recibir o al retirar el pedido.',
  TRANSFER: 'Te mostramos el alias o CVU al confirmar.',
  MERCADOPAGO: 'Pagás online con tarjeta, débito o dinero en cuenta.',
}

/**
 * '¿Cómo pagás?' (docs/product.md#payments): the shop's methods as radio cards, like the delivery
 * method's, and for cash the bill the customer pays with (the checkout's check reads the pesos
 * typed into centavos). Its controls sit outside the form element and belong to it through `form`.
 * Below the customer's details, it loads apart from the checkout page, with the money field, to keep /editar-pedido/{slug} within its budget
 * (docs/decisions/0006-bundle-driven-splits.md).
 */
export default function PaymentPicker({
  methods,
  cash,
  form,
  formId,
  onChange,
}: {
  methods: readonly PaymentMethod[]
  /** Cash is the chosen method. */
  cash: boolean
  /** The checkout's form: the method and bill as typed, and their messages. */
  form: CheckoutFields
  /** Tells the checkout's form of a change: these controls sit outside its element. */
  onChange: (event: FormEvent<HTMLElement>) => void
  formId: string
}) {
  return (
    <fieldset className="flex flex-col gap-2" onInput={onChange} onChange={onChange}>
      <legend className="mb-2 text-lg font-bold text-stone-900">¿Cómo pagás?</legend>
      {methods.map((method) => (
        <label
          key={method}
          className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-4 py-3 hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600"
        >
          <input
            type="radio"
            value={method}
            form={formId}
            className="size-5 shrink-0 accent-brand-600"
            name="paymentMethod"
            defaultChecked={form.values.paymentMethod === method}
          />
          <span className="min-w-0">
            <span className="block font-semibold text-stone-900">
              {PAYMENT_METHOD_LABELS[method]}
            </span>
            <span className="block text-sm text-stone-600">{descriptions[method]}</span>
          </span>
        </label>
      ))}
      {cash && (
        <MoneyField
          label="¿Con cuánto pagás?"
          placeholder="Ej.: 20.000"
          hint="Opcional: así te llevan el vuelto justo."
          form={formId}
          className="mt-2 [&_input]:scroll-mb-56"
          name="cashAmount"
          defaultValue={form.values.cashAmount}
          error={form.messageOf('cashAmount')}
        />
      )}
    </fieldset>
  )
}
