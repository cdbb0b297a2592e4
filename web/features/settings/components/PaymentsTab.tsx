import { useState } from 'react'
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form'
import {
  MP_TEST_ERROR,
  MP_TOKEN_FORMAT_MESSAGE,
  MP_TOKEN_REJECTED_MESSAGE,
  MP_TOKEN_REQUIRED_MESSAGE,
  MP_WEBHOOK_SECRET_MESSAGE,
  MP_WEBHOOK_SECRET_REQUIRED_MESSAGE,
  PAYMENT_METHODS_REQUIRED_MESSAGE,
  PAYMENTS_LOAD_ERROR,
  SAVE_ERROR,
  SAVED_MESSAGE,
  TRANSFER_ACCOUNT_REQUIRED_MESSAGE,
  TRANSFER_ALIAS_MESSAGE,
  TRANSFER_CBU_MESSAGE,
  TRANSFER_HOLDER_MESSAGE,
} from '../../../../domain/messages/panel'
import {
  mpAccessTokenSchema,
  paymentSettingsInputSchema,
  type PaymentSettings,
  type PaymentSettingsInput,
} from '../../../../domain/payments/schemas'
import { ApiRequestError } from '../../../api/client'
import { CopyButton } from '../../../components/CopyButton'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { Switch } from '../../../components/ui/Switch'
import { TextField } from '../../../components/ui/TextField'
import { toast } from '../../../components/ui/Toast'
import { serverMessage } from '../../../lib/error-message'
import { usePaymentSettings, useSavePayments, useTestPayments } from '../api/settings'
import { FormSkeleton } from './FormSkeleton'
import { SaveRow } from './SaveRow'

/** What the form holds. Mercado Pago's token and secret start empty: they never come back. */
export interface PaymentsFormValues {
  cash: boolean
  transfer: { enabled: boolean; account: string; holder: string }
  mercadoPago: { enabled: boolean; accessToken: string; webhookSecret: string }
}
type FieldName =
  | 'cash'
  | 'transfer.account'
  | 'transfer.holder'
  | 'mercadoPago.accessToken'
  | 'mercadoPago.webhookSecret'

export const toPaymentsForm = (s: PaymentSettings): PaymentsFormValues => ({
  cash: s.cash,
  transfer: {
    enabled: s.transfer.enabled,
    account: s.transfer.account ?? '',
    holder: s.transfer.holder ?? '',
  },
  mercadoPago: { enabled: s.mercadoPago.enabled, accessToken: '', webhookSecret: '' },
})

/**
 * The body of PUT /settings/payments: a token or a secret left empty is absent, so the stored one
 * stays (docs/product.md#payments); empty texts of the transfer are null.
 */
export function paymentsPayload(v: PaymentsFormValues): PaymentSettingsInput {
  const token = v.mercadoPago.accessToken.trim()
  const secret = v.mercadoPago.webhookSecret.trim()
  return {
    cash: v.cash,
    transfer: {
      enabled: v.transfer.enabled,
      account: v.transfer.account.trim() || null,
      holder: v.transfer.holder.trim() || null,
    },
    mercadoPago: {
      enabled: v.mercadoPago.enabled,
      ...(token ? { accessToken: token } : {}),
      ...(secret ? { webhookSecret: secret } : {}),
    },
  }
}

/** Which field a refusal of the server speaks of, by its message; the rest go above the button. */
const fieldOfMessage: Record<string, FieldName> = {
  [PAYMENT_METHODS_REQUIRED_MESSAGE]: 'cash',
  [TRANSFER_ALIAS_MESSAGE]: 'transfer.account',
  [TRANSFER_CBU_MESSAGE]: 'transfer.account',
  [TRANSFER_ACCOUNT_REQUIRED_MESSAGE]: 'transfer.account',
  [TRANSFER_HOLDER_MESSAGE]: 'transfer.holder',
  [MP_TOKEN_FORMAT_MESSAGE]: 'mercadoPago.accessToken',
  [MP_TOKEN_REQUIRED_MESSAGE]: 'mercadoPago.accessToken',
  [MP_TOKEN_REJECTED_MESSAGE]: 'mercadoPago.accessToken',
  [MP_WEBHOOK_SECRET_MESSAGE]: 'mercadoPago.webhookSecret',
  [MP_WEBHOOK_SECRET_REQUIRED_MESSAGE]: 'mercadoPago.webhookSecret',
}

/**
 * Checks the form with the API's own schema, plus what only the stored settings tell: Mercado Pago
 * can be turned on only with a token and a secret, stored or typed now.
 */
export const paymentsResolver =
  (stored: PaymentSettings): Resolver<PaymentsFormValues, unknown, PaymentSettingsInput> =>
  (values) => {
    const body = paymentsPayload(values)
    const found = new Map<string, string>()
    const result = paymentSettingsInputSchema.safeParse(body)
    for (const issue of result.error?.issues ?? []) {
      const name = issue.path.join('.')
      if (!found.has(name)) found.set(name, issue.message)
    }
    const mp = body.mercadoPago
    if (mp.enabled && !mp.accessToken && !stored.mercadoPago.connected) {
      found.set('mercadoPago.accessToken', MP_TOKEN_REQUIRED_MESSAGE)
    }
    if (mp.enabled && !mp.webhookSecret && !stored.mercadoPago.webhookSecretSet) {
      found.set('mercadoPago.webhookSecret', MP_WEBHOOK_SECRET_REQUIRED_MESSAGE)
    }
    if (found.size === 0) return { values: body, errors: {} }
    const errors: Record<string, unknown> = {}
    for (const [name, message] of found) {
      const [head, field] = name.split('.')
      const error = { type: 'validation', message }
      if (field) errors[head] = { ...(errors[head] as object | undefined), [field]: error }
      else errors[head] = error
    }
    return { values: {}, errors: errors as FieldErrors<PaymentsFormValues> }
  }

