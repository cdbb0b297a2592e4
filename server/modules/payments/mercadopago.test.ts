import { eq } from 'drizzle-orm'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../db/schema'
import { startFakeMercadoPago } from '../../test/fake-mercadopago'
import { createTestApp, type TestContext } from '../../test/harness'
import { shopWithOwner } from '../../test/orders'
import {
  MP_TOKEN,
  notifyPayment,
  placeOrderPaying,
  savePaymentSettings,
  startOnlineCheckout,
  WEBHOOK_SECRET,
} from '../../test/payments'

/*
 * docs/product.md#payments with PAYMENTS_PROVIDER=mercadopago: the real adapter, against Mercado
 * Pago's API played on a loopback port. What it is sent is the server's own order; the shop's
 * secrets appear in no answer and no log line.
 */

let api: Awaited<ReturnType<typeof startFakeMercadoPago>>
let t: TestContext
const logs: string[] = []
const answers: string[] = []

beforeAll(async () => {
  api = await startFakeMercadoPago()
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk))
      done()
    },
  })
  t = await createTestApp(
    { PAYMENTS_PROVIDER: 'mercadopago', MERCADOPAGO_API_URL: api.url },
    { logger: { level: 'trace', stream } },
  )
})
afterAll(async () => {
  await t.close()
  await api.close()
})

/** Every answer's body is kept, to look for the secrets in. */
async function keep<T extends { body: string }>(res: Promise<T>): Promise<T> {
  const answer = await res
  answers.push(answer.body)
  return answer
}

describe('PAYMENTS_PROVIDER=mercadopago', () => {
  it('has no dev checkout', async () => {
    expect(
      (await t.app.inject({ url: '/api/dev/pay/fake-000000000000000000000000' })).statusCode,
    ).toBe(404)
    expect(t.app.routeTable.some((r) => r.includes('/dev/pay'))).toBe(false)
  })

  it('creates the preference from the order as the server saved it, and follows its payment', async () => {
    const shop = await shopWithOwner(t)
    expect((await keep(savePaymentSettings(t.app, shop))).statusCode).toBe(200)
    const order = await placeOrderPaying(t.app, shop, { method: 'MERCADOPAGO' }, 3)
    // The menu's price changes after the order: the order is paid at the price it was placed at.
    await t.db.update(products).set({ price: 990_000 }).where(eq(products.id, shop.product.id))

    api.answer('POST /checkout/preferences', {
      status: 201,
      body: {
        id: 'pref-9',
        init_point: 'https://mp/live',
        sandbox_init_point: 'https://mp/sandbox/9',
      },
    })
    const res = await keep(startOnlineCheckout(t.app, order))
    expect(res.statusCode, res.body).toBe(200)
    // A TEST- token pays in the sandbox.
    expect(res.json()).toEqual({ url: 'https://mp/sandbox/9' })
    const sent = api.requests.find((r) => r.path === '/checkout/preferences')!
    expect(sent.authorization).toBe(`Bearer ${MP_TOKEN}`)
    const back = `${t.app.config.publicUrl}/pedido/${order.id}?token=${order.publicToken}`
    expect(sent.body).toEqual({
      items: [{ id: '1', title: 'Empanada', quantity: 3, unit_price: 1500, currency_id: 'ARS' }],
      external_reference: order.id,
      back_urls: { success: back, failure: back, pending: back },
      auto_return: 'approved',
      notification_url: `${t.app.config.publicUrl}/api/webhooks/mercadopago?shop=${shop.business.id}`,
    })

    api.answer('GET /v1/payments/777', {
      status: 200,
      body: { id: 777, status: 'approved', transaction_amount: 4500, external_reference: order.id },
    })
    const notified = await keep(notifyPayment(t.app, shop.business.id, '777'))
    expect(notified.statusCode).toBe(200)
    expect(api.requests.at(-1)).toMatchObject({
      path: '/v1/payments/777',
      authorization: `Bearer ${MP_TOKEN}`,
    })
    const view = await keep(
      t.app.inject({ url: `/api/public/orders/${order.id}?token=${order.publicToken}` }),
    )
    expect(view.json().order.payment.status).toBe('PAID')
  })

  it('answers 502 when Mercado Pago fails, and says why in the log only', async () => {
    const shop = await shopWithOwner(t)
    await keep(savePaymentSettings(t.app, shop))
    const order = await placeOrderPaying(t.app, shop, { method: 'MERCADOPAGO' })
    api.answer('POST /checkout/preferences', { status: 500, body: { message: 'boom' } })
    const res = await keep(startOnlineCheckout(t.app, order))
    expect(res.statusCode).toBe(502)
    expect(res.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_FAILED' })
    expect(logs.join('')).toContain('"call":"POST /checkout/preferences","answered":500')
  })

  it('never writes the token or the webhook secret in an answer or a log line', async () => {
    const shop = await shopWithOwner(t)
    await keep(savePaymentSettings(t.app, shop))
    api.answer('GET /users/me', { status: 200, body: { nickname: 'LUIGI' } })
    const tested = await keep(
      t.app.inject({
        method: 'POST',
        url: '/api/business/settings/payments/test',
        headers: shop.headers,
        payload: { accessToken: MP_TOKEN },
      }),
    )
    expect(tested.json()).toEqual({ account: 'LUIGI' })
    api.answer('GET /users/me', { status: 401, body: {} })
    await keep(
      t.app.inject({
        method: 'POST',
        url: '/api/business/settings/payments/test',
        headers: shop.headers,
        payload: {},
      }),
    )
    await keep(t.app.inject({ url: '/api/business/settings/payments', headers: shop.headers }))
    // Should a body ever be logged, its secrets are not.
    t.app.log.info({
      body: { mercadoPago: { accessToken: MP_TOKEN, webhookSecret: WEBHOOK_SECRET } },
    })

    expect(answers.length).toBeGreaterThan(5)
    for (const body of answers) {
      expect(body).not.toContain(MP_TOKEN)
      expect(body).not.toContain(WEBHOOK_SECRET)
    }
    const log = logs.join('')
    expect(log).toContain('incoming request')
    expect(log).toContain('[oculto]')
    expect(log).not.toContain(MP_TOKEN)
    expect(log).not.toContain(MP_TOKEN.slice(5))
    expect(log).not.toContain(WEBHOOK_SECRET)
  })
})
