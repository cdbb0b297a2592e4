import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { STARTER_PLAN } from '../../../domain/constants'
import { PAYMENT_PROVIDER_MESSAGE } from '../../../domain/messages/customer'
import { PLAN_PAYMENTS_UNAVAILABLE_MESSAGE } from '../../../domain/messages/panel'
import { extendedExpiry } from '../../../domain/plan/rules'
import type { PlanCheckout, PlanOverview } from '../../../domain/plan/schemas'
import { PaymentProviderError } from '../../adapters/payments/types'
import { businesses, planPayments } from '../../db/schema'
import { verifySessionToken } from '../../lib/tokens'
import { errorOf } from '../../test/error-answer'
import { fakePayments } from '../../test/payments'
import { ownerSession, useTestApp, type OwnerSession } from '../../test/use-test-app'

/*
 * docs/product.md#plan-payments: the plan page's data, and paying a month of the plan through
 * Mercado Pago's checkout (the fake provider) with Barrio's own credentials.
 */

const t = useTestApp()

const DAY = 86_400_000

const overview = (shop: Pick<OwnerSession, 'headers'>) =>
  t.app.inject({ url: '/api/business/plan', headers: shop.headers })

const checkout = (shop: Pick<OwnerSession, 'headers'>) =>
  t.app.inject({ method: 'POST', url: '/api/business/plan/checkout', headers: shop.headers })

async function startedCheckout(shop: OwnerSession) {
  const res = await checkout(shop)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<PlanCheckout>()
}

const pay = (url: string, decision: 'approve' | 'reject') =>
  t.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  })

describe('GET /api/business/plan', () => {
  it("tells the plan, the shop's standing, its order gate and its payments", async () => {
    const shop = await ownerSession(t, { plan: STARTER_PLAN.id, taxId: '20123456786' })
    const res = await overview(shop)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json<PlanOverview>()
    const trialEnd = new Date(shop.business.createdAt.getTime() + 30 * DAY).toISOString()
    expect(body).toMatchObject({
      plan: {
        id: 'starter',
        name: 'Starter',
        monthlyPrice: STARTER_PLAN.monthlyPrice,
        features: [...STARTER_PLAN.features],
      },
      shop: { name: shop.business.name, cuit: '20123456786' },
      standing: 'pending',
      state: 'unpaid',
      subscriptionPaid: false,
      expiresAt: null,
      suspensionReason: null,
      gate: { open: true, reason: null, until: trialEnd, since: null },
      payments: [],
    })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('re-signs the session when its claims no longer tell the plan, keeping its version', async () => {
    const shop = await ownerSession(t, { plan: STARTER_PLAN.id })
    // The factory's token says 'Sin plan': stale for a shop on Starter.
    const stale = (await overview(shop)).json<PlanOverview>()
    expect(stale.token).toBeDefined()
    const claims = await verifySessionToken(t.app.config.jwtSecret, stale.token!)
    expect(claims).toMatchObject({
      userId: shop.owner.id,
      plan: 'Starter',
      subscriptionPaid: false,
      expiresAt: null,
      sv: shop.owner.sessionVersion,
    })
    // With the fresh token, nothing to follow.
    const fresh = await overview({ headers: { authorization: `Bearer ${stale.token}` } })
    expect(fresh.json<PlanOverview>().token).toBeUndefined()

    // A payment lands: the claims follow it.
    const end = new Date(Date.now() + 40 * DAY)
    await t.db
      .update(businesses)
      .set({ subscriptionPaid: true, expiresAt: end })
      .where(eq(businesses.id, shop.business.id))
    const after = (
      await overview({ headers: { authorization: `Bearer ${stale.token}` } })
    ).json<PlanOverview>()
    expect(after).toMatchObject({ standing: 'active', state: 'active' })
    expect(await verifySessionToken(t.app.config.jwtSecret, after.token!)).toMatchObject({
      subscriptionPaid: true,
      expiresAt: end.toISOString(),
    })
  })

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/business/plan' })).statusCode).toBe(401)
  })
})

