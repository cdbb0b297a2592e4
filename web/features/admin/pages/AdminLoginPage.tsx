import { zodResolver } from '@hookform/resolvers/zod'
import { QRCodeSVG } from 'qrcode.react'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import {
  adminCodeSchema,
  adminLoginSchema,
  type AdminCodeInput,
  type AdminLoginInput,
  type TotpSetup,
} from '../../../../domain/admin/schemas'
import {
  OPERATOR_LOGIN_FAILED_MESSAGE,
  OPERATOR_SIGN_IN_FAILED_MESSAGE,
  OPERATOR_UNAUTHENTICATED_MESSAGE,
} from '../../../../domain/messages/admin'
import { ApiRequestError } from '../../../api/client'
import { CopyButton } from '../../../components/CopyButton'
import { Alert } from '../../../components/ui/Alert'
import { AuthLayout } from '../../../components/ui/AuthLayout'
import { Button } from '../../../components/ui/Button'
import { TextField } from '../../../components/ui/TextField'
import { serverMessage } from '../../../lib/error-message'
import { paths } from '../../../paths'
import type { AdminSignOutReason } from '../api/client'
import { adminLogin, adminLoginCode } from '../api/session'
import { setAdminToken } from '../lib/admin-session'

type Step =
  | { name: 'password' }
  | { name: 'code'; token: string; setup: TotpSetup | null }
  | { name: 'recovery'; codes: string[] }

/** Where the console opens after the sign-in: the screen asked for, if it is the console's. */
function destination(next: string | null) {
  return next?.startsWith(`${paths.admin.root}/`) && !next.startsWith(paths.admin.login)
    ? next
    : paths.admin.panorama
}

/** The secret as an app asks for it, in groups of four letters. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

function PasswordStep({ onDone }: { onDone: (token: string, setup: TotpSetup | null) => void }) {
  const location = useLocation()
  const state = location.state as { activated?: string; endedBy?: AdminSignOutReason } | null
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginInput>({
    defaultValues: { email: state?.activated ?? '', password: '' },
    resolver: zodResolver(adminLoginSchema),
  })
  const error = errors.email?.message ?? errors.password?.message ?? errors.root?.message

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      const answer = await adminLogin(email, password)
      onDone(answer.token, answer.totpSetup)
    } catch (err) {
      const message =
        err instanceof ApiRequestError && err.code === 'INVALID_CREDENTIALS'
          ? OPERATOR_LOGIN_FAILED_MESSAGE
          : serverMessage(err, OPERATOR_SIGN_IN_FAILED_MESSAGE)
      setError('root', { message })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {state?.activated && (
        <Alert tone="success">Tu contraseña quedó guardada. Ingresá para terminar.</Alert>
      )}
      {state?.endedBy === 'expired' && !error && (
        <Alert tone="info">{OPERATOR_UNAUTHENTICATED_MESSAGE}</Alert>
      )}
      {state?.endedBy === 'logout' && !error && <Alert tone="success">Cerraste la sesión.</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="username"
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
      <Button type="submit" busy={isSubmitting} full>
        {isSubmitting ? 'Verificando...' : 'Continuar'}
      </Button>
    </form>
  )
}

function AppSetup({ setup }: { setup: TotpSetup }) {
  const secretId = useId()
  return (
    <section aria-labelledby={`${secretId}-title`} className="flex flex-col gap-3">
      <h2 id={`${secretId}-title`} className="font-semibold text-stone-900">
        1. Escaneá el código QR
      </h2>
      <p className="text-sm text-stone-700">
        Escaneá este código con Google Authenticator, Microsoft Authenticator, 1Password o la app
        que uses.
      </p>
      <div className="self-center rounded-xl border border-stone-200 bg-white p-3">
        <QRCodeSVG
          value={setup.uri}
          size={176}
          marginSize={1}
          role="img"
          aria-label="Código QR para vincular la app de autenticación"
        />
      </div>
      <p className="text-sm text-stone-700">
        Si no podés escanearlo, escribí esta clave en la app:
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          id={secretId}
          data-testid="totp-secret"
          className="min-w-0 flex-1 rounded-lg bg-stone-100 px-3 py-2 font-mono text-sm break-words text-stone-900"
        >
          {grouped(setup.secret)}
        </code>
        <CopyButton text={setup.secret} describedBy={secretId} />
      </div>
      <h2 className="mt-2 font-semibold text-stone-900">2. Ingresá el código que muestra la app</h2>
    </section>
  )
}

function CodeStep({
  token,
  setup,
  onDone,
  onRestart,
}: {
  token: string
  setup: TotpSetup | null
  onDone: (sessionToken: string, recoveryCodes: string[] | null) => void
  onRestart: (message: string) => void
}) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<AdminCodeInput>({
    defaultValues: { code: '' },
    resolver: zodResolver(adminCodeSchema),
  })
  useEffect(() => setFocus('code'), [setFocus])

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const answer = await adminLoginCode(token, code)
      onDone(answer.token, answer.recoveryCodes)
    } catch (err) {
      // The password step's session is over (too many wrong codes, or too long): start again.
      if (err instanceof ApiRequestError && err.status === 401) {
        onRestart(err.message)
        return
      }
      setError('code', { message: serverMessage(err, OPERATOR_SIGN_IN_FAILED_MESSAGE) })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {setup && <AppSetup setup={setup} />}
      <TextField
        label="Código de verificación"
        inputMode={setup ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        hint={
          setup
            ? 'Los 6 números que muestra la app ahora.'
            : 'Los 6 números de tu app, o uno de tus códigos de recuperación.'
        }
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" busy={isSubmitting} full>
        {isSubmitting ? 'Verificando...' : 'Ingresar'}
      </Button>
    </form>
  )
}

function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const listId = useId()
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="info">
        Si perdés el teléfono, cada uno de estos códigos te deja entrar una vez en lugar del código
        de la app. Guardalos en un lugar seguro: no se vuelven a mostrar.
      </Alert>
      <ol
        id={listId}
        aria-label="Códigos de recuperación"
        className="grid grid-cols-2 gap-2 rounded-xl bg-stone-100 p-4 font-mono text-stone-900"
      >
        {codes.map((code) => (
          <li key={code} className="text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <CopyButton text={codes.join('\n')} describedBy={listId} />
        <Button onClick={onSaved} className="flex-1">
          Ya los guardé
        </Button>
      </div>
    </div>
  )
}

/**
 * /admin/login (docs/product.md#operators): the password, then the authenticator app's code; at
 * the first sign-in the app is linked here (a QR code and its key) and the recovery codes are
 * shown once.
 */
