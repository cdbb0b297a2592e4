import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate, useParams } from 'react-router'
import { z } from 'zod'
import { newPasswordFormSchema } from '../../../../domain/auth/schemas'
import {
  INVITATION_ACCEPT_ERROR,
  INVITATION_LINK_MESSAGE,
  ROLE_DESCRIPTIONS,
} from '../../../../domain/messages/panel'
import { can, MEMBER_ROLE_LABELS } from '../../../../domain/team/permissions'
import { memberNameSchema } from '../../../../domain/team/schemas'
import { Spinner } from '../../../components/Spinner'
import { Alert } from '../../../components/ui/Alert'
import { AuthLayout } from '../../../components/ui/AuthLayout'
import { Button } from '../../../components/ui/Button'
import { NewPasswordFields } from '../../../components/ui/NewPasswordFields'
import { TextField } from '../../../components/ui/TextField'
import { serverMessage } from '../../../lib/error-message'
import { paths } from '../../../paths'
import { useSession } from '../../../session/useSession'
import { acceptInvitation, previewInvitation } from '../api/team'

/** The reset-password page's rule (a password and its repetition), plus the member's name. */
const acceptFormSchema = z.intersection(z.object({ name: memberNameSchema }), newPasswordFormSchema)
type AcceptForm = z.input<typeof acceptFormSchema>
const resolver = zodResolver(acceptFormSchema)

function InvalidInvitation() {
  return (
    <AuthLayout title="Esta invitación ya no sirve">
      <div className="flex flex-col gap-4">
        <Alert tone="error">{INVITATION_LINK_MESSAGE}</Alert>
        <p className="text-stone-700">
          Si ya la aceptaste, entrá con tu correo y la contraseña que elegiste.
        </p>
        <Link to={paths.login} className="text-center font-medium text-brand-700 underline">
          Ir a iniciar sesión
        </Link>
      </div>
    </AuthLayout>
  )
}

/**
 * docs/product.md#team: the page of the emailed link. It shows the shop, the role and the email
 * it was sent to; the member picks a name and a password and lands in the panel, signed in.
 */
export function Component() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const { login } = useSession()
  const preview = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => previewInvitation(token),
    retry: false,
    staleTime: Infinity,
  })
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AcceptForm>({ defaultValues: { name: '', password: '', confirm: '' }, resolver })
  const password = useWatch({ control, name: 'password' })
  const error = errors.password?.message ?? errors.confirm?.message ?? errors.root?.message

  if (preview.isPending) return <Spinner label="Verificando la invitación..." />
  if (preview.isError) return <InvalidInvitation />
  const { businessName, email, role } = preview.data

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await acceptInvitation({ token, name: values.name, password: values.password })
      login(answer.token, true)
      // A kitchen opens on Pedidos; a manager on Inicio (docs/product.md#team).
      navigate(can(role, 'stats') ? paths.business.home : paths.business.orders, { replace: true })
    } catch (err) {
      setError('root', { message: serverMessage(err, INVITATION_ACCEPT_ERROR) })
    }
  })

  return (
    <AuthLayout
      title={`Sumate a ${businessName}`}
      subtitle={
        <>
          Te invitaron como <strong className="text-stone-900">{MEMBER_ROLE_LABELS[role]}</strong>.{' '}
          {ROLE_DESCRIPTIONS[role]}
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField label="Correo electrónico" value={email} readOnly autoComplete="username" />
        <TextField
          label="Tu nombre"
          autoComplete="name"
          hint="Así te ve el equipo en Actividad."
          error={errors.name?.message}
          {...register('name')}
        />
        <NewPasswordFields
          label="Contraseña"
          password={password}
          passwordField={register('password')}
          confirmField={register('confirm')}
        />
        <Button type="submit" busy={isSubmitting} full>
          Crear mi cuenta y entrar
        </Button>
      </form>
    </AuthLayout>
  )
}
