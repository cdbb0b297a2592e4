import { count, eq } from 'drizzle-orm'
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { checkoutRequestSchema, type CheckoutRequestInput } from '../../../domain/checkout/schemas'
import {
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  ORDER_TOO_LARGE_MESSAGE,
} from '../../../domain/messages/api'
import {
  optionNotOfProductMessage,
  optionSoldOutMessage,
  PRICE_CHANGED_MESSAGE,
  tooFewChoicesMessage,
  tooManyChoicesMessage,
} from '../../../domain/messages/customer'
import { optionGroups, options, orderItems, orders } from '../../db/schema'
import {
  createOpenBusiness,
  createOptionGroup,
  createProduct,
  linkOptionGroups,
  ownerToken,
} from '../../test/factories'
import { freshIp } from '../../test/flows'
import { useTestApp } from '../../test/use-test-app'
import { errorOf } from '../../test/error-answer'
import { requestHash } from './service'

/** Order creation and every answer about an order, with product options (docs/product.md#product-options). */

const t = useTestApp()

let phoneCounter = 0
const freshPhone = () => `351 7${String(++phoneCounter).padStart(6, '0')}`

type Line = { productId: string; quantity: number; options?: string[]; price?: number | null }

const pickup = (items: Line[]): CheckoutRequestInput => ({
  method: 'PICKUP',
  customer: { fullName: 'Ana Gómez', phone: freshPhone() },
  items,
})

