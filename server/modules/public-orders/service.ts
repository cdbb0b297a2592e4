import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import {
  compareOrderItems,
  deliveryFee,
  deliveryInfoOf,
  distanceMeters,
  MAX_ORDER_TOTAL,
  minimumOrderMessage,
  NO_DELIVERY_MESSAGE,
  NO_PICKUP_MESSAGE,
  ORDER_TOO_LARGE_MESSAGE,
  orderSubtotal,
  outOfStockMessage,
  outsideAreaMessage,
  SHOP_CLOSED_MESSAGE,
  UNKNOWN_PRODUCT_MESSAGE,
  type CheckoutRequest,
  type PlacedOrder,
} from '../../../domain/checkout'
import { effectivePrice } from '../../../domain/money'
import { getOpenStatus } from '../../../domain/opening-hours'
import type { Db } from '../../db/client'
import { businesses, orderItems, orders, products } from '../../db/schema'
import { ApiError, notFound } from '../../lib/errors'
import { publishOrderEvent } from '../order-events/service'
import { groupHours, hoursJson } from '../public-menu/service'

interface ShopOfOrder {
  id: string
  name: string
  slug: string
  phone: string | null
}

/**
 * The shop with its week and, when a key came, the order already placed with it: one statement,
 * so a retry is answered before any rule (an order placed while open stays answerable once closed).
 */
async function findShop(db: Db, slug: string, idempotencyKey: string | null) {
  const existingOrderId = idempotencyKey
    ? sql<string | null>`(select o.id from orders o
        where o.business_id = "businesses"."id" and o.idempotency_key = ${idempotencyKey})`
    : sql<string | null>`null`
  const [shop] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      slug: businesses.slug,
      phone: businesses.phone,
      lat: businesses.lat,
      lng: businesses.lng,
      supportsPickup: businesses.supportsPickup,
      supportsDelivery: businesses.supportsDelivery,
      deliveryRadiusMeters: businesses.deliveryRadiusMeters,
      deliveryFeeBase: businesses.deliveryFeeBase,
      deliveryFeePerKm: businesses.deliveryFeePerKm,
      minOrderAmount: businesses.minOrderAmount,
      hours: hoursJson,
      existingOrderId,
    })
    .from(businesses)
    .where(eq(businesses.slug, slug.toLowerCase()))
    .limit(1)
  if (!shop) throw notFound('No encontramos ese comercio.', 'BUSINESS_NOT_FOUND')
  return shop
}

/** An order's lines as sold (name and unit price kept even if the product is gone). */
export function readOrderItems(db: Db, businessId: string, orderId: string) {
  return db
    .select({
      name: orderItems.name,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      notes: orderItems.notes,
    })
    .from(orderItems)
    .where(and(eq(orderItems.businessId, businessId), eq(orderItems.orderId, orderId)))
}

/** The order's own columns its answer shows, both when written and when read back. */
const placedOrderColumns = {
  id: orders.id,
  publicToken: orders.publicToken,
  status: orders.status,
  method: orders.method,
  subtotal: orders.subtotal,
  deliveryFee: orders.deliveryFee,
  total: orders.total,
  createdAt: orders.createdAt,
}

/** An order as its answer shows it, read back: the order and its lines, two statements. */
async function readPlacedOrder(db: Db, shop: ShopOfOrder, where: SQL): Promise<PlacedOrder> {
  const [order] = await db
    .select(placedOrderColumns)
    .from(orders)
    .where(and(eq(orders.businessId, shop.id), where))
    .limit(1)
  if (!order) throw new Error('placed order vanished before it could be answered')
  const items = await readOrderItems(db, shop.id, order.id)
  return answerOf(shop, { ...order, items })
}

function answerOf(
  shop: ShopOfOrder,
  order: Omit<PlacedOrder['order'], 'createdAt' | 'status' | 'method'> & {
    status: string
    method: string
    createdAt: Date
  },
): PlacedOrder {
  return {
    order: {
      ...order,
      status: order.status as PlacedOrder['order']['status'],
      method: order.method as PlacedOrder['order']['method'],
      items: [...order.items].sort(compareOrderItems),
      createdAt: order.createdAt.toISOString(),
    },
    business: { name: shop.name, slug: shop.slug, phone: shop.phone },
  }
}

export interface OrderDraft {
  shop: ShopOfOrder
  idempotencyKey: string | null
  order: Omit<typeof orders.$inferInsert, 'businessId' | 'publicToken' | 'idempotencyKey'>
  items: {
    productId: string
    name: string
    unitPrice: number
    quantity: number
    notes: string | null
  }[]
}

export type PreparedOrder =
  { kind: 'existing'; answer: PlacedOrder } | { kind: 'new'; draft: OrderDraft }

const conflict = (message: string) => new ApiError('CONFLICT', message)

/**
 * Checks an order against the shop as it is now and prices it from the database, in two
 * statements (shop, then the ordered products), writing nothing. A key already used at this shop
 * answers that order instead.
 */
