import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ANONYMOUS_CUSTOMER_NAME, ANONYMIZED_ADDRESS } from '../../../domain/customers/rules'
import type { CustomersPage } from '../../../domain/customers/schemas'
import { ROLE_FORBIDDEN_MESSAGE } from '../../../domain/messages/api'
import { NEXT_PAGE_MESSAGE } from '../../../domain/messages/customer'
import { RETENTION_MONTHS_MESSAGE } from '../../../domain/messages/customers'
import { orderItems, orders, shopActivity } from '../../db/schema'
import { errorOf } from '../../test/error-answer'
import { createOrder } from '../../test/factories'
import { addMember } from '../../test/members'
import { shopWithOwner, type ShopWithOwner } from '../../test/orders'
import { useTestApp } from '../../test/use-test-app'

/* docs/product.md#customers and #personal-data: Clientes, its CSV and anonymising a customer. */

const t = useTestApp()

type Headers = Record<string, string>
const ANA = '+5493515550001'
const BETO = '+5493515550002'
const MINUTE = 60_000
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE)

const customers = async (headers: Headers, query = '') => {
  const res = await t.app.inject({ url: `/api/business/customers${query}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<CustomersPage>()
}

const anonymize = (headers: Headers, phone: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/business/customers/anonymize',
    headers,
    payload: { phone },
  })

/**
 * Ana: three orders (one rejected, one still pending), her latest under a new name; Beto: one
 * accepted order of two milanesas, older.
 */
async function shopWithCustomers(shop?: ShopWithOwner) {
  const s = shop ?? (await shopWithOwner(t))
  const id = s.business.id
  const beto = await createOrder(t.db, id, {
    customerName: 'Beto Núñez',
    customerPhone: BETO,
    status: 'ACCEPTED',
    createdAt: ago(120),
    items: [{ name: 'Milanesa', quantity: 2, unitPrice: 900_000 }],
  })
  const first = await createOrder(t.db, id, {
    customerName: 'Ana Gómez',
    customerPhone: ANA,
    status: 'ACCEPTED',
    createdAt: ago(90),
    method: 'DELIVERY',
    deliveryInfo: 'Av. Colón 1045, 3° B (timbre roto)',
    deliveryFee: 50_000,
    note: 'Sin cebolla, llamar al llegar',
    items: [
      { name: 'Empanada', quantity: 6, unitPrice: 150_000, notes: 'bien cocidas' },
      { name: 'Flan', quantity: 1, unitPrice: 400_000 },
    ],
  })
  const rejected = await createOrder(t.db, id, {
    customerName: 'Ana Gómez',
    customerPhone: ANA,
    status: 'REJECTED',
    createdAt: ago(60),
    items: [{ name: 'Flan', quantity: 9, unitPrice: 400_000 }],
  })
  const latest = await createOrder(t.db, id, {
    customerName: 'Anita Gómez',
    customerPhone: ANA,
    status: 'PENDING',
    createdAt: ago(30),
    items: [{ name: 'Flan', quantity: 2, unitPrice: 400_000 }],
  })
  await t.db
    .update(orders)
    .set({ deliveryLat: -31.41, deliveryLng: -64.18 })
    .where(eq(orders.id, first.id))
  return { ...s, orders: { beto, first, rejected, latest } }
}

describe('GET /api/business/customers', () => {
  it('groups the shop’s orders by phone, latest order first, with their figures', async () => {
    const shop = await shopWithCustomers()
    // An order without a phone names no customer.
    await createOrder(t.db, shop.business.id, { customerName: 'Sin teléfono', status: 'ACCEPTED' })

    const page = await customers(shop.headers)
    expect(page).toEqual({
      customers: [
        {
          phone: ANA,
          name: 'Anita Gómez',
          // Not the rejected one.
          orders: 2,
          // The accepted one only: 6 × 1.500 + 4.000 + 500 of delivery.
          spent: 1_350_000,
          lastOrderAt: shop.orders.latest.createdAt.toISOString(),
          // By units in the orders not rejected: 6 empanadas against 3 flanes.
          topProduct: 'Empanada',
        },
        {
          phone: BETO,
          name: 'Beto Núñez',
          orders: 1,
          spent: 1_800_000,
          lastOrderAt: shop.orders.beto.createdAt.toISOString(),
          topProduct: 'Milanesa',
        },
      ],
      nextBefore: null,
    })
    // The manager sees them too.
    const carla = await addMember(t, shop.business, 'manager', 'Carla')
    expect((await customers(carla.headers)).customers).toHaveLength(2)
  })

  it('finds a customer by any name they ordered with, without accents, or by part of the phone', async () => {
    const shop = await shopWithCustomers()
    const names = async (q: string) =>
      (await customers(shop.headers, `?q=${encodeURIComponent(q)}`)).customers.map((c) => c.name)
    expect(await names('nunez')).toEqual(['Beto Núñez'])
    expect(await names('ANA GÓ')).toEqual(['Anita Gómez'])
    expect(await names('351 555 0002')).toEqual(['Beto Núñez'])
    expect(await names('0001')).toEqual(['Anita Gómez'])
    expect(await names('gomez')).toEqual(['Anita Gómez'])
    // A wildcard is a letter like any other.
    expect(await names('%')).toEqual([])
    expect(await names('nadie')).toEqual([])
  })

  it('never mixes two shops, even for the same phone', async () => {
    const shop = await shopWithCustomers()
    const other = await shopWithOwner(t)
    await createOrder(t.db, other.business.id, {
      customerName: 'Ana de la otra',
      customerPhone: ANA,
      status: 'ACCEPTED',
      items: [{ name: 'Pizza', quantity: 1, unitPrice: 1_000_000 }],
    })
    const mine = await customers(shop.headers)
    expect(mine.customers.find((c) => c.phone === ANA)).toMatchObject({
      name: 'Anita Gómez',
      orders: 2,
      spent: 1_350_000,
      topProduct: 'Empanada',
    })
    const theirs = await customers(other.headers)
    expect(theirs.customers).toEqual([
      expect.objectContaining({ phone: ANA, name: 'Ana de la otra', orders: 1, spent: 1_000_000 }),
    ])
  })

  it('pages through customers whose last orders share an instant, none lost or repeated', async () => {
    const shop = await shopWithOwner(t)
    const at = ago(5)
    for (let i = 0; i < 5; i++) {
      await createOrder(t.db, shop.business.id, {
        customerName: `Cliente ${i}`,
        customerPhone: `+549351555010${i}`,
        createdAt: at,
      })
    }
    const seen: string[] = []
    let before: string | null = null
    for (let pages = 0; pages < 5; pages++) {
      const page: CustomersPage = await customers(
        shop.headers,
        `?limit=2${before ? `&before=${before}` : ''}`,
      )
      seen.push(...page.customers.map((c) => c.phone))
      before = page.nextBefore
      if (!before) break
    }
    expect(before).toBeNull()
    expect(seen).toHaveLength(5)
    expect(new Set(seen).size).toBe(5)
  })

  it('answers 400 in Spanish to a cursor it did not make, or a search too long', async () => {
    const shop = await shopWithOwner(t)
    const bad = await t.app.inject({
      url: `/api/business/customers?before=${Buffer.from('ayer|x').toString('base64url')}`,
      headers: shop.headers,
    })
    expect(bad.statusCode).toBe(400)
    expect(errorOf(bad)).toMatchObject({ error: NEXT_PAGE_MESSAGE })
    const long = await t.app.inject({
      url: `/api/business/customers?q=${'a'.repeat(101)}`,
      headers: shop.headers,
    })
    expect(long.statusCode).toBe(400)
  })

  it('is refused to the kitchen, with the CSV, anonymising and the privacy setting', async () => {
    const shop = await shopWithCustomers()
    const tomas = await addMember(t, shop.business, 'staff', 'Tomás')
    const calls = [
      { method: 'GET', url: '/api/business/customers' },
      { method: 'GET', url: '/api/business/customers/export.csv' },
      { method: 'POST', url: '/api/business/customers/anonymize', payload: { phone: ANA } },
      { method: 'GET', url: '/api/business/settings/privacy' },
      {
        method: 'PUT',
        url: '/api/business/settings/privacy',
        payload: { customerRetentionMonths: 6 },
      },
    ] as const
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: tomas.headers })
      expect(res.statusCode, call.url).toBe(403)
      expect(errorOf(res)).toEqual({ error: ROLE_FORBIDDEN_MESSAGE, code: 'FORBIDDEN' })
    }
    expect((await customers(shop.headers)).customers[0].name).toBe('Anita Gómez')
  })
})

describe('GET /api/business/customers/export.csv', () => {
  it('is the list’s rows as the orders’ CSV is written, with the search', async () => {
    const shop = await shopWithCustomers()
    await createOrder(t.db, shop.business.id, {
      customerName: '=HYPERLINK("x")',
      customerPhone: '+5493515550003',
      createdAt: new Date('2026-03-01T23:30:00Z'),
      items: [],
    })
    const res = await t.app.inject({
      url: '/api/business/customers/export.csv',
      headers: shop.headers,
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="clientes-\d{4}-\d\d-\d\d\.csv"$/,
    )
    expect(res.headers['cache-control']).toBe('no-store')
    const lines = res.body.split('\r\n')
    expect(lines[0]).toBe(
      '\uFEFF"Cliente";"Teléfono";"Pedidos";"Gastado";"Último pedido";"Producto más pedido"',
    )
    expect(lines[1]).toMatch(
      /^"Anita Gómez";"'\+5493515550001";"2";"13500,00";"\d\d\/\d\d\/\d{4} \d\d:\d\d";"Empanada"$/,
    )
    expect(lines[2]).toMatch(/^"Beto Núñez";"'\+5493515550002";"1";"18000,00";"[^"]+";"Milanesa"$/)
    // A formula is read as text (a phone's '+' too, as in the orders' CSV); the time is
    // Argentina's (20:30 on the 1st, not 23:30 UTC).
    expect(lines[3]).toBe(`"'=HYPERLINK(""x"")";"'+5493515550003";"1";"0,00";"01/03/2026 20:30";""`)
    expect(lines[4]).toBe('')
    expect(lines).toHaveLength(5)

    const searched = await t.app.inject({
      url: '/api/business/customers/export.csv?q=beto',
      headers: shop.headers,
    })
    expect(searched.body.split('\r\n').slice(1, -1)).toHaveLength(1)
    expect(searched.body).toContain('Beto Núñez')
  })
})

describe('POST /api/business/customers/anonymize', () => {
  it('removes the customer from every order of the shop, and nothing else', async () => {
    const shop = await shopWithCustomers()
    const other = await shopWithOwner(t)
    const elsewhere = await createOrder(t.db, other.business.id, {
      customerName: 'Ana Gómez',
      customerPhone: ANA,
      status: 'ACCEPTED',
      note: 'Sin sal',
    })
    // Actividad named her on an answer.
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/business/orders/${shop.orders.latest.id}/status`,
      headers: shop.headers,
      payload: { action: 'ACCEPT', estimatedTime: 20 },
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    const sales = async () => {
      const res = await t.app.inject({
        url: '/api/business/stats/sales?range=7d',
        headers: shop.headers,
      })
      expect(res.statusCode).toBe(200)
      return res.json()
    }
    const salesBefore = await sales()
    const betoBefore = (await customers(shop.headers)).customers.find((c) => c.phone === BETO)
    const [betoRowBefore] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, shop.orders.beto.id))

    const res = await anonymize(shop.headers, ANA)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ orders: 3 })

    const anaIds = [shop.orders.first.id, shop.orders.rejected.id, shop.orders.latest.id]
    const rows = await t.db.select().from(orders).where(eq(orders.businessId, shop.business.id))
    const text = JSON.stringify(rows)
    expect(text).not.toMatch(/Ana|Anita|5550001|Colón|cebolla/)
    const first = rows.find((o) => o.id === shop.orders.first.id)!
    expect(first).toMatchObject({
      customerName: ANONYMOUS_CUSTOMER_NAME,
      customerPhone: null,
      deliveryInfo: ANONYMIZED_ADDRESS,
      deliveryLat: null,
      deliveryLng: null,
      notes: null,
      // The amounts stay.
      subtotal: shop.orders.first.subtotal,
      deliveryFee: 50_000,
      total: shop.orders.first.total,
      status: 'ACCEPTED',
    })
    expect(first.anonymizedAt).toBeInstanceOf(Date)
    for (const o of rows.filter((r) => anaIds.includes(r.id))) {
      expect(o.anonymizedAt, o.id).not.toBeNull()
    }
    const items = await t.db
      .select({ notes: orderItems.notes, name: orderItems.name })
      .from(orderItems)
      .where(inArray(orderItems.orderId, anaIds))
    expect(items.every((i) => i.notes === null)).toBe(true)
    expect(items.map((i) => i.name).sort()).toEqual(['Empanada', 'Flan', 'Flan', 'Flan'])

    // Beto is untouched, and so is Ana's order at the other shop.
    const [betoRow] = await t.db.select().from(orders).where(eq(orders.id, shop.orders.beto.id))
    expect(betoRow).toEqual(betoRowBefore)
    const [theirs] = await t.db.select().from(orders).where(eq(orders.id, elsewhere.id))
    expect(theirs).toMatchObject({
      customerName: 'Ana Gómez',
      customerPhone: ANA,
      notes: 'Sin sal',
      anonymizedAt: null,
    })

    // She is gone from Clientes; Beto's figures are what they were; sales are unchanged.
    expect((await customers(shop.headers)).customers).toEqual([betoBefore])
    expect(await sales()).toEqual(salesBefore)

    // Actividad says it was done, with the phone masked, and no longer names her anywhere.
    const lines = await t.db
      .select()
      .from(shopActivity)
      .where(eq(shopActivity.businessId, shop.business.id))
    expect(JSON.stringify(lines)).not.toMatch(/Anita|5550001/)
    const done = lines.find((l) => l.kind === 'customer.anonymized')
    expect(done?.details).toEqual({ phone: '+54 9 351 ••• ••01', orders: 3 })
    const page = await t.app.inject({ url: '/api/business/activity', headers: shop.headers })
    expect(page.json().entries.map((e: { summary: string }) => e.summary)).toEqual([
      '+54 9 351 ••• ••01 · 3 pedidos',
      expect.stringContaining(`de ${ANONYMOUS_CUSTOMER_NAME}`),
    ])
  })

  it('changes nothing for a phone the shop has no order with, nor another shop’s', async () => {
    const shop = await shopWithCustomers()
    const other = await shopWithOwner(t)
    const res = await anonymize(other.headers, ANA)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ orders: 0 })
    expect((await customers(shop.headers)).customers).toHaveLength(2)
    const lines = await t.db
      .select()
      .from(shopActivity)
      .where(
        and(
          eq(shopActivity.businessId, other.business.id),
          eq(shopActivity.kind, 'customer.anonymized'),
        ),
      )
    expect(lines).toEqual([])
  })
})

