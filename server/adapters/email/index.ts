import type { Config } from '../../config'
import { outboxMailer } from './outbox'
import { smtpMailer } from './smtp'
import type { Mailer } from './types'

type MailConfig = Pick<Config, 'MAIL_PROVIDER' | 'NODE_ENV' | 'dataDir' | 'SMTP_URL' | 'MAIL_FROM'>

export function createMailer(config: MailConfig): Mailer {
  switch (config.MAIL_PROVIDER) {
    case 'outbox':
      // Mails carry reset links: only a developer's console may show them.
      return outboxMailer(
        config.dataDir,
        config.NODE_ENV === 'development' ? console.info : undefined,
      )
    case 'smtp':
      // config.ts refuses to start without SMTP_URL when MAIL_PROVIDER=smtp.
      return smtpMailer(config.MAIL_FROM, config.SMTP_URL!)
  }
}
