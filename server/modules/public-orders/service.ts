import { and, asc, count, eq, is, ne, SQL, sql } from 'drizzle-orm'
import { createHash, randomUUID } from 'node:crypto'
import {
  checkOrder,
  checksLocality,
  minimumProblem,
  shopProblem,
  type CheckoutProblem,
  type CheckoutShop,
  type DeliveryPlace,
  type OrderDelivery,
  type OrderTime,
} from '../../../domain/checkout/check-order'
import { dueAt } from '../../../domain/schedule/slots'
import {
  couponProblem,
  couponProblemMessage,
  type CouponUsage,
} from '../../../domain/coupons/rules'
import { deliveryInfoOf, orderSubtotal } from '../../../domain/checkout/rules'
import type { CheckoutRequest, CurrentPrice, PlacedOrder } from '../../../domain/checkout/schemas'
import {
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  outOfStockMessage,
  UNKNOWN_PRODUCT_MESSAGE,
} from '../../../domain/messages/api'
import { PRICE_CHANGED_MESSAGE } from '../../../domain/messages/customer'
import { resolveChoices } from '../../../domain/options/rules'
import { defaultWait } from '../../../domain/orders/timer'
import type { OrderItemOption } from '../../../domain/options/types'
import type { Geocoder } from '../../adapters/geocoding/types'
import { effectivePrice } from '../../../domain/money/rules'
import type { Db, Tx } from '../../db/client'
import { preparedOn, statement } from '../../db/prepared'
import {
  businesses,
  optionGroups,
  options,
  orderItems,
  orders,
  productOptionGroups,
  products,
  pushSubscriptions,
} from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { availabilityOf, gateOf, planGateColumns } from '../../lib/plan-gate'
import type { PlanTerms } from '../../../domain/plan/rules'
import { ORDER_EVENTS_CHANNEL, orderEventPayload } from '../order-record/events'
import {
  orderColumns,
  orderSummaryOf,
  readOrderItems,
  transferOf,
  type OrderLine,
  type OrderSummaryRow,
} from '../order-record/record'
import { newPublicToken } from '../order-record/token'
import {
  groupOfProduct,
  optionGroupsOfRows,
  optionOfGroup,
  optionRowColumns,
  type OptionRow,
} from '../product-options/service'
import type { PushDevice } from '../push/service'
import { couponNotFound, findCoupon, lockCouponUsage } from '../coupons/service'
import { acceptedMethods, groupHours, hoursJson, mercadoPagoReady } from '../public-menu/service'
import { locateDelivery } from './delivery-place'

interface ShopOfOrder {
  id: string
  name: string
  slug: string
  phone: string | null
  /** Where a transfer order's customer transfers (docs/product.md#payments). */
  transferAccount: string | null
  transferHolder: string | null
}

/**
 * The shop with its week and, when a key came, the order already placed with it and that order's
 * request hash: one statement, so a retry is answered before any rule (an order placed while open
 * stays answerable once closed). Null when there is no such shop. Prepared (server/db/prepared.ts),
 * with a key and without one.
 */
