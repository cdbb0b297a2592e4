import { z } from 'zod'
import type { CaptchaVerifier } from './types'

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'

const answerSchema = z.object({ success: z.boolean() })

/**
 * Google reCAPTCHA. An unreachable Google throws (a 5xx the person can retry later) rather than
 * answering "not a person", which would send them to solve a captcha that was fine.
 */
export function recaptchaCaptcha(siteKey: string, secret: string): CaptchaVerifier {
  return {
    clientConfig: { provider: 'recaptcha', siteKey },
    async verify(token, remoteIp) {
      if (!token) return false
      const body = new URLSearchParams({ secret, response: token })
      if (remoteIp) body.set('remoteip', remoteIp)
      const response = await fetch(RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(5_000),
      })
      if (!response.ok) throw new Error(`reCAPTCHA siteverify answered ${response.status}`)
      const answer = answerSchema.safeParse(await response.json())
      return answer.success && answer.data.success
    },
  }
}
