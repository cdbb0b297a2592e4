import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  MP_TOKEN_FORMAT_MESSAGE,
  MP_TOKEN_REJECTED_MESSAGE,
  MP_TOKEN_REQUIRED_MESSAGE,
  MP_WEBHOOK_SECRET_MESSAGE,
  MP_WEBHOOK_SECRET_REQUIRED_MESSAGE,
  PAYMENT_METHODS_REQUIRED_MESSAGE,
  TRANSFER_ACCOUNT_REQUIRED_MESSAGE,
  TRANSFER_ALIAS_MESSAGE,
  TRANSFER_CBU_MESSAGE,
  TRANSFER_HOLDER_MESSAGE,
} from '../../../domain/messages/panel'
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../../../domain/messages/api'
import type { PaymentSettingsInput } from '../../../domain/payments/schemas'
import { businesses, paymentAccounts } from '../../db/schema'
import { secretBox, secretBoxOf } from '../../lib/secret-box'
import { errorOf } from '../../test/error-answer'
import { ownerToken } from '../../test/factories'
import { menuChangesHeard } from '../../test/harness'
import { useTestApp } from '../../test/use-test-app'
import { shopWithOwner, type ShopWithOwner } from '../../test/orders'
import {
  ALL_METHODS,
  MP_TOKEN,
  savePaymentSettings,
  TRANSFER,
  WEBHOOK_SECRET,
} from '../../test/payments'

/* docs/product.md#payments: Configuración › Cobros, and what the public menu says of it. */

const t = useTestApp()

const SETTINGS = '/api/business/settings/payments'
const getSettings = (shop: Pick<ShopWithOwner, 'headers'>) =>
  t.app.inject({ url: SETTINGS, headers: shop.headers })
const save = (shop: ShopWithOwner, payload: PaymentSettingsInput) =>
  savePaymentSettings(t.app, shop, payload)
const testToken = (shop: ShopWithOwner, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `${SETTINGS}/test`, headers: shop.headers, payload })

const cashOnly: PaymentSettingsInput = {
  cash: true,
  transfer: { enabled: false },
  mercadoPago: { enabled: false },
}

async function menuMethods(shop: ShopWithOwner) {
  await menuChangesHeard(t.database)
  const res = await t.app.inject({ url: `/api/public/business/${shop.business.slug}` })
  expect(res.statusCode).toBe(200)
  return res.json<{ paymentMethods: string[] }>().paymentMethods
}