const shopOfOrder = (withKey: boolean) =>
  preparedOn((db) => {
    const placedWithKey = (column: 'id' | 'request_hash') =>
      withKey
        ? sql<string | null>`(select o.${sql.raw(column)} from orders o
          where o.business_id = "businesses"."id" and o.idempotency_key = ${sql.placeholder('key')})`
        : sql<string | null>`null`
    return db
      .select({
        id: businesses.id,
        name: businesses.name,
        slug: businesses.slug,
        phone: businesses.phone,
        city: businesses.city,
        lat: businesses.lat,
        lng: businesses.lng,
        supportsPickup: businesses.supportsPickup,
        supportsDelivery: businesses.supportsDelivery,
        deliveryRadiusMeters: businesses.deliveryRadiusMeters,
        allowCrossLocality: businesses.allowCrossLocality,
        deliveryFeeBase: businesses.deliveryFeeBase,
        deliveryFeePerKm: businesses.deliveryFeePerKm,
        minOrderAmount: businesses.minOrderAmount,
        acceptsCash: businesses.acceptsCash,
        acceptsTransfer: businesses.acceptsTransfer,
        acceptsMercadoPago: businesses.acceptsMercadoPago,
        mercadoPagoReady,
        transferAccount: businesses.transferAccount,
        transferHolder: businesses.transferHolder,
        pausedUntil: businesses.pausedUntil,
        acceptsScheduled: businesses.acceptsScheduled,
        preparationMinutes: businesses.preparationMinutes,
        busyMinutes: businesses.busyMinutes,
        busyUntil: businesses.busyUntil,
        slotCapacity: businesses.slotCapacity,
        autoAccept: businesses.autoAccept,
        planGate: planGateColumns,
        hours: hoursJson,
        existingOrderId: placedWithKey('id'),
        existingRequestHash: placedWithKey('request_hash'),
      })
      .from(businesses)
      .where(eq(businesses.slug, sql.placeholder('slug')))
      .limit(1)
      .prepare(withKey ? 'order_shop_with_key' : 'order_shop')
  })
const shopWithKey = shopOfOrder(true)
const shopWithoutKey = shopOfOrder(false)

async function findShop(db: Db, slug: string, idempotencyKey: string | null) {
  const [shop] = idempotencyKey
    ? await shopWithKey(db).execute({ slug: slug.toLowerCase(), key: idempotencyKey })
    : await shopWithoutKey(db).execute({ slug: slug.toLowerCase() })
  return shop ?? null
}

/**
 * The ordered products, each with the option groups it offers and their options, in the product's
 * order of its groups and each group's order of its options (docs/product.md#product-options): one
 * statement, however many lines; a row a product, or an option of it. Prepared.
 */
const orderedProducts = preparedOn((db) =>
  db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      hasDiscount: products.hasDiscount,
      discountPrice: products.discountPrice,
      isAvailable: products.isAvailable,
      choice: optionRowColumns,
    })
    .from(products)
    .leftJoin(
      productOptionGroups,
      and(
        eq(productOptionGroups.businessId, products.businessId),
        eq(productOptionGroups.productId, products.id),
      ),
    )
    .leftJoin(optionGroups, groupOfProduct)
    .leftJoin(options, optionOfGroup)
    .where(
      and(
        eq(products.businessId, sql.placeholder('shop')),
        sql`${products.id} = any(${sql.placeholder('ids')})`,
      ),
    )
    .orderBy(
      asc(products.id),
      asc(productOptionGroups.position),
      asc(optionGroups.id),
      asc(options.position),
      asc(options.id),
    )
    .prepare('order_products'),
)

/** The products ordered and the option groups each offers, read in one statement. */
async function readOrderedProducts(db: Db, shopId: string, ids: string[]) {
  const rows = await orderedProducts(db).execute({ shop: shopId, ids })
  const menu = new Map<string, (typeof rows)[number]>()
  const choices: OptionRow[] = []
  for (const row of rows) {
    if (!menu.has(row.id)) menu.set(row.id, row)
    // A product without groups joins none; a group without options offers nothing to choose, as
    // the public menu shows it.
    if (row.choice.groupId !== null && row.choice.optionId !== null) {
      choices.push({ productId: row.id, ...row.choice } as OptionRow)
    }
  }
  return { menu, groupsOf: optionGroupsOfRows(choices) }
}

/**
 * What identifies an order request: SHA-256 over its parsed form with keys sorted, so the same
 * order typed with other spacing or key order hashes the same and any other order does not. A
 * line's options count as a set (the same choices in another order are the same line); a line
 * without options hashes as lines did before options existed, so a retry of an order placed then
 * is still the same request; so does an order paid the default way (cash, no bill named) as
 * before payments existed (docs/product.md#payments); an order for now hashes as before orders for
 * later existed, and one for later hashes with its slot (docs/product.md#scheduled-orders).
 */