function PaymentsForm({ stored }: { stored: PaymentSettings }) {
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

function MercadoPagoFields({
  stored,
  register,
  errors,
  tokenTyped,
  onTokenProblem,
}: {
  stored: PaymentSettings
  register: ReturnType<
    typeof useForm<PaymentsFormValues, unknown, PaymentSettingsInput>
  >['register']
  errors: FieldErrors<PaymentsFormValues>
  /** The token typed now, trimmed ('' when none). */
  tokenTyped: () => string
  onTokenProblem: (message: string) => void
}) {
  const mp = stored.mercadoPago
  const test = useTestPayments()
  const save = useSavePayments()
  const [result, setResult] = useState<{ account: string } | { error: string } | null>(null)
  const [asking, setAsking] = useState(false)
  const [disconnectError, setDisconnectError] = useState<string | null>(null)

  function runTest() {
    setResult(null)
    const token = tokenTyped()
    if (token && !mpAccessTokenSchema.safeParse(token).success) {
      return onTokenProblem(MP_TOKEN_FORMAT_MESSAGE)
    }
    if (!token && !mp.connected) return onTokenProblem(MP_TOKEN_REQUIRED_MESSAGE)
    test.mutate(token ? { accessToken: token } : {}, {
      onSuccess: ({ account }) => setResult({ account }),
      onError: (err) => setResult({ error: serverMessage(err, MP_TEST_ERROR) }),
    })
  }

  // The other methods stay as stored; only Mercado Pago's credentials go.
  async function disconnect() {
    setDisconnectError(null)
    try {
      await save.mutateAsync({
        cash: stored.cash,
        transfer: stored.transfer,
        mercadoPago: { enabled: false, accessToken: null, webhookSecret: null },
      })
      // The form starts again from the settings stored now (PaymentsTab's key).
      setAsking(false)
    } catch (err) {
      setAsking(false)
      setDisconnectError(serverMessage(err, SAVE_ERROR))
    }
  }

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 font-semibold text-stone-900">Mercado Pago</legend>
      {mp.connected && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-green-200 bg-green-50 px-4 py-2">
          <p className="font-semibold text-green-900">
            Conectado{mp.tokenLast4 ? ` · termina en ${mp.tokenLast4}` : ''}
          </p>
          <Button variant="secondary" className="text-red-700" onClick={() => setAsking(true)}>
            Desconectar
          </Button>
        </div>
      )}
      {disconnectError && <Alert tone="error">{disconnectError}</Alert>}
      <TextField
        label="Access token"
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder={mp.connected ? 'Pegá uno nuevo solo para cambiarlo' : 'APP_USR-…'}
        hint="Lo encontrás en Mercado Pago › Tus integraciones › Credenciales de producción."
        error={errors.mercadoPago?.accessToken?.message}
        {...register('mercadoPago.accessToken')}
      />
      <div className="flex flex-col gap-2">
        <Button
          variant="secondary"
          className="sm:self-start"
          busy={test.isPending}
          onClick={runTest}
        >
          Probar conexión
        </Button>
        {result && 'account' in result && (
          <p role="status" className="font-semibold text-green-800">
            ✓ Conectado a la cuenta {result.account}
          </p>
        )}
        {result && 'error' in result && <Alert tone="error">{result.error}</Alert>}
      </div>
      <NotificationUrl url={mp.notificationUrl} />
      <TextField
        label="Clave secreta de notificaciones (webhooks)"
        type="password"
        autoComplete="off"
        spellCheck={false}
        hint={
          mp.webhookSecretSet
            ? 'Ya hay una guardada; pegá otra solo para cambiarla.'
            : 'Mercado Pago la muestra al guardar la dirección de notificaciones.'
        }
        error={errors.mercadoPago?.webhookSecret?.message}
        {...register('mercadoPago.webhookSecret')}
      />
      <ConfirmDialog
        open={asking}
        title="¿Desconectar Mercado Pago?"
        confirmLabel="Desconectar"
        busy={save.isPending}
        onConfirm={() => void disconnect()}
        onCancel={() => setAsking(false)}
      >
        Se borran el access token y la clave secreta guardados, y tus clientes dejan de poder pagar
        con Mercado Pago.
      </ConfirmDialog>
    </fieldset>
  )
}

/** The address Mercado Pago notifies about payments, to paste in its webhooks settings. */
function NotificationUrl({ url }: { url: string }) {
  return (
    <div className="flex flex-col gap-1">
      <p id="mp-notification-label" className="text-sm font-medium text-stone-800">
        Dirección de notificaciones (webhooks)
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          id="mp-notification-url"
          aria-labelledby="mp-notification-label mp-notification-url"
          className="min-w-0 flex-1 rounded-lg bg-stone-100 px-3 py-2.5 text-sm break-all text-stone-900"
        >
          {url}
        </code>
        <CopyButton text={url} describedBy="mp-notification-url" />
      </div>
      <p className="text-sm text-stone-600">
        Pegala en Mercado Pago › Tus integraciones › Webhooks, con el evento «Pagos», y copiá de ahí
        la clave secreta.
      </p>
    </div>
  )
}

/** 'Cobros' (docs/product.md#payments): cash, transfer and Mercado Pago. */
export function PaymentsTab() {
  const settings = usePaymentSettings()
  if (settings.isPending) return <FormSkeleton fields={4} />
  if (settings.isError) return <Alert tone="error">{PAYMENTS_LOAD_ERROR}</Alert>
  // A new form for each change of what is stored (a save, a disconnection): it starts from it.
  return <PaymentsForm key={JSON.stringify(settings.data)} stored={settings.data} />
}
