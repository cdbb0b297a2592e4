import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { CheckoutPaymentInput, PaymentSettingsInput } from '../../domain/payments/schemas'
import { fakeOf } from '../adapters/payments/fake'
import type { App } from '../app'
import { signatureHeader } from '../modules/payments/signature'
import { freshIp } from './flows'
import { pickupOrderAttempt, type ShopWithOwner } from './orders'

/** Paying for an order (docs/product.md#payments): shops that take every method, and their orders. */

/** Well-formed test credentials, as an owner pastes them. */
export const MP_TOKEN = 'TEST-1234567890-abcdefABCDEF-9f3k'
export const WEBHOOK_SECRET = 'whsec-0123456789abcdef0123'
export const TRANSFER = { account: 'donluigi.pizzas', holder: 'Luigi Romano' }

/** Every method on: cash, a transfer account, and Mercado Pago with the test credentials. */
export const ALL_METHODS: PaymentSettingsInput = {
  cash: true,
  transfer: { enabled: true, ...TRANSFER },
  mercadoPago: { enabled: true, accessToken: MP_TOKEN, webhookSecret: WEBHOOK_SECRET },
}

export async function savePaymentSettings(
  app: App,
  shop: Pick<ShopWithOwner, 'headers'>,
  payload: PaymentSettingsInput = ALL_METHODS,
) {
  return app.inject({
    method: 'PUT',
    url: '/api/business/settings/payments',
    headers: shop.headers,
    payload,
  })
}

/** A customer's pickup order of two empanadas ($ 3.000), paid the way given. */
export async function orderPaying(
  app: App,
  shop: ShopWithOwner,
  payment?: CheckoutPaymentInput,
  quantity = 2,
) {
  return pickupOrderAttempt(app, shop, quantity, payment ? { payment } : {})
}

export interface PlacedForPayment {
  id: string
  publicToken: string
  total: number
}

export async function placeOrderPaying(
  app: App,
  shop: ShopWithOwner,
  payment?: CheckoutPaymentInput,
  quantity = 2,
): Promise<PlacedForPayment> {
  const res = await orderPaying(app, shop, payment, quantity)
  expect(res.statusCode, res.body).toBe(201)
  return res.json<{ order: PlacedForPayment }>().order
}

/** The order's Mercado Pago checkout, as the order page asks for it. */
export function startOnlineCheckout(app: App, order: { id: string; publicToken: string }) {
  return app.inject({
    method: 'POST',
    url: `/api/public/orders/${order.id}/mercadopago?token=${encodeURIComponent(order.publicToken)}`,
    remoteAddress: freshIp(),
  })
}

/** The fake provider of a test app (PAYMENTS_PROVIDER=fake, the tests' default). */
export function fakePayments(app: App) {
  const fake = fakeOf(app.adapters.payments)
  if (!fake) throw new Error('this app does not run the fake payments provider')
  return fake
}

export interface NotificationOptions {
  secret?: string
  ts?: string
  requestId?: string
  type?: string
  /** The x-signature header as sent, instead of a good one. */
  signature?: string
}

/** A Mercado Pago webhook about `paymentId` for the shop, signed as Mercado Pago signs them. */
export function notifyPayment(
  app: App,
  businessId: string,
  paymentId: string,
  options: NotificationOptions = {},
) {
  const requestId = options.requestId ?? randomUUID()
  const ts = options.ts ?? String(Math.floor(Date.now() / 1000))
  const type = options.type ?? 'payment'
  const signature =
    options.signature ??
    signatureHeader(options.secret ?? WEBHOOK_SECRET, { dataId: paymentId, requestId, ts })
  return app.inject({
    method: 'POST',
    url: `/api/webhooks/mercadopago?shop=${businessId}&data.id=${paymentId}&type=${type}`,
    headers: { 'x-signature': signature, 'x-request-id': requestId },
    payload: { action: 'payment.updated', type, data: { id: paymentId } },
  })
}

/** The customer's view of the order. */
export async function customerView(app: App, order: { id: string; publicToken: string }) {
  const res = await app.inject({
    url: `/api/public/orders/${order.id}?token=${encodeURIComponent(order.publicToken)}`,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{
    order: {
      payment: {
        method: string | null
        status: string
        cashAmount: number | null
        flag: string | null
      }
      transfer: { account: string; holder: string } | null
    }
  }>().order
}