export function requestHash(request: CheckoutRequest): string {
  const { payment, scheduledFor, couponCode, ...rest } = request
  const items = request.items.map(({ options, ...item }) =>
    options.length > 0 ? { ...item, options: [...options].sort() } : item,
  )
  const isDefault = payment.method === 'CASH' && payment.cashAmount === null
  return canonicalHash({
    ...rest,
    items,
    ...(isDefault ? {} : { payment }),
    ...(scheduledFor === null ? {} : { scheduledFor }),
    ...(couponCode === null ? {} : { couponCode }),
  })
}

function canonicalHash(request: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
          )
        : value
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex')
}

/** An older order (placed before hashes were kept) has none, and any retry of it is answered. */
const sameRequest = (placedHash: string | null, hash: string) =>
  placedHash === null || placedHash === hash

const keyReused = () => new ApiError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE)

/** 409 with today's price of every ordered product, so the checkout can show them. */
export class PriceChangedError extends ApiError {
  constructor(readonly prices: CurrentPrice[]) {
    super('PRICE_CHANGED', PRICE_CHANGED_MESSAGE)
  }
  override toBody() {
    return { ...super.toBody(), prices: this.prices }
  }
}

/** The order's columns its answer shows, both when written and when read back. */
const placedOrderColumns = { ...orderColumns, publicToken: orders.publicToken }

/** An order as its answer shows it, read back: the order and its lines, two statements. */
async function readPlacedOrder(db: Db, shop: ShopOfOrder, where: SQL): Promise<PlacedOrder> {
  const [order] = await db
    .select(placedOrderColumns)
    .from(orders)
    .where(and(eq(orders.businessId, shop.id), where))
    .limit(1)
  if (!order) throw new Error('placed order vanished before it could be answered')
  return answerOf(shop, order, await readOrderItems(db, shop.id, order.id))
}

function answerOf(
  shop: ShopOfOrder,
  row: OrderSummaryRow & { publicToken: string },
  items: OrderLine[],
): PlacedOrder {
  const summary = orderSummaryOf(row, items)
  return {
    order: {
      ...summary,
      publicToken: row.publicToken,
      transfer: transferOf(summary.payment.method, shop),
    },
    business: { name: shop.name, slug: shop.slug, phone: shop.phone },
  }
}

export interface OrderDraft {
  shop: ShopOfOrder
  idempotencyKey: string | null
  requestHash: string
  /** What the order is written with (writtenColumns); every other column takes its default. */
  order: Pick<typeof orders.$inferInsert, WrittenColumn>
  items: {
    productId: string
    name: string
    unitPrice: number
    quantity: number
    notes: string | null
    /** The options chosen, as sold: the snapshot the item keeps. */
    options: OrderItemOption[]
  }[]
  /**
   * An order for later (docs/product.md#scheduled-orders): its slot (ISO) and its rules run again
   * with the orders already in that slot, counted in the transaction that writes it.
   */
  slot: { at: string; check: (takenInSlot: number) => CheckoutProblem | null } | null
  /**
   * The coupon it is placed with (docs/product.md#coupons): its id and its rules run again with
   * its uses, counted under its row lock in the transaction that writes the order.
   */
  coupon: { id: string; check: (usage: CouponUsage) => CheckoutProblem | null } | null
}

export type PreparedOrder =
  { kind: 'existing'; answer: PlacedOrder } | { kind: 'new'; draft: OrderDraft }

/**
 * How a new order starts (docs/product.md#answer-in-time): pending, or, with auto-accept on,
 * accepted at once with the default wait (preparation plus 'Mucho trabajo'). Its waiting start is
 * the database's default, now.
 */
function startOf(
  shop: Parameters<typeof defaultWait>[0] & { autoAccept: boolean },
  now: Date,
): Pick<OrderDraft['order'], 'status' | 'estimatedTime' | 'statusChangedAt'> {
  if (!shop.autoAccept) return { status: 'PENDING' }
  return { status: 'ACCEPTED', estimatedTime: defaultWait(shop, now), statusChangedAt: now }
}

