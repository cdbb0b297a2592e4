import type { Config } from '../../config'
import type { SharedState } from '../shared-state/types'
import { altchaCaptcha } from './altcha'
import { recaptchaCaptcha } from './recaptcha'
import type { CaptchaVerifier } from './types'

type CaptchaConfig = Pick<
  Config,
  'CAPTCHA_PROVIDER' | 'altchaHmacKey' | 'RECAPTCHA_SITE_KEY' | 'RECAPTCHA_SECRET'
>

/** `spent` remembers the ALTCHA solutions already used, for every process (docs/product.md#scale). */
export function createCaptcha(
  config: CaptchaConfig,
  spent: Pick<SharedState, 'claim'>,
): CaptchaVerifier {
  switch (config.CAPTCHA_PROVIDER) {
    case 'altcha':
      return altchaCaptcha(config.altchaHmacKey, spent)
    case 'recaptcha':
      // config.ts refuses to start without both keys when CAPTCHA_PROVIDER=recaptcha.
      return recaptchaCaptcha(config.RECAPTCHA_SITE_KEY!, config.RECAPTCHA_SECRET!)
  }
}
