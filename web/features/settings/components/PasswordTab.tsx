import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { passwordChangeSchema, type PasswordChangeInput } from '../../../../domain/settings/schemas'
import { useChangePassword, useLogoutEverywhere } from '../api/settings'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { PasswordChecklist } from '../../../components/ui/PasswordChecklist'
import { TextField } from '../../../components/ui/TextField'
import { zodResolver } from '@hookform/resolvers/zod'
import { serverMessage } from '../../../lib/error-message'
import { useSession } from '../../../session/useSession'
import {
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_ERROR,
  LOGOUT_EVERYWHERE_ERROR,
} from '../../../../domain/messages/panel'
import { SaveRow, useSaveAction } from './SaveRow'

export const LOGOUT_EVERYWHERE_LABEL = 'Cerrar sesión en todos los dispositivos'

const resolver = zodResolver(passwordChangeSchema)
const empty: PasswordChangeInput = { currentPassword: '', newPassword: '' }

/** 'Contraseña': the current one and a new one that meets the docs/product.md#validation rule. */
export function PasswordTab() {
  return (
    <div className="flex flex-col gap-8">
      <PasswordForm />
      <LogoutEverywhere />
    </div>
  )
}

function PasswordForm() {
  const change = useChangePassword()
  const { error, run } = useSaveAction(PASSWORD_ERROR, PASSWORD_CHANGED_MESSAGE)
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordChangeInput>({ defaultValues: empty, resolver })
  const newPassword = useWatch({ control, name: 'newPassword' })

  const submit = handleSubmit((values) =>
    run(async () => {
      // Every other session ends; the hook keeps this device on the token the change answered.
      await change.mutateAsync(values)
      reset(empty)
    }),
  )

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordChecklist password={newPassword ?? ''} />
      <SaveRow label="Cambiar contraseña" busy={change.isPending} error={error} />
    </form>
  )
}

/**
 * Ends every session of the owner, on every device and this one: for a lost phone or a shared
 * computer. This device then leaves the panel as a logout does.
 */
function LogoutEverywhere() {
  const end = useLogoutEverywhere()
  const { logout } = useSession()
  const [asking, setAsking] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function confirm() {
    setError(null)
    try {
      await end.mutateAsync()
      setAsking(false)
      logout()
    } catch (err) {
      setAsking(false)
      setError(serverMessage(err, LOGOUT_EVERYWHERE_ERROR))
    }
  }

  return (
    <section
      aria-labelledby="logout-everywhere"
      className="flex flex-col gap-3 border-t border-stone-200 pt-6"
    >
      <h3 id="logout-everywhere" className="font-semibold text-stone-900">
        Sesiones abiertas
      </h3>
      <p className="text-sm text-stone-600">
        Si perdiste un teléfono o entraste desde una computadora ajena, cerrá la sesión en todos
        lados. Vas a tener que volver a ingresar también en este dispositivo.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button
        type="button"
        variant="secondary"
        className="sm:self-start"
        onClick={() => setAsking(true)}
      >
        {LOGOUT_EVERYWHERE_LABEL}
      </Button>
      <ConfirmDialog
        open={asking}
        title="¿Cerrar sesión en todos los dispositivos?"
        confirmLabel="Sí, cerrar todas"
        busy={end.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        Se cerrará la sesión en todos los teléfonos y computadoras donde ingresaste, incluido este.
      </ConfirmDialog>
    </section>
  )
}
