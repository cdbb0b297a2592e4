import type { Config } from '../config'
import type { Db } from '../db/client'
import { createCaptcha } from './captcha'
import type { CaptchaVerifier } from './captcha/types'
import { createMailer } from './email'
import type { Mailer } from './email/types'
import { createGeocoder } from './geocoding'
import type { Geocoder } from './geocoding/types'
import { createPaymentsProvider } from './payments'
import type { PaymentsProvider } from './payments/types'
import { createSmsSender } from './sms'
import type { SmsSender } from './sms/types'
import { createSharedState } from './shared-state'
import type { SharedState } from './shared-state/types'
import { createStorage } from './storage'
import type { Storage } from './storage/types'

export interface Adapters {
  storage: Storage
  sms: SmsSender
  mailer: Mailer
  captcha: CaptchaVerifier
  geocoder: Geocoder
  /** Online payments: Mercado Pago, or its offline fake (docs/product.md#payments). */
  payments: PaymentsProvider
  /** What every process must see alike: request limits, spent captcha solutions, stream slots. */
  sharedState: SharedState
}

/** Every outside service, each with the provider its config variable names. */
export function createAdapters(config: Config, db: Db): Adapters {
  const sharedState = createSharedState(config, db)
  return {
    storage: createStorage(config),
    sms: createSmsSender(config),
    mailer: createMailer(config),
    captcha: createCaptcha(config, sharedState),
    geocoder: createGeocoder(config, sharedState),
    payments: createPaymentsProvider(config, sharedState),
    sharedState,
  }
}
