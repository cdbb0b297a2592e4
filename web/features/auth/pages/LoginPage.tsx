import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { loginFormSchema, type LoginFormInput } from '../../../../domain/auth/schemas'
import { CAPTCHA_MESSAGE } from '../../../../domain/messages/customer'
import { LOGIN_FAILED_MESSAGE } from '../../../../domain/messages/panel'
import { loginManual } from '../api/auth'
import { ApiRequestError } from '../../../api/client'
import { Captcha, type CaptchaHandle } from '../../../components/Captcha'
import { Alert } from '../../../components/ui/Alert'
import { AuthLayout } from '../../../components/ui/AuthLayout'
import { Button } from '../../../components/ui/Button'
import { TextField } from '../../../components/ui/TextField'
import { paths } from '../../../paths'
import { useSession } from '../../../session/useSession'

const resolver = zodResolver(loginFormSchema)

/**
 * docs/product.md#screens 'Login'; after several failed tries at an account the server asks for the
 * captcha too (docs/product.md#session), and the form shows it from then on.
 */
export function Component() {
  const { login } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput>({
    defaultValues: { email: '', password: '', remember: true },
    resolver,
  })

  // Once the server asks for it (several failed tries at the account), every try brings a captcha.
  const [needsCaptcha, setNeedsCaptcha] = useState(false)
  const [captchaToken, setCaptchaToken] = useState<string | null>(null)
  const captcha = useRef<CaptchaHandle>(null)

  const registered = (location.state as { message?: string } | null)?.message
  const resetDone = params.get('reset') === 'success'
  // One message for the whole form: the fields' own, else the failed sign-in.
  const error = errors.email?.message ?? errors.password?.message ?? errors.root?.message

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    if (needsCaptcha && !captchaToken) {
      setError('root', { message: CAPTCHA_MESSAGE })
      return
    }
    try {
      const { token } = await loginManual(email, password, captchaToken ?? undefined)
      login(token, remember)
      navigate(paths.business.home)
    } catch (err) {
      const captchaAsked =
        err instanceof ApiRequestError &&
        (err.code === 'CAPTCHA_REQUIRED' || err.code === 'CAPTCHA_FAILED')
      if (captchaAsked) setNeedsCaptcha(true)
      setError('root', { message: captchaAsked ? err.message : LOGIN_FAILED_MESSAGE })
    } finally {
      // The server accepts each captcha token once.
      captcha.current?.reset()
      setCaptchaToken(null)
    }
  })

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
          {...register('email')}
        />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          required
          {...register('password')}
        />
        {needsCaptcha && (
          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-stone-800">
              Verificación de seguridad
            </legend>
            <Captcha ref={captcha} onToken={setCaptchaToken} />
          </fieldset>
        )}
        <div className="flex items-center justify-between gap-3">
          <label className="flex min-h-11 items-center gap-2 text-stone-800">
            <input type="checkbox" {...register('remember')} className="size-5 accent-brand-600" />
            Recordarme
          </label>
          <Link to={paths.forgotPassword} className="text-sm font-medium text-brand-700 underline">
            ¿Olvidaste tu contraseña?
          </Link>
        </div>
        <Button type="submit" busy={isSubmitting} full>
          {isSubmitting ? 'Ingresando...' : 'Ingresar'}
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
