import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../../../domain/messages/api'
import { ORDER_NOT_FOUND_MESSAGE } from '../../../domain/messages/customer'
import { MP_MARKED_BY_PROVIDER_MESSAGE, PAID_FLAG_MESSAGE } from '../../../domain/messages/panel'
import type { OrderEventData } from '../../../domain/orders/events'
import { orders } from '../../db/schema'
import { errorOf } from '../../test/error-answer'
import { createOrder, ownerToken } from '../../test/factories'
import { useTestApp } from '../../test/use-test-app'
import { shopWithOwner } from '../../test/orders'
import { placeOrderPaying, savePaymentSettings } from '../../test/payments'
import { publishOrderEvent } from '../order-record/events'

/* docs/product.md#payments: the owner marks a cash or transfer order paid with one tap, or undoes it. */

const t = useTestApp()

const mark = (shop: { headers: Record<string, string> }, id: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/business/orders/${id}/payment`,
    headers: shop.headers,
    payload: payload as object,
  })

const paidAt = async (id: string) =>
  (await t.db.select({ at: orders.paidAt }).from(orders).where(eq(orders.id, id)))[0].at

describe('PUT /api/business/orders/:id/payment', () => {
  it('marks a cash order paid and back, answering the panel order and telling its streams once', async () => {
    const shop = await shopWithOwner(t)
    const order = await placeOrderPaying(t.app, shop, { method: 'CASH', cashAmount: 500_000 })
    const heard: OrderEventData[] = []
    const stop = t.app.orderEvents.subscribe(shop.business.id, {
      kind: 'owner',
      send: (event) => heard.push(event),
      end: () => {},
    })
    try {
      const paid = await mark(shop, order.id, { paid: true })
      expect(paid.statusCode, paid.body).toBe(200)
      expect(paid.json()).toMatchObject({
        id: order.id,
        payment: { method: 'CASH', status: 'PAID', cashAmount: 500_000, flag: null },
      })
      expect(await paidAt(order.id)).toBeInstanceOf(Date)
      // Tapped twice: the same answer, no second event.
      expect((await mark(shop, order.id, { paid: true })).json().payment.status).toBe('PAID')
      const undone = await mark(shop, order.id, { paid: false })
      expect(undone.json().payment.status).toBe('UNPAID')
      expect(await paidAt(order.id)).toBeNull()
      const marker = crypto.randomUUID()
      await publishOrderEvent(t.db, {
        businessId: shop.business.id,
        orderId: marker,
        type: 'status',
      })
      await vi.waitFor(() => expect(heard.some((e) => e.orderId === marker)).toBe(true), {
        timeout: 10_000,
      })
      // The order's own 'created' notice may still be on its way on a server: only payments count.
      expect(heard.filter((e) => e.orderId === order.id && e.type !== 'created')).toEqual([
        { orderId: order.id, type: 'payment' },
        { orderId: order.id, type: 'payment' },
      ])
    } finally {
      stop()
    }
  })

  it('marks a transfer order, and one placed before payments existed', async () => {
    const shop = await shopWithOwner(t)
    await savePaymentSettings(t.app, shop)
    const transfer = await placeOrderPaying(t.app, shop, { method: 'TRANSFER' })
    expect((await mark(shop, transfer.id, { paid: true })).json().payment).toMatchObject({
      method: 'TRANSFER',
      status: 'PAID',
    })
    const old = await createOrder(t.db, shop.business.id)
    const res = await mark(shop, old.id, { paid: true })
    expect(res.statusCode).toBe(200)
    expect(res.json().payment).toEqual({
      method: null,
      status: 'PAID',
      cashAmount: null,
      flag: null,
    })
  })

  it('refuses a Mercado Pago order: Mercado Pago marks it', async () => {
    const shop = await shopWithOwner(t)
    await savePaymentSettings(t.app, shop)
    const order = await placeOrderPaying(t.app, shop, { method: 'MERCADOPAGO' })
    const res = await mark(shop, order.id, { paid: true })
    expect(res.statusCode).toBe(409)
    expect(errorOf(res)).toEqual({ error: MP_MARKED_BY_PROVIDER_MESSAGE, code: 'CONFLICT' })
    expect(await paidAt(order.id)).toBeNull()
  })

  it("answers 404 for another shop's order, 400 without paid, 401 and 403 to strangers", async () => {
    const shop = await shopWithOwner(t)
    const other = await shopWithOwner(t)
    const theirs = await placeOrderPaying(t.app, other, { method: 'CASH' })
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const res = await mark(shop, id, { paid: true })
      expect(res.statusCode, id).toBe(404)
      expect(errorOf(res)).toEqual({ error: ORDER_NOT_FOUND_MESSAGE, code: 'ORDER_NOT_FOUND' })
    }
    expect(await paidAt(theirs.id)).toBeNull()
    const mine = await placeOrderPaying(t.app, shop, { method: 'CASH' })
    for (const payload of [{}, { paid: 'sí' }]) {
      const res = await mark(shop, mine.id, payload)
      expect(res.statusCode).toBe(400)
      expect(errorOf(res)).toEqual({ error: PAID_FLAG_MESSAGE, code: 'VALIDATION' })
    }
    const anonymous = await mark({ headers: {} }, mine.id, { paid: true })
    expect(anonymous.statusCode).toBe(401)
    expect(errorOf(anonymous)).toEqual({ error: UNAUTHENTICATED_MESSAGE, code: 'UNAUTHENTICATED' })
    const token = await ownerToken(t.app.config.jwtSecret, shop.owner, { role: 'CUSTOMER' })
    const stranger = await mark({ headers: { authorization: `Bearer ${token}` } }, mine.id, {
      paid: true,
    })
    expect(stranger.statusCode).toBe(403)
    expect(errorOf(stranger)).toEqual({ error: FORBIDDEN_MESSAGE, code: 'FORBIDDEN' })
  })
})
