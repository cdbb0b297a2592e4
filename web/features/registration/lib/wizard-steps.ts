import { readResume } from './state'

/*
 * The registration wizard's steps as the history holds them, shared by the page, which draws the
 * plan pitch alone, and the wizard, which loads apart (docs/decisions/0006-bundle-driven-splits.md).
 */

export type Step = 0 | 1 | 2

/** Each step is a history entry, so the phone's back button goes to the previous step. */
export interface WizardHistoryState {
  step: Step
  /** Pushed by the wizard itself: 'Volver' can simply go back in history. */
  pushed?: boolean
}

/** The entry of a step the wizard moves to itself. */
export const pushedStep = (step: Step): WizardHistoryState => ({ step, pushed: true })

function requestedStep(state: unknown): Step {
  const step = (state as Partial<WizardHistoryState> | null)?.step
  return step === 1 || step === 2 ? step : 0
}

export const screens = {
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

/** The step the history entry asks for; back from the code screen ('Cambiar número') is the number's. */
export function wizardStep(state: unknown): Step {
  return readResume(state) ? 2 : requestedStep(state)
}
