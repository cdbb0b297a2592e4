import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { INVALID_SIGNATURE_MESSAGE, STALE_NOTIFICATION_MESSAGE } from '../../../domain/messages/api'
import type { OrderEventData } from '../../../domain/orders/events'
import { orders } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { errorOf } from '../../test/error-answer'
import { useTestApp } from '../../test/use-test-app'
import { shopWithOwner, type ShopWithOwner } from '../../test/orders'
import {
  customerView,
  fakePayments,
  MP_TOKEN,
  notifyPayment,
  placeOrderPaying,
  savePaymentSettings,
  WEBHOOK_SECRET,
  type PlacedForPayment,
} from '../../test/payments'
import { publishOrderEvent } from '../order-record/events'
import { signatureHeader } from './signature'

/*
 * docs/product.md#payments: Mercado Pago's notifications, signed with the shop's secret, recent,
 * taken once, and only a hint: the payment is read back from Mercado Pago (the fake provider).
 */

const t = useTestApp()

const fake = () => fakePayments(t.app)

async function mpShop() {
  const shop = await shopWithOwner(t)
  expect((await savePaymentSettings(t.app, shop)).statusCode).toBe(200)
  return shop
}

/** A Mercado Pago order of the shop ($ 3.000) and a payment of it, as Mercado Pago records one. */
async function orderWithPayment(shop: ShopWithOwner, status = 'approved', amount?: number) {
  const order = await placeOrderPaying(t.app, shop, { method: 'MERCADOPAGO' })
  const payment = await fake().createPayment(MP_TOKEN, {
    status,
    amount: amount ?? order.total,
    externalReference: order.id,
  })
  return { order, payment }
}

const stateOf = async (order: { id: string }) =>
  (
    await t.db
      .select({ status: orders.paymentStatus, flag: orders.paymentFlag, id: orders.paymentId })
      .from(orders)
      .where(eq(orders.id, order.id))
  )[0]

/**
 * The order events the shop's streams hear from now on; `settled()` waits until every event
 * published before it has arrived (a marker sent last arrives last) and answers the payment ones.
 */
function listen(shop: ShopWithOwner) {
  const heard: OrderEventData[] = []
  const stop = t.app.orderEvents.subscribe(shop.business.id, {
    kind: 'owner',
    send: (event) => heard.push(event),
    end: () => {},
  })
  return {
    async settled(order: PlacedForPayment) {
      const marker = crypto.randomUUID()
      await publishOrderEvent(t.db, {
        businessId: shop.business.id,
        orderId: marker,
        type: 'status',
      })
      await vi.waitFor(() => expect(heard.some((e) => e.orderId === marker)).toBe(true), {
        timeout: 10_000,
      })
      return heard.filter((e) => e.orderId === order.id && e.type === 'payment')
    },
    stop,
  }
}

