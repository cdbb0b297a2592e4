import { Bike, Store } from 'lucide-react'
import { useId } from 'react'
import type { PublicBusiness } from '../../../../domain/menu/schemas'
import { deliveryFeeText, deliveryTimeText } from '../lib/delivery'

export type Method = 'delivery' | 'pickup'

/** docs/product.md#states: delivery when the shop offers it, else pickup. */
export function defaultMethod(business: Pick<PublicBusiness, 'supportsDelivery'>): Method {
  return business.supportsDelivery ? 'delivery' : 'pickup'
}

export function offers(business: PublicBusiness, method: Method): boolean {
  return method === 'delivery' ? business.supportsDelivery : business.supportsPickup
}

/** Delivery / Retiro en el local as two large radio cards; one the shop lacks is disabled. */
export function MethodPicker({
  business,
  value,
  onChange,
}: {
  business: PublicBusiness
  value: Method
  onChange: (method: Method) => void
}) {
  const address = [business.address, business.city].filter(Boolean).join(', ')
  const deliveryText = [deliveryTimeText(business), deliveryFeeText(business)]
    .filter(Boolean)
    .join(' · ')
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-lg font-bold text-stone-900">Forma de entrega</legend>
      <MethodCard
        method="delivery"
        label="Delivery"
        icon={Bike}
        description={
          business.supportsDelivery
            ? deliveryText || 'El local te lo lleva.'
            : 'Este local no hace envíos.'
        }
        {...{ business, value, onChange }}
      />
      <MethodCard
        method="pickup"
        label="Retiro en el local"
        icon={Store}
        description={
          business.supportsPickup
            ? address
              ? `Retirás en ${address}.`
              : 'Retirás en el local.'
            : 'Este local no ofrece retiro.'
        }
        {...{ business, value, onChange }}
      />
    </fieldset>
  )
}

function MethodCard({
  method,
  label,
  icon: Icon,
  description,
  business,
  value,
  onChange,
}: {
  method: Method
  label: string
  icon: typeof Bike
  description: string
  business: PublicBusiness
  value: Method
  onChange: (method: Method) => void
}) {
  const descriptionId = useId()
  const available = offers(business, method)
  return (
    <label
      className={`flex min-h-16 items-center gap-3 rounded-xl border bg-white p-4 ${
        available
          ? 'cursor-pointer border-stone-300 hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600'
          : 'cursor-not-allowed border-dashed border-stone-300 text-stone-500'
      }`}
    >
      <input
        type="radio"
        name="metodo-de-entrega"
        value={method}
        aria-label={label}
        aria-describedby={descriptionId}
        checked={value === method}
        disabled={!available}
        onChange={() => onChange(method)}
        className="size-5 shrink-0 accent-brand-600"
      />
      <Icon aria-hidden className={`size-6 shrink-0 ${available ? 'text-brand-700' : ''}`} />
      <span className="min-w-0">
        <span className={`block font-semibold ${available ? 'text-stone-900' : ''}`}>{label}</span>
        <span id={descriptionId} className="block text-sm text-stone-600">
          {description}
        </span>
      </span>
    </label>
  )
}