const conflict = (message: string) => new ApiError('CONFLICT', message)
/** A rule of checkOrder broken, answered with its code and words. */
const refusal = (problem: CheckoutProblem) => new ApiError(problem.code, problem.message)

export interface OrderAttempt {
  slug: string
  request: CheckoutRequest
  idempotencyKey: string | null
  /**
   * Called once the attempt is known not to be a retry of a placed order, before any rule: where
   * the caller counts attempts, so retries of one order never use up a customer's limit.
   */
  admit?: () => Promise<void>
  /** The plan's trial and grace periods (docs/product.md#plan-payments). */
  terms: PlanTerms
  now?: Date
}

/**
 * Checks an order against the shop as it is now and prices it from the database, in two
 * statements (the shop, then the ordered products with their option groups), writing nothing; each
 * line's options are checked and priced by resolveChoices. A delivery typed without a point
 * is placed by the geocoder. A key already used at this shop answers that order, if the request is
 * the same; another order with that key is refused.
 */
export async function prepareOrder(
  db: Db,
  geocoder: Geocoder,
  { slug, request, idempotencyKey, admit, terms, now = new Date() }: OrderAttempt,
): Promise<PreparedOrder> {
  const found = await findShop(db, slug, idempotencyKey)
  const hash = requestHash(request)
  // A retry of a placed order is answered before it is counted or checked against any rule.
  if (found?.existingOrderId && sameRequest(found.existingRequestHash, hash)) {
    return {
      kind: 'existing',
      answer: await readPlacedOrder(db, found, eq(orders.id, found.existingOrderId)),
    }
  }
  if (!found) {
    await admit?.()
    throw new ApiError('BUSINESS_NOT_FOUND')
  }
  const { hours, existingOrderId, planGate, ...shop } = found

  // The rules are domain's checkOrder (docs/ARCHITECTURE.md#domain), the checkout's too; parts of it
  // are asked early so a refused order costs no menu read and no geocoding, and the first rule
  // broken is the one answered, in checkOrder's order.
  const rules: CheckoutShop = {
    ...shop,
    // Suspended, or past its trial or grace period: refused before anything else is read.
    availability: availabilityOf(gateOf(planGate, terms, now)),
    openingHours: groupHours(hours),
    paymentMethods: acceptedMethods(shop),
  }
  const { payment, scheduledFor } = request
  // The slot is judged early as if empty; whether it is full is known only where it is written.
  const time: OrderTime = { scheduledFor, takenInSlot: 0 }
  const early = existingOrderId ? null : shopProblem(rules, request.method, payment, now, time)

  const ids = [...new Set(request.items.map((item) => item.productId))]
  // The products with the option groups they offer: one statement, however many lines; and the
  // coupon typed, a second. Read while the attempt is counted (one round trip for both), only for
  // an order the shop may take; what is refused is refused in the same order as before: the
  // count's 429 first, then the key, then the shop's rules.
  const reading =
    existingOrderId || early
      ? null
      : Promise.all([
          readOrderedProducts(db, shop.id, ids),
          request.couponCode === null ? null : findCoupon(db, shop.id, request.couponCode),
        ])
  // Awaited below unless the count refuses the attempt first: then its failure is nobody's.
  reading?.catch(() => {})
  await admit?.()
  if (existingOrderId) throw keyReused()
  if (early) throw refusal(early)
  const [{ menu, groupsOf }, coupon] = await reading!
  // Another shop's product is as unknown here as a deleted one: the answer does not tell them apart.
  if (ids.some((id) => !menu.has(id)))
    throw new ApiError('PRODUCT_NOT_FOUND', UNKNOWN_PRODUCT_MESSAGE)
  const soldOut = ids.map((id) => menu.get(id)!).filter((p) => !p.isAvailable)
  if (soldOut.length > 0) throw conflict(outOfStockMessage(soldOut.map((p) => p.name)))
  // Another shop's code is as unknown here as a deleted one.
  if (request.couponCode !== null && !coupon) throw couponNotFound()

  // Each line is priced with its own choices (docs/product.md#product-options): two lines of one
  // product with other options are two items at two prices.
  const items = request.items.map((item) => {
    const product = menu.get(item.productId)!
    const choice = resolveChoices(product.name, groupsOf.get(product.id) ?? [], item.options)
    if (!choice.ok) throw new ApiError('VALIDATION', choice.message)
    return {
      productId: product.id,
      name: product.name,
      unitPrice: effectivePrice(product) + choice.priceDelta,
      quantity: item.quantity,
      notes: item.notes,
      options: choice.options,
    }
  })
  // Today's price is the one charged, but never one the customer was not shown.
  if (request.items.some((item, i) => item.price !== null && item.price !== items[i].unitPrice)) {
    throw new PriceChangedError(
      items.map((item, line) => ({
        line,
        productId: item.productId,
        name: item.name,
        unitPrice: item.unitPrice,
      })),
    )
  }
  const lines = orderSubtotal(items)
  const minimum = minimumProblem(rules, request.method, lines)
  if (minimum) throw refusal(minimum)
  // The coupon's rules, judged before any geocoding without its counts (an absent count is not
  // judged); its uses are counted where the order is written, under the coupon's row lock.
  const couponRules =
    coupon &&
    ((usage: CouponUsage): CheckoutProblem | null => {
      const problem = couponProblem(
        coupon.terms,
        { method: request.method, subtotal: lines },
        usage,
        now,
      )
      return (
        problem && {
          code: 'COUPON_REFUSED',
          message: couponProblemMessage(problem),
          field: 'couponCode',
        }
      )
    })
  const couponEarly = couponRules?.({})
  if (couponEarly) throw refusal(couponEarly)
  const orderCoupon = coupon && { terms: coupon.terms, usage: {} }
  const address = request.address
  let place: DeliveryPlace | undefined
  if (request.method === 'DELIVERY' && address) {
    place = await locateDelivery(geocoder, address, shop, checksLocality(shop))
  }
  const delivery: OrderDelivery =
    request.method === 'DELIVERY' ? { method: 'DELIVERY', place } : { method: 'PICKUP' }
  const verdict = checkOrder(rules, items, delivery, payment, now, time, orderCoupon)
  if (!verdict.ok) throw refusal(verdict.problems[0])
  const { subtotal, discount, deliveryFee: fee, total } = verdict
  const point = place?.point ?? null

  return {
    kind: 'new',
    draft: {
      shop,
      idempotencyKey,
      requestHash: hash,
      order: {
        ...startOf(shop, now),
        method: request.method,
        customerName: request.customer.fullName,
        customerPhone: request.customer.phone,
        deliveryInfo: deliveryInfoOf(request.method, address),
        deliveryLat: point?.lat ?? null,
        deliveryLng: point?.lng ?? null,
        notes: request.note,
        subtotal,
        deliveryFee: fee,
        total,
        ...(coupon && { couponId: coupon.id, couponCode: coupon.terms.code, discount }),
        paymentMethod: payment.method,
        cashAmount: payment.cashAmount,
        ...(scheduledFor && {
          scheduledFor: new Date(scheduledFor),
          // The shop owes its answer from the slot less its preparation time.
          waitingSince: dueAt(scheduledFor, shop.preparationMinutes),
        }),
      },
      items,
      slot: scheduledFor
        ? {
            at: scheduledFor,
            check: (takenInSlot) => {
              const slotted = checkOrder(
                rules,
                items,
                delivery,
                payment,
                now,
                { scheduledFor, takenInSlot },
                orderCoupon,
              )
              return slotted.ok ? null : slotted.problems[0]
            },
          }
        : null,
      coupon: coupon && { id: coupon.id, check: couponRules! },
    },
  }
}