describe('GET/PUT /api/business/settings/payments', () => {
  it('a new shop takes cash only, and its menu says so', async () => {
    const shop = await shopWithOwner(t)
    const res = await getSettings(shop)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      cash: true,
      transfer: { enabled: false, account: null, holder: null },
      mercadoPago: {
        enabled: false,
        connected: false,
        tokenLast4: null,
        webhookSecretSet: false,
        notificationUrl: `${t.app.config.publicUrl}/api/webhooks/mercadopago?shop=${shop.business.id}`,
      },
    })
    expect(await menuMethods(shop)).toEqual(['CASH'])
  })

  it('saves every method, answers the settings without the secrets, and the menu lists them', async () => {
    const shop = await shopWithOwner(t)
    expect(await menuMethods(shop)).toEqual(['CASH'])
    const res = await save(shop, {
      ...ALL_METHODS,
      transfer: { enabled: true, account: ' DonLuigi.Pizzas ', holder: TRANSFER.holder },
    })
    expect(res.statusCode, res.body).toBe(200)
    const expected = {
      cash: true,
      // The alias is kept in lower case, as banks show it.
      transfer: { enabled: true, account: 'donluigi.pizzas', holder: 'Luigi Romano' },
      mercadoPago: {
        enabled: true,
        connected: true,
        tokenLast4: MP_TOKEN.slice(-4),
        webhookSecretSet: true,
        notificationUrl: `${t.app.config.publicUrl}/api/webhooks/mercadopago?shop=${shop.business.id}`,
      },
    }
    expect(res.json()).toEqual(expected)
    expect(res.body).not.toContain(MP_TOKEN)
    expect(res.body).not.toContain(WEBHOOK_SECRET)
    const read = await getSettings(shop)
    expect(read.json()).toEqual(expected)
    expect(read.body).not.toContain(MP_TOKEN)
    // The cached menu was dropped at once by this process, and by the others on NOTIFY.
    expect(await menuMethods(shop)).toEqual(['CASH', 'TRANSFER', 'MERCADOPAGO'])
  })

  it('keeps the token and the secret encrypted at rest, under a key of the server secret', async () => {
    const shop = await shopWithOwner(t)
    expect((await save(shop, ALL_METHODS)).statusCode).toBe(200)
    const [row] = await t.db
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.businessId, shop.business.id))
    expect(row.accessTokenEnc).not.toContain(MP_TOKEN)
    expect(row.accessTokenEnc).not.toContain(MP_TOKEN.slice(5, 20))
    expect(row.webhookSecretEnc).not.toContain(WEBHOOK_SECRET)
    expect(row.tokenLast4).toBe(MP_TOKEN.slice(-4))
    // Nowhere in the database, whatever the column.
    const dump = await t.db.execute(
      sql`select row_to_json(pa)::text as row from payment_accounts pa where business_id = ${shop.business.id}`,
    )
    expect(JSON.stringify(dump.rows)).not.toContain(MP_TOKEN)
    // The server's key opens them; another key does not.
    const box = secretBoxOf(t.app.config)
    const id = shop.business.id
    expect(box.open(row.accessTokenEnc!, id)).toBe(MP_TOKEN)
    expect(box.open(row.webhookSecretEnc!, id)).toBe(WEBHOOK_SECRET)
    expect(() =>
      secretBox({ secretKeys: [], serverSecret: 'another server secret, 32 chars long' }).open(
        row.accessTokenEnc!,
        id,
      ),
    ).toThrow()
    // A random IV: the same token sealed twice is two different values.
    expect(box.seal(MP_TOKEN, id)).not.toBe(box.seal(MP_TOKEN, id))
  })

  it('keeps a stored token and secret when they are not sent, and replaces them when they are', async () => {
    const shop = await shopWithOwner(t)
    await save(shop, ALL_METHODS)
    const kept = await save(shop, {
      cash: false,
      transfer: { enabled: false },
      mercadoPago: { enabled: true },
    })
    expect(kept.statusCode, kept.body).toBe(200)
    expect(kept.json().mercadoPago).toMatchObject({ enabled: true, connected: true })
    expect(kept.json().cash).toBe(false)
    const other = 'APP_USR-99887766-replacement-zz42'
    const replaced = await save(shop, {
      cash: true,
      transfer: { enabled: false },
      mercadoPago: { enabled: true, accessToken: other },
    })
    expect(replaced.json().mercadoPago).toMatchObject({
      tokenLast4: 'zz42',
      webhookSecretSet: true,
    })
  })

  it('disconnects Mercado Pago with accessToken null, which turns it off', async () => {
    const shop = await shopWithOwner(t)
    await save(shop, ALL_METHODS)
    const res = await save(shop, {
      cash: true,
      transfer: { enabled: false, ...TRANSFER },
      mercadoPago: { enabled: true, accessToken: null },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      transfer: { enabled: false, account: TRANSFER.account },
      mercadoPago: { enabled: false, connected: false, tokenLast4: null, webhookSecretSet: true },
    })
    expect(await menuMethods(shop)).toEqual(['CASH'])
  })

  it('refuses each invalid Cobros with its message, saving nothing', async () => {
    const shop = await shopWithOwner(t)
    const cases: [PaymentSettingsInput, string][] = [
      [
        { cash: false, transfer: { enabled: false }, mercadoPago: { enabled: false } },
        PAYMENT_METHODS_REQUIRED_MESSAGE,
      ],
      [
        { ...cashOnly, transfer: { enabled: true, holder: 'Ana' } },
        TRANSFER_ACCOUNT_REQUIRED_MESSAGE,
      ],
      [
        { ...cashOnly, transfer: { enabled: true, account: TRANSFER.account } },
        TRANSFER_HOLDER_MESSAGE,
      ],
      [
        { ...cashOnly, transfer: { enabled: true, account: 'ab', holder: 'Ana' } },
        TRANSFER_ALIAS_MESSAGE,
      ],
      [
        {
          ...cashOnly,
          transfer: { enabled: true, account: '0000003100000000000001', holder: 'Ana' },
        },
        TRANSFER_CBU_MESSAGE,
      ],
      [
        { ...cashOnly, mercadoPago: { enabled: true, accessToken: 'token suelto' } },
        MP_TOKEN_FORMAT_MESSAGE,
      ],
      [
        {
          ...cashOnly,
          mercadoPago: { enabled: true, accessToken: MP_TOKEN, webhookSecret: 'corta' },
        },
        MP_WEBHOOK_SECRET_MESSAGE,
      ],
      [
        { ...cashOnly, mercadoPago: { enabled: true, webhookSecret: WEBHOOK_SECRET } },
        MP_TOKEN_REQUIRED_MESSAGE,
      ],
      [
        { ...cashOnly, mercadoPago: { enabled: true, accessToken: MP_TOKEN } },
        MP_WEBHOOK_SECRET_REQUIRED_MESSAGE,
      ],
      // Mercado Pago alone, being disconnected: nothing would be left on.
      [
        {
          cash: false,
          transfer: { enabled: false },
          mercadoPago: { enabled: true, accessToken: null },
        },
        PAYMENT_METHODS_REQUIRED_MESSAGE,
      ],
    ]
    for (const [payload, message] of cases) {
      const res = await save(shop, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(errorOf(res), JSON.stringify(payload)).toEqual({ error: message, code: 'VALIDATION' })
    }
    // Nothing of the refused token was kept.
    const [row] = await t.db
      .select({ mp: businesses.acceptsMercadoPago, transfer: businesses.acceptsTransfer })
      .from(businesses)
      .where(eq(businesses.id, shop.business.id))
    expect(row).toEqual({ mp: false, transfer: false })
    expect(
      await t.db
        .select()
        .from(paymentAccounts)
        .where(eq(paymentAccounts.businessId, shop.business.id)),
    ).toEqual([])
  })

  it('answers 401 without a session and 403 to another role', async () => {
    const shop = await shopWithOwner(t)
    const anonymous = await t.app.inject({ url: SETTINGS })
    expect(anonymous.statusCode).toBe(401)
    expect(errorOf(anonymous)).toEqual({ error: UNAUTHENTICATED_MESSAGE, code: 'UNAUTHENTICATED' })
    const token = await ownerToken(t.app.config.jwtSecret, shop.owner, { role: 'CUSTOMER' })
    const headers = { authorization: `Bearer ${token}` }
    for (const [method, url] of [
      ['GET', SETTINGS],
      ['PUT', SETTINGS],
      ['POST', `${SETTINGS}/test`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers,
        payload: method === 'GET' ? undefined : ALL_METHODS,
      })
      expect(res.statusCode, url).toBe(403)
      expect(errorOf(res)).toEqual({ error: FORBIDDEN_MESSAGE, code: 'FORBIDDEN' })
      const anon = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })
      expect(anon.statusCode, url).toBe(401)
    }
  })
})

