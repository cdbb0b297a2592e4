import type { Config } from '../../config'
import { altchaCaptcha } from './altcha'
import { recaptchaCaptcha } from './recaptcha'
import type { CaptchaVerifier } from './types'

type CaptchaConfig = Pick<
  Config,
  'CAPTCHA_PROVIDER' | 'altchaHmacKey' | 'RECAPTCHA_SITE_KEY' | 'RECAPTCHA_SECRET'
>

export function createCaptcha(config: CaptchaConfig): CaptchaVerifier {
  switch (config.CAPTCHA_PROVIDER) {
    case 'altcha':
      return altchaCaptcha(config.altchaHmacKey)
    case 'recaptcha':
      // config.ts refuses to start without both keys when CAPTCHA_PROVIDER=recaptcha.
      return recaptchaCaptcha(config.RECAPTCHA_SITE_KEY!, config.RECAPTCHA_SECRET!)
  }
}
