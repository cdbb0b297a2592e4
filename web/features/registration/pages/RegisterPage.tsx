import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router'
import { registrationFormSchema, type RegistrationFormInput } from '../../../../domain/auth/schemas'
import { PHONE_PREFIX } from '../../../../domain/constants'
import { prefetchCaptcha } from '../../../components/Captcha'
import { paths } from '../../../paths'
import { BusinessStep } from '../components/BusinessStep'
import { PhoneStep } from '../components/PhoneStep'
import { PlanStep } from '../components/PlanStep'
import { RegistrationLayout } from '../components/RegistrationLayout'
import { readResume } from '../lib/state'

type Step = 0 | 1 | 2

/** Each step is a history entry, so the phone's back button goes to the previous step. */
interface WizardHistoryState {
  step: Step
  /** Pushed by the wizard itself: 'Volver' can simply go back in history. */
  pushed?: boolean
}

function requestedStep(state: unknown): Step {
  const step = (state as Partial<WizardHistoryState> | null)?.step
  return step === 1 || step === 2 ? step : 0
}

const screens = {
  0: {
    title: 'Registrá tu comercio',
    subtitle: 'Recibí pedidos por WhatsApp y compartí tu menú con un código QR.',
  },
  1: { title: 'Datos del comercio', subtitle: 'Contanos cómo se llama tu comercio.' },
  2: {
    title: 'Tu WhatsApp',
    subtitle:
      'Te enviamos un código para confirmar que el número es tuyo. A este número te van a llegar los pedidos.',
  },
} as const

const resolver = zodResolver(registrationFormSchema)

/** docs/product.md#screens 'Registration wizard' (/registro-comercio): plan pitch, shop data, WhatsApp number. */
export function Component() {
  const location = useLocation()
  const navigate = useNavigate()
  // Back from the code screen ('Cambiar número'): the data is kept and the number can be fixed.
  const [resume] = useState(() => readResume(location.state))
  // One form across the steps: what was typed stays when going back and forth.
  const form = useForm<RegistrationFormInput>({
    defaultValues: {
      name: resume?.name ?? '',
      email: resume?.email ?? '',
      phone: resume?.phone.replace(PHONE_PREFIX, '') ?? '',
    },
    resolver,
    mode: 'onTouched',
  })
  const [name, email] = useWatch({ control: form.control, name: ['name', 'email'] })

  let step: Step =
    resume && location.state && 'resume' in location.state ? 2 : requestedStep(location.state)
  // After a reload the typed data is gone: a later step cannot be shown without it.
  if (step === 2 && (!name.trim() || !email.trim())) step = 1

  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    window.scrollTo(0, 0)
    document.getElementById('registration-title')?.focus()
  }, [step])

  useEffect(() => {
    if (step === 1) prefetchCaptcha()
  }, [step])

  function goTo(next: Step) {
    navigate(paths.register, { state: { step: next, pushed: true } satisfies WizardHistoryState })
  }

  function back() {
    if ((location.state as Partial<WizardHistoryState> | null)?.pushed) navigate(-1)
    else
      navigate(paths.register, {
        state: { step: Math.max(0, step - 1) as Step } satisfies WizardHistoryState,
        replace: true,
      })
  }

  const screen = screens[step]
  return (
    <RegistrationLayout
      title={screen.title}
      subtitle={screen.subtitle}
      step={step === 0 ? undefined : step}
    >
      {step === 0 && <PlanStep onStart={() => goTo(1)} />}
      {step === 1 && <BusinessStep form={form} onBack={back} onContinue={() => goTo(2)} />}
      {step === 2 && <PhoneStep form={form} onBack={back} />}
    </RegistrationLayout>
  )
}
