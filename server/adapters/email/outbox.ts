import path from 'node:path'
import { privateAppender } from '../../lib/private-file'
import type { Mail, Mailer } from './types'

export interface MailOutboxLine extends Mail {
  at: string
}

/**
 * Writes each mail as one JSON line to DATA_DIR/outbox/mail.jsonl instead of sending it, so
 * development and tests work with no SMTP server; tests read reset links back from the file.
 * `log` gets the text, links included: pass it only in development.
 */
export function outboxMailer(dataDir: string, log?: (line: string) => void): Mailer {
  const append = privateAppender(path.join(dataDir, 'outbox', 'mail.jsonl'))
  return {
    async send(mail) {
      const line: MailOutboxLine = {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        at: new Date().toISOString(),
      }
      await append(JSON.stringify(line) + '\n')
      log?.(`[outbox] Mail para ${mail.to}: ${mail.subject}\n${mail.text}`)
    },
  }
}
