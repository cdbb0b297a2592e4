import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { EXPLORE_SEARCH_RADIUS_METERS } from '../../domain/explore/schemas'
import { PAYMENT_FLAGS, PAYMENT_METHODS, PAYMENT_STATUSES } from '../../domain/payments/rules'
import { COUPON_KINDS, COUPON_METHODS } from '../../domain/coupons/rules'
import type { OrderItemOption } from '../../domain/options/types'

/*
 * The whole product's data (docs/product.md#entities). Money is integer centavos. Every row a shop owns carries
 * business_id, and child rows reference (business_id, id) so a row can never point at another
 * shop's category, product or order.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('BUSINESS_OWNER'),
    /**
     * Every session token carries the version it was signed at; a change of password or email, a
     * reset or 'Cerrar sesión en todos los dispositivos' bumps it, which ends every older token.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /** The last successful login, for the operator's shop page. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // The operator's 'Comercios' finds a shop by part of its owner's email.
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    check('users_role_check', sql`${t.role} in ('BUSINESS_OWNER')`),
    check('users_email_check', sql`${t.email} ~ '^[^[:space:]@]+@[^[:space:]@]+$'`),
  ],
)

export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    legalName: text('legal_name'),
    taxId: text('tax_id'),
    phone: text('phone'),
    address: text('address'),
    floor: text('floor'),
    apartment: text('apartment'),
    city: text('city'),
    province: text('province'),
    zipCode: text('zip_code'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    logoUrl: text('logo_url'),
    coverUrl: text('cover_url'),
    plan: text('plan'),
    subscriptionPaid: boolean('subscription_paid').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    supportsPickup: boolean('supports_pickup').notNull().default(true),
    supportsDelivery: boolean('supports_delivery').notNull().default(false),
    deliveryRadiusMeters: integer('delivery_radius_meters').notNull().default(5000),
    allowCrossLocality: boolean('allow_cross_locality').notNull().default(false),
    deliveryFeeBase: integer('delivery_fee_base'),
    deliveryFeePerKm: integer('delivery_fee_per_km'),
    minOrderAmount: integer('min_order_amount'),
    minDeliveryTime: integer('min_delivery_time'),
    maxDeliveryTime: integer('max_delivery_time'),
    /*
     * How the shop takes payment (docs/product.md#payments). Kept on the shop's row, so the menu's
     * NOTIFY trigger refreshes the public menu that lists them; Mercado Pago's credentials live
     * apart, encrypted, in payment_accounts.
     */
    acceptsCash: boolean('accepts_cash').notNull().default(true),
    acceptsTransfer: boolean('accepts_transfer').notNull().default(false),
    acceptsMercadoPago: boolean('accepts_mercadopago').notNull().default(false),
    /** The alias (lower case) or the CBU/CVU's 22 digits (domain/payments/transfer-account.ts). */
    transferAccount: text('transfer_account'),
    transferHolder: text('transfer_holder'),
    /**
     * Orders are paused until this instant (docs/product.md#pause): nothing ends a pause but the
     * clock, so an instant in the past is no pause at all.
     */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /*
     * No order goes unanswered (docs/product.md#answer-in-time): past `respondMinutes` a waiting
     * order is late (the panel insists, the customer gets the shop's WhatsApp); past
     * `autoRejectMinutes` (null: never) it is rejected 'Sin respuesta del comercio'. With
     * `autoAccept` a new order is accepted at once with `preparationMinutes` as its wait, which is
     * also the default wait and how far ahead a scheduled order must be.
     */
    respondMinutes: smallint('respond_minutes').notNull().default(5),
    autoRejectMinutes: smallint('auto_reject_minutes').default(15),
    autoAccept: boolean('auto_accept').notNull().default(false),
    preparationMinutes: smallint('preparation_minutes').notNull().default(30),
    /** 'Mucho trabajo' (docs/product.md#busy): these minutes more on every wait, until busyUntil. */
    busyMinutes: smallint('busy_minutes'),
    busyUntil: timestamp('busy_until', { withTimezone: true }),
    /** Orders for later (docs/product.md#scheduled-orders), also while closed; at most slotCapacity a slot. */
    acceptsScheduled: boolean('accepts_scheduled').notNull().default(false),
    slotCapacity: smallint('slot_capacity'),
    /**
     * Customers' data (docs/product.md#personal-data): orders older than these months lose their
     * customer's name, phone and address; their amounts stay.
     */
    customerRetentionMonths: smallint('customer_retention_months').notNull().default(24),
    /**
     * Suspended by an operator (docs/product.md#plan): out of the directory, its pages say it is not
     * available and new orders are refused, until reactivated. The reason is shown to its owner.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /**
     * The explore directory's name order (docs/product.md#states), which neither database gives alike with its own
     * collations: accents dropped, lower case, ñ as 'n{' so it sorts between 'n…' and 'o'.
     * Compared byte-wise (COLLATE "C"). Stored, because computing it per shop per request is slow.
     */
    nameSortKey: text('name_sort_key').generatedAlwaysAs(
      sql.raw(
        `replace(lower(translate(name, 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑáàâäãéèêëíìîïóòôöõúùûüç', 'AAAAAEEEEIIIIOOOOOUUUUCñaaaaaeeeeiiiiooooouuuuc')), 'ñ', 'n{')`,
      ),
    ),
    /**
     * What the operator's 'Comercios' search reads (docs/product.md#operators): name, slug, town and
     * phone in one text, lower case, accents and ñ folded to plain letters like the query
     * (domain/admin/shops.ts searchFold), found by substring through a trigram index.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        `lower(translate(name || ' ' || slug || ' ' || coalesce(city, '') || ' ' || coalesce(phone, ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑáàâäãéèêëíìîïóòôöõúùûüçñ', 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn'))`,
      ),
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('businesses_owner_key').on(t.ownerId),
    // The operator's 'Comercios': substring search, and its three orders (name, registration, expiry).
    index('businesses_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('businesses_name_sort_idx').on(sql`${t.nameSortKey} collate "C"`, t.id),
    index('businesses_created_idx').on(t.createdAt, t.id),
    index('businesses_expires_idx').on(t.expiresAt, t.id),
    // Latest end first, shops without one still last: a direction the index above cannot walk.
    index('businesses_expires_desc_idx').on(sql`${t.expiresAt} desc nulls last`, sql`${t.id} desc`),
    index('businesses_city_lower_idx').on(sql`lower(${t.city})`),
    // Explore near a location: a bounding box on (lat, lng), and apart the few shops whose own
    // delivery radius reaches past the search radius.
    index('businesses_location_idx').on(t.lat, t.lng),
    index('businesses_far_delivery_idx')
      .on(t.lat, t.lng)
      .where(
        sql.raw(`supports_delivery and delivery_radius_meters > ${EXPLORE_SEARCH_RADIUS_METERS}`),
      ),
    uniqueIndex('businesses_slug_key').on(t.slug),
    uniqueIndex('businesses_name_lower_key').on(sql`lower(${t.name})`),
    check('businesses_name_check', sql`length(trim(${t.name})) > 0`),
    check('businesses_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('businesses_tax_id_check', sql`${t.taxId} ~ '^[0-9]{11}$'`),
    check('businesses_phone_check', sql`${t.phone} ~ '^\\+549[0-9]{10}$'`),
    check('businesses_plan_check', sql`${t.plan} in ('starter')`),
    check(
      'businesses_suspension_check',
      sql`(${t.suspendedAt} is null) = (${t.suspensionReason} is null)`,
    ),
    check('businesses_lat_check', sql`${t.lat} between -90 and 90`),
    check('businesses_lng_check', sql`${t.lng} between -180 and 180`),
    check('businesses_radius_check', sql`${t.deliveryRadiusMeters} >= 1000`),
    check(
      'businesses_fees_check',
      sql`coalesce(${t.deliveryFeeBase}, 0) >= 0 and coalesce(${t.deliveryFeePerKm}, 0) >= 0 and coalesce(${t.minOrderAmount}, 0) >= 0`,
    ),
    check(
      'businesses_delivery_time_check',
      sql`${t.minDeliveryTime} >= 1 and ${t.maxDeliveryTime} >= ${t.minDeliveryTime}`,
    ),
    check('businesses_respond_check', sql`${t.respondMinutes} between 1 and 60`),
    check(
      'businesses_auto_reject_check',
      sql`${t.autoRejectMinutes} is null or (${t.autoRejectMinutes} > ${t.respondMinutes} and ${t.autoRejectMinutes} <= 240)`,
    ),
    check('businesses_preparation_check', sql`${t.preparationMinutes} between 1 and 240`),
    check(
      'businesses_busy_check',
      sql`(${t.busyMinutes} is null) = (${t.busyUntil} is null) and (${t.busyMinutes} is null or ${t.busyMinutes} in (15, 30, 45))`,
    ),
    check('businesses_slot_capacity_check', sql`${t.slotCapacity} between 1 and 100`),
    check('businesses_retention_check', sql`${t.customerRetentionMonths} between 6 and 120`),
    check(
      'businesses_transfer_check',
      sql`not ${t.acceptsTransfer} or (${t.transferAccount} is not null and ${t.transferHolder} is not null)`,
    ),
  ],
)

/** A literal SQL list of allowed values, for a check constraint. */
const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/**
 * A shop's Mercado Pago credentials (docs/product.md#payments): the access token and the webhook
 * secret, each AES-256-GCM encrypted for its shop under SECRET_KEYS or JWT_SECRET
 * (server/lib/secret-box.ts); only the token's last 4 characters are kept in clear, to show.
 */
