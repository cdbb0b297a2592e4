import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { loginFieldsProblem } from '../../../../domain/auth/checks'
import { CAPTCHA_MESSAGE } from '../../../../domain/messages/customer'
import { LOGIN_FAILED_MESSAGE } from '../../../../domain/messages/auth'
import { loginManual } from '../api/auth'
import { ApiRequestError } from '../../../api/client'
import type { CaptchaHandle } from '../../../components/Captcha'
import { Alert } from '../../../components/ui/Alert'
import { AuthLayout } from '../../../components/ui/AuthLayout'
import { Button } from '../../../components/ui/Button'
import { TextField } from '../../../components/ui/TextField'
import { usePlainForm } from '../../../hooks/usePlainForm'
import { onFirstIntent } from '../../../lib/intent'
import { paths } from '../../../paths'
import { useSession } from '../../../session/useSession'

// Shown only once the server asks for it: its code loads apart, fetched once the page is idle
// (docs/decisions/0006-bundle-driven-splits.md).
const loadCaptcha = () => import('../../../components/Captcha')
const Captcha = lazy(() => loadCaptcha().then((m) => ({ default: m.Captcha })))

const FIELDS = ['email', 'password'] as const

/**
 * docs/product.md#screens 'Login'; after several failed tries at an account the server asks for the
 * captcha too (docs/product.md#session), and the form shows it from then on.
 */
export function Component() {
  const { login } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  // Once the server asks for it (several failed tries at the account), every try brings a captcha.
  const [needsCaptcha, setNeedsCaptcha] = useState(false)
  const [captchaToken, setCaptchaToken] = useState<string | null>(null)
  const captcha = useRef<CaptchaHandle>(null)
  // The failed sign-in, cleared at each try.
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => onFirstIntent(() => void loadCaptcha().catch(() => {})), [])

  const registered = (location.state as { message?: string } | null)?.message
  const resetDone = params.get('reset') === 'success'

  const form = usePlainForm(
    FIELDS,
    ({ email, password }) => loginFieldsProblem(email, password),
    async ({ email, password }, element) => {
      const remember = (element.elements.namedItem('remember') as HTMLInputElement).checked
      if (needsCaptcha && !captchaToken) {
        setFailure(CAPTCHA_MESSAGE)
        return
      }
      try {
        const { token } = await loginManual(email.trim(), password, captchaToken ?? undefined)
        login(token, remember)
        navigate(paths.business.home)
      } catch (err) {
        const captchaAsked =
          err instanceof ApiRequestError &&
          (err.code === 'CAPTCHA_REQUIRED' || err.code === 'CAPTCHA_FAILED')
        if (captchaAsked) setNeedsCaptcha(true)
        setFailure(captchaAsked ? err.message : LOGIN_FAILED_MESSAGE)
      } finally {
        // The server accepts each captcha token once.
        captcha.current?.reset()
        setCaptchaToken(null)
      }
    },
  )
  // One message for the whole form: the fields' own, else the failed sign-in.
  const error = form.problem?.message ?? failure

  return (
    <AuthLayout title="Iniciar sesión" subtitle="Entrá al Panel del Comercio.">
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
          name="email"
        />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          required
          name="password"
        />
        {needsCaptcha && (
          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-stone-800">
              Verificación de seguridad
            </legend>
            <Suspense fallback={null}>
              <Captcha ref={captcha} onToken={setCaptchaToken} />
            </Suspense>
          </fieldset>
        )}
        <div className="flex items-center justify-between gap-3">
          <label className="flex min-h-11 items-center gap-2 text-stone-800">
            <input
              type="checkbox"
              name="remember"
              defaultChecked
              className="size-5 accent-brand-600"
            />
            Recordarme
          </label>
          <Link to={paths.forgotPassword} className="text-sm font-medium text-brand-700 underline">
            ¿Olvidaste tu contraseña?
          </Link>
        </div>
        <Button type="submit" busy={form.busy} full>
          {form.busy ? 'Ingresando...' : 'Ingresar'}
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
