import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ORDER_NOT_FOUND_MESSAGE } from '../../../domain/messages/customer'
import type { RepeatOrder } from '../../../domain/orders/repeat'
import { options, products } from '../../db/schema'
import {
  createOpenBusiness,
  createOptionGroup,
  createOrder,
  createProduct,
  linkOptionGroups,
} from '../../test/factories'
import { freshIp } from '../../test/flows'
import { freshOrderPhone } from '../../test/orders'
import { useTestApp } from '../../test/use-test-app'
import { errorOf } from '../../test/error-answer'

/** docs/product.md#repeat-order: GET /api/public/orders/{id}/repeat?token=… */

const t = useTestApp()

const NOT_FOUND = { error: ORDER_NOT_FOUND_MESSAGE, code: 'ORDER_NOT_FOUND' }

/**
 * A burger shop: the burger ($ 10.000, sold at $ 9.000) offers 'Punto' (one, required: Jugoso,
 * A punto) and 'Extras' (up to 2: Cheddar +$ 1.500, Panceta +$ 2.000); the fries ($ 4.000)
 * offer 'Extras'; the soda ($ 2.000) offers none.
 */
async function burgerShop() {
  const { owner, business } = await createOpenBusiness(t.db, { phone: '+5493515550100' })
  const burger = await createProduct(t.db, business.id, {
    name: 'Hamburguesa',
    price: 1_000_000,
    hasDiscount: true,
    discountPrice: 900_000,
  })
  const fries = await createProduct(t.db, business.id, { name: 'Papas', price: 400_000 })
  const soda = await createProduct(t.db, business.id, { name: 'Gaseosa', price: 200_000 })
  const doneness = await createOptionGroup(t.db, business.id, {
    name: 'Punto',
    minChoices: 1,
    maxChoices: 1,
    options: [{ name: 'Jugoso' }, { name: 'A punto' }],
  })
  const extras = await createOptionGroup(t.db, business.id, {
    name: 'Extras',
    minChoices: 0,
    maxChoices: 2,
    options: [
      { name: 'Cheddar', priceDelta: 150_000 },
      { name: 'Panceta', priceDelta: 200_000 },
    ],
  })
  await linkOptionGroups(t.db, business.id, burger.id, [doneness.id, extras.id])
  await linkOptionGroups(t.db, business.id, fries.id, [extras.id])
  const [jugoso] = doneness.options.map((o) => o.id)
  const [cheddar, panceta] = extras.options.map((o) => o.id)
  return { owner, business, burger, fries, soda, o: { jugoso, cheddar, panceta } }
}
type Shop = Awaited<ReturnType<typeof burgerShop>>

/** The checkout's order: two juicy burgers with cheddar (no onion), fries with panceta, a soda. */
async function placeOrder(shop: Shop) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/business/${shop.business.slug}/orders`,
    remoteAddress: freshIp(),
    payload: {
      method: 'PICKUP',
      customer: { fullName: 'Ana Gómez', phone: freshOrderPhone() },
      items: [
        {
          productId: shop.burger.id,
          quantity: 2,
          notes: 'Sin cebolla',
          options: [shop.o.jugoso, shop.o.cheddar],
        },
        { productId: shop.fries.id, quantity: 1, options: [shop.o.panceta] },
        { productId: shop.soda.id, quantity: 3 },
      ],
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json<{ order: { id: string; publicToken: string } }>().order
}

const repeat = (id: string, query = '') => t.app.inject(`/api/public/orders/${id}/repeat${query}`)

async function repeatOf(order: { id: string; publicToken: string }) {
  const res = await repeat(order.id, `?token=${order.publicToken}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<RepeatOrder>()
}

const lineNamed = (answer: RepeatOrder, name: string) => {
  const line = answer.lines.find((l) => l.name === name)
  expect(line, name).toBeDefined()
  return line!
}

