import { useId, useRef, useState, type FormEvent } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { RegistrationFormInput } from '../../../../domain/auth/schemas'
import { CAPTCHA_MESSAGE } from '../../../../domain/messages/customer'
import { SEND_CODE_MESSAGES } from '../../../../domain/messages/panel'
import { STARTER_PLAN } from '../../../../domain/constants'
import { normalizeArMobile } from '../../../../domain/auth/rules'
import { sendBusinessCode } from '../api/registration'
import { Captcha, type CaptchaHandle } from '../../../components/Captcha'
import { Alert } from '../../../components/ui/Alert'
import { TextField } from '../../../components/ui/TextField'
import { paths } from '../../../paths'
import { failureMessage } from '../../../lib/error-message'
import type { RegistrationState } from '../lib/state'
import { StepActions } from './StepActions'

export const PHONE_MISSING_REASON = 'Falta un número de WhatsApp válido.'

/**
 * Step 2: the WhatsApp number and the captcha. Sending is possible only with a valid number, a
 * captcha token and no request on its way; every attempt spends the token (docs/product.md#states).
 */
export function PhoneStep({
  form,
  onBack,
}: {
  form: UseFormReturn<RegistrationFormInput>
  onBack(): void
}) {
  const navigate = useNavigate()
  const reasonsId = useId()
  const captcha = useRef<CaptchaHandle>(null)
  const [token, setToken] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [name, email, phone] = useWatch({ control: form.control, name: ['name', 'email', 'phone'] })
  const normalized = normalizeArMobile(phone)
  const canSend = normalized !== null && token !== null && !busy

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    // Checks the number with the schema (and shows its message) without touching the other steps.
    const phoneValid = await form.trigger('phone')
    if (!phoneValid || !normalized || !token || busy) return
    setBusy(true)
    setError(null)
    try {
      await sendBusinessCode({ phone: normalized, recaptchaToken: token })
      const state: RegistrationState = {
        phone: normalized,
        name: name.trim(),
        email: email.trim(),
        plan: STARTER_PLAN.id,
      }
      navigate(paths.verify, { state })
    } catch (err) {
      setError(failureMessage(err, SEND_CODE_MESSAGES))
    } finally {
      captcha.current?.reset()
      setToken(null)
      setBusy(false)
    }
  }

  const reasons = [
    ...(normalized ? [] : [PHONE_MISSING_REASON]),
    ...(token ? [] : [CAPTCHA_MESSAGE]),
  ]

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label="Número de WhatsApp"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="351 555 1234"
        maxLength={25}
        {...form.register('phone')}
        error={form.formState.errors.phone?.message}
        hint="Con código de área, sin el 0 ni el 15."
      />
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-stone-800">
          Verificación de seguridad
        </legend>
        <Captcha ref={captcha} onToken={setToken} />
      </fieldset>
      {error && <Alert tone="error">{error}</Alert>}
      <StepActions
        primary={busy ? 'Enviando código...' : 'Enviar código'}
        disabled={!canSend}
        busy={busy}
        reasons={reasons}
        onBack={onBack}
        reasonsId={reasonsId}
      />
    </form>
  )
}
