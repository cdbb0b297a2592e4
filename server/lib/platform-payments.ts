import { hkdfSync } from 'node:crypto'
import type { Config } from '../config'

/** Where Mercado Pago notifies Barrio's own payments: shops paying their plan. */
export const PLAN_WEBHOOK_PATH = '/api/payments/plan-webhook'

export interface PlatformCredentials {
  accessToken: string
  webhookSecret: string
}

type PlatformConfig = Pick<
  Config,
  'PAYMENTS_PROVIDER' | 'PLATFORM_MP_ACCESS_TOKEN' | 'PLATFORM_MP_WEBHOOK_SECRET' | 'jwtSecret'
>

/**
 * Barrio's own Mercado Pago account, which shops pay the plan to (docs/product.md#plan-payments).
 * With Mercado Pago, the configured token and webhook secret (a deployment must set both; without
 * them plan payments are unavailable: null). With the offline fake, stand-ins: a test token and a
 * secret derived from the server's signing secret for this purpose alone.
 */
export function platformCredentials(config: PlatformConfig): PlatformCredentials | null {
  if (config.PAYMENTS_PROVIDER === 'fake') {
    return {
      accessToken: config.PLATFORM_MP_ACCESS_TOKEN ?? 'TEST-barrio-platform-local',
      webhookSecret:
        config.PLATFORM_MP_WEBHOOK_SECRET ??
        Buffer.from(
          hkdfSync('sha256', config.jwtSecret, Buffer.alloc(0), 'barrio plan webhook', 32),
        ).toString('hex'),
    }
  }
  if (!config.PLATFORM_MP_ACCESS_TOKEN || !config.PLATFORM_MP_WEBHOOK_SECRET) return null
  return {
    accessToken: config.PLATFORM_MP_ACCESS_TOKEN,
    webhookSecret: config.PLATFORM_MP_WEBHOOK_SECRET,
  }
}
