import { useForm, useWatch } from 'react-hook-form'
import { passwordChangeSchema, type PasswordChangeInput } from '../../../../domain/settings'
import { useChangePassword } from '../../../api/settings'
import { PasswordChecklist } from '../../../components/ui/PasswordChecklist'
import { TextField } from '../../../components/ui/TextField'
import { schemaResolver } from '../../../lib/form'
import { SaveRow, useSaveAction } from './SaveRow'

export const PASSWORD_CHANGED_MESSAGE = 'Contraseña actualizada correctamente.'
export const PASSWORD_ERROR = 'Error al cambiar la contraseña.'

const resolver = schemaResolver<PasswordChangeInput, PasswordChangeInput>(passwordChangeSchema)
const empty: PasswordChangeInput = { currentPassword: '', newPassword: '' }

/** 'Contraseña': the current one and a new one that meets the SPEC §5 rule. */
export function PasswordTab() {
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
