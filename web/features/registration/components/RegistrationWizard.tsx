import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router'
import { registrationFormSchema, type RegistrationFormInput } from '../../../../domain/auth/schemas'
import { PHONE_PREFIX } from '../../../../domain/constants'
import { prefetchCaptcha } from '../../../components/Captcha'
import { paths } from '../../../paths'
import { readResume } from '../lib/state'
import {
  pushedStep,
  screens,
  type Step,
  type WizardHistoryState,
  wizardStep,
} from '../lib/wizard-steps'
import { BusinessStep } from './BusinessStep'
import { PhoneStep } from './PhoneStep'
import { PlanStep } from './PlanStep'
import { RegistrationLayout } from './RegistrationLayout'

const resolver = zodResolver(registrationFormSchema)

/**
 * docs/product.md#screens 'Registration wizard' (/registro-comercio): plan pitch, shop data, WhatsApp
 * number. It loads apart from the page (pages/RegisterPage.tsx), which draws the plan pitch alone
 * until a step needs the form: the form library, the schemas and the phone library stay off the
 * page's first load (docs/decisions/0006-bundle-driven-splits.md).
 */
export default function RegistrationWizard({
  moved,
}: {
  /** Shown because the person moved on from the pitch: its first step is a move too. */
  moved: boolean
}) {
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

  let step: Step = wizardStep(location.state)
  // After a reload the typed data is gone: a later step cannot be shown without it.
  if (step === 2 && (!name.trim() || !email.trim())) step = 1

  // Each move to another step scrolls up and focuses its title.
  const firstRender = useRef(!moved)
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
    navigate(paths.register, { state: pushedStep(next) })
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
