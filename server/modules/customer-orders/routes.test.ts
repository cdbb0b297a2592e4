import { describe, expect, it } from 'vitest'
import { ORDER_NOT_FOUND_MESSAGE } from '../../../domain/messages/customer'
import { ownerToken } from '../../test/factories'
import { freshIp } from '../../test/flows'
import { milanesaShop } from '../../test/orders'
import { useTestApp } from '../../test/use-test-app'
import { errorOf } from '../../test/error-answer'

const t = useTestApp()

const CUSTOMER_PHONE = '351 5123456'
const NOT_FOUND = { error: ORDER_NOT_FOUND_MESSAGE, code: 'ORDER_NOT_FOUND' }

/** An open shop with a milanesa at $ 15.000 and a flan at $ 5.000 sold at $ 4.000, that delivers. */
const openShop = () =>
  milanesaShop(t, {
    logoUrl: '/uploads/logo.webp',
    supportsDelivery: true,
    deliveryFeeBase: 80_000,
  })

type Shop = Awaited<ReturnType<typeof openShop>>

/** Places a delivery order through the checkout, as a customer's browser would. */
async function placeOrder(shop: Shop) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/business/${shop.business.slug}/orders`,
    remoteAddress: freshIp(),
    payload: {
      method: 'DELIVERY',
      customer: { fullName: 'Ana Gómez', phone: CUSTOMER_PHONE },
      address: { street: 'Av. Colón', number: '1045', floorApartment: '3° B' },
      note: 'Tocar timbre',
      items: [
        { productId: shop.milanesa.id, quantity: 2, notes: 'Sin ajo' },
        { productId: shop.flan.id, quantity: 3 },
      ],
    },
  })
  expect(res.statusCode).toBe(201)
  return res.json() as { order: { id: string; publicToken: string; createdAt: string } }
}

const view = (id: string, query = '') => t.app.inject(`/api/public/orders/${id}${query}`)

describe('GET /api/public/orders/:id', () => {
  it('answers the order as placed, with its shop, to whoever holds the token', async () => {
    const shop = await openShop()
    const placed = await placeOrder(shop)
    t.queries.length = 0
    const res = await view(placed.order.id, `?token=${placed.order.publicToken}`)
    // The order waits from its placing: one instant, the transaction's.
    const placedAt = placed.order.createdAt
    expect(res.statusCode).toBe(200)
    expect(t.queries.length).toBeLessThanOrEqual(2)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toEqual({
      order: {
        id: placed.order.id,
        status: 'PENDING',
        method: 'DELIVERY',
        items: [
          { name: 'Flan casero', quantity: 3, unitPrice: 400_000, notes: null, options: [] },
          {
            name: 'Milanesa napolitana',
            quantity: 2,
            unitPrice: 1_500_000,
            notes: 'Sin ajo',
            options: [],
          },
        ],
        subtotal: 4_200_000,
        deliveryFee: 80_000,
        total: 4_280_000,
        // Placed without a coupon (docs/product.md#coupons).
        discount: 0,
        couponCode: null,
        deliveryInfo: 'Av. Colón 1045, 3° B',
        note: 'Tocar timbre',
        customerName: 'Ana Gómez',
        createdAt: placed.order.createdAt,
        estimatedTime: null,
        readyBy: null,
        statusChangedAt: null,
        // Placed for now: the shop owes an answer within its 'Responder en' (docs/product.md#answer-in-time).
        scheduledFor: null,
        waitingSince: placedAt,
        lateAt: new Date(Date.parse(placedAt) + 5 * 60_000).toISOString(),
        rejectReason: null,
        payment: { method: 'CASH', status: 'UNPAID', cashAmount: null, flag: null },
        transfer: null,
      },
      business: {
        name: shop.business.name,
        slug: shop.business.slug,
        phone: '+5493515550100',
        logoUrl: '/uploads/logo.webp',
      },
    })
    // Neither the customer's phone nor the token itself is ever part of the answer.
    expect(res.body).not.toContain(placed.order.publicToken)
    expect(res.body).not.toContain('5123456')
  })

  it('answers the same 404 for a wrong or missing token and an unknown or malformed id', async () => {
    const shop = await openShop()
    const placed = await placeOrder(shop)
    const other = await placeOrder(shop)
    const { id, publicToken } = placed.order
    const cases = [
      [id, ''],
      [id, '?token='],
      [id, '?token=nope'],
      [id, `?token=${publicToken.slice(0, -1)}`],
      [id, `?token=${publicToken}x`],
      [id, `?token=${other.order.publicToken}`],
      [id, `?token=${publicToken}&token=${publicToken}`],
      [id.toUpperCase(), '?token=nope'],
      ['00000000-0000-4000-8000-000000000000', `?token=${publicToken}`],
      ['no-es-un-id', `?token=${publicToken}`],
      ['123', ''],
    ]
    for (const [orderId, query] of cases) {
      t.queries.length = 0
      const res = await view(orderId, query)
      expect(res.statusCode, `${orderId}${query}`).toBe(404)
      expect(errorOf(res), `${orderId}${query}`).toEqual(NOT_FOUND)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(t.queries.length).toBeLessThanOrEqual(1)
    }
  })

  it('shows the acceptance with the wait and the ready-by instant', async () => {
    const shop = await openShop()
    const placed = await placeOrder(shop)
    const token = await ownerToken(t.app.config.jwtSecret, shop.owner)
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/business/orders/${placed.order.id}/status`,
      headers: { authorization: `Bearer ${token}` },
      payload: { action: 'ACCEPT', estimatedTime: 25 },
    })
    expect(accepted.statusCode).toBe(200)

    t.queries.length = 0
    const res = await view(placed.order.id, `?token=${placed.order.publicToken}`)
    expect(res.statusCode).toBe(200)
    expect(t.queries.length).toBeLessThanOrEqual(2)
    const { order } = res.json()
    expect(order).toMatchObject({ status: 'ACCEPTED', estimatedTime: 25 })
    expect(order.statusChangedAt).toEqual(expect.any(String))
    const changedAt = new Date(order.statusChangedAt).getTime()
    expect(changedAt).toBeGreaterThanOrEqual(new Date(order.createdAt).getTime())
    expect(new Date(order.readyBy).getTime()).toBe(changedAt + 25 * 60_000)
    expect(order.readyBy).toBe(new Date(changedAt + 25 * 60_000).toISOString())
  })

  it('shows a rejection with no wait and no ready-by time', async () => {
    const shop = await openShop()
    const placed = await placeOrder(shop)
    const token = await ownerToken(t.app.config.jwtSecret, shop.owner)
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/business/orders/${placed.order.id}/status`,
      headers: { authorization: `Bearer ${token}` },
      payload: { action: 'REJECT' },
    })
    expect(rejected.statusCode).toBe(200)
    const res = await view(placed.order.id, `?token=${placed.order.publicToken}`)
    expect(res.json().order).toMatchObject({
      status: 'REJECTED',
      estimatedTime: null,
      readyBy: null,
      statusChangedAt: expect.any(String),
    })
  })
})
