import { isUuid } from '../../../domain/catalog/rules'
import { STALE_NOTIFICATION_MESSAGE } from '../../../domain/messages/api'
import type { PaymentsProvider } from '../../adapters/payments/types'
import type { SharedState } from '../../adapters/shared-state/types'
import type { Db } from '../../db/client'
import { ApiError } from '../../lib/errors'
import type { SecretBox } from '../../lib/secret-box'
import { applyProviderPayment, type PaymentUpdate } from './service'
import { shopCredentials } from './settings-service'
import { checkSignature } from './signature'

/** A signature is taken once: the same notification sent again within this time changes nothing. */
export const REPLAY_WINDOW_MS = 10 * 60_000

/** Mercado Pago's payment ids are numbers; anything else in data.id is no payment of ours. */
const PAYMENT_ID = /^[A-Za-z0-9_-]{1,64}$/

export interface Notification {
  /** `?shop=` of the notification_url this app gave the preference. */
  shop: string | undefined
  /** `data.id` and `type`, which Mercado Pago appends to the notification_url. */
  dataId: string | undefined
  type: string | undefined
  signature: string | undefined
  requestId: string | undefined
}

export interface NotificationDeps {
  db: Db
  box: SecretBox
  provider: PaymentsProvider
  sharedState: Pick<SharedState, 'get' | 'set'>
  now?: () => number
}

export type NotificationOutcome = PaymentUpdate | 'replayed'

const invalidSignature = () => new ApiError('INVALID_SIGNATURE')

/**
 * A Mercado Pago webhook (docs/product.md#payments): only `payment` notifications count. The
 * signature is checked with the shop's webhook secret (an unknown shop, or one without a secret, is
 * refused alike, saying nothing of which), then its age; a signature is taken once (a replay is
 * answered and ignored). The payment is then read from Mercado Pago with the shop's token, never
 * taken from the notification, and applied to the order it names within that shop.
 */
export async function handleNotification(
  deps: NotificationDeps,
  n: Notification,
): Promise<NotificationOutcome> {
  if (n.type !== 'payment') return 'ignored'
  if (!n.shop || !isUuid(n.shop)) throw invalidSignature()
  const credentials = await shopCredentials(deps.db, deps.box, n.shop)
  if (!credentials?.webhookSecret) throw invalidSignature()
  const check = checkSignature(
    credentials.webhookSecret,
    n.signature,
    { dataId: n.dataId, requestId: n.requestId },
    deps.now?.(),
  )
  if (!check.ok) {
    throw check.reason === 'stale'
      ? new ApiError('INVALID_SIGNATURE', STALE_NOTIFICATION_MESSAGE)
      : invalidSignature()
  }
  // A signature already handled is answered and ignored. It is marked once handled, not before:
  // when Mercado Pago cannot be read, the 502 makes it send the notification again, and that retry
  // must not look like a replay. Two copies at the same moment both apply, which changes nothing.
  const seen = `mp-signature:${n.shop}:${check.v1}`
  if (await deps.sharedState.get(seen)) return 'replayed'
  if (!n.dataId || !PAYMENT_ID.test(n.dataId) || !credentials.accessToken) return 'ignored'
  const payment = await deps.provider.getPayment(credentials.accessToken, n.dataId)
  const outcome = await applyProviderPayment(deps.db, n.shop, payment)
  await deps.sharedState.set(seen, '1', REPLAY_WINDOW_MS)
  return outcome
}
