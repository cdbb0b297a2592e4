import { count, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { distanceMeters } from '../../../domain/geo/rules'
import { checkoutRequestSchema, type CheckoutRequestInput } from '../../../domain/checkout/schemas'
import {
  ADDRESS_NOT_LOCATED_MESSAGE,
  ORDER_TOO_LARGE_MESSAGE,
  ORDERS_PER_ADDRESS_MESSAGE,
  ORDERS_PER_PHONE_MESSAGE,
} from '../../../domain/messages/api'
import {
  ADDRESS_REQUIRED_MESSAGE,
  EMPTY_ORDER_MESSAGE,
  IDEMPOTENCY_KEY_MESSAGE,
  ITEM_NOTES_MESSAGE,
  ORDER_NOTE_MESSAGE,
  PHONE_MESSAGE,
  QUANTITY_MESSAGE,
  TOO_MANY_LINES_MESSAGE,
} from '../../../domain/messages/customer'
import { businesses, openingHours, orderItems, orders } from '../../db/schema'
import { createBusiness, createProduct, ownerToken, setHours } from '../../test/factories'
import { freshIp } from '../../test/flows'
import { createPeerApp } from '../../test/harness'
import { milanesaShop } from '../../test/orders'
import { useTestApp } from '../../test/use-test-app'
import { publicOrderLimits } from './routes'
import { prepareOrder, writeOrder } from './service'
import { errorOf } from '../../test/error-answer'

const t = useTestApp()
const terms = { trialDays: 30, graceDays: 7 }

// Córdoba, plaza San Martín. 0.02° of latitude due north is 2 223,9 m (haversine, R = 6 371 km).
const SHOP_AT = { lat: -31.4167, lng: -64.1833 }
const TWO_KM_NORTH = { lat: SHOP_AT.lat + 0.02, lng: SHOP_AT.lng }
/** An address the fake geocoder knows, typed as a customer would, without a point. */
const OBISPO_TREJO = { street: 'Obispo Trejo', number: '242' }
const OBISPO_TREJO_242 = { lat: -31.4197, lng: -64.1877 }

let phoneCounter = 0
/** A distinct valid Córdoba mobile per order, so the per-phone limit of one test touches no other. */
const freshPhone = () => `351 5${String(++phoneCounter).padStart(6, '0')}`
const normalised = (phone: string) => `+549${phone.replace(/\D/g, '')}`
const plain = (s: string) => s.replace(/\s/g, ' ')

type Body = Omit<CheckoutRequestInput, 'items'> & { items: Record<string, unknown>[] }

function pickup(items: Body['items'], extra: Partial<Body> = {}): Body {
  return {
    method: 'PICKUP',
    customer: { fullName: 'Ana Gómez', phone: freshPhone() },
    items,
    ...extra,
  }
}

function delivery(items: Body['items'], address: Body['address'], extra: Partial<Body> = {}) {
  return pickup(items, { method: 'DELIVERY', address, ...extra })
}

function placeOrder(slug: string, body: unknown, opts: { key?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/business/${slug}/orders`,
    remoteAddress: opts.ip ?? freshIp(),
    headers: opts.key === undefined ? {} : { 'idempotency-key': opts.key },
    payload: body as object,
  })
}

const ordersOf = (businessId: string) =>
  t.db.select().from(orders).where(eq(orders.businessId, businessId))
const itemsOf = (orderId: string) =>
  t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
const orderCount = async (businessId: string) =>
  (await t.db.select({ n: count() }).from(orders).where(eq(orders.businessId, businessId)))[0].n
const allOrderCount = async () => (await t.db.select({ n: count() }).from(orders))[0].n

/**
 * The statements an order placed since the log was last emptied ran before its answer. What runs
 * after it, whenever it gets its turn, is left out: the order's turn given back, and the shared
 * state's sweep of what has expired, once a minute.
 */
const ofTheOrder = () =>
  t.queries.filter(
    (q) =>
      !/^\s*delete from shared_values where key = \$1 and value = \$2/.test(q) &&
      !/expires_at < now\(\)/.test(q),
  )

/** An open shop with a two-product menu: a milanesa at $ 15.000 and a flan at $ 5.000, -20%. */
const openShop = (overrides: Parameters<typeof milanesaShop>[1] = {}) => milanesaShop(t, overrides)

async function ownerOrders(owner: { id: string; email: string }) {
  const token = await ownerToken(t.app.config.jwtSecret, owner)
  const res = await t.app.inject({
    url: '/api/business/orders',
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.statusCode).toBe(200)
  return res.json()
}

describe('POST /api/public/business/:slug/orders, happy paths', () => {
  it('places a pickup order priced from the menu, which the owner then sees as pending', async () => {
    const shop = await openShop()
    const phone = freshPhone()
    const res = await placeOrder(shop.business.slug, {
      method: 'PICKUP',
      customer: { fullName: '  Ana Gómez ', phone },
      note: 'Paso a las 21',
      items: [
        { productId: shop.milanesa.id, quantity: 2, notes: 'Sin ajo' },
        { productId: shop.flan.id, quantity: 3 },
      ],
    })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    // 2 × 15.000 + 3 × 4.000 (the discount price) = 42.000
    expect(body).toEqual({
      order: {
        id: expect.any(String),
        publicToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        status: 'PENDING',
        method: 'PICKUP',
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
        deliveryFee: 0,
        total: 4_200_000,
        // No coupon (docs/product.md#coupons).
        discount: 0,
        couponCode: null,
        createdAt: expect.any(String),
        payment: { method: 'CASH', status: 'UNPAID', cashAmount: null, flag: null },
        // For now, not for later (docs/product.md#scheduled-orders).
        scheduledFor: null,
        transfer: null,
      },
      business: { name: shop.business.name, slug: shop.business.slug, phone: '+5493515550100' },
    })

    const [row] = await ordersOf(shop.business.id)
    expect(row).toMatchObject({
      id: body.order.id,
      publicToken: body.order.publicToken,
      idempotencyKey: null,
      status: 'PENDING',
      customerName: 'Ana Gómez',
      customerPhone: normalised(phone),
      deliveryInfo: 'Retira en el local',
      notes: 'Paso a las 21',
      subtotal: 4_200_000,
      deliveryFee: 0,
      total: 4_200_000,
    })
    expect(row.createdAt.toISOString()).toBe(body.order.createdAt)
    const items = await itemsOf(row.id)
    expect(items.map((i) => [i.productId, i.name, i.unitPrice, i.quantity]).sort()).toEqual(
      [
        [shop.flan.id, 'Flan casero', 400_000, 3],
        [shop.milanesa.id, 'Milanesa napolitana', 1_500_000, 2],
      ].sort(),
    )

    const list = await ownerOrders(shop.owner)
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({
      id: body.order.id,
      status: 'PENDING',
      method: 'PICKUP',
      user: { fullName: 'Ana Gómez' },
      deliveryInfo: 'Retira en el local',
      total: 4_200_000,
      estimatedTime: null,
      items: [
        {
          quantity: 3,
          product: { name: 'Flan casero' },
          unitPrice: 400_000,
          notes: null,
          options: [],
        },
        {
          quantity: 2,
          product: { name: 'Milanesa napolitana' },
          unitPrice: 1_500_000,
          notes: 'Sin ajo',
          options: [],
        },
      ],
    })
  })

  it('charges delivery as base fee plus fee per km of straight-line distance', async () => {
    const shop = await openShop({
      supportsDelivery: true,
      ...SHOP_AT,
      deliveryFeeBase: 150_000,
      deliveryFeePerKm: 30_000,
      deliveryRadiusMeters: 5000,
    })
    const res = await placeOrder(
      shop.business.slug,
      delivery([{ productId: shop.milanesa.id, quantity: 1 }], {
        street: 'Av. Colón',
        number: '1045',
        floorApartment: '3° B',
        notes: 'Timbre 2',
        ...TWO_KM_NORTH,
      }),
    )
    expect(res.statusCode).toBe(201)
    // 1.500 + 300 × 2,2239 km = 1.500 + 667,17 → 216.717 centavos.
    expect(res.json().order).toMatchObject({
      method: 'DELIVERY',
      subtotal: 1_500_000,
      deliveryFee: 216_717,
      total: 1_716_717,
    })
    const [row] = await ordersOf(shop.business.id)
    expect(row).toMatchObject({
      method: 'DELIVERY',
      deliveryInfo: 'Av. Colón 1045, 3° B (Timbre 2)',
      deliveryLat: TWO_KM_NORTH.lat,
      deliveryLng: TWO_KM_NORTH.lng,
      deliveryFee: 216_717,
      total: 1_716_717,
    })
    const [listed] = await ownerOrders(shop.owner)
    expect(listed).toMatchObject({
      status: 'PENDING',
      method: 'DELIVERY',
      deliveryInfo: 'Av. Colón 1045, 3° B (Timbre 2)',
      total: 1_716_717,
      items: [{ quantity: 1, product: { name: 'Milanesa napolitana' }, unitPrice: 1_500_000 }],
    })
  })

  it('places an address typed by hand with the geocoder, and charges its distance', async () => {
    const shop = await openShop({
      supportsDelivery: true,
      ...SHOP_AT,
      deliveryFeeBase: 150_000,
      deliveryFeePerKm: 30_000,
      deliveryRadiusMeters: 4000,
    })
    const res = await placeOrder(
      shop.business.slug,
      delivery([{ productId: shop.milanesa.id, quantity: 1 }], {
        street: 'obispo  trejo',
        number: '242',
      }),
    )
    expect(res.statusCode).toBe(201)
    // The fake geocoder puts Obispo Trejo 242 at (-31.4197, -64.1877), 534,42 m away:
    // 1.500 + 300 × 0,53442 km = 1.500 + 160,33 → 166.033 centavos.
    expect(Math.round(distanceMeters(SHOP_AT, OBISPO_TREJO_242))).toBe(534)
    const fee = 166_033
    expect(res.json().order).toMatchObject({ deliveryFee: fee, total: 1_500_000 + fee })
    const [row] = await ordersOf(shop.business.id)
    expect(row).toMatchObject({
      // The owner reads the address as the customer typed it.
      deliveryInfo: 'obispo  trejo 242',
      deliveryLat: OBISPO_TREJO_242.lat,
      deliveryLng: OBISPO_TREJO_242.lng,
      deliveryFee: fee,
    })
  })

  it('charges only the base fee when the shop has no point to measure from', async () => {
    const withoutShopLocation = await openShop({
      supportsDelivery: true,
      deliveryFeeBase: 150_000,
      deliveryFeePerKm: 30_000,
    })
    const res = await placeOrder(
      withoutShopLocation.business.slug,
      delivery([{ productId: withoutShopLocation.milanesa.id, quantity: 1 }], {
        street: 'Chacabuco',
        number: '1020',
        ...TWO_KM_NORTH,
      }),
    )
    expect(res.statusCode).toBe(201)
    expect(res.json().order).toMatchObject({ deliveryFee: 150_000, total: 1_650_000 })
  })

  it('ignores any fee or total the client sends, and charges the prices it saw', async () => {
    const shop = await openShop({ supportsDelivery: true, deliveryFeeBase: 150_000 })
    const res = await placeOrder(shop.business.slug, {
      ...delivery(
        [
          { productId: shop.milanesa.id, quantity: 2, price: 1_500_000, unitPrice: 1, name: 'x' },
          { productId: shop.flan.id, quantity: 1, price: 400_000, discountPrice: 1 },
        ],
        OBISPO_TREJO,
      ),
      subtotal: 1,
      deliveryFee: 0,
      total: 1,
      status: 'ACCEPTED',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().order).toMatchObject({
      status: 'PENDING',
      subtotal: 3_400_000,
      deliveryFee: 150_000,
      total: 3_550_000,
    })
    const [row] = await ordersOf(shop.business.id)
    expect(row).toMatchObject({ status: 'PENDING', subtotal: 3_400_000, total: 3_550_000 })
    const names = (await itemsOf(row.id)).map((i) => i.name).sort()
    expect(names).toEqual(['Flan casero', 'Milanesa napolitana'])
  })

  it('reads the shop, all ordered products and their option groups in a fixed number of statements', async () => {
    const small = await openShop()
    const big = await openShop()
    const extra = []
    for (let i = 0; i < 8; i++) extra.push(await createProduct(t.db, big.business.id))

    t.queries.length = 0
    expect(
      (
        await placeOrder(
          small.business.slug,
          pickup([{ productId: small.milanesa.id, quantity: 1 }]),
        )
      ).statusCode,
    ).toBe(201)
    const forOneProduct = ofTheOrder()
    t.queries.length = 0
    const lines = [big.milanesa, big.flan, ...extra].map((p) => ({ productId: p.id, quantity: 1 }))
    expect((await placeOrder(big.business.slug, pickup(lines))).statusCode).toBe(201)
    expect(ofTheOrder().length).toBe(forOneProduct.length)
    // The shop; the products with their option groups.
    expect(ofTheOrder().filter((q) => /^\s*select/i.test(q))).toHaveLength(2)
  })

  it('places a pickup order in five statements (six on PostgreSQL), its write one of them, NOTIFY and the devices to notify inside it', async () => {
    const shop = await openShop()
    const notify = vi.spyOn(t.database, 'notify')
    t.queries.length = 0
    const res = await placeOrder(
      shop.business.slug,
      pickup([
        { productId: shop.milanesa.id, quantity: 1 },
        { productId: shop.flan.id, quantity: 2 },
      ]),
      { key: crypto.randomUUID() },
    )
    expect(res.statusCode).toBe(201)
    const statements = ofTheOrder()
    const kinds = (pattern: RegExp) => statements.filter((q) => pattern.test(q)).length
    // The shop, with the order already placed with the key; the products with their option groups.
    expect(kinds(/^\s*select/i)).toBe(2)
    // The attempts per address and per phone.
    expect(kinds(/insert into shared_counters/)).toBe(2)
    // The order, its lines, its NOTIFY and the shop's devices to tell of it: one statement, with no
    // transaction around it.
    expect(kinds(/^\s*with placed as \(insert into "orders"/)).toBe(1)
    expect(kinds(/push_subscriptions/)).toBe(1)
    expect(kinds(/^\s*(begin|commit)/i)).toBe(0)
    expect(notify).not.toHaveBeenCalled()
    // On PostgreSQL the key's turn is shared by every process: taken, one statement.
    const turn = t.databaseUrl ? 1 : 0
    expect(kinds(/insert into shared_values/)).toBe(turn)
    expect(statements).toHaveLength(5 + turn)
    notify.mockRestore()
  })

  it('declares every answer in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json()
    const post = doc.paths['/api/public/business/{slug}/orders'].post
    expect(Object.keys(post.responses).sort()).toEqual([
      '200',
      '201',
      '400',
      '404',
      '409',
      '422',
      '429',
    ])
    expect(post.parameters.map((p: { name: string }) => p.name)).toContain('idempotency-key')
  })
})

describe('refusals write nothing', () => {
  /** The refusal is exactly this status, code and message, and the shop still has no order. */
  async function expectRefused(
    res: Awaited<ReturnType<typeof placeOrder>>,
    businessId: string,
    status: number,
    code: string,
    message: string | RegExp,
  ) {
    expect(res.statusCode).toBe(status)
    const body = res.json()
    expect(body.code).toBe(code)
    if (typeof message === 'string') expect(plain(body.error)).toBe(message)
    else expect(plain(body.error)).toMatch(message)
    expect(await orderCount(businessId)).toBe(0)
  }

  it('an unknown shop: 404', async () => {
    const before = await allOrderCount()
    const shop = await openShop()
    const res = await placeOrder(
      'no-existe-este-comercio',
      pickup([{ productId: shop.milanesa.id, quantity: 1 }]),
    )
    await expectRefused(
      res,
      shop.business.id,
      404,
      'BUSINESS_NOT_FOUND',
      'No encontramos ese comercio.',
    )
    expect(await allOrderCount()).toBe(before)
  })

  it('a closed shop: 409 with the spec’s warning', async () => {
    const { business } = await createBusiness(t.db)
    const product = await createProduct(t.db, business.id)
    const res = await placeOrder(business.slug, pickup([{ productId: product.id, quantity: 1 }]))
    await expectRefused(res, business.id, 409, 'CONFLICT', 'El local está cerrado en este momento')
  })

  it('an unknown product, or one of another shop, even beside valid lines: 404', async () => {
    const shop = await openShop()
    const other = await openShop()
    for (const productId of [crypto.randomUUID(), other.milanesa.id]) {
      const res = await placeOrder(
        shop.business.slug,
        pickup([
          { productId: shop.milanesa.id, quantity: 1 },
          { productId, quantity: 1 },
        ]),
      )
      await expectRefused(res, shop.business.id, 404, 'PRODUCT_NOT_FOUND', /ya no está en el menú/)
    }
    expect(await orderCount(other.business.id)).toBe(0)
  })

  it('a product out of stock: 409 naming it (and each of several)', async () => {
    const shop = await openShop()
    const empanada = await createProduct(t.db, shop.business.id, {
      name: 'Empanada árabe',
      isAvailable: false,
    })
    const one = await placeOrder(
      shop.business.slug,
      pickup([
        { productId: shop.milanesa.id, quantity: 1 },
        { productId: empanada.id, quantity: 6 },
      ]),
    )
    await expectRefused(
      one,
      shop.business.id,
      409,
      'CONFLICT',
      '"Empanada árabe" no tiene stock en este momento. Quitalo del pedido para seguir.',
    )
    const soda = await createProduct(t.db, shop.business.id, { name: 'Soda', isAvailable: false })
    const two = await placeOrder(
      shop.business.slug,
      pickup([
        { productId: empanada.id, quantity: 1 },
        { productId: soda.id, quantity: 1 },
      ]),
    )
    await expectRefused(two, shop.business.id, 409, 'CONFLICT', /"Empanada árabe", "Soda"/)
  })

  it('a method the shop does not offer: 409', async () => {
    const noDelivery = await openShop({ supportsDelivery: false })
    const res = await placeOrder(
      noDelivery.business.slug,
      delivery([{ productId: noDelivery.milanesa.id, quantity: 1 }], {
        street: 'Chacabuco',
        number: '1020',
      }),
    )
    await expectRefused(
      res,
      noDelivery.business.id,
      409,
      'CONFLICT',
      'Este comercio no hace envíos a domicilio.',
    )

    const noPickup = await openShop({ supportsPickup: false, supportsDelivery: true })
    const pickupRes = await placeOrder(
      noPickup.business.slug,
      pickup([{ productId: noPickup.milanesa.id, quantity: 1 }]),
    )
    await expectRefused(
      pickupRes,
      noPickup.business.id,
      409,
      'CONFLICT',
      'Este comercio no ofrece retiro en el local.',
    )
  })

  it('a delivery under the shop’s minimum: 409 with the minimum in pesos', async () => {
    const shop = await openShop({ supportsDelivery: true, minOrderAmount: 2_000_000 })
    const res = await placeOrder(
      shop.business.slug,
      delivery([{ productId: shop.milanesa.id, quantity: 1 }], OBISPO_TREJO),
    )
    await expectRefused(
      res,
      shop.business.id,
      409,
      'CONFLICT',
      'El pedido mínimo para envío es de $ 20.000.',
    )
    // 15.000 + the flan: 20.000 at its list price, but it sells at 4.000, so still short.
    const short = await placeOrder(
      shop.business.slug,
      delivery(
        [
          { productId: shop.milanesa.id, quantity: 1 },
          { productId: shop.flan.id, quantity: 1 },
        ],
        OBISPO_TREJO,
      ),
    )
    await expectRefused(short, shop.business.id, 409, 'CONFLICT', /mínimo/)
    const exact = await placeOrder(
      shop.business.slug,
      delivery([{ productId: shop.flan.id, quantity: 5 }], OBISPO_TREJO),
    )
    expect(exact.statusCode).toBe(201)
    expect(exact.json().order.subtotal).toBe(2_000_000)
  })

  it('a pickup under the minimum is taken: the minimum is a delivery option', async () => {
    const shop = await openShop({ supportsDelivery: true, minOrderAmount: 2_000_000 })
    const res = await placeOrder(
      shop.business.slug,
      pickup([{ productId: shop.flan.id, quantity: 1 }]),
    )
    expect(res.statusCode).toBe(201)
    expect(res.json().order).toMatchObject({ method: 'PICKUP', subtotal: 400_000, total: 400_000 })
    expect(await orderCount(shop.business.id)).toBe(1)
  })

  it('a typed address that lands outside the radius: 409, as with a point on the map', async () => {
    // 4 km of radius; Av. Rafael Núñez 4624 is 7,3 km from the plaza.
    const shop = await openShop({ supportsDelivery: true, ...SHOP_AT, deliveryRadiusMeters: 4000 })
    const res = await placeOrder(
      shop.business.slug,
      delivery([{ productId: shop.milanesa.id, quantity: 1 }], {
        street: 'Av. Rafael Núñez',
        number: '4624',
      }),
    )
    await expectRefused(
      res,
      shop.business.id,
      409,
      'CONFLICT',
      'Tu dirección está fuera de la zona de entrega de este comercio (hasta 4 km).',
    )
  })

  it('a typed address no geocoder can place: 400 asking to mark it on the map', async () => {
    const shop = await openShop({ supportsDelivery: true, ...SHOP_AT, deliveryFeePerKm: 30_000 })
    const lines = [{ productId: shop.milanesa.id, quantity: 1 }]
    // An unknown street, and a known street with a number the geocoder does not have.
    for (const address of [
      { street: 'Calle Inventada', number: '1' },
      { street: 'Obispo Trejo', number: '999' },
    ]) {
      const res = await placeOrder(shop.business.slug, delivery(lines, address))
      await expectRefused(
        res,
        shop.business.id,
        400,
        'ADDRESS_NOT_LOCATED',
        ADDRESS_NOT_LOCATED_MESSAGE,
      )
    }
    // A geocoder that is down is no point either.
    const down = vi
      .spyOn(t.app.adapters.geocoder, 'autocomplete')
      .mockRejectedValueOnce(new Error('timeout'))
    const res = await placeOrder(shop.business.slug, delivery(lines, OBISPO_TREJO))
    await expectRefused(
      res,
      shop.business.id,
      400,
      'ADDRESS_NOT_LOCATED',
      ADDRESS_NOT_LOCATED_MESSAGE,
    )
    expect(down).toHaveBeenCalledOnce()
    down.mockRestore()
  })

  it('another town, when the shop does not deliver there: 400; allowed once it does', async () => {
    const shop = await openShop({
      supportsDelivery: true,
      // A shop at the edge of its town: Av. Colón 1045, in Córdoba, is 1,45 km away.
      city: 'Villa Allende',
      ...SHOP_AT,
      deliveryRadiusMeters: 8000,
    })
    const lines = [{ productId: shop.milanesa.id, quantity: 1 }]
    const marked = {
      street: 'Av. Colón',
      number: '1045',
      city: 'Córdoba',
      lat: -31.4112,
      lng: -64.1972,
    }
    const message = 'Este comercio solo hace envíos dentro de Villa Allende.'
    const onMap = await placeOrder(shop.business.slug, delivery(lines, marked))
    await expectRefused(onMap, shop.business.id, 400, 'OUTSIDE_DELIVERY_AREA', message)
    // Typed with its town and no point: the geocoder places it, in Córdoba.
    const typed = await placeOrder(
      shop.business.slug,
      delivery(lines, { ...OBISPO_TREJO, city: 'Córdoba' }),
    )
    await expectRefused(typed, shop.business.id, 400, 'OUTSIDE_DELIVERY_AREA', message)
    // A point with no town: the geocoder names the town of the point.
    const pointOnly = await placeOrder(
      shop.business.slug,
      delivery(lines, { ...marked, city: undefined }),
    )
    await expectRefused(pointOnly, shop.business.id, 400, 'OUTSIDE_DELIVERY_AREA', message)
    // The same town written another way is the same town.
    const sameTown = await placeOrder(
      shop.business.slug,
      delivery(lines, { ...marked, city: '  villa   ALLENDE ' }),
    )
    expect(sameTown.statusCode).toBe(201)

    await t.db
      .update(businesses)
      .set({ allowCrossLocality: true, deliveryRadiusMeters: 1000 })
      .where(eq(businesses.id, shop.business.id))
    // 'Entregar en otras localidades' on: Córdoba is fine, but the radius still holds.
    const far = await placeOrder(shop.business.slug, delivery(lines, marked))
    expect(far.statusCode).toBe(409)
    expect(far.json().error).toMatch(/fuera de la zona de entrega/)
    await t.db
      .update(businesses)
      .set({ deliveryRadiusMeters: 8000 })
      .where(eq(businesses.id, shop.business.id))
    const allowed = await placeOrder(shop.business.slug, delivery(lines, marked))
    expect(allowed.statusCode).toBe(201)
    expect(await orderCount(shop.business.id)).toBe(2)
  })

  it('a price that changed since the customer saw it: 409 with today’s price of every line', async () => {
    const shop = await openShop()
    const seen = pickup([
      { productId: shop.milanesa.id, quantity: 2, price: 1_450_000 },
      { productId: shop.flan.id, quantity: 1, price: 400_000 },
    ])
    const res = await placeOrder(shop.business.slug, seen)
    expect(res.statusCode).toBe(409)
    expect(errorOf(res)).toEqual({
      error: 'Algunos precios cambiaron. Revisá el total antes de confirmar.',
      code: 'PRICE_CHANGED',
      prices: [
        { line: 0, productId: shop.milanesa.id, name: 'Milanesa napolitana', unitPrice: 1_500_000 },
        { line: 1, productId: shop.flan.id, name: 'Flan casero', unitPrice: 400_000 },
      ],
    })
    expect(await orderCount(shop.business.id)).toBe(0)

    // Confirmed at today's price, the same order goes through.
    const confirmed = await placeOrder(shop.business.slug, {
      ...seen,
      items: [
        { productId: shop.milanesa.id, quantity: 2, price: 1_500_000 },
        { productId: shop.flan.id, quantity: 1, price: 400_000 },
      ],
    })
    expect(confirmed.statusCode).toBe(201)
    expect(confirmed.json().order.total).toBe(3_400_000)
  })

  it('an address outside the delivery radius: 409', async () => {
    const shop = await openShop({ supportsDelivery: true, ...SHOP_AT, deliveryRadiusMeters: 2000 })
    const res = await placeOrder(
      shop.business.slug,
      delivery([{ productId: shop.milanesa.id, quantity: 1 }], {
        street: 'Bv. San Juan',
        number: '340',
        ...TWO_KM_NORTH,
      }),
    )
    await expectRefused(
      res,
      shop.business.id,
      409,
      'CONFLICT',
      'Tu dirección está fuera de la zona de entrega de este comercio (hasta 2 km).',
    )
  })

  it('a total past what an order may hold: 400, never a failed write', async () => {
    const shop = await openShop()
    const yacht = await createProduct(t.db, shop.business.id, {
      name: 'Yate',
      price: 1_000_000_000,
    })
    const res = await placeOrder(shop.business.slug, pickup([{ productId: yacht.id, quantity: 3 }]))
    await expectRefused(res, shop.business.id, 400, 'VALIDATION', ORDER_TOO_LARGE_MESSAGE)
  })

  it('bad input: 400 with the field’s Spanish message', async () => {
    const shop = await openShop({ supportsDelivery: true })
    const id = shop.milanesa.id
    const cases: [unknown, string][] = [
      [pickup([{ productId: id, quantity: 0 }]), QUANTITY_MESSAGE],
      [pickup([{ productId: id, quantity: 100 }]), QUANTITY_MESSAGE],
      [pickup([{ productId: id, quantity: 1.5 }]), QUANTITY_MESSAGE],
      [pickup([{ productId: id, quantity: 1, notes: 'x'.repeat(281) }]), ITEM_NOTES_MESSAGE],
      [pickup([{ productId: id, quantity: 1 }], { note: 'x'.repeat(281) }), ORDER_NOTE_MESSAGE],
      [pickup([]), EMPTY_ORDER_MESSAGE],
      [
        pickup(Array.from({ length: 51 }, () => ({ productId: id, quantity: 1 }))),
        TOO_MANY_LINES_MESSAGE,
      ],
      [delivery([{ productId: id, quantity: 1 }], undefined), ADDRESS_REQUIRED_MESSAGE],
      [
        pickup([{ productId: id, quantity: 1 }], { customer: { fullName: 'Ana', phone: '123' } }),
        PHONE_MESSAGE,
      ],
      [
        pickup([{ productId: 'no-es-un-id', quantity: 1 }]),
        'Uno de los productos del pedido no es válido.',
      ],
    ]
    for (const [body, message] of cases) {
      const res = await placeOrder(shop.business.slug, body)
      expect(res.statusCode, message).toBe(400)
      expect(errorOf(res), message).toEqual({ error: message, code: 'VALIDATION' })
    }
    const shortKey = await placeOrder(
      shop.business.slug,
      pickup([{ productId: id, quantity: 1 }]),
      { key: 'corta' },
    )
    expect(shortKey.statusCode).toBe(400)
    expect(shortKey.json().error).toBe(IDEMPOTENCY_KEY_MESSAGE)
    expect(await orderCount(shop.business.id)).toBe(0)

    // The limits themselves are allowed.
    const atLimits = await placeOrder(
      shop.business.slug,
      pickup([{ productId: id, quantity: 99, notes: 'x'.repeat(280) }], { note: 'y'.repeat(280) }),
    )
    expect(atLimits.statusCode).toBe(201)
  })
})

describe('idempotency', () => {
  it('answers a retry with the same key with the same order (200), writing one row', async () => {
    const shop = await openShop()
    const body = pickup([
      { productId: shop.milanesa.id, quantity: 1 },
      { productId: shop.flan.id, quantity: 2, notes: 'Con crema' },
    ])
    const key = crypto.randomUUID()
    const first = await placeOrder(shop.business.slug, body, { key })
    expect(first.statusCode).toBe(201)
    const retry = await placeOrder(shop.business.slug, body, { key })
    expect(retry.statusCode).toBe(200)
    expect(retry.json()).toEqual(first.json())
    expect(await orderCount(shop.business.id)).toBe(1)
    const [row] = await ordersOf(shop.business.id)
    expect(row.idempotencyKey).toBe(key)
    expect(await itemsOf(row.id)).toHaveLength(2)

    // Once placed, the order stays answerable even after the shop closes; a new key is refused.
    await t.db.delete(openingHours).where(eq(openingHours.businessId, shop.business.id))
    const late = await placeOrder(shop.business.slug, body, { key })
    expect(late.statusCode).toBe(200)
    expect(late.json().order.id).toBe(first.json().order.id)
    const fresh = await placeOrder(shop.business.slug, body, { key: crypto.randomUUID() })
    expect(fresh.statusCode).toBe(409)
    expect(await orderCount(shop.business.id)).toBe(1)
  })

  it('refuses one key sent again with another order (422), writing nothing', async () => {
    const shop = await openShop({ supportsDelivery: true })
    const key = crypto.randomUUID()
    const body = pickup([{ productId: shop.milanesa.id, quantity: 1 }])
    const first = await placeOrder(shop.business.slug, body, { key })
    expect(first.statusCode).toBe(201)
    const others: Body[] = [
      { ...body, items: [{ productId: shop.milanesa.id, quantity: 2 }] },
      { ...body, items: [{ productId: shop.flan.id, quantity: 1 }] },
      { ...body, note: 'Sin sal' },
      { ...body, customer: { ...body.customer, fullName: 'Otra Persona' } },
      delivery(body.items, OBISPO_TREJO, { customer: body.customer }),
    ]
    for (const other of others) {
      const res = await placeOrder(shop.business.slug, other, { key })
      expect(res.statusCode).toBe(422)
      expect(errorOf(res)).toEqual({
        error:
          'Esta clave (Idempotency-Key) ya se usó para otro pedido. Generá una clave nueva para este pedido.',
        code: 'IDEMPOTENCY_KEY_REUSED',
      })
    }
    const rows = await ordersOf(shop.business.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: first.json().order.id, total: 1_500_000 })
    expect(await itemsOf(rows[0].id)).toHaveLength(1)
    // The same order, however it is spaced or its keys ordered, is still the same request.
    const respaced = await placeOrder(
      shop.business.slug,
      {
        items: [{ quantity: 1, productId: shop.milanesa.id.toUpperCase() }],
        customer: { phone: body.customer.phone, fullName: ` ${body.customer.fullName} ` },
        method: 'PICKUP',
      },
      { key },
    )
    expect(respaced.statusCode).toBe(200)
    expect(respaced.json()).toEqual(first.json())
  })

  it('answers the loser of a race for one key with 422 when it sent another order', async () => {
    const shop = await openShop()
    const key = crypto.randomUUID()
    const parse = (quantity: number) =>
      checkoutRequestSchema.parse(pickup([{ productId: shop.flan.id, quantity }]))
    const geocoder = t.app.adapters.geocoder
    const slug = shop.business.slug
    const attempt = (quantity: number) => ({
      slug,
      request: parse(quantity),
      idempotencyKey: key,
      terms,
    })
    const one = await prepareOrder(t.db, geocoder, attempt(1))
    const two = await prepareOrder(t.db, geocoder, attempt(2))
    if (one.kind !== 'new' || two.kind !== 'new') throw new Error('expected two new drafts')
    expect((await writeOrder(t.db, one.draft)).created).toBe(true)
    await expect(writeOrder(t.db, two.draft)).rejects.toMatchObject({
      statusCode: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
    })
    const rows = await ordersOf(shop.business.id)
    expect(rows.map((r) => r.total)).toEqual([400_000])
  })

  it('scopes a key to its shop', async () => {
    const a = await openShop()
    const b = await openShop()
    const key = 'misma-clave-123'
    const atA = await placeOrder(
      a.business.slug,
      pickup([{ productId: a.milanesa.id, quantity: 1 }]),
      {
        key,
      },
    )
    const atB = await placeOrder(
      b.business.slug,
      pickup([{ productId: b.milanesa.id, quantity: 1 }]),
      {
        key,
      },
    )
    expect([atA.statusCode, atB.statusCode]).toEqual([201, 201])
    expect(atA.json().order.id).not.toBe(atB.json().order.id)
  })

  it('stores each of a burst of 50 concurrent orders once, with its own total', async () => {
    const shop = await openShop()
    const keys = Array.from({ length: 50 }, () => crypto.randomUUID())
    const results = await Promise.all(
      keys.map((key, i) =>
        placeOrder(
          shop.business.slug,
          pickup([
            { productId: shop.milanesa.id, quantity: i + 1 },
            { productId: shop.flan.id, quantity: 1 },
          ]),
          // 50 customers, each from their own connection, as at a lunch rush.
          { key, ip: freshIp() },
        ),
      ),
    )
    expect(results.map((r) => r.statusCode)).toEqual(keys.map(() => 201))
    const rows = await ordersOf(shop.business.id)
    expect(rows).toHaveLength(50)
    const byKey = new Map(rows.map((r) => [r.idempotencyKey, r]))
    keys.forEach((key, i) => {
      const row = byKey.get(key)!
      expect(row.total).toBe(1_500_000 * (i + 1) + 400_000)
      expect(results[i].json().order).toMatchObject({ id: row.id, total: row.total })
    })
    const items = await t.db
      .select({ n: count() })
      .from(orderItems)
      .where(eq(orderItems.businessId, shop.business.id))
    expect(items[0].n).toBe(100)
  })

  it('writes one order for 5 concurrent submits with the same key', async () => {
    const shop = await openShop()
    const key = crypto.randomUUID()
    const body = pickup([{ productId: shop.milanesa.id, quantity: 2 }])
    const results = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder(shop.business.slug, body, { key })),
    )
    const statuses = results.map((r) => r.statusCode).sort()
    expect(statuses).toEqual([200, 200, 200, 200, 201])
    expect(new Set(results.map((r) => r.json().order.id)).size).toBe(1)
    const rows = await ordersOf(shop.business.id)
    expect(rows).toHaveLength(1)
    expect(await itemsOf(rows[0].id)).toHaveLength(1)
    for (const r of results) expect(r.json()).toEqual(results[0].json())
  })
  it('answers 50 concurrent sends of one key with its one order, and counts one attempt', async () => {
    const shop = await openShop()
    const key = crypto.randomUUID()
    const ip = freshIp()
    const body = pickup([{ productId: shop.milanesa.id, quantity: 1 }])
    // A customer's app retrying over a flaky connection: more sends than the address and the
    // phone may make, all while the first is still being placed.
    const results = await Promise.all(
      Array.from({ length: 50 }, () => placeOrder(shop.business.slug, body, { key, ip })),
    )
    const statuses = results.map((r) => r.statusCode).sort()
    expect(statuses).toEqual([...Array.from({ length: 49 }, () => 200), 201])
    expect(await orderCount(shop.business.id)).toBe(1)
    for (const r of results) expect(r.json()).toEqual(results[0].json())

    // Only the send that placed the order counted: the phone has all its other orders left, and
    // distinct orders, sent at once, still stop at the limit.
    const more = publicOrderLimits.perPhone.max + 2
    const others = await Promise.all(
      Array.from({ length: more }, () =>
        placeOrder(shop.business.slug, body, { key: crypto.randomUUID(), ip: freshIp() }),
      ),
    )
    const placed = others.filter((r) => r.statusCode === 201)
    const limited = others.filter((r) => r.statusCode === 429)
    expect(placed).toHaveLength(publicOrderLimits.perPhone.max - 1)
    expect(limited).toHaveLength(3)
    for (const r of limited) {
      expect(errorOf(r)).toEqual({ error: ORDERS_PER_PHONE_MESSAGE, code: 'RATE_LIMITED' })
    }
    expect(await orderCount(shop.business.id)).toBe(publicOrderLimits.perPhone.max)
  })

  // Only a database server is shared by several processes (one process owns PGlite), so this case
  // runs in the PostgreSQL project and shows as skipped on PGlite.
  it.runIf(process.env.TEST_DB_DRIVER === 'postgres')(
    'answers concurrent sends of one key through two processes with one order, counted once',
    async () => {
      const peer = await createPeerApp(t)
      try {
        const shop = await openShop()
        const key = crypto.randomUUID()
        const ip = freshIp()
        const body = pickup([{ productId: shop.milanesa.id, quantity: 1 }])
        const results = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            (i % 2 ? peer.app : t.app).inject({
              method: 'POST',
              url: `/api/public/business/${shop.business.slug}/orders`,
              remoteAddress: ip,
              headers: { 'idempotency-key': key },
              payload: body,
            }),
          ),
        )
        const statuses = results.map((r) => r.statusCode).sort()
        expect(statuses).toEqual([...Array.from({ length: 39 }, () => 200), 201])
        expect(await orderCount(shop.business.id)).toBe(1)
        for (const r of results) expect(r.json()).toEqual(results[0].json())
        // One attempt counted, in whichever process placed it: the address has the rest left.
        for (let i = 1; i < publicOrderLimits.perIp.max; i++) {
          expect((await placeOrder('no-existe', body, { ip })).statusCode).toBe(404)
        }
        expect((await placeOrder('no-existe', body, { ip })).statusCode).toBe(429)
      } finally {
        await peer.close()
      }
    },
  )

  // PGlite runs one statement at a time, so the burst above rarely interleaves there; this plays
  // the race step by step on either driver: both checks pass, then both writes run.
  it('answers the loser of a race for one key with the winner’s order', async () => {
    const shop = await openShop()
    const key = crypto.randomUUID()
    const request = checkoutRequestSchema.parse(pickup([{ productId: shop.flan.id, quantity: 1 }]))
    const attempt = { slug: shop.business.slug, request, idempotencyKey: key, terms }
    const first = await prepareOrder(t.db, t.app.adapters.geocoder, attempt)
    const second = await prepareOrder(t.db, t.app.adapters.geocoder, attempt)
    if (first.kind !== 'new' || second.kind !== 'new') throw new Error('expected two new drafts')
    const winner = await writeOrder(t.db, first.draft)
    const loser = await writeOrder(t.db, second.draft)
    expect([winner.created, loser.created]).toEqual([true, false])
    expect(loser.answer).toEqual(winner.answer)
    expect(await orderCount(shop.business.id)).toBe(1)
  })
})

describe('rate limits', () => {
  it('limits attempts per IP, whatever they are for', async () => {
    const shop = await openShop()
    const ip = freshIp()
    for (let i = 0; i < publicOrderLimits.perIp.max; i++) {
      const res = await placeOrder(
        'no-existe',
        pickup([{ productId: shop.milanesa.id, quantity: 1 }]),
        {
          ip,
        },
      )
      expect(res.statusCode).toBe(404)
    }
    const limited = await placeOrder(
      shop.business.slug,
      pickup([{ productId: shop.milanesa.id, quantity: 1 }]),
      { ip },
    )
    expect(limited.statusCode).toBe(429)
    expect(errorOf(limited)).toEqual({
      error: ORDERS_PER_ADDRESS_MESSAGE,
      code: 'RATE_LIMITED',
    })
    expect(limited.headers['retry-after']).toBeDefined()
    expect(await orderCount(shop.business.id)).toBe(0)
    // Another address is not affected.
    const other = await placeOrder(
      shop.business.slug,
      pickup([{ productId: shop.milanesa.id, quantity: 1 }]),
    )
    expect(other.statusCode).toBe(201)
  })

  it('does not count retries of one order against the customer’s limits', async () => {
    const shop = await openShop()
    const ip = freshIp()
    const key = crypto.randomUUID()
    const body = pickup([{ productId: shop.milanesa.id, quantity: 1 }])
    const tries = publicOrderLimits.perIp.max + 5
    const statuses: number[] = []
    const ids = new Set<string>()
    for (let i = 0; i < tries; i++) {
      const res = await placeOrder(shop.business.slug, body, { key, ip })
      statuses.push(res.statusCode)
      ids.add(res.json().order.id)
    }
    expect(statuses).toEqual([201, ...Array.from({ length: tries - 1 }, () => 200)])
    expect(ids.size).toBe(1)
    expect(await orderCount(shop.business.id)).toBe(1)
    // The first try was the only attempt counted: the IP still has its other attempts.
    for (let i = 1; i < publicOrderLimits.perIp.max; i++) {
      expect((await placeOrder('no-existe', body, { ip })).statusCode).toBe(404)
    }
    expect((await placeOrder('no-existe', body, { ip })).statusCode).toBe(429)
  })

  it('limits orders per phone, from any IP', async () => {
    const shop = await openShop()
    const phone = freshPhone()
    const asPhone = (p: string) =>
      pickup([{ productId: shop.flan.id, quantity: 1 }], {
        customer: { fullName: 'Ana', phone: p },
      })
    for (let i = 0; i < publicOrderLimits.perPhone.max; i++) {
      expect((await placeOrder(shop.business.slug, asPhone(phone))).statusCode).toBe(201)
    }
    // Typed another way, it is the same number.
    const limited = await placeOrder(shop.business.slug, asPhone(`+54 9 ${phone}`))
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toBe(
      'Ya hiciste varios pedidos con este teléfono. Esperá un rato antes de hacer otro.',
    )
    expect(await orderCount(shop.business.id)).toBe(publicOrderLimits.perPhone.max)
    expect((await placeOrder(shop.business.slug, asPhone(freshPhone()))).statusCode).toBe(201)
  })
})

describe('opening hours, in Argentina time', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  /** Only Date is faked: the database, its timers and the clock of createdAt stay real. */
  const at = (local: string) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(`${local}:00-03:00`))
  }

  // 12:00 in Argentina is 15:00 UTC: a server evaluating in UTC would answer these the other way.
  it('takes orders inside an interval and refuses them outside, across midnight too', async () => {
    const { business } = await createBusiness(t.db)
    const product = await createProduct(t.db, business.id)
    // 2026-11-23 is a Monday (dayOfWeek 1).
    await setHours(t.db, business.id, [
      { dayOfWeek: 1, openTime: '12:00', closeTime: '15:00' },
      { dayOfWeek: 1, openTime: '20:00', closeTime: '02:00' },
    ])
    const cases: [string, number][] = [
      ['2026-11-23T11:59', 409],
      ['2026-11-23T12:00', 201],
      ['2026-11-23T14:59', 201],
      ['2026-11-23T15:00', 409],
      ['2026-11-24T01:30', 201],
      ['2026-11-24T02:00', 409],
      // Sunday has no hours at all.
      ['2026-11-22T13:00', 409],
    ]
    for (const [local, status] of cases) {
      at(local)
      const res = await placeOrder(business.slug, pickup([{ productId: product.id, quantity: 1 }]))
      vi.useRealTimers()
      expect(res.statusCode, local).toBe(status)
      if (status === 409) expect(res.json().error).toBe('El local está cerrado en este momento')
    }
    expect(await orderCount(business.id)).toBe(3)
  })
})