export const paymentAccounts = pgTable('payment_accounts', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  accessTokenEnc: text('access_token_enc'),
  tokenLast4: text('token_last4'),
  webhookSecretEnc: text('webhook_secret_enc'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const openingHours = pgTable(
  'opening_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    openTime: time('open_time').notNull(),
    closeTime: time('close_time').notNull(),
  },
  (t) => [
    index('opening_hours_business_idx').on(t.businessId, t.dayOfWeek, t.openTime),
    // Explore ranks every shop by today's intervals (and a few of yesterday's and tomorrow's).
    index('opening_hours_day_open_idx').on(t.dayOfWeek, t.openTime),
    check('opening_hours_day_check', sql`${t.dayOfWeek} between 0 and 6`),
  ],
)

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    unique('categories_business_id_key').on(t.businessId, t.id),
    uniqueIndex('categories_business_name_key').on(t.businessId, sql`lower(${t.name})`),
    check('categories_name_check', sql`length(trim(${t.name})) > 0`),
  ],
)

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    hasDiscount: boolean('has_discount').notNull().default(false),
    discountPrice: integer('discount_price'),
    isAvailable: boolean('is_available').notNull().default(true),
    imageUrl: text('image_url'),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    unique('products_business_id_key').on(t.businessId, t.id),
    // A product's category must belong to the same shop.
    foreignKey({
      name: 'products_category_fk',
      columns: [t.businessId, t.categoryId],
      foreignColumns: [categories.businessId, categories.id],
    }),
    index('products_business_category_idx').on(t.businessId, t.categoryId),
    check('products_name_check', sql`length(trim(${t.name})) > 0`),
    check('products_price_check', sql`${t.price} > 0`),
    check(
      'products_discount_check',
      sql`not ${t.hasDiscount} or (${t.discountPrice} > 0 and ${t.discountPrice} < ${t.price})`,
    ),
  ],
)