describe('POST /api/webhooks/mercadopago', () => {
  it('reads an approved payment back from Mercado Pago and marks its order paid, once', async () => {
    const shop = await mpShop()
    const { order, payment } = await orderWithPayment(shop)
    const events = listen(shop)
    try {
      const res = await notifyPayment(t.app, shop.business.id, payment.id)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toEqual({ received: true })
      expect(await stateOf(order)).toEqual({ status: 'PAID', flag: null, id: payment.id })
      expect((await customerView(t.app, order)).payment).toEqual({
        method: 'MERCADOPAGO',
        status: 'PAID',
        cashAmount: null,
        flag: null,
      })
      // Mercado Pago notifies the same state again (a new request, a new signature): no change.
      const again = await notifyPayment(t.app, shop.business.id, payment.id)
      expect(again.statusCode).toBe(200)
      expect(await events.settled(order)).toEqual([{ orderId: order.id, type: 'payment' }])
    } finally {
      events.stop()
    }
  })

  it('takes a signature once: the same notification replayed changes nothing', async () => {
    const shop = await mpShop()
    const { order, payment } = await orderWithPayment(shop, 'pending')
    const sent = { requestId: crypto.randomUUID(), ts: String(Math.floor(Date.now() / 1000)) }
    expect((await notifyPayment(t.app, shop.business.id, payment.id, sent)).statusCode).toBe(200)
    expect((await stateOf(order)).status).toBe('PENDING')
    // Mercado Pago's payment moved on, but a replay of the old notification is no news of it.
    await fake().updatePayment(MP_TOKEN, payment.id, 'approved')
    const replay = await notifyPayment(t.app, shop.business.id, payment.id, sent)
    expect(replay.statusCode).toBe(200)
    expect((await stateOf(order)).status).toBe('PENDING')
    // A fresh notification of it is.
    expect((await notifyPayment(t.app, shop.business.id, payment.id)).statusCode).toBe(200)
    expect((await stateOf(order)).status).toBe('PAID')
  })

  it('answers 502 when Mercado Pago cannot be read, and takes the same notification sent again', async () => {
    const shop = await mpShop()
    const { order, payment } = await orderWithPayment(shop)
    const sent = { requestId: crypto.randomUUID(), ts: String(Math.floor(Date.now() / 1000)) }
    const read = vi
      .spyOn(t.app.adapters.payments, 'getPayment')
      .mockRejectedValueOnce(new ApiError('PAYMENT_PROVIDER_FAILED'))
    try {
      const failed = await notifyPayment(t.app, shop.business.id, payment.id, sent)
      expect(failed.statusCode).toBe(502)
      expect((await stateOf(order)).status).toBe('UNPAID')
      // Mercado Pago retries the very notification: not a replay, since it was never handled.
      const retried = await notifyPayment(t.app, shop.business.id, payment.id, sent)
      expect(retried.statusCode).toBe(200)
      expect((await stateOf(order)).status).toBe('PAID')
      expect(read).toHaveBeenCalledTimes(2)
    } finally {
      read.mockRestore()
    }
  })

  it('refuses a bad signature with 401, changing nothing', async () => {
    const shop = await mpShop()
    const { order, payment } = await orderWithPayment(shop)
    const ts = String(Math.floor(Date.now() / 1000))
    const requestId = crypto.randomUUID()
    const otherId = (await orderWithPayment(shop)).payment.id
    const cases: Record<string, Parameters<typeof notifyPayment>[3]> = {
      'another secret': { secret: 'otra-clave-secreta-0123456789' },
      'no header': { signature: '' },
      'a malformed header': { signature: 'ts=abc,v1=xyz' },
      'no v1': { signature: `ts=${ts}` },
      // Signed for another payment: data.id is part of what is signed.
      'another data.id': {
        ts,
        requestId,
        signature: signatureHeader(WEBHOOK_SECRET, { dataId: otherId, requestId, ts }),
      },
      // Signed for another request id.
      'another request id': {
        ts,
        requestId,
        signature: signatureHeader(WEBHOOK_SECRET, { dataId: payment.id, requestId: 'x', ts }),
      },
      // Signed at another time than the ts it claims.
      'another ts': {
        ts,
        requestId,
        signature: signatureHeader(WEBHOOK_SECRET, {
          dataId: payment.id,
          requestId,
          ts: String(Number(ts) - 1),
        }).replace(/^ts=\d+/, `ts=${ts}`),
      },
    }
    for (const [what, options] of Object.entries(cases)) {
      const res = await notifyPayment(t.app, shop.business.id, payment.id, options)
      expect(res.statusCode, what).toBe(401)
      expect(errorOf(res), what).toEqual({
        error: INVALID_SIGNATURE_MESSAGE,
        code: 'INVALID_SIGNATURE',
      })
    }
    expect(await stateOf(order)).toEqual({ status: 'UNPAID', flag: null, id: null })
  })

  it('refuses a notification older or further ahead than 5 minutes, and takes ts in ms', async () => {
    const shop = await mpShop()
    const { order, payment } = await orderWithPayment(shop)
    const now = Math.floor(Date.now() / 1000)
    for (const ts of [now - 6 * 60, now + 6 * 60]) {
      const res = await notifyPayment(t.app, shop.business.id, payment.id, { ts: String(ts) })
      expect(res.statusCode, String(ts)).toBe(401)
      expect(errorOf(res)).toEqual({ error: STALE_NOTIFICATION_MESSAGE, code: 'INVALID_SIGNATURE' })
    }
    expect((await stateOf(order)).status).toBe('UNPAID')
    const inMs = await notifyPayment(t.app, shop.business.id, payment.id, {
      ts: String(Date.now() - 60_000),
    })
    expect(inMs.statusCode).toBe(200)
    expect((await stateOf(order)).status).toBe('PAID')
  })

  it('answers an unknown shop and a shop without a secret the same 401', async () => {
    const withSecret = await mpShop()
    const { payment } = await orderWithPayment(withSecret)
    const without = await shopWithOwner(t)
    for (const shop of [without.business.id, '00000000-0000-4000-8000-000000000000', 'x', '']) {
      const res = await notifyPayment(t.app, shop, payment.id)
      expect(res.statusCode, shop).toBe(401)
      expect(errorOf(res)).toEqual({ error: INVALID_SIGNATURE_MESSAGE, code: 'INVALID_SIGNATURE' })
    }
  })

  it('ignores notifications of other types', async () => {
    const shop = await mpShop()
    const { order, payment } = await orderWithPayment(shop)
    for (const type of ['merchant_order', 'plan', 'topic_claims_integration_wh']) {
      const res = await notifyPayment(t.app, shop.business.id, payment.id, { type })
      expect(res.statusCode, type).toBe(200)
    }
    expect((await stateOf(order)).status).toBe('UNPAID')
  })

  it('flags a payment whose amount is not the total, and never marks it paid', async () => {
    const shop = await mpShop()
    const events = listen(shop)
    try {
      const { order, payment } = await orderWithPayment(shop, 'approved', 100)
      expect((await notifyPayment(t.app, shop.business.id, payment.id)).statusCode).toBe(200)
      expect(await stateOf(order)).toEqual({
        status: 'UNPAID',
        flag: 'AMOUNT_MISMATCH',
        id: payment.id,
      })
      const panel = await t.app.inject({ url: '/api/business/orders', headers: shop.headers })
      expect(panel.json()[0].payment).toEqual({
        method: 'MERCADOPAGO',
        status: 'UNPAID',
        cashAmount: null,
        flag: 'AMOUNT_MISMATCH',
      })
      // Told again: nothing changes, nobody is told twice.
      expect((await notifyPayment(t.app, shop.business.id, payment.id)).statusCode).toBe(200)
      expect(await events.settled(order)).toHaveLength(1)
      // One centavo off is off too (transaction_amount in pesos, compared as centavos).
      const near = await orderWithPayment(shop, 'approved', 299_999)
      await notifyPayment(t.app, shop.business.id, near.payment.id)
      expect(await stateOf(near.order)).toMatchObject({ status: 'UNPAID', flag: 'AMOUNT_MISMATCH' })
    } finally {
      events.stop()
    }
  })

  it('follows each Mercado Pago status, and never takes a paid order back to pending or unpaid', async () => {
    const shop = await mpShop()
    const steps: [string, string][] = [
      ['pending', 'PENDING'],
      ['in_process', 'PENDING'],
      ['rejected', 'UNPAID'],
      ['authorized', 'PENDING'],
      ['approved', 'PAID'],
      // Stale news of older states, arriving late.
      ['pending', 'PAID'],
      ['rejected', 'PAID'],
      ['in_process', 'PAID'],
      ['refunded', 'REFUNDED'],
      ['approved', 'REFUNDED'],
    ]
    const { order, payment } = await orderWithPayment(shop, 'pending')
    for (const [status, expected] of steps) {
      await fake().updatePayment(MP_TOKEN, payment.id, status)
      expect((await notifyPayment(t.app, shop.business.id, payment.id)).statusCode).toBe(200)
      expect((await stateOf(order)).status, `${status} → ${expected}`).toBe(expected)
    }
    const cancelled = await orderWithPayment(shop, 'cancelled')
    await notifyPayment(t.app, shop.business.id, cancelled.payment.id)
    expect((await stateOf(cancelled.order)).status).toBe('CANCELLED')
    const chargedBack = await orderWithPayment(shop, 'approved')
    await notifyPayment(t.app, shop.business.id, chargedBack.payment.id)
    await fake().updatePayment(MP_TOKEN, chargedBack.payment.id, 'charged_back')
    await notifyPayment(t.app, shop.business.id, chargedBack.payment.id)
    expect((await stateOf(chargedBack.order)).status).toBe('REFUNDED')
  })

  it("never touches another shop's order, nor a cash order", async () => {
    const mine = await mpShop()
    const theirs = await mpShop()
    const { order } = await orderWithPayment(theirs)
    // A payment in my account naming their order: it is looked up within my shop only.
    const payment = await fake().createPayment(MP_TOKEN, {
      status: 'approved',
      amount: order.total,
      externalReference: order.id,
    })
    expect((await notifyPayment(t.app, mine.business.id, payment.id)).statusCode).toBe(200)
    expect((await stateOf(order)).status).toBe('UNPAID')
    const cash = await placeOrderPaying(t.app, mine, { method: 'CASH' })
    const forCash = await fake().createPayment(MP_TOKEN, {
      status: 'approved',
      amount: cash.total,
      externalReference: cash.id,
    })
    expect((await notifyPayment(t.app, mine.business.id, forCash.id)).statusCode).toBe(200)
    expect((await stateOf(cash)).status).toBe('UNPAID')
  })

  it('answers 502 when Mercado Pago does not know the payment', async () => {
    const shop = await mpShop()
    const res = await notifyPayment(t.app, shop.business.id, '12345678901')
    expect(res.statusCode).toBe(502)
    expect(errorOf(res).code).toBe('PAYMENT_PROVIDER_FAILED')
  })

  it('never answers 500 to junk', async () => {
    const shop = await mpShop()
    const base = `/api/webhooks/mercadopago?shop=${shop.business.id}`
    const requests = [
      { url: `${base}&data.id=1&type=payment`, payload: 'no es json', json: true },
      { url: `${base}&data.id=1&type=payment&type=payment`, payload: {} },
      { url: `${base}&data.id=${'9'.repeat(500)}&type=payment`, payload: {} },
      { url: `${base}&data.id=%E2%82%AC%20&type=payment`, payload: {} },
      { url: '/api/webhooks/mercadopago', payload: {} },
      { url: `${base}&type=payment`, payload: { data: { id: 1 } } },
      { url: `${base}&data.id=1&type=payment`, payload: 'x'.repeat(40_000), json: true },
    ]
    for (const r of requests) {
      const res = await t.app.inject({
        method: 'POST',
        url: r.url,
        headers: { 'content-type': 'application/json', 'x-signature': 'ts=1,v1=00' },
        payload: typeof r.payload === 'string' ? r.payload : JSON.stringify(r.payload),
      })
      expect(res.statusCode, r.url.slice(0, 120)).toBeLessThan(500)
    }
  })
})
