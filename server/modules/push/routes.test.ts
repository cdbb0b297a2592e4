import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUSH_SERVICE_MESSAGE, PUSH_SUBSCRIPTION_MESSAGE } from '../../../domain/messages/panel'
import { PUSH_DEVICES_PER_SHOP } from '../../../domain/push/schemas'
import { envSchema } from '../../config'
import { pushSubscriptions } from '../../db/schema'
import { errorOf } from '../../test/error-answer'
import { createTestApp, type TestContext } from '../../test/harness'
import { placePickupOrder, shopWithOwner, type ShopWithOwner } from '../../test/orders'
import { fakeDevice, pushSubscription, startFakePushService } from '../../test/push'
import { pushEndpointAllowed } from './service'

let t: TestContext
let push: Awaited<ReturnType<typeof startFakePushService>>
/** Another host, not allowed: where the push service's redirects point. */
let elsewhere: Awaited<ReturnType<typeof startFakePushService>>

/** What the server logged at warn and above: why a push did not arrive, when one does not. */
const warnings: string[] = []

beforeAll(async () => {
  elsewhere = await startFakePushService()
  push = await startFakePushService({ redirectTo: `http://${elsewhere.host}` })
  t = await createTestApp(
    { PUSH_ALLOWED_HOSTS: `push.example.test,${push.host}` },
    { logger: { level: 'warn', stream: { write: (line: string) => warnings.push(line) } } },
  )
})

/**
 * Resolves once `count` deliveries in all have reached the fake push service. A push that never
 * comes fails the test before its own timeout, with what the server logged meanwhile.
 */
const delivered = (count: number) =>
  Promise.race([
    push.until(count),
    new Promise<never>((_, reject) =>
      setTimeout(
        () =>
          reject(
            new Error(
              `${push.received.length} of ${count} pushes arrived; the server logged:\n${warnings.join('')}`,
            ),
          ),
        20_000,
      ).unref(),
    ),
  ])
afterAll(async () => {
  await t?.close()
  await push?.close()
  await elsewhere?.close()
})

const subscribe = (shop: ShopWithOwner, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/business/push/subscriptions',
    headers: shop.headers,
    payload: payload as object,
  })

const devicesOf = (businessId: string) =>
  t.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.businessId, businessId))