/*
 * Option groups (docs/product.md#product-options): 'Tamaño', 'Gustos', 'Extras'. A group belongs to
 * a shop and may be offered by several of its products; its options carry a price delta. Every
 * link carries business_id, so a product can only offer its own shop's groups.
 */
export const optionGroups = pgTable(
  'option_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    minChoices: smallint('min_choices').notNull().default(0),
    maxChoices: smallint('max_choices').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    unique('option_groups_business_id_key').on(t.businessId, t.id),
    check('option_groups_name_check', sql`length(trim(${t.name})) > 0`),
    check(
      'option_groups_choices_check',
      sql`${t.minChoices} >= 0 and ${t.maxChoices} >= 1 and ${t.minChoices} <= ${t.maxChoices}`,
    ),
  ],
)

export const options = pgTable(
  'options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').notNull(),
    groupId: uuid('group_id').notNull(),
    name: text('name').notNull(),
    /** Added to the product's price when chosen; centavos, may be 0. */
    priceDelta: integer('price_delta').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'options_group_fk',
      columns: [t.businessId, t.groupId],
      foreignColumns: [optionGroups.businessId, optionGroups.id],
    }).onDelete('cascade'),
    index('options_group_idx').on(t.groupId),
    check('options_name_check', sql`length(trim(${t.name})) > 0`),
    check('options_price_delta_check', sql`${t.priceDelta} >= 0`),
  ],
)

