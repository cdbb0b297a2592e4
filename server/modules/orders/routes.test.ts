import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  ESTIMATED_TIME_MESSAGE,
  ORDER_ACTION_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
} from '../../../domain/messages/customer'
import { orders, products } from '../../db/schema'
import { createOrder, createProduct } from '../../test/factories'
import { ownerSession, useTestApp, type OwnerSession as Session } from '../../test/use-test-app'
import { errorOf } from '../../test/error-answer'

const t = useTestApp()

const session = () => ownerSession(t)

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000)

function changeStatus(s: Session, id: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/business/orders/${id}/status`,
    headers: s.headers,
    payload,
  })
}

const statusOf = async (id: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]

describe('GET /api/business/orders', () => {
  it('lists the caller’s orders newest first, in the shape of docs/product.md#entities', async () => {
    const s = await session()
    const product = await createProduct(t.db, s.business.id, { name: 'Milanesa napolitana' })
    const older = await createOrder(t.db, s.business.id, {
      createdAt: minutesAgo(90),
      status: 'ACCEPTED',
      estimatedTime: 25,
      customerName: 'Juan Pérez',
      customerPhone: '+5493516000111',
      method: 'DELIVERY',
      deliveryInfo: 'Av. Colón 1045, 3° B',
      note: 'Tocar timbre 2',
      deliveryFee: 150_000,
      items: [
        {
          productId: product.id,
          name: 'Milanesa napolitana',
          unitPrice: 1_500_000,
          quantity: 2,
          options: [{ group: 'Guarnición', name: 'Papas fritas', priceDelta: 0 }],
        },
        { name: 'Flan', unitPrice: 400_000, quantity: 1, notes: 'Con dulce de leche' },
      ],
    })
    const newer = await createOrder(t.db, s.business.id, { createdAt: minutesAgo(5) })
    const other = await session()
    await createOrder(t.db, other.business.id)
    // Renaming the product later does not rewrite what was sold.
    await t.db.update(products).set({ name: 'Milanesa XL' }).where(eq(products.id, product.id))

    const res = await t.app.inject({ url: '/api/business/orders', headers: s.headers })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.map((o: { id: string }) => o.id)).toEqual([newer.id, older.id])
    expect(body[1]).toEqual({
      id: older.id,
      createdAt: older.createdAt.toISOString(),
      status: 'ACCEPTED',
      method: 'DELIVERY',
      // The phone, the note and the fee are for the kitchen ticket (docs/product.md#tickets).
      user: { fullName: 'Juan Pérez', phone: '+5493516000111' },
      deliveryInfo: 'Av. Colón 1045, 3° B',
      note: 'Tocar timbre 2',
      items: [
        {
          quantity: 1,
          product: { name: 'Flan' },
          unitPrice: 400_000,
          notes: 'Con dulce de leche',
          options: [],
        },
        {
          quantity: 2,
          product: { name: 'Milanesa napolitana' },
          unitPrice: 1_500_000,
          notes: null,
          // The options as sold, listed under the item.
          options: [{ group: 'Guarnición', name: 'Papas fritas', priceDelta: 0 }],
        },
      ],
      deliveryFee: 150_000,
      total: 3_550_000,
      // Placed without a coupon (docs/product.md#coupons).
      discount: 0,
      couponCode: null,
      estimatedTime: 25,
      // Placed before payments existed: no method, unpaid (docs/product.md#payments).
      payment: { method: null, status: 'UNPAID', cashAmount: null, flag: null },
      // A shop of its owner alone names nobody (docs/product.md#team).
      respondedByName: null,
      // Placed for now, waiting since it was placed (docs/product.md#answer-in-time).
      scheduledFor: null,
      waitingSince: expect.any(String),
      rejectReason: null,
    })
    expect(body[0]).toMatchObject({ status: 'PENDING', estimatedTime: null })
  })

  it('answers an empty list for a shop with no orders', async () => {
    const s = await session()
    const res = await t.app.inject({ url: '/api/business/orders', headers: s.headers })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([])
  })

  it('pages with limit and before (the id of the last order shown)', async () => {
    const s = await session()
    const made = []
    for (let i = 5; i >= 1; i--)
      made.push(await createOrder(t.db, s.business.id, { createdAt: minutesAgo(i) }))
    const newestFirst = made.reverse().map((o) => o.id)
    const first = (
      await t.app.inject({ url: '/api/business/orders?limit=2', headers: s.headers })
    ).json()
    expect(first.map((o: { id: string }) => o.id)).toEqual(newestFirst.slice(0, 2))
    const second = (
      await t.app.inject({
        url: `/api/business/orders?limit=2&before=${first[1].id}`,
        headers: s.headers,
      })
    ).json()
    expect(second.map((o: { id: string }) => o.id)).toEqual(newestFirst.slice(2, 4))
  })

  it('refuses a bad limit and an unknown cursor', async () => {
    const s = await session()
    for (const limit of ['0', '201', 'muchos']) {
      const res = await t.app.inject({
        url: `/api/business/orders?limit=${limit}`,
        headers: s.headers,
      })
      expect(res.statusCode).toBe(400)
      expect(errorOf(res)).toEqual({ error: 'El límite no es válido.', code: 'VALIDATION' })
    }
    const res = await t.app.inject({
      url: '/api/business/orders?before=3f2c0a1e-1111-4222-8333-444455556666',
      headers: s.headers,
    })
    expect(res.statusCode).toBe(404)
    expect(errorOf(res)).toEqual({ error: ORDER_NOT_FOUND_MESSAGE, code: 'ORDER_NOT_FOUND' })
  })
})

describe('POST /api/business/orders/:id/status', () => {
  it('accepts a pending order with the wait in minutes and answers the updated order', async () => {
    const s = await session()
    const order = await createOrder(t.db, s.business.id, {
      items: [{ name: 'Lomito', unitPrice: 1_800_000, quantity: 1 }],
    })
    const res = await changeStatus(s, order.id, { action: 'ACCEPT', estimatedTime: 35 })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: order.id,
      status: 'ACCEPTED',
      estimatedTime: 35,
      items: [{ quantity: 1, product: { name: 'Lomito' }, unitPrice: 1_800_000, notes: null }],
      total: 1_800_000,
    })
    const row = await statusOf(order.id)
    expect(row).toMatchObject({ status: 'ACCEPTED', estimatedTime: 35 })
    expect(row.statusChangedAt).toBeInstanceOf(Date)
  })

  it('accepts the wait as a numeric string, as an input field holds it', async () => {
    const s = await session()
    const order = await createOrder(t.db, s.business.id)
    const res = await changeStatus(s, order.id, { action: 'ACCEPT', estimatedTime: '20' })
    expect(res.statusCode).toBe(200)
    expect(res.json().estimatedTime).toBe(20)
  })

  it('rejects a pending order, ignoring any wait sent', async () => {
    const s = await session()
    const order = await createOrder(t.db, s.business.id)
    const res = await changeStatus(s, order.id, { action: 'REJECT', estimatedTime: 999 })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: order.id, status: 'REJECTED', estimatedTime: null })
  })

  const invalid: [string, Record<string, unknown>, string][] = [
    ['no action', { estimatedTime: 30 }, ORDER_ACTION_MESSAGE],
    ['an unknown action', { action: 'CANCEL' }, ORDER_ACTION_MESSAGE],
    ['a lower-case action', { action: 'accept', estimatedTime: 30 }, ORDER_ACTION_MESSAGE],
    ['ACCEPT without a wait', { action: 'ACCEPT' }, ESTIMATED_TIME_MESSAGE],
    ['ACCEPT with an empty wait', { action: 'ACCEPT', estimatedTime: '' }, ESTIMATED_TIME_MESSAGE],
    ['ACCEPT with a wait of 0', { action: 'ACCEPT', estimatedTime: 0 }, ESTIMATED_TIME_MESSAGE],
    ['ACCEPT with a wait of 241', { action: 'ACCEPT', estimatedTime: 241 }, ESTIMATED_TIME_MESSAGE],
    [
      'ACCEPT with a fractional wait',
      { action: 'ACCEPT', estimatedTime: 12.5 },
      ESTIMATED_TIME_MESSAGE,
    ],
    [
      'ACCEPT with a wait in words',
      { action: 'ACCEPT', estimatedTime: 'media hora' },
      ESTIMATED_TIME_MESSAGE,
    ],
  ]
  it.each(invalid)(
    'refuses %s with a 400 and leaves the order pending',
    async (_, payload, message) => {
      const s = await session()
      const order = await createOrder(t.db, s.business.id)
      const res = await changeStatus(s, order.id, payload)
      expect(res.statusCode).toBe(400)
      expect(errorOf(res)).toEqual({ error: message, code: 'VALIDATION' })
      expect((await statusOf(order.id)).status).toBe('PENDING')
    },
  )

  const illegal: ['ACCEPTED' | 'REJECTED', 'ACCEPT' | 'REJECT', string][] = [
    ['ACCEPTED', 'ACCEPT', 'aceptado'],
    ['ACCEPTED', 'REJECT', 'aceptado'],
    ['REJECTED', 'ACCEPT', 'rechazado'],
    ['REJECTED', 'REJECT', 'rechazado'],
  ]
  it.each(illegal)('refuses to move a %s order with %s (409)', async (status, action, word) => {
    const s = await session()
    const order = await createOrder(t.db, s.business.id, {
      status,
      estimatedTime: status === 'ACCEPTED' ? 15 : null,
    })
    const res = await changeStatus(s, order.id, { action, estimatedTime: 40 })
    expect(res.statusCode).toBe(409)
    expect(errorOf(res)).toEqual({
      error: `Este pedido ya fue ${word}; solo se pueden aceptar o rechazar pedidos pendientes.`,
      code: 'INVALID_TRANSITION',
    })
    const row = await statusOf(order.id)
    expect(row.status).toBe(status)
    expect(row.estimatedTime).toBe(status === 'ACCEPTED' ? 15 : null)
  })

  it('lets exactly one of two simultaneous clicks win', async () => {
    const s = await session()
    const order = await createOrder(t.db, s.business.id)
    const answers = await Promise.all([
      changeStatus(s, order.id, { action: 'ACCEPT', estimatedTime: 30 }),
      changeStatus(s, order.id, { action: 'REJECT' }),
    ])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const winner = answers.find((r) => r.statusCode === 200)?.json()
    expect((await statusOf(order.id)).status).toBe(winner.status)
  })

  it('answers 404 for an unknown or malformed id', async () => {
    const s = await session()
    for (const id of ['3f2c0a1e-1111-4222-8333-444455556666', '12345678']) {
      const res = await changeStatus(s, id, { action: 'REJECT' })
      expect(res.statusCode).toBe(404)
      expect(errorOf(res)).toEqual({ error: ORDER_NOT_FOUND_MESSAGE, code: 'ORDER_NOT_FOUND' })
    }
  })
})