export async function prepareOrder(
  db: Db,
  slug: string,
  request: CheckoutRequest,
  idempotencyKey: string | null,
  now: Date = new Date(),
): Promise<PreparedOrder> {
  const { hours, existingOrderId, ...shop } = await findShop(db, slug, idempotencyKey)
  if (existingOrderId) {
    return {
      kind: 'existing',
      answer: await readPlacedOrder(db, shop, eq(orders.id, existingOrderId)),
    }
  }

  if (getOpenStatus(groupHours(hours), now).kind !== 'open') throw conflict(SHOP_CLOSED_MESSAGE)
  if (request.method === 'DELIVERY' && !shop.supportsDelivery) throw conflict(NO_DELIVERY_MESSAGE)
  if (request.method === 'PICKUP' && !shop.supportsPickup) throw conflict(NO_PICKUP_MESSAGE)

  const ids = [...new Set(request.items.map((item) => item.productId))]
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      hasDiscount: products.hasDiscount,
      discountPrice: products.discountPrice,
      isAvailable: products.isAvailable,
    })
    .from(products)
    .where(and(eq(products.businessId, shop.id), inArray(products.id, ids)))
  const menu = new Map(rows.map((p) => [p.id, p]))
  // Another shop's product is as unknown here as a deleted one: the answer does not tell them apart.
  if (ids.some((id) => !menu.has(id))) throw notFound(UNKNOWN_PRODUCT_MESSAGE, 'PRODUCT_NOT_FOUND')
  const soldOut = ids.map((id) => menu.get(id)!).filter((p) => !p.isAvailable)
  if (soldOut.length > 0) throw conflict(outOfStockMessage(soldOut.map((p) => p.name)))

  const items = request.items.map((item) => {
    const product = menu.get(item.productId)!
    return {
      productId: product.id,
      name: product.name,
      unitPrice: effectivePrice(product),
      quantity: item.quantity,
      notes: item.notes,
    }
  })
  const subtotal = orderSubtotal(items)
  if (shop.minOrderAmount !== null && subtotal < shop.minOrderAmount) {
    throw conflict(minimumOrderMessage(shop.minOrderAmount))
  }

  let fee = 0
  const address = request.address
  if (request.method === 'DELIVERY') {
    const shopLocation =
      shop.lat !== null && shop.lng !== null ? { lat: shop.lat, lng: shop.lng } : null
    const meters =
      shopLocation && address?.location ? distanceMeters(shopLocation, address.location) : null
    if (meters !== null && meters > shop.deliveryRadiusMeters) {
      throw conflict(outsideAreaMessage(shop.deliveryRadiusMeters))
    }
    fee = deliveryFee(shop, meters)
  }
  if (subtotal + fee > MAX_ORDER_TOTAL) throw new ApiError('VALIDATION', ORDER_TOO_LARGE_MESSAGE)

  return {
    kind: 'new',
    draft: {
      shop,
      idempotencyKey,
      order: {
        status: 'PENDING',
        method: request.method,
        customerName: request.customer.fullName,
        customerPhone: request.customer.phone,
        deliveryInfo: deliveryInfoOf(request.method, address),
        deliveryLat: address?.location?.lat ?? null,
        deliveryLng: address?.location?.lng ?? null,
        notes: request.note,
        subtotal,
        deliveryFee: fee,
        total: subtotal + fee,
      },
      items,
    },
  }
}

/**
 * Writes the order and its lines in one transaction. Two submits with one key race to the unique
 * index (business_id, idempotency_key): the loser's insert waits for the winner, does nothing, and
 * answers the winner's order.
 */
export async function writeOrder(
  db: Db,
  draft: OrderDraft,
): Promise<{ created: boolean; answer: PlacedOrder }> {
  const { shop, idempotencyKey } = draft
  const written = await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        ...draft.order,
        businessId: shop.id,
        publicToken: randomBytes(24).toString('base64url'),
        idempotencyKey,
      })
      .onConflictDoNothing({ target: [orders.businessId, orders.idempotencyKey] })
      .returning(placedOrderColumns)
    if (!order) return null
    await tx
      .insert(orderItems)
      .values(draft.items.map((item) => ({ ...item, businessId: shop.id, orderId: order.id })))
    return order
  })
  if (written) {
    // After the commit: a panel told about the order finds it when it refetches.
    await publishOrderEvent(db, { businessId: shop.id, orderId: written.id, type: 'created' })
    const items = draft.items.map(({ name, quantity, unitPrice, notes }) => ({
      name,
      quantity,
      unitPrice,
      notes,
    }))
    return { created: true, answer: answerOf(shop, { ...written, items }) }
  }
  // Only a key can conflict (a null key never equals another), so it is set here.
  return {
    created: false,
    answer: await readPlacedOrder(db, shop, eq(orders.idempotencyKey, idempotencyKey!)),
  }
}