/** Which groups a product offers, in the order the customer sees them. */
export const productOptionGroups = pgTable(
  'product_option_groups',
  {
    businessId: uuid('business_id').notNull(),
    productId: uuid('product_id').notNull(),
    groupId: uuid('group_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'product_option_groups_pkey', columns: [t.productId, t.groupId] }),
    foreignKey({
      name: 'product_option_groups_product_fk',
      columns: [t.businessId, t.productId],
      foreignColumns: [products.businessId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'product_option_groups_group_fk',
      columns: [t.businessId, t.groupId],
      foreignColumns: [optionGroups.businessId, optionGroups.id],
    }).onDelete('cascade'),
    index('product_option_groups_group_idx').on(t.groupId),
  ],
)

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Unguessable token that lets the customer follow the order. */
    publicToken: text('public_token').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request placed with the key, so a reuse with another order is told apart. */
    requestHash: text('request_hash'),
    status: text('status').notNull().default('PENDING'),
    method: text('method').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    deliveryInfo: text('delivery_info').notNull().default(''),
    deliveryLat: doublePrecision('delivery_lat'),
    deliveryLng: doublePrecision('delivery_lng'),
    notes: text('notes'),
    subtotal: integer('subtotal').notNull(),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    total: integer('total').notNull(),
    estimatedTime: integer('estimated_time'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** docs/product.md#payments. Null for an order placed before payments existed. */
    paymentMethod: text('payment_method'),
    paymentStatus: text('payment_status').notNull().default('UNPAID'),
    /** Cash only: the bill the customer pays with (centavos). */
    cashAmount: integer('cash_amount'),
    /** Something the shop must check by hand (AMOUNT_MISMATCH). */
    paymentFlag: text('payment_flag'),
    /** Mercado Pago's id of the payment last applied to the order. */
    paymentId: text('payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Who of a team accepted or rejected it (docs/product.md#team); null in a shop of its owner alone. */
    respondedByName: text('responded_by_name'),
    /** For later (docs/product.md#scheduled-orders): the start of its 15-minute slot; null: as soon as possible. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /**
     * Since when the shop owes it an answer (docs/product.md#answer-in-time): when it was placed,
     * or for a scheduled order its slot minus the preparation time (when it comes back to 'Hoy').
     */
    waitingSince: timestamp('waiting_since', { withTimezone: true }).notNull().defaultNow(),
    /** When it was first found late: the second push went out then, once, whatever the processes. */
    lateNotifiedAt: timestamp('late_notified_at', { withTimezone: true }),
    /** Why it was rejected, when the shop did not say: 'NO_RESPONSE' (the timer). */
    rejectReason: text('reject_reason'),
    /**
     * The coupon it was placed with (docs/product.md#coupons): its id while the coupon exists, its
     * code as typed-in and the centavos it took off the lines, kept whatever the coupon becomes.
     */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    discount: integer('discount').notNull().default(0),
    /** When its customer's name, phone and address were removed (docs/product.md#personal-data). */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    unique('orders_business_id_key').on(t.businessId, t.id),
    uniqueIndex('orders_public_token_key').on(t.publicToken),
    uniqueIndex('orders_idempotency_key').on(t.businessId, t.idempotencyKey),
    index('orders_business_created_idx').on(t.businessId, t.createdAt),
    // The operator's 'Panorama': every shop's orders of the last 30 days.
    index('orders_created_idx').on(t.createdAt),
    // The 'Hoy' board reads today's orders and every pending one (docs/product.md#order-history):
    // the pending ones of a shop are few, and this small index finds them whatever their age.
    index('orders_pending_idx')
      .on(t.businessId, t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
    // The answer timer's sweep: every shop's pending orders by how long they have waited.
    index('orders_waiting_idx')
      .on(t.waitingSince)
      .where(sql`${t.status} = 'PENDING'`),
    // A slot's capacity: a shop's scheduled orders by slot.
    index('orders_scheduled_idx')
      .on(t.businessId, t.scheduledFor)
      .where(sql`${t.scheduledFor} is not null`),
    check('orders_reject_reason_check', sql`${t.rejectReason} in ('NO_RESPONSE')`),
    check('orders_status_check', sql`${t.status} in ('PENDING', 'ACCEPTED', 'REJECTED')`),
    check('orders_method_check', sql`${t.method} in ('DELIVERY', 'PICKUP')`),
    // A coupon's uses: its orders not rejected, counted under the coupon's row lock.
    index('orders_coupon_idx')
      .on(t.couponId)
      .where(sql`${t.couponId} is not null`),
    // Clientes: a shop's orders by its customers' phones.
    index('orders_customer_phone_idx')
      .on(t.businessId, t.customerPhone)
      .where(sql`${t.customerPhone} is not null`),
    check(
      'orders_amounts_check',
      sql`${t.subtotal} >= 0 and ${t.deliveryFee} >= 0 and ${t.discount} between 0 and ${t.subtotal} and ${t.total} = ${t.subtotal} - ${t.discount} + ${t.deliveryFee}`,
    ),
    check('orders_coupon_check', sql`${t.couponId} is null or ${t.couponCode} is not null`),
    check('orders_estimated_time_check', sql`${t.estimatedTime} between 1 and 240`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in (${sqlList(PAYMENT_METHODS)})`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in (${sqlList(PAYMENT_STATUSES)})`),
    check('orders_payment_flag_check', sql`${t.paymentFlag} in (${sqlList(PAYMENT_FLAGS)})`),
    check(
      'orders_cash_amount_check',
      sql`${t.cashAmount} is null or (${t.paymentMethod} = 'CASH' and ${t.cashAmount} >= ${t.total})`,
    ),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').notNull(),
    orderId: uuid('order_id').notNull(),
    /** Kept for statistics; the name and unit price as sold survive the product's deletion. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    notes: text('notes'),
    /**
     * The options chosen, as sold: `[{ group, name, priceDelta }]`, already counted in unit_price.
     * A snapshot, so later edits of the menu never change a placed order.
     */
    options: jsonb('options').$type<OrderItemOption[]>().notNull().default([]),
  },
  (t) => [
    foreignKey({
      name: 'order_items_order_fk',
      columns: [t.businessId, t.orderId],
      foreignColumns: [orders.businessId, orders.id],
    }).onDelete('cascade'),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 99`),
    check('order_items_price_check', sql`${t.unitPrice} >= 0`),
  ],
)

export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    phone: text('phone').primaryKey(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('phone_verifications_attempts_check', sql`${t.attempts} >= 0`)],
)

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
)

/**
 * The devices that asked for order notifications (docs/product.md#push): a Web Push subscription
 * per browser, its keys as the browser gave them. The endpoint is unique: a device that signs in
 * to another shop moves there.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /**
     * Who of the shop's team subscribed this device (docs/product.md#team): a member removed takes
     * their devices with them. Null for devices of before teams, all the owner's.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_business_idx').on(t.businessId, t.createdAt),
  ],
)

/*
 * Barrio's operators (docs/product.md#operators): the people who run the marketplace, never a
 * shop's owner. A password set through a one-time link, then a TOTP code on every sign-in; the
 * secret is sealed with the secret box, recovery codes are kept as hashes, each spent once.
 */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /** Sealed (server/lib/secret-box.ts); set when the authenticator app is linked. */
    totpSecret: text('totp_secret'),
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** Hashes of the unspent recovery codes. */
    recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
    /** The last TOTP time step accepted: a code is taken once. */
    lastTotpStep: integer('last_totp_step'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('operators_email_lower_key').on(sql`lower(${t.email})`),
    check('operators_email_check', sql`${t.email} ~ '^[^[:space:]@]+@[^[:space:]@]+$'`),
  ],
)

/** One-time links that let an operator set (or reset) their password. */
export const operatorLinks = pgTable(
  'operator_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operator_links_hash_key').on(t.tokenHash),
    index('operator_links_operator_idx').on(t.operatorId),
  ],
)

/**
 * Operator sessions, kept on the server so each can be revoked: an opaque token (stored as its
 * hash), short-lived, that only after the TOTP step (`stage` 'complete') opens /api/admin.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    stage: text('stage').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operator_sessions_hash_key').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId),
    check('operator_sessions_stage_check', sql`${t.stage} in ('password', 'complete')`),
  ],
)

/**
 * What every operator did (docs/product.md#operators): who, what, to which shop, when and why.
 * Rows are only ever added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_business_idx').on(t.businessId, t.createdAt),
    index('audit_log_operator_idx').on(t.operatorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
)

/**
 * The shop's plan payments (docs/product.md#plan), each a receipt ('Comprobante') with its number:
 * online through Mercado Pago with the platform's credentials (pending until its webhook says
 * approved), or by transfer or cash, recorded by an operator with a reason. An approved payment
 * covers [periodStart, periodEnd).
 */
export const planPayments = pgTable(
  'plan_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').generatedAlwaysAsIdentity(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    status: text('status').notNull().default('pending'),
    months: integer('months').notNull().default(1),
    /** Centavos. */
    amount: integer('amount').notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** The operator who recorded a payment by transfer or cash, and why. */
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    reason: text('reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('plan_payments_number_key').on(t.number),
    uniqueIndex('plan_payments_provider_payment_key').on(t.providerPaymentId),
    index('plan_payments_business_idx').on(t.businessId, t.createdAt),
    index('plan_payments_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'approved'`),
    check('plan_payments_source_check', sql`${t.source} in ('mercadopago', 'transfer', 'cash')`),
    check(
      'plan_payments_status_check',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'refunded')`,
    ),
    check('plan_payments_months_check', sql`${t.months} between 1 and 24`),
    check('plan_payments_amount_check', sql`${t.amount} >= 0`),
    check(
      'plan_payments_approved_check',
      sql`${t.status} <> 'approved' or (${t.paidAt} is not null and ${t.periodStart} is not null and ${t.periodEnd} is not null)`,
    ),
  ],
)

/**
 * Plan reminders sent (docs/product.md#plan): one row per shop, kind and expiry it reminds of. The
 * process that inserts the row sends the mail; every other finds it there, so each goes once.
 */
export const planReminders = pgTable(
  'plan_reminders',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.kind, t.expiresAt] }),
    check('plan_reminders_kind_check', sql`${t.kind} in ('7d', '1d', 'expired')`),
  ],
)

/**
 * The shop's team besides its owner (docs/product.md#team): each member is a user of their own,
 * with a role of the permission map (domain/team/permissions.ts). The owner has no row here: the
 * shop's owner_id says who it is. A user belongs to one shop at most.
 */
export const shopMembers = pgTable(
  'shop_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('shop_members_user_key').on(t.userId),
    index('shop_members_business_idx').on(t.businessId),
    check('shop_members_role_check', sql`${t.role} in ('manager', 'staff')`),
  ],
)

/**
 * An owner's invitation to join the team: a single-use link valid 7 days, stored as a keyed hash.
 * One open invitation per address and shop; accepting it creates the member.
 */
export const shopInvitations = pgTable(
  'shop_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('shop_invitations_token_key').on(t.tokenHash),
    uniqueIndex('shop_invitations_open_key')
      .on(t.businessId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null`),
    check('shop_invitations_role_check', sql`${t.role} in ('manager', 'staff')`),
  ],
)

/**
 * Actividad (docs/product.md#team): who of the shop's team did what, kept 180 days. The actor's
 * name and role are copied in, so a row still reads right once the member is gone.
 */
export const shopActivity = pgTable(
  'shop_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    kind: text('kind').notNull(),
    /** What it was done to (an order, a product, a member), when it is one thing. */
    subjectId: uuid('subject_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_activity_business_idx').on(t.businessId, t.createdAt),
    index('shop_activity_actor_idx').on(t.businessId, t.actorId, t.createdAt),
    index('shop_activity_kind_idx').on(t.businessId, t.kind, t.createdAt),
    index('shop_activity_created_idx').on(t.createdAt),
  ],
)

