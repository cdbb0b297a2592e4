import { useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { loginManual } from '../../api/auth'
import { Alert } from '../../components/ui/Alert'
import { AuthLayout } from '../../components/ui/AuthLayout'
import { Button } from '../../components/ui/Button'
import { TextField } from '../../components/ui/TextField'
import { paths } from '../../paths'
import { useSession } from '../../session/useSession'

export const LOGIN_FAILED_MESSAGE = 'Credenciales incorrectas o error de servidor.'

/** docs/product.md#screens 'Login'. */
export function Component() {
  const { login } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const registered = (location.state as { message?: string } | null)?.message
  const resetDone = params.get('reset') === 'success'

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!email.trim() || !password) {
      setError('Completá tu correo y tu contraseña.')
      return
    }
    setBusy(true)
    setError(null)
    try {
      const { token } = await loginManual(email.trim(), password)
      login(token, remember)
      navigate(paths.business.home)
    } catch {
      setError(LOGIN_FAILED_MESSAGE)
      setBusy(false)
    }
  }

  return (
    <AuthLayout title="Iniciar sesión" subtitle="Entrá al Panel del Comercio.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {registered && <Alert tone="success">{registered}</Alert>}
        {resetDone && (
          <Alert tone="success">
            Tu contraseña se cambió correctamente. Iniciá sesión con la nueva.
          </Alert>
        )}
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex items-center justify-between gap-3">
          <label className="flex min-h-11 items-center gap-2 text-stone-800">
            <input
              type="checkbox"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
              className="size-5 accent-brand-600"
            />
            Recordarme
          </label>
          <Link to={paths.forgotPassword} className="text-sm font-medium text-brand-700 underline">
            ¿Olvidaste tu contraseña?
          </Link>
        </div>
        <Button type="submit" busy={busy} full>
          {busy ? 'Ingresando...' : 'Ingresar'}
        </Button>
        <p className="text-center text-stone-600">
          ¿No tenés cuenta?{' '}
          <Link to={paths.landing} className="font-medium text-brand-700 underline">
            Registrate
          </Link>
        </p>
      </form>
    </AuthLayout>
  )
}
