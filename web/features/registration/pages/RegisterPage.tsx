import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { onFirstIntent } from '../../../lib/intent'
import { paths } from '../../../paths'
import { PlanStep } from '../components/PlanStep'
import { RegistrationLayout } from '../components/RegistrationLayout'
import { pushedStep, screens, wizardStep } from '../lib/wizard-steps'

// The form's steps, with the form library, the schemas and the captcha, load apart: the plan pitch
// is drawn without them, and they are fetched once the page is idle
// (docs/decisions/0006-bundle-driven-splits.md).
const loadWizard = () => import('../components/RegistrationWizard')
const RegistrationWizard = lazy(loadWizard)

/** docs/product.md#screens 'Registration wizard' (/registro-comercio): the plan pitch, then the wizard. */
export function Component() {
  const location = useLocation()
  const navigate = useNavigate()
  const step = wizardStep(location.state)
  // Opened at a later step (a reload, or back from the code screen): the wizard from the start.
  const [openedAtForm] = useState(step !== 0)
  // Once shown, the wizard stays: it holds what was typed, also while the pitch is back on screen.
  const [wizardShown, setWizardShown] = useState(step !== 0)
  if (step !== 0 && !wizardShown) setWizardShown(true)
  useEffect(() => onFirstIntent(() => void loadWizard().catch(() => {})), [])

  if (wizardShown) {
    const screen = screens[step]
    return (
      // While it loads (seldom: it was fetched when the page went idle), the step's title alone.
      <Suspense
        fallback={
          <RegistrationLayout title={screen.title} subtitle={screen.subtitle}>
            {null}
          </RegistrationLayout>
        }
      >
        <RegistrationWizard moved={!openedAtForm} />
      </Suspense>
    )
  }
  return (
    <RegistrationLayout title={screens[0].title} subtitle={screens[0].subtitle}>
      <PlanStep onStart={() => navigate(paths.register, { state: pushedStep(1) })} />
    </RegistrationLayout>
  )
}