describe('GET /api/public/orders/:id/repeat', () => {
  it('answers the same lines, options and notes at today’s prices, in three statements', async () => {
    const shop = await burgerShop()
    const placed = await placeOrder(shop)
    t.queries.length = 0
    const res = await repeat(placed.id, `?token=${placed.publicToken}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(t.queries.length).toBeLessThanOrEqual(3)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toEqual({
      business: { name: shop.business.name, slug: shop.business.slug },
      lines: [
        {
          productId: shop.soda.id,
          name: 'Gaseosa',
          quantity: 3,
          notes: null,
          options: [],
          imageUrl: null,
          soldUnitPrice: 200_000,
          unitPrice: 200_000,
          status: 'UNCHANGED',
          changes: [],
        },
        {
          productId: shop.burger.id,
          name: 'Hamburguesa',
          quantity: 2,
          notes: 'Sin cebolla',
          options: [
            { id: shop.o.jugoso, group: 'Punto', name: 'Jugoso', priceDelta: 0 },
            { id: shop.o.cheddar, group: 'Extras', name: 'Cheddar', priceDelta: 150_000 },
          ],
          imageUrl: null,
          // The discount price plus the cheddar, as the checkout priced it.
          soldUnitPrice: 1_050_000,
          unitPrice: 1_050_000,
          status: 'UNCHANGED',
          changes: [],
        },
        {
          productId: shop.fries.id,
          name: 'Papas',
          quantity: 1,
          notes: null,
          options: [{ id: shop.o.panceta, group: 'Extras', name: 'Panceta', priceDelta: 200_000 }],
          imageUrl: null,
          soldUnitPrice: 600_000,
          unitPrice: 600_000,
          status: 'UNCHANGED',
          changes: [],
        },
      ],
    })
  })

  it('prices each line as today’s menu does, and says which price changed', async () => {
    const shop = await burgerShop()
    const placed = await placeOrder(shop)
    // The burger's discount ends; an option and the soda get dearer; the fries are renamed.
    await t.db
      .update(products)
      .set({ hasDiscount: false, discountPrice: null })
      .where(eq(products.id, shop.burger.id))
    await t.db.update(options).set({ priceDelta: 250_000 }).where(eq(options.id, shop.o.panceta))
    await t.db.update(products).set({ price: 250_000 }).where(eq(products.id, shop.soda.id))
    await t.db.update(products).set({ name: 'Papas fritas' }).where(eq(products.id, shop.fries.id))

    const answer = await repeatOf(placed)
    expect(lineNamed(answer, 'Hamburguesa')).toMatchObject({
      unitPrice: 1_150_000,
      soldUnitPrice: 1_050_000,
      status: 'CHANGED',
      changes: [{ kind: 'PRICE', before: 1_050_000, after: 1_150_000 }],
    })
    expect(lineNamed(answer, 'Papas fritas')).toMatchObject({
      unitPrice: 650_000,
      options: [{ id: shop.o.panceta, priceDelta: 250_000 }],
      changes: [{ kind: 'PRICE', before: 600_000, after: 650_000 }],
    })
    expect(lineNamed(answer, 'Gaseosa')).toMatchObject({
      unitPrice: 250_000,
      changes: [{ kind: 'PRICE', before: 200_000, after: 250_000 }],
    })
  })

  it('leaves out a deleted product and one out of stock', async () => {
    const shop = await burgerShop()
    const placed = await placeOrder(shop)
    await t.db.delete(products).where(eq(products.id, shop.soda.id))
    await t.db.update(products).set({ isAvailable: false }).where(eq(products.id, shop.fries.id))

    const answer = await repeatOf(placed)
    // A deleted product keeps the name it was sold with.
    expect(lineNamed(answer, 'Gaseosa')).toEqual({
      productId: null,
      name: 'Gaseosa',
      quantity: 3,
      notes: null,
      options: [],
      imageUrl: null,
      soldUnitPrice: 200_000,
      unitPrice: null,
      status: 'LEFT_OUT',
      changes: [{ kind: 'PRODUCT_GONE' }],
    })
    expect(lineNamed(answer, 'Papas')).toMatchObject({
      productId: shop.fries.id,
      unitPrice: null,
      options: [],
      status: 'LEFT_OUT',
      changes: [{ kind: 'OUT_OF_STOCK' }],
    })
    expect(lineNamed(answer, 'Hamburguesa').status).toBe('UNCHANGED')
  })

  it('keeps a line without an option no longer offered or out of stock, at its price without it', async () => {
    const shop = await burgerShop()
    const placed = await placeOrder(shop)
    await t.db.delete(options).where(eq(options.id, shop.o.cheddar))
    await t.db.update(options).set({ isAvailable: false }).where(eq(options.id, shop.o.panceta))

    const answer = await repeatOf(placed)
    expect(lineNamed(answer, 'Hamburguesa')).toMatchObject({
      options: [{ id: shop.o.jugoso, name: 'Jugoso' }],
      unitPrice: 900_000,
      status: 'CHANGED',
      changes: [
        { kind: 'PRICE', before: 1_050_000, after: 900_000 },
        { kind: 'OPTION_GONE', group: 'Extras', option: 'Cheddar' },
      ],
    })
    expect(lineNamed(answer, 'Papas')).toMatchObject({
      options: [],
      unitPrice: 400_000,
      status: 'CHANGED',
      changes: [
        { kind: 'PRICE', before: 600_000, after: 400_000 },
        { kind: 'OPTION_UNAVAILABLE', group: 'Extras', option: 'Panceta' },
      ],
    })
  })

  it('leaves out a line whose remaining choices no longer satisfy its groups', async () => {
    const shop = await burgerShop()
    const placed = await placeOrder(shop)
    // 'Jugoso' leaves 'Punto', which still asks for one choice.
    await t.db.delete(options).where(eq(options.id, shop.o.jugoso))
    // The soda now asks for a required choice it was never sold with.
    const size = await createOptionGroup(t.db, shop.business.id, {
      name: 'Tamaño',
      minChoices: 1,
      maxChoices: 1,
      options: [{ name: '500 ml' }, { name: '1,5 l', priceDelta: 100_000 }],
    })
    await linkOptionGroups(t.db, shop.business.id, shop.soda.id, [size.id])

    const answer = await repeatOf(placed)
    expect(lineNamed(answer, 'Hamburguesa')).toMatchObject({
      status: 'LEFT_OUT',
      unitPrice: null,
      options: [],
      changes: [
        { kind: 'OPTION_GONE', group: 'Punto', option: 'Jugoso' },
        { kind: 'CHOICES_INVALID' },
      ],
    })
    expect(lineNamed(answer, 'Gaseosa')).toMatchObject({
      status: 'LEFT_OUT',
      changes: [{ kind: 'CHOICES_INVALID' }],
    })
    expect(lineNamed(answer, 'Papas').status).toBe('UNCHANGED')
  })

  it('reads only the order’s own shop’s products', async () => {
    const shop = await burgerShop()
    const other = await createOpenBusiness(t.db)
    const theirs = await createProduct(t.db, other.business.id, { name: 'Pizza', price: 100_000 })
    // A line naming another shop's product (never written by the checkout) is a product gone.
    const order = await createOrder(t.db, shop.business.id, {
      items: [
        { productId: theirs.id, name: 'Pizza', unitPrice: 100_000 },
        { productId: shop.soda.id, name: 'Gaseosa', unitPrice: 200_000, quantity: 2 },
      ],
    })
    const answer = await repeatOf(order)
    expect(answer.business.slug).toBe(shop.business.slug)
    expect(lineNamed(answer, 'Pizza')).toMatchObject({
      productId: null,
      status: 'LEFT_OUT',
      changes: [{ kind: 'PRODUCT_GONE' }],
    })
    expect(lineNamed(answer, 'Gaseosa')).toMatchObject({ quantity: 2, status: 'UNCHANGED' })
  })

  it('answers the order page’s 404 for a wrong or missing token and an unknown or malformed id', async () => {
    const shop = await burgerShop()
    const placed = await placeOrder(shop)
    // Another shop's order: its token never opens this one, nor this token that one.
    const other = await createOpenBusiness(t.db)
    const theirs = await createOrder(t.db, other.business.id)
    const { id, publicToken } = placed
    const cases = [
      [id, ''],
      [id, '?token='],
      [id, '?token=nope'],
      [id, `?token=${publicToken.slice(0, -1)}`],
      [id, `?token=${theirs.publicToken}`],
      [theirs.id, `?token=${publicToken}`],
      [id, `?token=${publicToken}&token=${publicToken}`],
      ['00000000-0000-4000-8000-000000000000', `?token=${publicToken}`],
      ['no-es-un-id', `?token=${publicToken}`],
    ]
    for (const [orderId, query] of cases) {
      t.queries.length = 0
      const res = await repeat(orderId, query)
      expect(res.statusCode, `${orderId}${query}`).toBe(404)
      expect(errorOf(res), `${orderId}${query}`).toEqual(NOT_FOUND)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(t.queries.length).toBeLessThanOrEqual(1)
      expect(res.body).not.toContain('Gaseosa')
    }
  })
})
