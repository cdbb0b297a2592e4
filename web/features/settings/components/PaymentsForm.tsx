import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { SAVE_ERROR, SAVED_MESSAGE } from '../../../../domain/messages/panel'
import type { PaymentSettings, PaymentSettingsInput } from '../../../../domain/payments/schemas'
import { ApiRequestError } from '../../../api/client'
import { Switch } from '../../../components/ui/Switch'
import { TextField } from '../../../components/ui/TextField'
import { toast } from '../../../components/ui/Toast'
import { serverMessage } from '../../../lib/error-message'
import { useSavePayments } from '../api/settings'
import {
  fieldOfMessage,
  paymentsResolver,
  toPaymentsForm,
  type PaymentsFormValues,
} from '../lib/payments-form'
import { MercadoPagoFields } from './MercadoPagoFields'
import { SaveRow } from './SaveRow'

/** The methods a shop takes, the transfer's account and Mercado Pago's credentials, saved at once. */
export function PaymentsForm({ stored }: { stored: PaymentSettings }) {
  const save = useSavePayments()
  const [error, setError] = useState<string | null>(null)
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError: setFieldError,
    formState: { errors },
  } = useForm<PaymentsFormValues, unknown, PaymentSettingsInput>({
    defaultValues: toPaymentsForm(stored),
    resolver: paymentsResolver(stored),
  })
  const [transferOn, mpOn] = useWatch({
    control,
    name: ['transfer.enabled', 'mercadoPago.enabled'],
  })

  const submit = handleSubmit(async (body) => {
    setError(null)
    try {
      // Saved: the form starts again from what was stored (PaymentsTab's key), so the token and
      // the secret typed are never shown again.
      await save.mutateAsync(body)
      toast(SAVED_MESSAGE)
    } catch (err) {
      const message = serverMessage(err, SAVE_ERROR)
      const field = err instanceof ApiRequestError ? fieldOfMessage[err.message] : undefined
      if (field) setFieldError(field, { type: 'server', message }, { shouldFocus: true })
      else setError(message)
    }
  })

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-6">
      <p className="text-sm text-stone-600">
        Elegí cómo te pueden pagar tus clientes. Al menos un medio queda activo.
      </p>
      <div className="flex flex-col gap-1">
        <div className="flex flex-col divide-y divide-stone-200 rounded-xl border border-stone-200 px-4">
          <Switch label="Efectivo" hint="Te pagan al recibir o al retirar." {...register('cash')} />
          <Switch
            label="Transferencia"
            hint="Les mostramos tu alias o CVU al hacer el pedido."
            {...register('transfer.enabled')}
          />
          <Switch
            label="Mercado Pago"
            hint="Pagan online con tarjeta, débito o dinero en cuenta."
            {...register('mercadoPago.enabled')}
          />
        </div>
        {errors.cash?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errors.cash.message}
          </p>
        )}
      </div>

      {transferOn && (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 font-semibold text-stone-900">Transferencia</legend>
          <TextField
            label="Alias o CVU/CBU"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="Ej.: la.esquina.mp"
            error={errors.transfer?.account?.message}
            {...register('transfer.account')}
          />
          <TextField
            label="Titular de la cuenta"
            autoComplete="off"
            hint="Tal como aparece en tu banco, para que tus clientes lo comprueben."
            error={errors.transfer?.holder?.message}
            {...register('transfer.holder')}
          />
        </fieldset>
      )}

      {(mpOn || stored.mercadoPago.connected) && (
        <MercadoPagoFields
          stored={stored}
          register={register}
          errors={errors}
          tokenTyped={() => getValues('mercadoPago.accessToken').trim()}
          onTokenProblem={(message) =>
            setFieldError(
              'mercadoPago.accessToken',
              { type: 'test', message },
              { shouldFocus: true },
            )
          }
        />
      )}

      <SaveRow busy={save.isPending} error={error} />
    </form>
  )
}
