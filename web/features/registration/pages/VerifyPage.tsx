import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import { VERIFICATION_CODE_PATTERN } from '../../../../domain/auth/checks'
import { CODE_MESSAGE } from '../../../../domain/messages/customer'
import {
  RESEND_CAPTCHA_MESSAGE,
  RESEND_MESSAGES,
  RESENT_MESSAGE,
  VERIFY_MESSAGES,
} from '../../../../domain/messages/panel'
import { RESEND_COOLDOWN_SECONDS, VERIFICATION_CODE_LENGTH } from '../../../../domain/constants'
import { sendBusinessCode, verifyBusinessCode } from '../api/registration'
import { Captcha, type CaptchaHandle } from '../../../components/Captcha'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { paths } from '../../../paths'
import { failureMessage } from '../../../lib/error-message'
import { RegistrationLayout } from '../components/RegistrationLayout'
import {
  readRegistrationState,
  type RegistrationResume,
  type RegistrationState,
} from '../lib/state'
import { StepActions } from '../components/StepActions'

/** '+54 9 351 555-1234', as people read their number. */
const readablePhone = (phone: string) =>
  parsePhoneNumberFromString(phone)?.formatInternational() ?? phone

const onlyDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH)

/** docs/product.md#screens 'Verification' (/verificar-comercio). */
export function Component() {
  const location = useLocation()
  const registration = readRegistrationState(location.state)
  if (!registration) return <Navigate to={paths.register} replace />
  return <VerifyScreen registration={registration} />
}

function VerifyScreen({ registration }: { registration: RegistrationState }) {
  const navigate = useNavigate()
  const codeId = useId()
  const reasonsId = useId()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // The button waits for a whole code, by the API's own rule, as it is typed.
  const complete = VERIFICATION_CODE_PATTERN.test(code)

  const onVerify = async (event: FormEvent) => {
    event.preventDefault()
    if (!complete || busy) return
    setBusy(true)
    setError(null)
    try {
      await verifyBusinessCode({ phone: registration.phone, code })
      // The code is spent: going back should not land on this screen again.
      navigate(paths.registerDetails, { state: registration, replace: true })
    } catch (err) {
      setError(failureMessage(err, VERIFY_MESSAGES))
      setBusy(false)
    }
  }

  const resume: RegistrationResume = {
    resume: { name: registration.name, email: registration.email, phone: registration.phone },
  }

  return (
    <RegistrationLayout
      title="Ingresá el código"
      step={2}
      subtitle={
        <>
          Te lo enviamos por WhatsApp al{' '}
          <strong className="whitespace-nowrap text-stone-900">
            {readablePhone(registration.phone)}
          </strong>
          .{' '}
          <Link
            to={paths.register}
            state={resume}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
          >
            Cambiar número
          </Link>
        </>
      }
    >
      <form onSubmit={onVerify} noValidate className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <label htmlFor={codeId} className="text-sm font-medium text-stone-800">
            Código de verificación
          </label>
          <input
            id={codeId}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={VERIFICATION_CODE_LENGTH}
            placeholder="••••••"
            name="code"
            value={code}
            // Only digits go in, however they were typed or pasted.
            onChange={(event) => setCode(onlyDigits(event.currentTarget.value))}
            aria-describedby={`${codeId}-help`}
            className="min-h-14 w-full rounded-lg border border-stone-300 bg-white px-3 text-center font-mono text-3xl tracking-[0.5em] text-stone-900 tabular-nums placeholder:text-stone-300 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
          <p id={`${codeId}-help`} className="text-sm text-stone-600">
            Son {VERIFICATION_CODE_LENGTH} números. Vence en 10 minutos.
          </p>
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        <StepActions
          primary={busy ? 'Verificando...' : 'Verificar código'}
          disabled={!complete}
          busy={busy}
          reasons={[CODE_MESSAGE]}
          reasonsId={reasonsId}
        />
      </form>
      <Resend phone={registration.phone} onResent={() => setError(null)} />
    </RegistrationLayout>
  )
}

/** 'Reenviar código': needs its own captcha; after a resend it rests 30 s (docs/product.md#states, §9). */
function Resend({ phone, onResent }: { phone: string; onResent(): void }) {
  const captcha = useRef<CaptchaHandle>(null)
  const [token, setToken] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)
  const { secondsLeft, start } = useCountdown()
  const coolingDown = secondsLeft > 0

  function onToken(next: string | null) {
    setToken(next)
    // The one thing that was missing is done.
    if (next) setMessage((m) => (m?.text === RESEND_CAPTCHA_MESSAGE ? null : m))
  }

  async function onResend(event: FormEvent) {
    event.preventDefault()
    if (busy || coolingDown) return
    if (!token) {
      setMessage({ tone: 'error', text: RESEND_CAPTCHA_MESSAGE })
      return
    }
    setBusy(true)
    setMessage(null)
    try {
      await sendBusinessCode({ phone, recaptchaToken: token })
      setMessage({ tone: 'success', text: RESENT_MESSAGE })
      start(RESEND_COOLDOWN_SECONDS)
      onResent()
    } catch (err) {
      setMessage({ tone: 'error', text: failureMessage(err, RESEND_MESSAGES) })
    } finally {
      captcha.current?.reset()
      setToken(null)
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="resend-title" className="mt-8 border-t border-stone-200 pt-6">
      <h2 id="resend-title" className="font-semibold text-stone-900">
        ¿No te llegó el código?
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Puede tardar un minuto. Si no llega, marcá la verificación y pedí otro.
      </p>
      <form onSubmit={onResend} noValidate className="mt-4 flex flex-col gap-3">
        <Captcha ref={captcha} onToken={onToken} auto="off" />
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <Button type="submit" variant="secondary" full busy={busy} disabled={coolingDown}>
          {busy
            ? 'Reenviando...'
            : coolingDown
              ? `Reenviar código en ${secondsLeft} s`
              : 'Reenviar código'}
        </Button>
        {coolingDown && (
          <p className="text-center text-sm text-stone-600">
            Podés pedir otro código cuando termine la cuenta.
          </p>
        )}
      </form>
    </section>
  )
}

/** Seconds left of a cooldown, counted from the clock so a throttled background tab stays right. */
function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null)
  const [secondsLeft, setSecondsLeft] = useState(0)
  useEffect(() => {
    if (endsAt === null) return
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))
      setSecondsLeft(left)
      if (left === 0) setEndsAt(null)
    }, 250)
    return () => clearInterval(timer)
  }, [endsAt])
  return {
    secondsLeft,
    start(seconds: number) {
      setEndsAt(Date.now() + seconds * 1000)
      setSecondsLeft(seconds)
    },
  }
}