describe('order notifications on the owner devices', () => {
  it('a new order is pushed, encrypted, to every device of its shop and to none of another shop', async () => {
    const shop = await shopWithOwner(t)
    const other = await shopWithOwner(t)
    const phone = fakeDevice(push.url('/a/phone'))
    const tablet = fakeDevice(push.url('/a/tablet'))
    const elsewhere = fakeDevice(push.url('/b/phone'))
    for (const [owner, device] of [
      [shop, phone],
      [shop, tablet],
      [other, elsewhere],
    ] as const) {
      const res = await subscribe(owner, device.subscription)
      expect(res.statusCode, res.body).toBe(204)
    }

    const before = push.received.length
    const order = await placePickupOrder(t.app, shop)
    await delivered(before + 2)
    const first = push.received.slice(before)
    expect(first.map((d) => d.path).sort()).toEqual(['/a/phone', '/a/tablet'])
    for (const delivery of first) {
      expect(delivery.headers['content-encoding']).toBe('aes128gcm')
      expect(delivery.headers.ttl).toBe('3600')
      expect(delivery.headers.urgency).toBe('high')
      // VAPID: a JWT signed for this push service, with the server's public key.
      expect(delivery.headers.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t.app.config.vapid.publicKey}$`),
      )
      const device = delivery.path === '/a/phone' ? phone : tablet
      expect(device.decrypt(delivery.body)).toEqual({
        title: 'Nuevo pedido',
        body: 'Ana Gómez · $\u00a03.000,00', // Intl writes a no-break space after '$'
        tag: `pedido-${order.id}`,
        url: '/business/pedidos',
      })
    }

    // The other shop's order reaches only its own device: the first order's reached none of it.
    await placePickupOrder(t.app, other)
    await delivered(before + 3)
    expect(push.received.slice(before).map((d) => d.path)).toEqual([
      ...first.map((d) => d.path),
      '/b/phone',
    ])
  })

  it('tries once more when the connection to the push service drops on the way', async () => {
    const shop = await shopWithOwner(t)
    const tablet = fakeDevice(push.url('/flaky/tablet'))
    expect((await subscribe(shop, tablet.subscription)).statusCode).toBe(204)
    const before = push.received.length
    const logged = warnings.length
    const order = await placePickupOrder(t.app, shop)
    await delivered(before + 1)
    const [delivery] = push.received.slice(before)
    expect(delivery.path).toBe('/flaky/tablet')
    expect(tablet.decrypt(delivery.body)).toMatchObject({ tag: `pedido-${order.id}` })
    expect(warnings.slice(logged).map((line) => JSON.parse(line).msg)).toEqual([
      'push notification failed; trying again',
    ])
  })

  it.each([301, 307])(
    'never follows a push service answering %i to another host: the push failed',
    async (status) => {
      const shop = await shopWithOwner(t)
      const path = `/redirect-${status}/phone`
      await subscribe(shop, fakeDevice(push.url(path)).subscription)
      const before = push.received.length
      const logged = warnings.length
      await placePickupOrder(t.app, shop)
      await delivered(before + 1)
      expect(push.received.slice(before).map((d) => d.path)).toEqual([path])
      // Logged once the answer is handled: by then a followed redirect would have been sent.
      await expect
        .poll(() => warnings.slice(logged).map((line) => JSON.parse(line)))
        .toEqual([
          expect.objectContaining({ status, msg: 'push service redirected; not followed' }),
        ])
      expect(elsewhere.received).toEqual([])
      // Not a device its push service forgot: it stays.
      expect(await devicesOf(shop.business.id)).toHaveLength(1)
    },
  )

  it('forgets a device its push service no longer knows (410)', async () => {
    const shop = await shopWithOwner(t)
    await subscribe(shop, fakeDevice(push.url('/gone/old-phone')).subscription)
    const before = push.received.length
    await placePickupOrder(t.app, shop)
    await delivered(before + 1)
    await expect.poll(async () => (await devicesOf(shop.business.id)).length).toBe(0)
  })

  it('moves a device to the shop it subscribes from, keeps at most 20 per shop, and lets it leave', async () => {
    const first = await shopWithOwner(t)
    const second = await shopWithOwner(t)
    const endpoint = 'https://push.example.test/shared-tablet'
    expect((await subscribe(first, pushSubscription(endpoint))).statusCode).toBe(204)
    expect((await subscribe(second, pushSubscription(endpoint))).statusCode).toBe(204)
    expect(await devicesOf(first.business.id)).toEqual([])
    expect(await devicesOf(second.business.id)).toEqual([{ endpoint }])

    for (let i = 0; i < PUSH_DEVICES_PER_SHOP + 2; i++) {
      await subscribe(second, pushSubscription(`https://push.example.test/device-${i}`))
    }
    const kept = (await devicesOf(second.business.id)).map((d) => d.endpoint)
    expect(kept).toHaveLength(PUSH_DEVICES_PER_SHOP)
    expect(kept).not.toContain(endpoint)
    expect(kept).toContain(`https://push.example.test/device-${PUSH_DEVICES_PER_SHOP + 1}`)

    // Another shop cannot unsubscribe it; its own shop can.
    const leave = (owner: ShopWithOwner) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/business/push/subscriptions',
        headers: owner.headers,
        payload: { endpoint: kept[0] },
      })
    expect((await leave(first)).statusCode).toBe(204)
    expect((await devicesOf(second.business.id)).map((d) => d.endpoint)).toContain(kept[0])
    expect((await leave(second)).statusCode).toBe(204)
    expect((await devicesOf(second.business.id)).map((d) => d.endpoint)).not.toContain(kept[0])
  })

  it('refuses a subscription to anything but an allowed push service, and a malformed one', async () => {
    const shop = await shopWithOwner(t)
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'http://push.example.test/plain-http',
      'https://push.example.test.evil.com/x',
      'http://127.0.0.1:9/not-listed',
    ]) {
      const res = await subscribe(shop, pushSubscription(endpoint))
      expect(res.statusCode, endpoint).toBe(400)
      expect(errorOf(res)).toEqual({ code: 'VALIDATION', error: PUSH_SERVICE_MESSAGE })
    }
    for (const payload of [
      {},
      { endpoint: 'no es una URL', keys: pushSubscription('https://push.example.test/x').keys },
      { endpoint: 'https://push.example.test/x', keys: { p256dh: 'corta', auth: 'x' } },
      { endpoint: `https://push.example.test/${'x'.repeat(1000)}`, keys: {} },
    ]) {
      const res = await subscribe(shop, payload)
      expect(res.statusCode).toBe(400)
      expect(errorOf(res)).toEqual({ code: 'VALIDATION', error: PUSH_SUBSCRIPTION_MESSAGE })
    }
    expect(await devicesOf(shop.business.id)).toEqual([])
  })

  it('gives the browser the public key to subscribe with, to owners only', async () => {
    const shop = await shopWithOwner(t)
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/business/push',
      headers: shop.headers,
    })
    expect(res.json()).toEqual({ publicKey: t.app.config.vapid.publicKey })
    expect(Buffer.from(t.app.config.vapid.publicKey, 'base64url')).toHaveLength(65)
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/business/push' })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('PUSH_ALLOWED_HOSTS by default', () => {
  const hosts = envSchema.shape.PUSH_ALLOWED_HOSTS.parse(undefined)
  it.each([
    // Chrome, Edge on Android, Samsung Internet, Opera: FCM.
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://fcm.googleapis.com/wp/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
    ['https://web.push.apple.com/QGx', true],
    ['https://wns2-par02p.notify.windows.com/w/?token=abc', true],
    // The rest of Google's API hosts are no push service.
    ['https://storage.googleapis.com/bucket/x', false],
    ['https://www.googleapis.com/x', false],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', false],
    ['https://web.push.apple.com:8443/QGx', false],
  ])('%s → %s', (endpoint, ok) => {
    expect(pushEndpointAllowed(endpoint, hosts)).toBe(ok)
  })
})

describe('pushEndpointAllowed', () => {
  const allowed = 'fcm.googleapis.com,*.push.apple.com,127.0.0.1:8080'
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://web.push.apple.com/QGx', true],
    ['https://api.push.apple.com/x', true],
    ['http://127.0.0.1:8080/x', true],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://push.apple.com.evil.net/x', false],
    ['https://evilpush.apple.com/x', false],
    ['http://127.0.0.1:8081/x', false],
    ['https://localhost/x', false],
    ['ftp://fcm.googleapis.com/x', false],
  ])('%s → %s', (endpoint, ok) => {
    expect(pushEndpointAllowed(endpoint, allowed)).toBe(ok)
  })
})
