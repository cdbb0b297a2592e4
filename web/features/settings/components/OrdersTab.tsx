import { useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  ORDER_SETTINGS_LOAD_ERROR,
  ORDER_SETTINGS_SAVE_ERROR,
} from '../../../../domain/messages/panel'
import { orderSettingsSchema, type OrderSettings } from '../../../../domain/orders/timing-schemas'
import { Alert } from '../../../components/ui/Alert'
import { Select } from '../../../components/ui/Select'
import { Switch } from '../../../components/ui/Switch'
import { TextField } from '../../../components/ui/TextField'
import { useOrderSettings, useSaveOrderSettings } from '../api/settings'
import { FormSkeleton } from './FormSkeleton'
import { SaveRow, useSaveAction } from './SaveRow'

/**
 * Configuración › Pedidos (owner and Encargado): how soon the shop answers and what happens if it
 * does not (docs/product.md#answer-in-time), auto-accept, the preparation time 'Mucho trabajo'
 * adds to (#busy), and orders for later (#scheduled-orders).
 */

/** 'Rechazar automáticamente a los': the usual choices, and 'Nunca'. */
export const AUTO_REJECT_CHOICES = [10, 15, 20, 30, 45, 60, 90, 120, 180, 240] as const
const NEVER = 'nunca'

export interface OrdersFormValues {
  respondMinutes: string
  autoRejectMinutes: string
  autoAccept: boolean
  preparationMinutes: string
  acceptsScheduled: boolean
  slotCapacity: string
}

export const toOrdersForm = (s: OrderSettings): OrdersFormValues => ({
  respondMinutes: String(s.respondMinutes),
  autoRejectMinutes: s.autoRejectMinutes === null ? NEVER : String(s.autoRejectMinutes),
  autoAccept: s.autoAccept,
  preparationMinutes: String(s.preparationMinutes),
  acceptsScheduled: s.acceptsScheduled,
  slotCapacity: s.slotCapacity === null ? '' : String(s.slotCapacity),
})

/** Whole numbers as typed; anything else stays NaN so the shared schema refuses it with its words. */
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN)

/** The body of PUT /settings/orders, checked by the API's own schema. */
export const ordersPayload = (v: OrdersFormValues) =>
  orderSettingsSchema.safeParse({
    respondMinutes: whole(v.respondMinutes),
    autoRejectMinutes: v.autoRejectMinutes === NEVER ? null : whole(v.autoRejectMinutes),
    autoAccept: v.autoAccept,
    preparationMinutes: whole(v.preparationMinutes),
    acceptsScheduled: v.acceptsScheduled,
    slotCapacity: v.slotCapacity.trim() === '' ? null : whole(v.slotCapacity),
  })

function OrdersForm({ defaults }: { defaults: OrdersFormValues }) {
  const save = useSaveOrderSettings()
  const { error, run } = useSaveAction(ORDER_SETTINGS_SAVE_ERROR)
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null)
  const { register, handleSubmit } = useForm<OrdersFormValues>({ defaultValues: defaults })
  const fieldError = (field: keyof OrdersFormValues) =>
    problem?.field === field ? problem.message : undefined
  // A saved value the list lacks (set elsewhere) stays choosable.
  const rejectChoices = [
    ...new Set([...AUTO_REJECT_CHOICES.map(String), defaults.autoRejectMinutes]),
  ]
    .filter((c) => c !== NEVER)
    .sort((a, b) => Number(a) - Number(b))

  const submit = handleSubmit(async (values) => {
    const parsed = ordersPayload(values)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      setProblem({ field: String(issue.path[0] ?? ''), message: issue.message })
      return
    }
    setProblem(null)
    await run(() => save.mutateAsync(parsed.data))
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Responder en (minutos)"
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          hint="Pasado este tiempo, el pedido se marca demorado y el aviso suena más fuerte."
          error={fieldError('respondMinutes')}
          {...register('respondMinutes')}
        />
        <Select
          label="Rechazar automáticamente a los"
          hint="Si nadie responde, el pedido se rechaza y el cliente lo sabe."
          error={fieldError('autoRejectMinutes')}
          {...register('autoRejectMinutes')}
        >
          {rejectChoices.map((m) => (
            <option key={m} value={m}>
              {m} minutos
            </option>
          ))}
          <option value={NEVER}>Nunca</option>
        </Select>
        <TextField
          label="Tiempo de preparación (minutos)"
          type="number"
          inputMode="numeric"
          min={1}
          max={240}
          hint="La espera que se propone al aceptar un pedido."
          error={fieldError('preparationMinutes')}
          {...register('preparationMinutes')}
        />
        <TextField
          label="Pedidos por franja (opcional)"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          placeholder="Sin límite"
          hint="Cuántos pedidos programados tomás cada 15 minutos."
          error={fieldError('slotCapacity')}
          {...register('slotCapacity')}
        />
      </div>
      <div className="flex flex-col divide-y divide-stone-200 rounded-xl border border-stone-200 px-4">
        <Switch
          label="Aceptar automáticamente"
          hint="Los pedidos se aceptan solos, con el tiempo de preparación como espera."
          {...register('autoAccept')}
        />
        <Switch
          label="Aceptar pedidos programados"
          hint="Tus clientes pueden pedir para más tarde, hoy o mañana."
          {...register('acceptsScheduled')}
        />
      </div>
      <SaveRow busy={save.isPending} error={error} />
    </form>
  )
}

export function OrdersTab() {
  const settings = useOrderSettings()
  if (settings.isPending) return <FormSkeleton fields={6} />
  if (settings.isError) return <Alert tone="error">{ORDER_SETTINGS_LOAD_ERROR}</Alert>
  return <OrdersForm defaults={toOrdersForm(settings.data)} />
}
