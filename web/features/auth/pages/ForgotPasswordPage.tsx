import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import {
  requestPasswordResetSchema,
  type PasswordResetRequestInput,
} from '../../../../domain/auth/schemas'
import {
  RESET_REQUEST_FAILED_MESSAGE,
  RESET_REQUESTED_MESSAGE,
} from '../../../../domain/messages/panel'
import { requestPasswordReset } from '../api/auth'
import { Alert } from '../../../components/ui/Alert'
import { AuthLayout } from '../../../components/ui/AuthLayout'
import { Button } from '../../../components/ui/Button'
import { TextField } from '../../../components/ui/TextField'
import { paths } from '../../../paths'

const resolver = zodResolver(requestPasswordResetSchema)

/** docs/product.md#screens 'Forgot password'. */
export function Component() {
  const [result, setResult] = useState<'sent' | 'failed' | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequestInput>({ defaultValues: { email: '' }, resolver })

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email)
      setResult('sent')
    } catch {
      setResult('failed')
    }
  })

  return (
    <AuthLayout
      title="Recuperar contraseña"
      subtitle="Te enviamos un enlace para elegir una contraseña nueva."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {result === 'sent' && <Alert tone="success">{RESET_REQUESTED_MESSAGE}</Alert>}
        {result === 'failed' && <Alert tone="error">{RESET_REQUEST_FAILED_MESSAGE}</Alert>}
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" busy={isSubmitting} full>
          Enviar enlace
        </Button>
        <Link to={paths.login} className="text-center font-medium text-brand-700 underline">
          Volver a iniciar sesión
        </Link>
      </form>
    </AuthLayout>
  )
}
