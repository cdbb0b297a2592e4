import type { SmsSender } from './types'

export interface TwilioOptions {
  accountSid: string
  authToken: string
  verifyServiceSid: string
  channel: 'whatsapp' | 'sms'
}

/**
 * Twilio Verify with our own code (CustomCode): the registration service keeps generating,
 * hashing and checking codes the same way whatever the provider, and Twilio only delivers them.
 */
export function twilioSmsSender(options: TwilioOptions): SmsSender {
  const url = `https://verify.twilio.com/v2/Services/${encodeURIComponent(options.verifyServiceSid)}/Verifications`
  const auth = Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')
  return {
    async sendVerificationCode(to, code) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${auth}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, Channel: options.channel, CustomCode: code }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) {
        // Twilio's answer names the cause (bad number, channel not enabled); it is for the log.
        const detail = await response.text().catch(() => '')
        throw new Error(`Twilio Verify answered ${response.status}: ${detail.slice(0, 500)}`)
      }
    },
  }
}
