import { STARTER_PLAN } from '../../../../domain/constants'

/**
 * What the wizard hands to /verificar-comercio and /registro-comercio/detalles through the
 * navigation state (docs/product.md#screens): nothing is stored in the browser.
 */
export interface RegistrationState {
  /** Normalised: +549 and ten digits. */
  phone: string
  name: string
  email: string
  plan: typeof STARTER_PLAN.id
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** The state when phone, name, email and plan are all there; null sends the person back to the start. */
export function readRegistrationState(state: unknown): RegistrationState | null {
  if (typeof state !== 'object' || state === null) return null
  const { phone, name, email, plan } = state as Record<string, unknown>
  if (!filled(phone) || !filled(name) || !filled(email) || plan !== STARTER_PLAN.id) return null
  return { phone, name, email, plan }
}

/** Sent back to /registro-comercio from the code screen to change the number without retyping. */
export interface RegistrationResume {
  resume: { name: string; email: string; phone: string }
}

export function readResume(state: unknown): RegistrationResume['resume'] | null {
  if (typeof state !== 'object' || state === null || !('resume' in state)) return null
  const { name, email, phone } = (state as RegistrationResume).resume ?? {}
  return filled(name) && filled(email) && typeof phone === 'string' ? { name, email, phone } : null
}
