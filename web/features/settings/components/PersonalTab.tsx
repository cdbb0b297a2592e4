import { useForm } from 'react-hook-form'
import { profileFormSchema, type ProfileFormInput } from '../../../../domain/settings/schemas'
import { useProfile } from '../../../api/business'
import { useSaveProfile } from '../api/settings'
import { Alert } from '../../../components/ui/Alert'
import { TextField } from '../../../components/ui/TextField'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormSkeleton } from './FormSkeleton'
import {
  EMAIL_CHANGE_PASSWORD_MESSAGE,
  PROFILE_LOAD_ERROR,
  SAVE_ERROR,
} from '../../../../domain/messages/panel'
import { SaveRow, useSaveAction } from './SaveRow'

const resolver = zodResolver(profileFormSchema)

function PersonalForm({ defaults }: { defaults: ProfileFormInput }) {
  const save = useSaveProfile()
  const { error, run } = useSaveAction(SAVE_ERROR)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ProfileFormInput>({ defaultValues: defaults, resolver })

  const submit = handleSubmit(({ currentPassword, ...values }) => {
    // A new email needs the current password; a new name alone does not.
    const emailChanges = values.email.toLowerCase() !== defaults.email.toLowerCase()
    if (emailChanges && !currentPassword) {
      setError('currentPassword', { message: EMAIL_CHANGE_PASSWORD_MESSAGE })
      return
    }
    return run(async () => {
      // The hook stores the fresh token: the header and the greeting read the name from it.
      await save.mutateAsync(emailChanges ? { ...values, currentPassword } : values)
      reset({ ...values, currentPassword: '' })
    })
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
        hint="Solo para cambiar el correo: te avisamos del cambio en el correo anterior."
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="Nombre del comercio"
        autoComplete="organization"
        hint="Tu enlace del menú QR no cambia aunque cambies el nombre."
        error={errors.businessName?.message}
        {...register('businessName')}
      />
      <SaveRow busy={save.isPending} error={error} />
    </form>
  )
}

/**
 * 'Datos personales': email and business name, both required (docs/product.md#validation), and the
 * current password, which a new email needs.
 */
export function PersonalTab() {
  const profile = useProfile()
  if (profile.isPending) return <FormSkeleton fields={3} />
  if (profile.isError) return <Alert tone="error">{PROFILE_LOAD_ERROR}</Alert>
  return (
    <PersonalForm
      defaults={{
        email: profile.data.email,
        businessName: profile.data.businessName,
        currentPassword: '',
      }}
    />
  )
}