/**
 * An order for later takes its place in its slot (docs/product.md#scheduled-orders): the shop's row
 * is locked so two customers cannot both take a slot's last place, then the slot's orders not
 * rejected are counted and the order's rules run with that count. A retry of this order (its key)
 * does not count against itself: it is answered with the order its key placed.
 */
async function claimSlot(tx: Tx, { shop, slot, idempotencyKey }: OrderDraft) {
  await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, shop.id))
    .for('update')
  const [{ taken }] = await tx
    .select({ taken: count() })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, shop.id),
        eq(orders.scheduledFor, new Date(slot!.at)),
        ne(orders.status, 'REJECTED'),
        idempotencyKey === null
          ? undefined
          : sql`${orders.idempotencyKey} is distinct from ${idempotencyKey}`,
      ),
    )
  const problem = slot!.check(taken)
  if (problem) throw refusal(problem)
}

/**
 * An order with a coupon takes one of its uses (docs/product.md#coupons): the coupon's row is
 * locked so two customers cannot both take its last use, then its uses and the phone's are counted
 * and its rules run with them. A retry of this order (its key) does not count against itself.
 * Locked after the shop's row (claimSlot), always in that order.
 */
async function claimCouponUse(tx: Tx, { shop, coupon, order, idempotencyKey }: OrderDraft) {
  const usage = await lockCouponUsage(tx, shop.id, coupon!.id, order.customerPhone!, idempotencyKey)
  // Deleted by the shop since the order was judged.
  if (!usage) throw couponNotFound()
  const problem = coupon!.check(usage)
  if (problem) throw refusal(problem)
}

