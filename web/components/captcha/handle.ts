import type { Ref } from 'react'

export interface CaptchaHandle {
  /** Forgets the current token (each one is accepted once by the server) and asks for a new solve. */
  reset(): void
}

/** What each provider's widget takes from the form. */
export interface WidgetProps {
  /** The token to send, or null when there is none (not solved yet, expired, reset). */
  onToken(token: string | null): void
  ref?: Ref<CaptchaHandle>
}
