import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Navigate, useNavigate, useParams } from 'react-router'
import { newPasswordFormSchema, type NewPasswordFormInput } from '../../../../domain/auth/schemas'
import { RESET_FAILED_MESSAGE } from '../../../../domain/messages/panel'
import { resetPassword, validateResetToken } from '../api/auth'
import { Spinner } from '../../../components/Spinner'
import { Alert } from '../../../components/ui/Alert'
import { AuthLayout } from '../../../components/ui/AuthLayout'
import { Button } from '../../../components/ui/Button'
import { NewPasswordFields } from '../../../components/ui/NewPasswordFields'
import { paths } from '../../../paths'
import { serverMessage } from '../../../lib/error-message'

const resolver = zodResolver(newPasswordFormSchema)

/** docs/product.md#screens 'Reset password': the link is checked first; a bad one goes to /link-expirado. */
export function Component() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const [valid, setValid] = useState<boolean | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordFormInput>({ defaultValues: { password: '', confirm: '' }, resolver })
  const password = useWatch({ control, name: 'password' })
  // One message for the form, in the order the rules are checked.
  const error = errors.password?.message ?? errors.confirm?.message ?? errors.root?.message

  useEffect(() => {
    let active = true
    validateResetToken(token)
      .then((r) => active && setValid(r.valid))
      .catch(() => active && setValid(false))
    return () => {
      active = false
    }
  }, [token])

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword(token, values.password)
      navigate(`${paths.login}?reset=success`, { replace: true })
    } catch (err) {
      setError('root', { message: serverMessage(err, RESET_FAILED_MESSAGE) })
    }
  })

  if (!token || valid === false) return <Navigate to={paths.linkExpired} replace />
  if (valid === null) return <Spinner label="Verificando el enlace..." />

  return (
    <AuthLayout title="Nueva contraseña" subtitle="Elegí una contraseña segura para tu cuenta.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        <NewPasswordFields
          label="Nueva contraseña"
          password={password}
          passwordField={register('password')}
          confirmField={register('confirm')}
        />
        <Button type="submit" busy={isSubmitting} full>
          Guardar contraseña
        </Button>
      </form>
    </AuthLayout>
  )
}