/** The columns an order is written with besides its ids, key and hash (OrderDraft). */
const writtenColumns = [
  'status',
  'estimatedTime',
  'statusChangedAt',
  'method',
  'customerName',
  'customerPhone',
  'deliveryInfo',
  'deliveryLat',
  'deliveryLng',
  'notes',
  'subtotal',
  'deliveryFee',
  'total',
  'couponId',
  'couponCode',
  'discount',
  'paymentMethod',
  'cashAmount',
  'scheduledFor',
  'waitingSince',
] as const satisfies readonly (keyof typeof orders.$inferInsert)[]
type WrittenColumn = (typeof writtenColumns)[number]

/**
 * The order, its lines, the NOTIFY that tells every process's panels of it (delivered at commit,
 * so a panel told finds the order when it refetches) and the shop's devices to notify, in one
 * statement: one round trip, atomic without a transaction of its own. Its lines and its NOTIFY
 * only if the order was written (a key already used at the shop writes nothing). Prepared: every
 * value a placeholder, so one text serves every order.
 */
const orderWrite = statement('order_write', (db) => {
  const timestamp = (column: WrittenColumn) => sql`${sql.placeholder(column)}::timestamptz`
  const order = db
    .insert(orders)
    .values({
      ...Object.fromEntries(
        ['id', 'businessId', 'publicToken', 'idempotencyKey', 'requestHash', ...writtenColumns].map(
          (column) => [column, sql.placeholder(column)],
        ),
      ),
      // The database's clock, unless given (insertOrder gives every other default).
      waitingSince: sql`coalesce(${timestamp('waitingSince')}, now())`,
      statusChangedAt: timestamp('statusChangedAt'),
      scheduledFor: timestamp('scheduledFor'),
    } as unknown as typeof orders.$inferInsert)
    .onConflictDoNothing({ target: [orders.businessId, orders.idempotencyKey] })
    .returning(placedOrderColumns)
  return sql`
    with placed as (${order.getSQL()}),
    lines as (
      insert into ${orderItems} (business_id, order_id, product_id, name, unit_price, quantity,
        notes, options)
      select ${sql.placeholder('businessId')}, placed.id, l.product_id, l.name, l.unit_price, l.quantity, l.notes,
        l.options
      from placed cross join jsonb_to_recordset(${sql.placeholder('lines')}::jsonb) as l(
        product_id uuid, name text, unit_price integer, quantity integer, notes text, options jsonb)
    ),
    told as (select pg_notify(${sql.placeholder('channel')}, ${sql.placeholder('event')}) from placed)
    select placed.*, (
      select coalesce(json_agg(json_build_object('id', d.id, 'endpoint', d.endpoint,
        'p256dh', d.p256dh, 'auth', d.auth)), '[]'::json)
      from ${pushSubscriptions} d where d.business_id = ${sql.placeholder('businessId')}
    ) as push_devices
    from placed cross join told`
})

