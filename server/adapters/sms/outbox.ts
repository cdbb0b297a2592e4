import path from 'node:path'
import { privateAppender } from '../../lib/private-file'
import type { SmsSender } from './types'

export interface SmsOutboxLine {
  to: string
  body: string
  code: string
  at: string
}

/** Same ten minutes as the registration service gives a code. */
export function verificationText(code: string): string {
  return `Tu código de verificación de Barrio es ${code}. Vence en 10 minutos.`
}

/**
 * Writes each message as one JSON line to DATA_DIR/outbox/sms.jsonl instead of sending it, so
 * development and tests work with no keys; tests read the codes back from the file.
 * `log` gets the whole message, code included: pass it only in development.
 */
export function outboxSmsSender(dataDir: string, log?: (line: string) => void): SmsSender {
  const append = privateAppender(path.join(dataDir, 'outbox', 'sms.jsonl'))
  return {
    async sendVerificationCode(to, code) {
      const line: SmsOutboxLine = {
        to,
        body: verificationText(code),
        code,
        at: new Date().toISOString(),
      }
      await append(JSON.stringify(line) + '\n')
      log?.(`[outbox] SMS para ${to}: ${line.body}`)
    },
  }
}
