import { ApiRequestError } from '../../api/client'
import { UnsuccessfulAnswerError } from '../../api/registration'

export interface FailureMessages {
  /** The server answered a failure without its own message. */
  failed: string
  /** No answer at all (network) or something threw. */
  unexpected: string
}

/** docs/product.md#errors: the server's error when it sent one, else the screen's two fallbacks. */
export function failureMessage(err: unknown, messages: FailureMessages): string {
  if (err instanceof ApiRequestError) {
    if (err.fromServer) return err.message
    return err.code === 'NETWORK' ? messages.unexpected : messages.failed
  }
  if (err instanceof UnsuccessfulAnswerError) return err.serverMessage ?? messages.failed
  return messages.unexpected
}

export const SEND_CODE_MESSAGES: FailureMessages = {
  failed: 'No se pudo enviar el código.',
  unexpected: 'Error inesperado. Intentá más tarde.',
}
export const VERIFY_MESSAGES: FailureMessages = {
  failed: 'No se pudo verificar el código.',
  unexpected: 'Error al verificar el código.',
}
export const RESEND_MESSAGES: FailureMessages = {
  failed: 'No se pudo reenviar el código.',
  unexpected: 'Error al reenviar el código.',
}
export const REGISTER_MESSAGES: FailureMessages = {
  failed: 'No se pudo registrar el comercio.',
  unexpected: 'Error inesperado.',
}
