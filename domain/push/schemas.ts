import { z } from 'zod'
import { PUSH_SUBSCRIPTION_MESSAGE } from '../messages/panel'

/**
 * Order notifications on the owner's devices (docs/product.md#push): the browser's Web Push
 * subscription as `PushSubscription.toJSON()` gives it, stored per shop.
 */

/** The most devices a shop keeps subscribed; a new one past it replaces the oldest. */
export const PUSH_DEVICES_PER_SHOP = 20

const base64url = (min: number, max: number) =>
  z
    .string({ error: PUSH_SUBSCRIPTION_MESSAGE })
    .min(min, PUSH_SUBSCRIPTION_MESSAGE)
    .max(max, PUSH_SUBSCRIPTION_MESSAGE)
    .regex(/^[A-Za-z0-9_-]+=*$/, PUSH_SUBSCRIPTION_MESSAGE)

export const pushSubscriptionSchema = z.object(
  {
    endpoint: z
      .string({ error: PUSH_SUBSCRIPTION_MESSAGE })
      .max(1000, PUSH_SUBSCRIPTION_MESSAGE)
      .pipe(z.url({ error: PUSH_SUBSCRIPTION_MESSAGE })),
    keys: z.object(
      {
        /** The browser's P-256 public key, 65 bytes (87 characters of base64url). */
        p256dh: base64url(80, 100),
        /** The shared auth secret, 16 bytes (22 characters). */
        auth: base64url(16, 32),
      },
      { error: PUSH_SUBSCRIPTION_MESSAGE },
    ),
  },
  { error: PUSH_SUBSCRIPTION_MESSAGE },
)
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>

export const pushEndpointSchema = z.object({
  endpoint: z.string({ error: PUSH_SUBSCRIPTION_MESSAGE }).max(1000, PUSH_SUBSCRIPTION_MESSAGE),
})

/** `GET /api/business/push`: the key a browser subscribes with. */
export const pushKeySchema = z.object({ publicKey: z.string() })

/** What a notification carries to the service worker, which shows it. */
export interface PushMessage {
  title: string
  body: string
  /** One notification per order: the panel's own and the pushed one replace each other. */
  tag: string
  /** Where tapping it goes. */
  url: string
}
