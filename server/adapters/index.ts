import type { Config } from '../config'
import { createCaptcha } from './captcha'
import type { CaptchaVerifier } from './captcha/types'
import { createMailer } from './email'
import type { Mailer } from './email/types'
import { createGeocoder } from './geocoding'
import type { Geocoder } from './geocoding/types'
import { createSmsSender } from './sms'
import type { SmsSender } from './sms/types'
import { createStorage } from './storage'
import type { Storage } from './storage/types'

export interface Adapters {
  storage: Storage
  sms: SmsSender
  mailer: Mailer
  captcha: CaptchaVerifier
  geocoder: Geocoder
}

/** Every outside service, each with the provider its config variable names. */
export function createAdapters(config: Config): Adapters {
  return {
    storage: createStorage(config),
    sms: createSmsSender(config),
    mailer: createMailer(config),
    captcha: createCaptcha(config),
    geocoder: createGeocoder(config),
  }
}