function placeOrder(slug: string, body: unknown, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/business/${slug}/orders`,
    remoteAddress: freshIp(),
    headers: key === undefined ? {} : { 'idempotency-key': key },
    payload: body as object,
  })
}

const orderCount = async (businessId: string) =>
  (await t.db.select({ n: count() }).from(orders).where(eq(orders.businessId, businessId)))[0].n

/**
 * A pizzeria. The muzzarella ($ 12.000, sold at $ 10.000) offers 'Tamaño' (one, required: Chica
 * +$ 0, Grande +$ 3.000) and 'Extras' (up to 2: Extra queso +$ 1.500, Aceitunas +$ 500, Huevo
 * +$ 0, Jamón +$ 2.000 out of stock); the calzone ($ 9.000, no discount) offers 'Tamaño' only; the
 * empanada ($ 1.500) offers none. 'Bebida' (Coca +$ 2.500) is the shop's but no product offers it.
 */
async function pizzeria() {
  const { owner, business } = await createOpenBusiness(t.db, { phone: '+5493515550100' })
  const pizza = await createProduct(t.db, business.id, {
    name: 'Pizza muzzarella',
    price: 1_200_000,
    hasDiscount: true,
    discountPrice: 1_000_000,
  })
  const calzone = await createProduct(t.db, business.id, { name: 'Calzone', price: 900_000 })
  const empanada = await createProduct(t.db, business.id, { name: 'Empanada', price: 150_000 })
  const size = await createOptionGroup(t.db, business.id, {
    name: 'Tamaño',
    minChoices: 1,
    maxChoices: 1,
    options: [{ name: 'Chica' }, { name: 'Grande', priceDelta: 300_000 }],
  })
  const extras = await createOptionGroup(t.db, business.id, {
    name: 'Extras',
    minChoices: 0,
    maxChoices: 2,
    options: [
      { name: 'Extra queso', priceDelta: 150_000 },
      { name: 'Aceitunas', priceDelta: 50_000 },
      { name: 'Huevo' },
      { name: 'Jamón', priceDelta: 200_000, isAvailable: false },
    ],
  })
  const drinks = await createOptionGroup(t.db, business.id, {
    name: 'Bebida',
    options: [{ name: 'Coca', priceDelta: 250_000 }],
  })
  await linkOptionGroups(t.db, business.id, pizza.id, [size.id, extras.id])
  await linkOptionGroups(t.db, business.id, calzone.id, [size.id])
  const [chica, grande] = size.options.map((o) => o.id)
  const [queso, aceitunas, huevo, jamon] = extras.options.map((o) => o.id)
  return {
    owner,
    business,
    pizza,
    calzone,
    empanada,
    size,
    extras,
    o: { chica, grande, queso, aceitunas, huevo, jamon, coca: drinks.options[0].id },
  }
}
type Pizzeria = Awaited<ReturnType<typeof pizzeria>>

async function ownerHeaders(shop: Pizzeria) {
  return { authorization: `Bearer ${await ownerToken(t.app.config.jwtSecret, shop.owner)}` }
}

async function panelOrders(shop: Pizzeria) {
  const res = await t.app.inject({ url: '/api/business/orders', headers: await ownerHeaders(shop) })
  expect(res.statusCode).toBe(200)
  return res.json() as { id: string; items: unknown[] }[]
}

async function customerOrder(order: { id: string; publicToken: string }) {
  const res = await t.app.inject(`/api/public/orders/${order.id}?token=${order.publicToken}`)
  expect(res.statusCode).toBe(200)
  return res.json().order as { items: unknown[] }
}

const GRANDE = { group: 'Tamaño', name: 'Grande', priceDelta: 300_000 }
const CHICA = { group: 'Tamaño', name: 'Chica', priceDelta: 0 }
const QUESO = { group: 'Extras', name: 'Extra queso', priceDelta: 150_000 }
const ACEITUNAS = { group: 'Extras', name: 'Aceitunas', priceDelta: 50_000 }

describe('pricing an order with options', () => {
  it('charges the price (or discount) plus the deltas, line by line, and keeps the options as sold', async () => {
    const shop = await pizzeria()
    const res = await placeOrder(
      shop.business.slug,
      pickup([
        // Sent in another order than the groups': the item keeps the groups' order.
        {
          productId: shop.pizza.id,
          quantity: 2,
          options: [shop.o.aceitunas, shop.o.grande, shop.o.queso],
        },
        { productId: shop.pizza.id, quantity: 1, options: [shop.o.chica], price: 1_000_000 },
        { productId: shop.calzone.id, quantity: 1, options: [shop.o.grande], price: 1_200_000 },
        { productId: shop.empanada.id, quantity: 3, price: 150_000 },
      ]),
    )
    expect(res.statusCode, res.body).toBe(201)
    const { order } = res.json()
    // Pizza: 10.000 (discount) + 3.000 + 1.500 + 500 = 15.000; chica 10.000; calzone 9.000 + 3.000.
    expect(order.items).toEqual([
      { name: 'Calzone', quantity: 1, unitPrice: 1_200_000, notes: null, options: [GRANDE] },
      { name: 'Empanada', quantity: 3, unitPrice: 150_000, notes: null, options: [] },
      {
        name: 'Pizza muzzarella',
        quantity: 1,
        unitPrice: 1_000_000,
        notes: null,
        options: [CHICA],
      },
      {
        name: 'Pizza muzzarella',
        quantity: 2,
        unitPrice: 1_500_000,
        notes: null,
        options: [GRANDE, QUESO, ACEITUNAS],
      },
    ])
    expect(order.subtotal).toBe(2 * 1_500_000 + 1_000_000 + 1_200_000 + 3 * 150_000)
    expect(order.total).toBe(order.subtotal)

    // Two lines of one product are two rows, each with its snapshot.
    const rows = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))
    expect(rows).toHaveLength(4)
    const pizzas = rows.filter((r) => r.productId === shop.pizza.id)
    expect(pizzas.map((r) => [r.unitPrice, r.options]).sort()).toEqual(
      [
        [1_000_000, [CHICA]],
        [1_500_000, [GRANDE, QUESO, ACEITUNAS]],
      ].sort(),
    )

    // A retry with the same key answers the same, options and all.
    const key = crypto.randomUUID()
    const body = pickup([{ productId: shop.pizza.id, quantity: 1, options: [shop.o.grande] }])
    const first = await placeOrder(shop.business.slug, body, key)
    expect(first.statusCode).toBe(201)
    const retry = await placeOrder(shop.business.slug, body, key)
    expect(retry.statusCode).toBe(200)
    expect(retry.json()).toEqual(first.json())
    expect(first.json().order.items[0].options).toEqual([GRANDE])
  })

  it('an optional group may be left empty; a zero delta adds nothing', async () => {
    const shop = await pizzeria()
    const res = await placeOrder(
      shop.business.slug,
      pickup([{ productId: shop.pizza.id, quantity: 1, options: [shop.o.chica, shop.o.huevo] }]),
    )
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().order.items[0]).toMatchObject({
      unitPrice: 1_000_000,
      options: [CHICA, { group: 'Extras', name: 'Huevo', priceDelta: 0 }],
    })
  })

  it('keeps the total bounded with the options’ deltas', async () => {
    const { business } = await createOpenBusiness(t.db)
    const yacht = await createProduct(t.db, business.id, { name: 'Yate', price: 600_000_000 })
    const motor = await createOptionGroup(t.db, business.id, {
      name: 'Motor',
      options: [{ name: 'Turbo', priceDelta: 500_000_000 }],
    })
    await linkOptionGroups(t.db, business.id, yacht.id, [motor.id])
    const line = { productId: yacht.id, quantity: 2 }
    const plain = await placeOrder(business.slug, pickup([line]))
    expect(plain.statusCode).toBe(201)
    const res = await placeOrder(
      business.slug,
      pickup([{ ...line, options: [motor.options[0].id] }]),
    )
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toEqual({ error: ORDER_TOO_LARGE_MESSAGE, code: 'VALIDATION' })
    expect(await orderCount(business.id)).toBe(1)
  })
})

describe('refused choices: 400 naming the product and the group, writing nothing', () => {
  it('refuses options that are not the product’s, too few, too many and out of stock', async () => {
    const shop = await pizzeria()
    const other = await pizzeria()
    const { o } = shop
    const pizza = (ids: string[]) => ({ productId: shop.pizza.id, quantity: 1, options: ids })
    const notOfPizza = optionNotOfProductMessage('Pizza muzzarella')
    const cases: [Line[], string][] = [
      // The shop's own option, of a group the pizza does not offer.
      [[pizza([o.grande, o.coca])], notOfPizza],
      // Another shop's option, of a group of the same name.
      [[pizza([other.o.grande])], notOfPizza],
      [[pizza([o.grande, crypto.randomUUID()])], notOfPizza],
      // One option twice is not two choices.
      [[pizza([o.grande, o.queso, o.queso])], notOfPizza],
      // A product with no groups takes no options.
      [
        [{ productId: shop.empanada.id, quantity: 1, options: [o.chica] }],
        'Una de las opciones elegidas no es de Empanada. Volvé a elegirlas.',
      ],
      [[pizza([])], 'Elegí una opción de "Tamaño" para Pizza muzzarella.'],
      [[pizza([o.queso])], tooFewChoicesMessage('Pizza muzzarella', 'Tamaño', 1)],
      [[pizza([o.chica, o.grande])], 'Elegí una sola opción de "Tamaño" para Pizza muzzarella.'],
      [
        [pizza([o.grande, o.queso, o.aceitunas, o.huevo])],
        'Elegí hasta 2 opciones de "Extras" para Pizza muzzarella.',
      ],
      [
        [pizza([o.grande, o.jamon])],
        '"Jamón" (Extras) de Pizza muzzarella ya no está disponible. Elegí otra opción.',
      ],
      // The refusal names the line's own product.
      [
        [
          { productId: shop.empanada.id, quantity: 1 },
          { productId: shop.calzone.id, quantity: 1, options: [] },
        ],
        'Elegí una opción de "Tamaño" para Calzone.',
      ],
    ]
    for (const [items, message] of cases) {
      const res = await placeOrder(shop.business.slug, pickup(items))
      expect(res.statusCode, message).toBe(400)
      expect(errorOf(res)).toEqual({ error: message, code: 'VALIDATION' })
    }
    expect(await orderCount(shop.business.id)).toBe(0)
    // The builders say the same as the literal texts above.
    expect(notOfPizza).toBe(
      'Una de las opciones elegidas no es de Pizza muzzarella. Volvé a elegirlas.',
    )
    expect(tooManyChoicesMessage('Pizza muzzarella', 'Extras', 2)).toBe(
      'Elegí hasta 2 opciones de "Extras" para Pizza muzzarella.',
    )
    expect(optionSoldOutMessage('Pizza muzzarella', 'Extras', 'Jamón')).toBe(
      '"Jamón" (Extras) de Pizza muzzarella ya no está disponible. Elegí otra opción.',
    )
  })
})

describe('PRICE_CHANGED with options', () => {
  it('answers today’s unit price of every line, its options included', async () => {
    const shop = await pizzeria()
    const { o } = shop
    const seen = pickup([
      { productId: shop.pizza.id, quantity: 1, options: [o.chica], price: 1_000_000 },
      // Seen before 'Grande' went up to $ 3.000.
      { productId: shop.pizza.id, quantity: 1, options: [o.grande, o.queso], price: 1_350_000 },
      // Seen without its option's delta.
      { productId: shop.calzone.id, quantity: 1, options: [o.grande], price: 900_000 },
    ])
    const res = await placeOrder(shop.business.slug, seen)
    expect(res.statusCode).toBe(409)
    expect(errorOf(res)).toEqual({
      error: PRICE_CHANGED_MESSAGE,
      code: 'PRICE_CHANGED',
      prices: [
        { line: 0, productId: shop.pizza.id, name: 'Pizza muzzarella', unitPrice: 1_000_000 },
        { line: 1, productId: shop.pizza.id, name: 'Pizza muzzarella', unitPrice: 1_450_000 },
        { line: 2, productId: shop.calzone.id, name: 'Calzone', unitPrice: 1_200_000 },
      ],
    })
    expect(await orderCount(shop.business.id)).toBe(0)

    // Confirmed at the answered prices, the same order goes through.
    const prices = res.json().prices as { line: number; unitPrice: number }[]
    const confirmed = await placeOrder(shop.business.slug, {
      ...seen,
      items: seen.items.map((item, i) => ({ ...item, price: prices[i].unitPrice })),
    })
    expect(confirmed.statusCode, confirmed.body).toBe(201)
    expect(confirmed.json().order.total).toBe(1_000_000 + 1_450_000 + 1_200_000)
  })
})

describe('the options as sold', () => {
  it('stay as sold in every answer after the owner renames, reprices or deletes them', async () => {
    const shop = await pizzeria()
    const res = await placeOrder(
      shop.business.slug,
      pickup([
        { productId: shop.pizza.id, quantity: 2, options: [shop.o.grande, shop.o.queso] },
        { productId: shop.empanada.id, quantity: 1 },
      ]),
    )
    expect(res.statusCode, res.body).toBe(201)
    const placed = res.json().order
    const pizzaItem = {
      name: 'Pizza muzzarella',
      quantity: 2,
      unitPrice: 1_450_000,
      notes: null,
      options: [GRANDE, QUESO],
    }
    const empanadaItem = {
      name: 'Empanada',
      quantity: 1,
      unitPrice: 150_000,
      notes: null,
      options: [],
    }
    expect(placed.items).toEqual([empanadaItem, pizzaItem])
    const panelItems = [
      { quantity: 1, product: { name: 'Empanada' }, unitPrice: 150_000, notes: null, options: [] },
      {
        quantity: 2,
        product: { name: 'Pizza muzzarella' },
        unitPrice: 1_450_000,
        notes: null,
        options: [GRANDE, QUESO],
      },
    ]

    async function expectAsSold() {
      expect((await customerOrder(placed)).items).toEqual([empanadaItem, pizzaItem])
      const [inPanel] = await panelOrders(shop)
      expect(inPanel).toMatchObject({ id: placed.id, items: panelItems })
    }
    await expectAsSold()

    // Renamed and repriced.
    await t.db
      .update(options)
      .set({ name: 'Familiar', priceDelta: 600_000 })
      .where(eq(options.id, shop.o.grande))
    await t.db.update(optionGroups).set({ name: 'Medida' }).where(eq(optionGroups.id, shop.size.id))
    await expectAsSold()
    // Deleted: one option, then a whole group (its options and links go with it).
    await t.db.delete(options).where(eq(options.id, shop.o.queso))
    await t.db.delete(optionGroups).where(eq(optionGroups.id, shop.size.id))
    await expectAsSold()

    // The panel's answer to accepting the order shows them too.
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/business/orders/${placed.id}/status`,
      headers: await ownerHeaders(shop),
      payload: { action: 'ACCEPT', estimatedTime: 30 },
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json().items).toEqual(panelItems)
  })
})

