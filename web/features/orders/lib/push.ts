import { apiFetch } from '../../../api/client'

/**
 * This device's Web Push subscription for new orders (docs/product.md#push), through the panel's
 * service worker (registered by the panel shell with the scope /business/).
 */

export const PANEL_WORKER_URL = '/business/sw.js'
export const PANEL_SCOPE = '/business/'

/** Whether this browser can receive pushed notifications at all (not iPhone Safari in a tab). */
export const pushSupported = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window

/** The key as the browser wants it: the bytes of the base64url text. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(text.length))
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i)
  return bytes
}

/**
 * Subscribes this device (or reuses its subscription) and tells the server, for the signed-in
 * shop. Needs the notification permission already granted. Answers false where push is missing.
 */
export async function subscribeThisDevice(): Promise<boolean> {
  if (!pushSupported()) return false
  const registration =
    (await navigator.serviceWorker.getRegistration(PANEL_SCOPE)) ??
    (await navigator.serviceWorker.register(PANEL_WORKER_URL, { scope: PANEL_SCOPE }))
  const existing = await registration.pushManager.getSubscription()
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(
        (await apiFetch<{ publicKey: string }>('/business/push', { auth: true })).publicKey,
      ),
    }))
  await apiFetch('/business/push/subscriptions', {
    auth: true,
    method: 'POST',
    body: subscription.toJSON(),
  })
  return true
}

/** Stops this device hearing the shop's orders (at logout: the next owner may be someone else). */
export async function unsubscribeThisDevice(): Promise<void> {
  if (!pushSupported()) return
  const registration = await navigator.serviceWorker.getRegistration(PANEL_SCOPE)
  const subscription = await registration?.pushManager.getSubscription()
  if (!subscription) return
  await apiFetch('/business/push/subscriptions', {
    auth: true,
    method: 'DELETE',
    body: { endpoint: subscription.endpoint },
  }).catch(() => {})
  await subscription.unsubscribe().catch(() => false)
}
