import type { Config } from '../../config'
import { outboxSmsSender } from './outbox'
import { twilioSmsSender } from './twilio'
import type { SmsSender } from './types'

type SmsConfig = Pick<
  Config,
  | 'SMS_PROVIDER'
  | 'NODE_ENV'
  | 'dataDir'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_VERIFY_SERVICE_SID'
  | 'TWILIO_CHANNEL'
>

export function createSmsSender(config: SmsConfig): SmsSender {
  switch (config.SMS_PROVIDER) {
    case 'outbox':
      // The code is a secret: only a developer's console may show it.
      return outboxSmsSender(
        config.dataDir,
        config.NODE_ENV === 'development' ? console.info : undefined,
      )
    case 'twilio':
      return twilioSmsSender({
        // config.ts refuses to start without these when SMS_PROVIDER=twilio.
        accountSid: config.TWILIO_ACCOUNT_SID!,
        authToken: config.TWILIO_AUTH_TOKEN!,
        verifyServiceSid: config.TWILIO_VERIFY_SERVICE_SID!,
        channel: config.TWILIO_CHANNEL,
      })
  }
}
