import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import {
  DELIVERY_AMOUNT_LABELS,
  kmFromMeters,
  metersFromKm,
} from '../../../../domain/delivery/rules'
import {
  deliverySettingsFormSchema,
  type DeliverySettings,
} from '../../../../domain/delivery/schemas'
import {
  DELIVERY_LOAD_ERROR,
  DELIVERY_RADIUS_MESSAGE,
  DELIVERY_SAVE_ERROR,
  SAVED_MESSAGE,
} from '../../../../domain/messages/panel'
import { useDelivery, useSaveDelivery } from '../api/settings'
import { Alert } from '../../../components/ui/Alert'
import { MoneyField } from '../../../components/ui/MoneyField'
import { Switch } from '../../../components/ui/Switch'
import { TextField } from '../../../components/ui/TextField'
import { toast } from '../../../components/ui/Toast'
import { centavosToPesosText, pesosToCentavos } from '../../../lib/pesos'
import { FormSkeleton } from './FormSkeleton'
import { SaveRow } from './SaveRow'

/** What the form holds: the radius in km and amounts in pesos, as the owner types them. */
export interface DeliveryFormValues {
  supportsPickup: boolean
  supportsDelivery: boolean
  radiusKm: string
  allowCrossLocality: boolean
  deliveryFeeBase: string
  deliveryFeePerKm: string
  minOrderAmount: string
  minDeliveryTime: string
  maxDeliveryTime: string
}

export function toDeliveryForm(s: DeliverySettings): DeliveryFormValues {
  return {
    supportsPickup: s.supportsPickup,
    supportsDelivery: s.supportsDelivery,
    radiusKm: String(kmFromMeters(s.deliveryRadiusMeters)),
    allowCrossLocality: s.allowCrossLocality,
    deliveryFeeBase: centavosToPesosText(s.deliveryFeeBase),
    deliveryFeePerKm: centavosToPesosText(s.deliveryFeePerKm),
    minOrderAmount: centavosToPesosText(s.minOrderAmount),
    minDeliveryTime: s.minDeliveryTime === null ? '' : String(s.minDeliveryTime),
    maxDeliveryTime: s.maxDeliveryTime === null ? '' : String(s.maxDeliveryTime),
  }
}

/** km as typed ('2', '2,5') to meters; NaN when it is not a number, so the rule refuses it. */
function radiusMeters(text: string): number | null {
  const t = text.trim().replace(',', '.')
  if (t === '') return null
  const km = /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN
  return Number.isNaN(km) ? Number.NaN : metersFromKm(km)
}

/**
 * The body of PUT /settings/delivery from the form, checked by the shared docs/product.md#validation schema: the
 * radius typed in km goes in meters, amounts in centavos, empty optional values as null.
 */
export function deliveryPayload(v: DeliveryFormValues) {
  const meters = radiusMeters(v.radiusKm)
  return deliverySettingsFormSchema.safeParse({
    supportsPickup: v.supportsPickup,
    supportsDelivery: v.supportsDelivery,
    // A radius that is not a number gets the radius message, not a type error.
    deliveryRadiusMeters: meters !== null && Number.isNaN(meters) ? 'x' : meters,
    allowCrossLocality: v.allowCrossLocality,
    deliveryFeeBase: pesosToCentavos(v.deliveryFeeBase),
    deliveryFeePerKm: pesosToCentavos(v.deliveryFeePerKm),
    minOrderAmount: pesosToCentavos(v.minOrderAmount),
    minDeliveryTime: v.minDeliveryTime,
    maxDeliveryTime: v.maxDeliveryTime,
  })
}

function DeliveryForm({ defaults }: { defaults: DeliveryFormValues }) {
  const save = useSaveDelivery()
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { register, control, handleSubmit } = useForm<DeliveryFormValues>({
    defaultValues: defaults,
  })
  const supportsDelivery = useWatch({ control, name: 'supportsDelivery' })
  const fieldError = (field: string) => (problem?.field === field ? problem.message : null)

  const submit = handleSubmit(async (values) => {
    setError(null)
    const parsed = deliveryPayload(values)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      setProblem({ field: String(issue.path[0] ?? ''), message: issue.message })
      return
    }
    setProblem(null)
    try {
      await save.mutateAsync(parsed.data)
      toast(SAVED_MESSAGE)
    } catch (err) {
      console.error(err)
      setError(DELIVERY_SAVE_ERROR)
    }
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col divide-y divide-stone-200 rounded-xl border border-stone-200 px-4">
        <Switch
          label="Retiro en el local"
          hint="Tus clientes pasan a buscar el pedido."
          {...register('supportsPickup')}
        />
        <Switch
          label="Delivery"
          hint="Llevás los pedidos a domicilio."
          {...register('supportsDelivery')}
        />
        {supportsDelivery && (
          <Switch
            label="Entregar en otras localidades"
            hint="Aceptás direcciones de otra ciudad dentro del radio."
            {...register('allowCrossLocality')}
          />
        )}
      </div>
      {supportsDelivery && (
        <TextField
          label="Radio de entrega (km)"
          inputMode="decimal"
          error={fieldError('deliveryRadiusMeters') ? DELIVERY_RADIUS_MESSAGE : null}
          {...register('radiusKm')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Tiempo mínimo (minutos)"
          inputMode="numeric"
          error={fieldError('minDeliveryTime')}
          {...register('minDeliveryTime')}
        />
        <TextField
          label="Tiempo máximo (minutos)"
          inputMode="numeric"
          error={fieldError('maxDeliveryTime')}
          {...register('maxDeliveryTime')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {(Object.keys(DELIVERY_AMOUNT_LABELS) as (keyof typeof DELIVERY_AMOUNT_LABELS)[]).map(
          (field) => (
            <MoneyField
              key={field}
              label={DELIVERY_AMOUNT_LABELS[field]}
              placeholder="Opcional"
              error={fieldError(field)}
              {...register(field)}
            />
          ),
        )}
      </div>
      <SaveRow busy={save.isPending} error={error} />
    </form>
  )
}

/** 'Opciones de entrega' (docs/product.md#entities delivery settings with the §5 rules). */
export function DeliveryTab() {
  const delivery = useDelivery()
  if (delivery.isPending) return <FormSkeleton fields={5} />
  if (delivery.isError) return <Alert tone="error">{DELIVERY_LOAD_ERROR}</Alert>
  return <DeliveryForm defaults={toDeliveryForm(delivery.data)} />
}
