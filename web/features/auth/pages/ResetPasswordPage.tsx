import { useEffect, useState } from 'react'
import { Navigate, useNavigate, useParams } from 'react-router'
import { newPasswordProblem } from '../../../../domain/auth/checks'
import { RESET_FAILED_MESSAGE } from '../../../../domain/messages/auth'
import { resetPassword, validateResetToken } from '../api/auth'
import { Spinner } from '../../../components/Spinner'
import { Alert } from '../../../components/ui/Alert'
import { AuthLayout } from '../../../components/ui/AuthLayout'
import { Button } from '../../../components/ui/Button'
import { NewPasswordFields } from '../../../components/ui/NewPasswordFields'
import { usePlainForm } from '../../../hooks/usePlainForm'
import { paths } from '../../../paths'
import { serverMessage } from '../../../lib/error-message'

const FIELDS = ['password', 'confirm'] as const

/** docs/product.md#screens 'Reset password': the link is checked first; a bad one goes to /link-expirado. */
export function Component() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const [valid, setValid] = useState<boolean | null>(null)
  // The password as typed so far, for the checklist.
  const [password, setPassword] = useState('')
  // The server's refusal, cleared at each try.
  const [failure, setFailure] = useState<string | null>(null)
  const form = usePlainForm(
    FIELDS,
    (values) => newPasswordProblem(values.password, values.confirm),
    async (values) => {
      try {
        await resetPassword(token, values.password)
        navigate(`${paths.login}?reset=success`, { replace: true })
      } catch (err) {
        setFailure(serverMessage(err, RESET_FAILED_MESSAGE))
      }
    },
  )
  // One message for the form, in the order the rules are checked.
  const error = form.problem?.message ?? failure

  useEffect(() => {
    let active = true
    validateResetToken(token)
      .then((r) => active && setValid(r.valid))
      .catch(() => active && setValid(false))
    return () => {
      active = false
    }
  }, [token])

  if (!token || valid === false) return <Navigate to={paths.linkExpired} replace />
  if (valid === null) return <Spinner label="Verificando el enlace..." />

  return (
    <AuthLayout title="Nueva contraseña" subtitle="Elegí una contraseña segura para tu cuenta.">
      <form
        onSubmit={(event) => {
          setFailure(null)
          void form.onSubmit(event)
        }}
        onInput={form.onChange}
        onChange={form.onChange}
        noValidate
        className="flex flex-col gap-4"
      >
        {error && <Alert tone="error">{error}</Alert>}
        <NewPasswordFields
          label="Nueva contraseña"
          password={password}
          passwordField={{ name: 'password', onChange: (e) => setPassword(e.target.value) }}
          confirmField={{ name: 'confirm' }}
        />
        <Button type="submit" busy={form.busy} full>
          Guardar contraseña
        </Button>
      </form>
    </AuthLayout>
  )
}