/** insertOrder's answer: the order as written, and the shop's devices to tell of it. */
type WrittenOrder = { row: OrderSummaryRow & { publicToken: string }; devices: PushDevice[] }

/** Writes the order with orderWrite; null when its key had already placed one at the shop. */
async function insertOrder(db: Db | Tx, draft: OrderDraft): Promise<WrittenOrder | null> {
  const { shop, idempotencyKey, requestHash: hash } = draft
  const id = randomUUID()
  const values: Record<string, unknown> = {
    id,
    businessId: shop.id,
    publicToken: newPublicToken(),
    idempotencyKey,
    requestHash: hash,
    lines: JSON.stringify(
      draft.items.map((item) => ({
        product_id: item.productId,
        name: item.name,
        unit_price: item.unitPrice,
        quantity: item.quantity,
        notes: item.notes,
        options: item.options,
      })),
    ),
    channel: ORDER_EVENTS_CHANNEL,
    event: orderEventPayload({ businessId: shop.id, orderId: id, type: 'created' }),
  }
  for (const column of writtenColumns) {
    // An absent value is its column's default as the schema states it; one the database works out
    // (now()) is the statement's.
    const fallback = orders[column].default
    const value = draft.order[column] ?? (is(fallback, SQL) ? null : fallback)
    values[column] = value instanceof Date ? value.toISOString() : (value ?? null)
  }
  const { rows } = await orderWrite.run<Record<string, unknown>>(db, values)
  const [raw] = rows
  if (!raw) return null
  // The row as the driver gives it, each column read as the ORM reads it.
  const column = (key: keyof typeof placedOrderColumns) => {
    const value = raw[placedOrderColumns[key].name]
    return value === null ? null : placedOrderColumns[key].mapFromDriverValue(value)
  }
  const row = Object.fromEntries(
    Object.keys(placedOrderColumns).map((key) => [
      key,
      column(key as keyof typeof placedOrderColumns),
    ]),
  ) as unknown as OrderSummaryRow & { publicToken: string }
  return { row, devices: raw.push_devices as PushDevice[] }
}

/**
 * Writes the order and its lines: one statement (insertOrder), in a transaction only when it takes
 * a place in a slot or a coupon's use, claimed under their row locks first. Two submits with one
 * key race to the unique index (business_id, idempotency_key): the loser's insert waits for the
 * winner, does nothing, and answers the winner's order.
 */
export async function writeOrder(
  db: Db,
  draft: OrderDraft,
): Promise<{ created: boolean; answer: PlacedOrder; devices: PushDevice[] }> {
  const { shop, idempotencyKey, requestHash: hash } = draft
  const written =
    draft.slot || draft.coupon
      ? await db.transaction(async (tx) => {
          if (draft.slot) await claimSlot(tx, draft)
          if (draft.coupon) await claimCouponUse(tx, draft)
          return insertOrder(tx, draft)
        })
      : await insertOrder(db, draft)
  if (written) {
    const items = draft.items.map(({ name, quantity, unitPrice, notes, options }) => ({
      name,
      quantity,
      unitPrice,
      notes,
      options,
    }))
    return { created: true, answer: answerOf(shop, written.row, items), devices: written.devices }
  }
  // Only a key can conflict (a null key never equals another), so it is set here. The winner may
  // have placed another order with it.
  const [winner] = await db
    .select({ requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.businessId, shop.id), eq(orders.idempotencyKey, idempotencyKey!)))
  if (!sameRequest(winner?.requestHash ?? null, hash)) throw keyReused()
  return {
    created: false,
    answer: await readPlacedOrder(db, shop, eq(orders.idempotencyKey, idempotencyKey!)),
    devices: [],
  }
}
