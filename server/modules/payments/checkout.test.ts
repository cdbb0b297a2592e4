import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  cashBelowTotalMessage,
  NOT_ONLINE_PAYMENT_MESSAGE,
  ORDER_ALREADY_PAID_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  PAYMENT_METHOD_MESSAGE,
  PAYMENT_METHOD_NOT_ACCEPTED_MESSAGE,
} from '../../../domain/messages/customer'
import { formatPesos } from '../../../domain/money/rules'
import { orders } from '../../db/schema'
import { errorOf } from '../../test/error-answer'
import { useTestApp } from '../../test/use-test-app'
import { shopWithOwner } from '../../test/orders'
import {
  customerView,
  fakePayments,
  orderPaying,
  placeOrderPaying,
  savePaymentSettings,
  startOnlineCheckout,
  TRANSFER,
} from '../../test/payments'

/* docs/product.md#payments: the customer picks a method at checkout, and pays online. */

const t = useTestApp()

async function shopTakingAll() {
  const shop = await shopWithOwner(t)
  const res = await savePaymentSettings(t.app, shop)
  expect(res.statusCode, res.body).toBe(200)
  return shop
}

const paymentRow = async (id: string) =>
  (
    await t.db
      .select({
        method: orders.paymentMethod,
        status: orders.paymentStatus,
        cashAmount: orders.cashAmount,
        paymentId: orders.paymentId,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .where(eq(orders.id, id))
  )[0]

describe('checkout with a payment method', () => {
  it('an order without a payment pays cash, as before payments existed', async () => {
    const shop = await shopWithOwner(t)
    const res = await orderPaying(t.app, shop)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().order).toMatchObject({
      payment: { method: 'CASH', status: 'UNPAID', cashAmount: null, flag: null },
      transfer: null,
    })
  })

  it('cash may name the bill, at least the total; any other method drops it', async () => {
    const shop = await shopTakingAll()
    const placed = await orderPaying(t.app, shop, { method: 'CASH', cashAmount: 500_000 })
    expect(placed.statusCode, placed.body).toBe(201)
    expect(placed.json().order.payment).toEqual({
      method: 'CASH',
      status: 'UNPAID',
      cashAmount: 500_000,
      flag: null,
    })
    const exact = await orderPaying(t.app, shop, { method: 'CASH', cashAmount: 300_000 })
    expect(exact.statusCode).toBe(201)
    const below = await orderPaying(t.app, shop, { method: 'CASH', cashAmount: 299_999 })
    expect(below.statusCode).toBe(400)
    expect(errorOf(below)).toEqual({
      error: cashBelowTotalMessage(formatPesos(300_000)),
      code: 'VALIDATION',
    })
    const transfer = await orderPaying(t.app, shop, { method: 'TRANSFER', cashAmount: 500_000 })
    expect(transfer.json().order.payment).toMatchObject({ method: 'TRANSFER', cashAmount: null })
  })

  it('refuses a method the shop does not accept, and one that is no method', async () => {
    const shop = await shopWithOwner(t)
    for (const method of ['TRANSFER', 'MERCADOPAGO'] as const) {
      const res = await orderPaying(t.app, shop, { method })
      expect(res.statusCode, method).toBe(409)
      expect(errorOf(res)).toEqual({ error: PAYMENT_METHOD_NOT_ACCEPTED_MESSAGE, code: 'CONFLICT' })
    }
    const bogus = await orderPaying(t.app, shop, { method: 'BITCOIN' as 'CASH' })
    expect(bogus.statusCode).toBe(400)
    expect(errorOf(bogus)).toEqual({ error: PAYMENT_METHOD_MESSAGE, code: 'VALIDATION' })
    // Mercado Pago turned on but disconnected is not on.
    await savePaymentSettings(t.app, shop, {
      cash: true,
      transfer: { enabled: false },
      mercadoPago: { enabled: true, accessToken: null },
    })
    expect((await orderPaying(t.app, shop, { method: 'MERCADOPAGO' })).statusCode).toBe(409)
  })

  it("shows a transfer order's customer the shop's current account, on placing and on its page", async () => {
    const shop = await shopTakingAll()
    const res = await orderPaying(t.app, shop, { method: 'TRANSFER' })
    expect(res.statusCode).toBe(201)
    const order = res.json().order
    expect(order.transfer).toEqual(TRANSFER)
    expect(order.payment).toEqual({
      method: 'TRANSFER',
      status: 'UNPAID',
      cashAmount: null,
      flag: null,
    })
    expect((await customerView(t.app, order)).transfer).toEqual(TRANSFER)
    // A cash order of the same shop shows none.
    const cash = await placeOrderPaying(t.app, shop, { method: 'CASH' })
    expect((await customerView(t.app, cash)).transfer).toBeNull()
  })

  it('answers a retry with its order, and refuses the key with another payment', async () => {
    const shop = await shopTakingAll()
    const send = (payment: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/business/${shop.business.slug}/orders`,
        headers: { 'idempotency-key': 'pago-0001-abcdef' },
        payload: {
          method: 'PICKUP',
          customer: { fullName: 'Ana Gómez', phone: '351 6999999' },
          items: [{ productId: shop.product.id, quantity: 1 }],
          payment,
        },
      })
    const first = await send({ method: 'TRANSFER' })
    expect(first.statusCode).toBe(201)
    const again = await send({ method: 'TRANSFER' })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect((await send({ method: 'CASH' })).statusCode).toBe(422)
  })
})

describe('POST /api/public/orders/:id/mercadopago', () => {
  it('sends the customer to pay; approving marks the order paid and comes back to its page', async () => {
    const shop = await shopTakingAll()
    const order = await placeOrderPaying(t.app, shop, { method: 'MERCADOPAGO' })
    // Placing the order called no provider: it waits unpaid.
    expect(await paymentRow(order.id)).toMatchObject({ method: 'MERCADOPAGO', status: 'UNPAID' })

    const res = await startOnlineCheckout(t.app, order)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const { url } = res.json<{ url: string }>()
    expect(url).toMatch(new RegExp(`^${t.app.config.publicUrl}/api/dev/pay/fake-[0-9a-f]{24}$`))
    const preference = (await fakePayments(t.app).getPreference(url.split('/').pop()!))!
    // The server's own snapshot of the order, and the way back to its page.
    expect(preference).toMatchObject({
      externalReference: order.id,
      shopName: shop.business.name,
      items: [{ title: 'Empanada', quantity: 2, unitPrice: 150_000 }],
      total: 300_000,
      notificationUrl: `${t.app.config.publicUrl}/api/webhooks/mercadopago?shop=${shop.business.id}`,
    })
    const back = `${t.app.config.publicUrl}/pedido/${order.id}?token=${order.publicToken}`
    expect(preference.backUrls).toEqual({ success: back, failure: back, pending: back })

    const page = await t.app.inject({ url: new URL(url).pathname })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain(shop.business.name)
    expect(page.body).toContain(formatPesos(300_000))
    expect(page.body).toContain('2 × Empanada')
    expect(page.body).toContain('value="approve"')
    // No script, posted to itself, styles inline: what the app's CSP allows.
    expect(page.body).not.toMatch(/<script/i)
    expect(page.body).toMatch(/<form method="post">/)
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toContain("form-action 'self'")
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/)

    const paid = await t.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    })
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(back)
    expect(await paymentRow(order.id)).toMatchObject({
      status: 'PAID',
      paymentId: expect.stringMatching(/^\d+$/),
      paidAt: expect.any(Date),
    })
    expect((await customerView(t.app, order)).payment.status).toBe('PAID')

    const again = await startOnlineCheckout(t.app, order)
    expect(again.statusCode).toBe(409)
    expect(errorOf(again)).toEqual({ error: ORDER_ALREADY_PAID_MESSAGE, code: 'CONFLICT' })
  })

  it('a refused payment leaves the order unpaid, and the page offers it again', async () => {
    const shop = await shopTakingAll()
    const order = await placeOrderPaying(t.app, shop, { method: 'MERCADOPAGO' })
    const { url } = (await startOnlineCheckout(t.app, order)).json<{ url: string }>()
    const refused = await t.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=reject',
    })
    expect(refused.statusCode).toBe(303)
    expect(await paymentRow(order.id)).toMatchObject({ status: 'UNPAID' })
    expect((await startOnlineCheckout(t.app, order)).statusCode).toBe(200)
  })

  it('puts the delivery fee as an item of its own', async () => {
    const shop = await shopTakingAll()
    const [row] = await t.db
      .insert(orders)
      .values({
        businessId: shop.business.id,
        publicToken: 'token-de-prueba-con-envio-000000',
        method: 'DELIVERY',
        customerName: 'Ana',
        subtotal: 300_000,
        deliveryFee: 80_000,
        total: 380_000,
        paymentMethod: 'MERCADOPAGO',
      })
      .returning()
    const res = await startOnlineCheckout(t.app, row)
    expect(res.statusCode, res.body).toBe(200)
    const preference = await fakePayments(t.app).getPreference(res.json().url.split('/').pop())
    expect(preference?.items).toEqual([{ title: 'Envío', quantity: 1, unitPrice: 80_000 }])
  })

  it('answers 404 like the order page, and 409 for an order that is not paid online', async () => {
    const shop = await shopTakingAll()
    const order = await placeOrderPaying(t.app, shop, { method: 'MERCADOPAGO' })
    const other = await placeOrderPaying(t.app, shop, { method: 'MERCADOPAGO' })
    for (const url of [
      `/api/public/orders/${order.id}/mercadopago`,
      `/api/public/orders/${order.id}/mercadopago?token=${other.publicToken}`,
      `/api/public/orders/00000000-0000-4000-8000-000000000000/mercadopago?token=${order.publicToken}`,
      `/api/public/orders/no-es-un-id/mercadopago?token=${order.publicToken}`,
    ]) {
      const res = await t.app.inject({ method: 'POST', url })
      expect(res.statusCode, url).toBe(404)
      expect(errorOf(res)).toEqual({ error: ORDER_NOT_FOUND_MESSAGE, code: 'ORDER_NOT_FOUND' })
    }
    const cash = await placeOrderPaying(t.app, shop, { method: 'CASH' })
    const res = await startOnlineCheckout(t.app, cash)
    expect(res.statusCode).toBe(409)
    expect(errorOf(res)).toEqual({ error: NOT_ONLINE_PAYMENT_MESSAGE, code: 'CONFLICT' })
  })

  it('answers 404 for a checkout page that does not exist', async () => {
    for (const id of ['fake-000000000000000000000000', 'otra-cosa']) {
      expect((await t.app.inject({ url: `/api/dev/pay/${id}` })).statusCode).toBe(404)
    }
  })
})
