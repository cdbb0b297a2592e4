import { and, desc, eq, notInArray } from 'drizzle-orm'
import { formatMoney } from '../../../domain/money/rules'
import {
  PUSH_DEVICES_PER_SHOP,
  type PushMessage,
  type PushSubscriptionInput,
} from '../../../domain/push/schemas'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { pushSubscriptions } from '../../db/schema'

/**
 * Web Push for new orders (docs/product.md#push): a shop's devices hear of an order even with no
 * panel open. `web-push` signs (VAPID) and encrypts each message; the request itself is ours, with
 * a timeout, and goes only to the push services PUSH_ALLOWED_HOSTS names, so a subscription can
 * never make the server call anything else: a redirect is never followed (it would lead past the
 * allow-list, which checks only the address asked), and a host is listed exactly, not by its
 * provider's whole domain (docs/product.md#push).
 */

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Whether a subscription's endpoint is one of the allowed push services (https, or a listed loopback). */
export function pushEndpointAllowed(endpoint: string, allowedHosts: string): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  const entries = allowedHosts
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
  const listed = entries.some((entry) =>
    entry.startsWith('*.')
      ? url.hostname.endsWith(entry.slice(1)) && url.port === ''
      : url.host === entry || (url.hostname === entry && url.port === ''),
  )
  if (!listed) return false
  if (url.protocol === 'https:') return true
  // Plain HTTP only for a push service on this machine named with its port (a test's, a dev's).
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname) && entries.includes(url.host)
}

/**
 * Keeps a device's subscription for the shop and the member who asked: an endpoint seen before (the
 * same browser, maybe signed in to another shop or as another member before) is moved here with its
 * new keys. Past PUSH_DEVICES_PER_SHOP
 * the oldest devices are dropped.
 */
export async function saveSubscription(
  db: Db,
  owner: { businessId: string; userId: string },
  sub: PushSubscriptionInput,
) {
  const { businessId, userId } = owner
  const keys = { p256dh: sub.keys.p256dh, auth: sub.keys.auth }
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ businessId, userId, endpoint: sub.endpoint, ...keys })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { businessId, userId, ...keys, createdAt: new Date() },
      })
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.businessId, businessId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_DEVICES_PER_SHOP)
    await tx
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.businessId, businessId), notInArray(pushSubscriptions.id, kept)),
      )
  })
}

/** Forgets a device of this shop (another shop's endpoint is left alone). */
export async function removeSubscription(db: Db, businessId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.businessId, businessId), eq(pushSubscriptions.endpoint, endpoint)),
    )
}

export interface NewOrderNotice {
  orderId: string
  customerName: string
  total: number
}

/** What the owner's phone shows: the same words as the panel's own notification. */
export function newOrderMessage(order: NewOrderNotice): PushMessage {
  return {
    title: 'Nuevo pedido',
    body: `${order.customerName} · ${formatMoney(order.total, 2)}`,
    tag: `pedido-${order.orderId}`,
    url: '/business/pedidos',
  }
}

/**
 * The second notice of an order nobody has answered past the shop's 'Responder en'
 * (docs/product.md#answer-in-time): a tag of its own, so the device alerts again rather than
 * silently replacing the first.
 */
export function lateOrderMessage(order: { orderId: string; customerName: string }): PushMessage {
  return {
    title: 'Pedido sin responder',
    body: `${order.customerName} sigue esperando tu respuesta`,
    tag: `pedido-${order.orderId}-espera`,
    url: '/business/pedidos',
  }
}

const SEND_TIMEOUT_MS = 10_000
const SEND_RETRY_DELAY_MS = 500

type PushConfig = Pick<Config, 'vapid' | 'VAPID_SUBJECT' | 'PUSH_ALLOWED_HOSTS'>
type PushLog = { warn: (obj: object, msg: string) => void }

/** A device of a shop as a push needs it: where to send, its keys, and its row to forget it by. */
export type PushDevice = Pick<
  typeof pushSubscriptions.$inferSelect,
  'id' | 'endpoint' | 'p256dh' | 'auth'
>

/**
 * Sends the message to every device of the shop, at once; a device its push service no longer
 * knows (404, 410) is forgotten. Answers how many were delivered. Never throws for one device.
 */
export async function pushToShop(
  db: Db,
  config: PushConfig,
  businessId: string,
  message: PushMessage,
  log: PushLog,
): Promise<number> {
  const devices = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.businessId, businessId))
  return pushToDevices(db, config, businessId, devices, message, log)
}

/**
 * pushToShop with the shop's devices already read (a new order reads them in the statement that
 * writes it: docs/ARCHITECTURE.md, "An order, end to end").
 */
export async function pushToDevices(
  db: Db,
  config: PushConfig,
  businessId: string,
  devices: readonly PushDevice[],
  message: PushMessage,
  log: PushLog,
): Promise<number> {
  if (devices.length === 0) return 0
  // Loaded on the first push: most processes never send one.
  const webPush = (await import('web-push')).default
  const payload = JSON.stringify(message)
  const results = await Promise.all(
    devices.map(async (device) => {
      if (!pushEndpointAllowed(device.endpoint, config.PUSH_ALLOWED_HOSTS)) return false
      try {
        const request = webPush.generateRequestDetails(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          payload,
          {
            vapidDetails: {
              subject: config.VAPID_SUBJECT,
              publicKey: config.vapid.publicKey,
              privateKey: config.vapid.privateKey,
            },
            // An order older than an hour is no news; a phone asleep gets it when it wakes.
            TTL: 3600,
            urgency: 'high',
          },
        )
        // fetch sets the length of the body itself.
        const headers = Object.fromEntries(
          Object.entries(request.headers as Record<string, string>).filter(
            ([name]) => name.toLowerCase() !== 'content-length',
          ),
        )
        const send = () =>
          fetch(request.endpoint, {
            method: 'POST',
            headers,
            body: new Uint8Array(request.body as Buffer),
            signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
            // A 3xx is the push service's answer, a refusal: its Location is never called.
            redirect: 'manual',
          })
        // A connection dropped or timed out on the way is tried once more, so an owner does not
        // miss an order to a blip; a second copy shows as the same notification (one tag per
        // order). A push service's own answer, even a refusal, is final.
        const response = await send().catch(async (err: Error) => {
          log.warn({ err: err.message, businessId }, 'push notification failed; trying again')
          await new Promise((resolve) => setTimeout(resolve, SEND_RETRY_DELAY_MS))
          return send()
        })
        if (response.status === 404 || response.status === 410) {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id))
          return false
        }
        if (response.status >= 300 && response.status < 400) {
          log.warn({ status: response.status, businessId }, 'push service redirected; not followed')
          return false
        }
        if (!response.ok) {
          log.warn({ status: response.status, businessId }, 'push service refused a notification')
          return false
        }
        return true
      } catch (err) {
        log.warn({ err: (err as Error).message, businessId }, 'push notification failed')
        return false
      }
    }),
  )
  return results.filter(Boolean).length
}