describe('POST /api/business/plan/checkout', () => {
  it("makes a month's checkout with Barrio's account and reuses a recent unpaid one", async () => {
    const shop = await ownerSession(t, { plan: STARTER_PLAN.id })
    const { url, paymentId } = await startedCheckout(shop)
    const base = t.app.config.publicUrl
    expect(url).toMatch(new RegExp(`^${base}/api/dev/pay/fake-[0-9a-f]{24}$`))
    const preference = (await fakePayments(t.app).getPreference(url.split('/').pop()!))!
    expect(preference).toMatchObject({
      externalReference: paymentId,
      shopName: 'Barrio',
      items: [
        {
          title: `Plan Starter de Barrio, 1 mes (${shop.business.name})`,
          quantity: 1,
          unitPrice: STARTER_PLAN.monthlyPrice,
        },
      ],
      total: STARTER_PLAN.monthlyPrice,
      notificationUrl: `${base}/api/payments/plan-webhook`,
      backUrls: {
        success: `${base}/business/planes?pago=ok`,
        pending: `${base}/business/planes?pago=pendiente`,
        failure: `${base}/business/planes?pago=error`,
      },
    })
    const rows = await t.db
      .select()
      .from(planPayments)
      .where(eq(planPayments.businessId, shop.business.id))
    expect(rows).toMatchObject([
      {
        id: paymentId,
        status: 'pending',
        source: 'mercadopago',
        months: 1,
        amount: STARTER_PLAN.monthlyPrice,
      },
    ])

    // Asked again (a second tap, a way back from the checkout): the same payment, a new checkout.
    const again = await startedCheckout(shop)
    expect(again.paymentId).toBe(paymentId)
    // Older than 30 minutes, it is left pending and a new one is started.
    await t.db
      .update(planPayments)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(planPayments.id, paymentId))
    expect((await startedCheckout(shop)).paymentId).not.toBe(paymentId)
  })

  it('answers 502 in Spanish when Mercado Pago fails', async () => {
    const shop = await ownerSession(t, { plan: STARTER_PLAN.id })
    const spy = vi
      .spyOn(t.app.adapters.payments, 'createPreference')
      .mockRejectedValueOnce(
        new PaymentProviderError({ call: 'POST /checkout/preferences', answered: 500 }),
      )
    try {
      const res = await checkout(shop)
      expect(res.statusCode).toBe(502)
      expect(errorOf(res)).toEqual({
        error: PAYMENT_PROVIDER_MESSAGE,
        code: 'PAYMENT_PROVIDER_FAILED',
      })
    } finally {
      spy.mockRestore()
    }
  })
})

describe('paying the plan on the fake checkout', () => {
  it('approving extends the plan, lists the payment and the session follows', async () => {
    const shop = await ownerSession(t, { plan: STARTER_PLAN.id })
    const { url, paymentId } = await startedCheckout(shop)
    const page = await t.app.inject({ url: new URL(url).pathname })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Pagar a Barrio')
    expect(page.body).toContain('1 × Plan Starter de Barrio')
    expect(page.body).toContain('volvés a tu plan')

    const paid = await pay(url, 'approve')
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(`${t.app.config.publicUrl}/business/planes?pago=ok`)

    const body = (await overview(shop)).json<PlanOverview>()
    expect(body).toMatchObject({ standing: 'active', state: 'active', subscriptionPaid: true })
    expect(body.payments).toMatchObject([
      { id: paymentId, status: 'approved', source: 'mercadopago', months: 1 },
    ])
    const [payment] = body.payments
    expect(body.expiresAt).toBe(payment.periodEnd)
    expect(payment.periodEnd).toBe(
      extendedExpiry(null, 1, new Date(payment.periodStart!)).end.toISOString(),
    )
    expect(payment.paidAt).toBe(payment.periodStart)
    expect(await verifySessionToken(t.app.config.jwtSecret, body.token!)).toMatchObject({
      subscriptionPaid: true,
      expiresAt: body.expiresAt,
    })
  })

  it('refusing leaves the plan as it was and the payment rejected', async () => {
    const shop = await ownerSession(t, { plan: STARTER_PLAN.id })
    const { url, paymentId } = await startedCheckout(shop)
    const refused = await pay(url, 'reject')
    expect(refused.headers.location).toBe(`${t.app.config.publicUrl}/business/planes?pago=error`)
    const body = (await overview(shop)).json<PlanOverview>()
    expect(body).toMatchObject({ standing: 'pending', subscriptionPaid: false })
    expect(body.payments).toMatchObject([{ id: paymentId, status: 'rejected', paidAt: null }])
    // A new try starts a new payment.
    expect((await startedCheckout(shop)).paymentId).not.toBe(paymentId)
  })
})

describe('without Barrio’s own Mercado Pago account', () => {
  const other = useTestApp({
    env: { PAYMENTS_PROVIDER: 'mercadopago', MERCADOPAGO_API_URL: 'http://127.0.0.1:9' },
  })

  it('answers 409: paying the plan is unavailable', async () => {
    const shop = await ownerSession(other, { plan: STARTER_PLAN.id })
    const res = await other.app.inject({
      method: 'POST',
      url: '/api/business/plan/checkout',
      headers: shop.headers,
    })
    expect(res.statusCode).toBe(409)
    expect(errorOf(res)).toEqual({ error: PLAN_PAYMENTS_UNAVAILABLE_MESSAGE, code: 'CONFLICT' })
  })
})