export function Component() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [step, setStep] = useState<Step>({ name: 'password' })
  const [restartMessage, setRestartMessage] = useState<string | null>(null)
  const next = destination(params.get('next'))

  // Each step's title takes the focus, so a screen reader hears where the sign-in is.
  useEffect(() => {
    if (step.name !== 'password') document.getElementById('admin-login-title')?.focus()
  }, [step.name])

  const open = () => navigate(next, { replace: true })

  const title =
    step.name === 'password'
      ? 'Ingreso de operadores'
      : step.name === 'recovery'
        ? 'Tus códigos de recuperación'
        : step.setup
          ? 'Vinculá tu app de autenticación'
          : 'Código de verificación'
  const subtitle =
    step.name === 'password'
      ? 'La consola de Barrio, solo para su equipo.'
      : step.name === 'code' && !step.setup
        ? 'Abrí tu app de autenticación y escribí el código de Barrio.'
        : undefined

  return (
    <AuthLayout title={title} subtitle={subtitle} titleId="admin-login-title">
      {step.name === 'password' && (
        <>
          {restartMessage && (
            <div className="mb-4">
              <Alert tone="error">{restartMessage}</Alert>
            </div>
          )}
          <PasswordStep
            onDone={(token, setup) => {
              setRestartMessage(null)
              setStep({ name: 'code', token, setup })
            }}
          />
        </>
      )}
      {step.name === 'code' && (
        <CodeStep
          token={step.token}
          setup={step.setup}
          onDone={(sessionToken, codes) => {
            setAdminToken(sessionToken)
            if (codes) setStep({ name: 'recovery', codes })
            else open()
          }}
          onRestart={(message) => {
            setRestartMessage(message)
            setStep({ name: 'password' })
          }}
        />
      )}
      {step.name === 'recovery' && <RecoveryCodes codes={step.codes} onSaved={open} />}
    </AuthLayout>
  )
}
