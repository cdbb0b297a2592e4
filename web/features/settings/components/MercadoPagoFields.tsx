import { useState } from 'react'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import {
  MP_TEST_ERROR,
  MP_TOKEN_FORMAT_MESSAGE,
  MP_TOKEN_REQUIRED_MESSAGE,
  SAVE_ERROR,
} from '../../../../domain/messages/panel'
import { mpAccessTokenSchema, type PaymentSettings } from '../../../../domain/payments/schemas'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { TextField } from '../../../components/ui/TextField'
import { serverMessage } from '../../../lib/error-message'
import { useSavePayments, useTestPayments } from '../api/settings'
import type { PaymentsFormValues } from '../lib/payments-form'
import { NotificationUrl } from './NotificationUrl'

/** Mercado Pago's part of the form: its credentials, a test of the token, and disconnecting. */
export function MercadoPagoFields({
  stored,
  register,
  errors,
  tokenTyped,
  onTokenProblem,
}: {
  stored: PaymentSettings
  register: UseFormRegister<PaymentsFormValues>
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
