import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { activateFormSchema, type ActivateFormInput } from '../../../../domain/admin/schemas'
import {
  OPERATOR_ACTIVATE_FAILED_MESSAGE,
  OPERATOR_LINK_INVALID_MESSAGE,
} from '../../../../domain/messages/admin'
import { Alert } from '../../../components/ui/Alert'
import { AuthLayout } from '../../../components/ui/AuthLayout'
import { Button } from '../../../components/ui/Button'
import { NewPasswordFields } from '../../../components/ui/NewPasswordFields'
import { serverMessage } from '../../../lib/error-message'
import { paths } from '../../../paths'
import { activateOperator } from '../api/session'

const resolver = zodResolver(activateFormSchema)

/**
 * The one-time link of `npm run admin:create` (docs/product.md#operators): the operator's password,
 * by the same rules as a shop owner's; then the sign-in.
 */
export function Component() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const navigate = useNavigate()
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ActivateFormInput>({ defaultValues: { password: '', confirm: '' }, resolver })
  const password = useWatch({ control, name: 'password' })
  const error = errors.password?.message ?? errors.confirm?.message ?? errors.root?.message

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { email } = await activateOperator(token, values.password)
      navigate(paths.admin.login, { replace: true, state: { activated: email } })
    } catch (err) {
      setError('root', { message: serverMessage(err, OPERATOR_ACTIVATE_FAILED_MESSAGE) })
    }
  })

  if (!token) {
    return (
      <AuthLayout title="Enlace inválido">
        <div className="flex flex-col gap-4">
          <Alert tone="error">{OPERATOR_LINK_INVALID_MESSAGE}</Alert>
          <Link to={paths.admin.login} className="font-medium text-brand-700 underline">
            Ir al ingreso de operadores
          </Link>
        </div>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      title="Tu contraseña de operador"
      subtitle="Elegí la contraseña con la que vas a entrar a la consola de Barrio."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        <NewPasswordFields
          label="Contraseña"
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