describe('GET/PUT /api/business/settings/privacy', () => {
  it('keeps 2 years unless the shop says otherwise, between 6 months and 10 years', async () => {
    const shop = await shopWithOwner(t)
    const carla = await addMember(t, shop.business, 'manager', 'Carla')
    const get = await t.app.inject({ url: '/api/business/settings/privacy', headers: shop.headers })
    expect(get.json()).toEqual({ customerRetentionMonths: 24 })
    const put = (months: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/business/settings/privacy',
        headers: carla.headers,
        payload: { customerRetentionMonths: months },
      })
    for (const wrong of [5, 121, 12.5, '12']) {
      const res = await put(wrong)
      expect(res.statusCode, String(wrong)).toBe(400)
      expect(errorOf(res).error).toBe(RETENTION_MONTHS_MESSAGE)
    }
    expect((await put(6)).json()).toEqual({ customerRetentionMonths: 6 })
    // The same again writes no second line.
    expect((await put(6)).statusCode).toBe(200)
    const again = await t.app.inject({
      url: '/api/business/settings/privacy',
      headers: shop.headers,
    })
    expect(again.json()).toEqual({ customerRetentionMonths: 6 })
    const page = await t.app.inject({ url: '/api/business/activity', headers: shop.headers })
    expect(
      page
        .json()
        .entries.map((e: { actorName: string; kind: string; summary: string }) => [
          e.actorName,
          e.kind,
          e.summary,
        ]),
    ).toEqual([['Carla', 'privacy.edited', 'Se guardan 6 meses']])
  })
})
