import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { STARTER_PLAN } from '../../../domain/constants'
import { INVALID_SIGNATURE_MESSAGE, STALE_NOTIFICATION_MESSAGE } from '../../../domain/messages/api'
import { extendedExpiry } from '../../../domain/plan/rules'
import { businesses, planPayments } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { platformCredentials } from '../../lib/platform-payments'
import { errorOf } from '../../test/error-answer'
import { fakePayments, MP_TOKEN, type NotificationOptions } from '../../test/payments'
import { ownerSession, useTestApp } from '../../test/use-test-app'
import { signatureHeader } from '../payments/signature'

/*
 * docs/product.md#plan-payments: Mercado Pago's notifications of plan payments, checked as the
 * order payments' are (signature with Barrio's secret, age, one use), read back from Mercado Pago
 * with Barrio's token, and applied only to a plan payment of the same amount.
 */

const t = useTestApp()

const platform = () => platformCredentials(t.app.config)!

/** A notification about `paymentId`, signed as Mercado Pago signs Barrio's own. */
function notifyPlan(paymentId: string, options: NotificationOptions = {}) {
  const requestId = options.requestId ?? randomUUID()
  const ts = options.ts ?? String(Math.floor(Date.now() / 1000))
  const type = options.type ?? 'payment'
  const signature =
    options.signature ??
    signatureHeader(options.secret ?? platform().webhookSecret, {
      dataId: paymentId,
      requestId,
      ts,
    })
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/plan-webhook?data.id=${paymentId}&type=${type}`,
    headers: { 'x-signature': signature, 'x-request-id': requestId },
    payload: { action: 'payment.updated', type, data: { id: paymentId } },
  })
}

/** A shop whose plan is active for 10 more days, and a pending plan payment of a month. */
async function shopPaying() {
  const expiresAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 10 * 86_400_000)
  const shop = await ownerSession(t, { plan: STARTER_PLAN.id, subscriptionPaid: true, expiresAt })
  const [payment] = await t.db
    .insert(planPayments)
    .values({
      businessId: shop.business.id,
      source: 'mercadopago',
      months: 1,
      amount: STARTER_PLAN.monthlyPrice,
    })
    .returning()
  return { shop, payment, expiresAt }
}

/** A payment in Barrio's account, as Mercado Pago records one. */
const providerPayment = (
  reference: string | null,
  status = 'approved',
  amount: number = STARTER_PLAN.monthlyPrice,
) =>
  fakePayments(t.app).createPayment(platform().accessToken, {
    status,
    amount,
    externalReference: reference,
  })

const stateOf = async (paymentId: string, businessId: string) => {
  const [payment] = await t.db
    .select({ status: planPayments.status, providerPaymentId: planPayments.providerPaymentId })
    .from(planPayments)
    .where(eq(planPayments.id, paymentId))
  const [shop] = await t.db
    .select({ expiresAt: businesses.expiresAt })
    .from(businesses)
    .where(eq(businesses.id, businessId))
  return { ...payment, expiresAt: shop.expiresAt }
}

/** The end a month's payment moves a plan to that is still running on `date`. */
const oneMonthOn = (date: Date) => extendedExpiry(date, 1, new Date(date.getTime() - 1)).end

describe('POST /api/payments/plan-webhook', () => {
  it('reads an approved payment back and extends the plan once, however often it is told', async () => {
    const { shop, payment, expiresAt } = await shopPaying()
    const paid = await providerPayment(payment.id)
    const res = await notifyPlan(paid.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ received: true })
    const extended = oneMonthOn(expiresAt)
    expect(await stateOf(payment.id, shop.business.id)).toEqual({
      status: 'approved',
      providerPaymentId: paid.id,
      expiresAt: extended,
    })
    // Mercado Pago tells it again, twice at once (new requests, new signatures): no more months.
    const again = await Promise.all([notifyPlan(paid.id), notifyPlan(paid.id)])
    expect(again.map((r) => r.statusCode)).toEqual([200, 200])
    expect((await stateOf(payment.id, shop.business.id)).expiresAt).toEqual(extended)
  })

  it('takes a signature once: the same notification replayed changes nothing', async () => {
    const { shop, payment, expiresAt } = await shopPaying()
    const paid = await providerPayment(payment.id, 'pending')
    const sent = { requestId: randomUUID(), ts: String(Math.floor(Date.now() / 1000)) }
    expect((await notifyPlan(paid.id, sent)).statusCode).toBe(200)
    expect(await stateOf(payment.id, shop.business.id)).toMatchObject({ status: 'pending' })
    // The payment went through since, but a replay of the old notification is no news of it.
    await fakePayments(t.app).updatePayment(platform().accessToken, paid.id, 'approved')
    const replay = await notifyPlan(paid.id, sent)
    expect(replay.statusCode).toBe(200)
    expect(await stateOf(payment.id, shop.business.id)).toMatchObject({
      status: 'pending',
      expiresAt,
    })
    // A fresh notification of it is.
    expect((await notifyPlan(paid.id)).statusCode).toBe(200)
    expect(await stateOf(payment.id, shop.business.id)).toMatchObject({ status: 'approved' })
  })

  it('refuses a bad or missing signature, or one signed with a shop’s secret, with 401', async () => {
    const { shop, payment, expiresAt } = await shopPaying()
    const paid = await providerPayment(payment.id)
    for (const options of [
      { signature: 'ts=1,v1=00' },
      { signature: '' },
      { secret: 'whsec-0123456789abcdef0123' },
    ]) {
      const res = await notifyPlan(paid.id, options)
      expect(res.statusCode).toBe(401)
      expect(errorOf(res)).toEqual({ error: INVALID_SIGNATURE_MESSAGE, code: 'INVALID_SIGNATURE' })
    }
    expect(await stateOf(payment.id, shop.business.id)).toMatchObject({
      status: 'pending',
      expiresAt,
    })
  })

  it('refuses a signature older than 5 minutes, however well signed', async () => {
    const { shop, payment } = await shopPaying()
    const paid = await providerPayment(payment.id)
    const res = await notifyPlan(paid.id, { ts: String(Math.floor(Date.now() / 1000) - 301) })
    expect(res.statusCode).toBe(401)
    expect(errorOf(res)).toEqual({ error: STALE_NOTIFICATION_MESSAGE, code: 'INVALID_SIGNATURE' })
    expect(await stateOf(payment.id, shop.business.id)).toMatchObject({ status: 'pending' })
  })

  it('never approves a payment whose amount is not the plan payment’s', async () => {
    const { shop, payment, expiresAt } = await shopPaying()
    const short = await providerPayment(payment.id, 'approved', STARTER_PLAN.monthlyPrice - 100)
    expect((await notifyPlan(short.id)).statusCode).toBe(200)
    expect(await stateOf(payment.id, shop.business.id)).toEqual({
      status: 'pending',
      providerPaymentId: null,
      expiresAt,
    })
  })

  it('ignores a payment that names no plan payment: another reference, none, an order’s', async () => {
    const { shop, payment, expiresAt } = await shopPaying()
    for (const reference of [randomUUID(), null, 'no-es-un-id']) {
      const paid = await providerPayment(reference)
      expect((await notifyPlan(paid.id)).statusCode).toBe(200)
    }
    // A payment in a shop's account is not Barrio's: Mercado Pago does not show it to Barrio.
    const elsewhere = await fakePayments(t.app).createPayment(MP_TOKEN, {
      status: 'approved',
      amount: STARTER_PLAN.monthlyPrice,
      externalReference: payment.id,
    })
    expect((await notifyPlan(elsewhere.id)).statusCode).toBe(502)
    expect(await stateOf(payment.id, shop.business.id)).toMatchObject({
      status: 'pending',
      expiresAt,
    })
  })

  it('marks a rejected payment, and a later approved one of the same checkout still counts', async () => {
    const { shop, payment, expiresAt } = await shopPaying()
    const refused = await providerPayment(payment.id, 'rejected')
    expect((await notifyPlan(refused.id)).statusCode).toBe(200)
    expect(await stateOf(payment.id, shop.business.id)).toEqual({
      status: 'rejected',
      providerPaymentId: refused.id,
      expiresAt,
    })
    const paid = await providerPayment(payment.id)
    expect((await notifyPlan(paid.id)).statusCode).toBe(200)
    expect(await stateOf(payment.id, shop.business.id)).toEqual({
      status: 'approved',
      providerPaymentId: paid.id,
      expiresAt: oneMonthOn(expiresAt),
    })
  })

  it('answers 502 when Mercado Pago cannot be read, and takes the same notification sent again', async () => {
    const { shop, payment } = await shopPaying()
    const paid = await providerPayment(payment.id)
    const sent = { requestId: randomUUID(), ts: String(Math.floor(Date.now() / 1000)) }
    const read = vi
      .spyOn(t.app.adapters.payments, 'getPayment')
      .mockRejectedValueOnce(new ApiError('PAYMENT_PROVIDER_FAILED'))
    try {
      expect((await notifyPlan(paid.id, sent)).statusCode).toBe(502)
      expect(await stateOf(payment.id, shop.business.id)).toMatchObject({ status: 'pending' })
      expect((await notifyPlan(paid.id, sent)).statusCode).toBe(200)
      expect(await stateOf(payment.id, shop.business.id)).toMatchObject({ status: 'approved' })
      // The token it was read with is Barrio's own.
      expect(read).toHaveBeenCalledWith(platform().accessToken, paid.id)
    } finally {
      read.mockRestore()
    }
  })

  it('ignores other notification types without reading anything', async () => {
    const read = vi.spyOn(t.app.adapters.payments, 'getPayment')
    try {
      const res = await notifyPlan('123', { type: 'merchant_order' })
      expect(res.statusCode).toBe(200)
      expect(read).not.toHaveBeenCalled()
    } finally {
      read.mockRestore()
    }
  })
})