describe('idempotency with options', () => {
  it('refuses a key sent again with other options; the same options in another order are the same request', async () => {
    const shop = await pizzeria()
    const { o } = shop
    const key = crypto.randomUUID()
    const body = pickup([{ productId: shop.pizza.id, quantity: 1, options: [o.grande, o.queso] }])
    const first = await placeOrder(shop.business.slug, body, key)
    expect(first.statusCode, first.body).toBe(201)

    const others = [[o.chica, o.queso], [o.grande], [o.grande, o.queso, o.aceitunas]]
    for (const ids of others) {
      const res = await placeOrder(
        shop.business.slug,
        { ...body, items: [{ productId: shop.pizza.id, quantity: 1, options: ids }] },
        key,
      )
      expect(res.statusCode).toBe(422)
      expect(errorOf(res)).toEqual({
        error: IDEMPOTENCY_KEY_REUSED_MESSAGE,
        code: 'IDEMPOTENCY_KEY_REUSED',
      })
    }
    const reordered = await placeOrder(
      shop.business.slug,
      {
        ...body,
        items: [
          { productId: shop.pizza.id, quantity: 1, options: [o.queso.toUpperCase(), o.grande] },
        ],
      },
      key,
    )
    expect(reordered.statusCode).toBe(200)
    expect(reordered.json()).toEqual(first.json())
    expect(await orderCount(shop.business.id)).toBe(1)
  })

  it('hashes a line without options as before options existed', () => {
    const productId = '0b9f5a52-8f2a-4d8e-9d3b-1a2b3c4d5e6f'
    const request = checkoutRequestSchema.parse(pickup([{ productId, quantity: 1 }]))
    expect(request.items[0].options).toEqual([])
    // What an order placed before options stored: SHA-256 over the parsed request with its keys
    // sorted, its line without an `options` key (nor a `payment`: it paid cash, by default; nor a
    // `scheduledFor`: it was for now; nor a `couponCode`: it had none).
    const sorted = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(sorted)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .filter(([k]) => !['options', 'payment', 'scheduledFor', 'couponCode'].includes(k))
                .sort(([a], [b]) => (a < b ? -1 : 1))
                .map(([k, v]) => [k, sorted(v)]),
            )
          : value
    const before = createHash('sha256')
      .update(JSON.stringify(sorted(request)))
      .digest('hex')
    expect(requestHash(request)).toBe(before)
    const withOne = checkoutRequestSchema.parse({
      ...pickup([{ productId, quantity: 1, options: [productId] }]),
      customer: request.customer,
    })
    expect(requestHash(withOne)).not.toBe(before)
  })
})