describe('POST /api/business/settings/payments/test', () => {
  it('names the account of a typed token, or of the stored one', async () => {
    const shop = await shopWithOwner(t)
    const typed = await testToken(shop, { accessToken: 'APP_USR-11112222-typed-abcd' })
    expect(typed.statusCode, typed.body).toBe(200)
    expect(typed.json()).toEqual({ account: 'Cuenta de prueba …abcd' })
    await save(shop, ALL_METHODS)
    const stored = await testToken(shop)
    expect(stored.statusCode).toBe(200)
    expect(stored.json()).toEqual({ account: `Cuenta de prueba …${MP_TOKEN.slice(-4)}` })
    expect(stored.body).not.toContain(MP_TOKEN)
  })

  it('says the token was refused, that one is needed, or that its format is wrong', async () => {
    const shop = await shopWithOwner(t)
    const rejected = await testToken(shop, { accessToken: 'TEST-invalid-0000000000' })
    expect(rejected.statusCode).toBe(400)
    expect(errorOf(rejected)).toEqual({ error: MP_TOKEN_REJECTED_MESSAGE, code: 'VALIDATION' })
    const none = await testToken(shop)
    expect(none.statusCode).toBe(400)
    expect(errorOf(none)).toEqual({ error: MP_TOKEN_REQUIRED_MESSAGE, code: 'VALIDATION' })
    const malformed = await testToken(shop, { accessToken: 'hola' })
    expect(errorOf(malformed)).toEqual({ error: MP_TOKEN_FORMAT_MESSAGE, code: 'VALIDATION' })
  })
})
