import { eq } from 'drizzle-orm'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PAYMENT_METHOD_NOT_ACCEPTED_MESSAGE } from '../../../domain/messages/customer'
import { createAdapters } from '../../adapters'
import { buildApp, type App } from '../../app'
import { paymentAccounts } from '../../db/schema'
import { secretBox } from '../../lib/secret-box'
import { errorOf } from '../../test/error-answer'
import { useTestApp } from '../../test/use-test-app'
import { shopWithOwner, type ShopWithOwner } from '../../test/orders'
import {
  MP_TOKEN,
  placeOrderPaying,
  savePaymentSettings,
  startOnlineCheckout,
} from '../../test/payments'

/*
 * docs/ARCHITECTURE.md#sealed-secrets: SECRET_KEYS rotates the key that seals the shops' Mercado
 * Pago credentials. The server restarted with a new key first and the old one behind it still
 * opens every shop's, and seals each again under the new key as it reads it; a value whose key was
 * dropped reads as 'not connected', never as an error.
 */

const KEY1 = 'sealing key number one: 32 characters or more'
const KEY2 = 'sealing key number two: 32 characters or more'

const t = useTestApp({ env: { SECRET_KEYS: KEY1 } })
const apps: App[] = []
afterAll(async () => {
  for (const app of apps) await app.close()
})

/** The same database and JWT_SECRET, started again with these SECRET_KEYS. */
async function restartWith(secretKeys: string[]) {
  const config = { ...t.app.config, SECRET_KEYS: secretKeys }
  const app = await buildApp({
    config,
    db: t.db,
    adapters: createAdapters(config, t.db),
    webDir: path.join(t.dataDir, 'no-web'),
  })
  apps.push(app)
  return app
}

const settingsOf = async (app: App, shop: ShopWithOwner) => {
  const res = await app.inject({ url: '/api/business/settings/payments', headers: shop.headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ mercadoPago: { connected: boolean; tokenLast4: string | null } }>().mercadoPago
}

const sealedOf = async (shop: ShopWithOwner) => {
  const [row] = await t.db
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.businessId, shop.business.id))
  return row
}

describe('SECRET_KEYS rotation', () => {
  it('opens under the old key, reseals under the new one, and drops cleanly what only the old key opens', async () => {
    // Both shops connect while KEY1 seals.
    const read = await shopWithOwner(t)
    const unread = await shopWithOwner(t)
    for (const shop of [read, unread]) {
      expect((await savePaymentSettings(t.app, shop)).statusCode).toBe(200)
    }
    const before = await sealedOf(read)
    const key1 = secretBox({ secretKeys: [KEY1], serverSecret: t.app.config.jwtSecret })
    expect(key1.isCurrent(before.accessTokenEnc!)).toBe(true)

    // Restarted with KEY2 first: the shop read is still connected, and now sealed under KEY2.
    const rotated = await restartWith([KEY2, KEY1])
    expect(await settingsOf(rotated, read)).toMatchObject({
      connected: true,
      tokenLast4: MP_TOKEN.slice(-4),
    })
    const after = await sealedOf(read)
    const key2 = secretBox({ secretKeys: [KEY2], serverSecret: t.app.config.jwtSecret })
    expect(after.accessTokenEnc).not.toBe(before.accessTokenEnc)
    expect(key2.isCurrent(after.accessTokenEnc!)).toBe(true)
    expect(key2.isCurrent(after.webhookSecretEnc!)).toBe(true)
    expect(key2.open(after.accessTokenEnc!, read.business.id)).toBe(MP_TOKEN)
    // Not readable as another shop's.
    expect(() => key2.open(after.accessTokenEnc!, unread.business.id)).toThrow()

    // KEY1 dropped: the shop resealed keeps working; the other one reads as not connected.
    const only2 = await restartWith([KEY2])
    expect(await settingsOf(only2, read)).toMatchObject({ connected: true })
    const paid = await startOnlineCheckout(
      only2,
      await placeOrderPaying(only2, read, { method: 'MERCADOPAGO' }),
    )
    expect(paid.statusCode, paid.body).toBe(200)

    expect(await settingsOf(only2, unread)).toEqual(
      expect.objectContaining({ connected: false, tokenLast4: null }),
    )
    const order = await placeOrderPaying(only2, unread, { method: 'MERCADOPAGO' })
    const refused = await startOnlineCheckout(only2, order)
    expect(refused.statusCode).toBe(409)
    expect(errorOf(refused)).toEqual({
      code: 'CONFLICT',
      error: PAYMENT_METHOD_NOT_ACCEPTED_MESSAGE,
    })
    // Left as it was: should KEY1 come back, it opens again.
    expect(key1.isCurrent((await sealedOf(unread)).accessTokenEnc!)).toBe(true)
  })
})
