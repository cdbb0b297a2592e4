import { useEffect, useState, type FormEvent } from 'react'
import { Navigate, useNavigate, useParams } from 'react-router'
import {
  isStrongPassword,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULE_MESSAGE,
} from '../../../domain/password'
import { ApiRequestError } from '../../api/client'
import { resetPassword, validateResetToken } from '../../api/auth'
import { Spinner } from '../../components/Spinner'
import { Alert } from '../../components/ui/Alert'
import { AuthLayout } from '../../components/ui/AuthLayout'
import { Button } from '../../components/ui/Button'
import { PasswordChecklist } from '../../components/ui/PasswordChecklist'
import { TextField } from '../../components/ui/TextField'
import { paths } from '../../paths'

/** docs/product.md#screens 'Reset password': the link is checked first; a bad one goes to /link-expirado. */
export function Component() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const [valid, setValid] = useState<boolean | null>(null)
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

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

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!isStrongPassword(password)) return setError(PASSWORD_RULE_MESSAGE)
    if (password !== confirm) return setError(PASSWORD_MISMATCH_MESSAGE)
    setError(null)
    setBusy(true)
    try {
      await resetPassword(token, password)
      navigate(`${paths.login}?reset=success`, { replace: true })
    } catch (err) {
      setError(
        err instanceof ApiRequestError && err.fromServer
          ? err.message
          : 'Error al restablecer la contraseña',
      )
      setBusy(false)
    }
  }

  return (
    <AuthLayout title="Nueva contraseña" subtitle="Elegí una contraseña segura para tu cuenta.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordChecklist password={password} />
        <TextField
          label="Repetí la contraseña"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <Button type="submit" busy={busy} full>
          Guardar contraseña
        </Button>
      </form>
    </AuthLayout>
  )
}