/**
 * A shop's coupon codes (docs/product.md#coupons). The code is kept upper-case, unique per shop.
 * Its uses are not a counter: they are its orders not rejected, counted under this row's lock when
 * an order is written, so the last use goes to one order only.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    /** PERCENT: whole percent 1–100; AMOUNT: centavos off. */
    value: integer('value').notNull(),
    minOrder: integer('min_order'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    maxUses: integer('max_uses'),
    maxUsesPerPhone: integer('max_uses_per_phone'),
    /** Argentina's days, both included. */
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    methods: text('methods').notNull().default('BOTH'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_business_code_key').on(t.businessId, t.code),
    check('coupons_code_check', sql`${t.code} ~ '^[A-Z0-9_-]{3,20}$'`),
    check('coupons_kind_check', sql`${t.kind} in (${sqlList(COUPON_KINDS)})`),
    check('coupons_methods_check', sql`${t.methods} in (${sqlList(COUPON_METHODS)})`),
    check(
      'coupons_value_check',
      sql`${t.value} >= 1 and (${t.kind} <> 'PERCENT' or ${t.value} <= 100)`,
    ),
    check('coupons_min_order_check', sql`${t.minOrder} is null or ${t.minOrder} > 0`),
    check(
      'coupons_uses_check',
      sql`coalesce(${t.maxUses}, 1) >= 1 and coalesce(${t.maxUsesPerPhone}, 1) >= 1`,
    ),
    check(
      'coupons_dates_check',
      sql`${t.validUntil} is null or ${t.validFrom} is null or ${t.validUntil} >= ${t.validFrom}`,
    ),
  ],
)
