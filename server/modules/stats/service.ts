import { and, asc, desc, eq, gte, lt, ne, sql, sum } from 'drizzle-orm'
import type { Stats } from '../../../domain/sales/schemas'
import { TIME_ZONE } from '../../../domain/constants'
import {
  SALES_RANGE_DAYS,
  TOP_PRODUCTS_LIMIT,
  type SalesGranularity,
  type SalesRange,
  type SalesSummary,
} from '../../../domain/sales/rules'
import type { Db } from '../../db/client'
import { orderItems, orders, products } from '../../db/schema'

export const TOP_PRODUCT_WINDOW_DAYS = 30

/**
 * docs/product.md#entities Stats for the home cards.
 * - ordersToday: orders received since midnight in Argentina, whatever their status: a rejected
 *   order is still an order the shop got today.
 * - topProductName: the product with the most units in the last 30 days, leaving out rejected
 *   orders (nothing was sold) and deleted products (they can no longer be sold); the current name.
 */
export async function getStats(db: Db, businessId: string, now = new Date()): Promise<Stats> {
  const at = sql`${now.toISOString()}::timestamptz`
  // Midnight of the Argentina calendar day that contains `now`, as an instant.
  const dayStart = sql`(date_trunc('day', ${at} at time zone ${TIME_ZONE}) at time zone ${TIME_ZONE})`

  const [today] = await db
    .select({ count: sql<number>`cast(count(*) as int)` })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, businessId),
        gte(orders.createdAt, dayStart),
        lt(orders.createdAt, sql`${dayStart} + interval '1 day'`),
      ),
    )

  const [top] = await db
    .select({ name: products.name })
    .from(orderItems)
    .innerJoin(
      orders,
      and(eq(orders.businessId, orderItems.businessId), eq(orders.id, orderItems.orderId)),
    )
    .innerJoin(
      products,
      and(eq(products.businessId, orderItems.businessId), eq(products.id, orderItems.productId)),
    )
    .where(
      and(
        eq(orderItems.businessId, businessId),
        ne(orders.status, 'REJECTED'),
        gte(
          orders.createdAt,
          sql`${at} - ${sql.raw(`interval '${TOP_PRODUCT_WINDOW_DAYS} days'`)}`,
        ),
      ),
    )
    .groupBy(products.id, products.name)
    .orderBy(desc(sum(orderItems.quantity)), products.name)
    .limit(1)

  return { ordersToday: today?.count ?? 0, topProductName: top?.name ?? null }
}

/**
 * docs/product.md#sales Sales at a glance for Inicio, over Argentina calendar days
 * (docs/product.md#argentina-time): the period is today and the days before it (1, 7 or 30), from
 * the local midnight that starts it to the one that ends today.
 *
 * Two statements whatever the number of orders, both range scans of orders_business_created_idx
 * (business_id, created_at):
 * - the buckets: every day (every hour, today) of the period from generate_series, left-joined
 *   with the period's orders grouped by their local day (hour), counting them by status and
 *   summing the accepted ones' totals; the period's figures are the buckets' sums;
 * - the top products: the accepted orders' items (order_items_order_idx), grouped by the name as
 *   sold, by units, ties by name.
 * The accepted orders placed with a coupon and what those took off (docs/product.md#coupons) are
 * counted in the first statement too.
 */
export async function getSales(
  db: Db,
  businessId: string,
  range: SalesRange,
  now = new Date(),
): Promise<SalesSummary> {
  const granularity: SalesGranularity = range === 'today' ? 'hour' : 'day'
  const step = sql.raw(`interval '1 ${granularity}'`)
  const at = sql`${now.toISOString()}::timestamptz`
  // Argentina's wall clock (timestamps without zone): the local midnight that starts the period
  // and the one that ends today.
  const today = sql`date_trunc('day', ${at} at time zone ${TIME_ZONE})`
  const first = sql`(${today} - ${sql.raw(`interval '${SALES_RANGE_DAYS[range] - 1} days'`)})`
  const end = sql`(${today} + interval '1 day')`
  const inPeriod = and(
    eq(orders.businessId, businessId),
    gte(orders.createdAt, sql`(${first} at time zone ${TIME_ZONE})`),
    lt(orders.createdAt, sql`(${end} at time zone ${TIME_ZONE})`),
  )
  const format = granularity === 'hour' ? 'YYYY-MM-DD"T"HH24:00' : 'YYYY-MM-DD'

  const [buckets, top] = await Promise.all([
    db.execute<BucketRow>(sql`
      with period as (
        select date_trunc(${granularity}, ${orders.createdAt} at time zone ${TIME_ZONE}) as start,
          count(*) as orders,
          count(*) filter (where ${orders.status} = 'ACCEPTED') as accepted,
          count(*) filter (where ${orders.status} = 'REJECTED') as rejected,
          sum(${orders.total}) filter (where ${orders.status} = 'ACCEPTED') as revenue,
          count(*) filter (where ${orders.status} = 'ACCEPTED' and ${orders.couponCode} is not null) as coupon_orders,
          sum(${orders.discount}) filter (where ${orders.status} = 'ACCEPTED') as coupon_discount
        from ${orders}
        where ${inPeriod}
        group by 1)
      select to_char(s.start, ${format}) as start,
        coalesce(p.orders, 0)::bigint as orders,
        coalesce(p.accepted, 0)::bigint as accepted,
        coalesce(p.rejected, 0)::bigint as rejected,
        coalesce(p.revenue, 0)::bigint as revenue,
        coalesce(p.coupon_orders, 0)::bigint as coupon_orders,
        coalesce(p.coupon_discount, 0)::bigint as coupon_discount
      from generate_series(${first}, ${end} - ${step}, ${step}) as s(start)
      left join period p on p.start = s.start
      order by s.start`),
    db
      .select({
        name: orderItems.name,
        units: sql<number>`sum(${orderItems.quantity})::bigint`,
        revenue: sql<number>`sum(${orderItems.quantity}::bigint * ${orderItems.unitPrice})::bigint`,
      })
      .from(orders)
      .innerJoin(
        orderItems,
        and(eq(orderItems.businessId, orders.businessId), eq(orderItems.orderId, orders.id)),
      )
      .where(and(inPeriod, eq(orders.status, 'ACCEPTED')))
      .groupBy(orderItems.name)
      .orderBy(desc(sql`2`), asc(orderItems.name))
      .limit(TOP_PRODUCTS_LIMIT),
  ])

  const rows = buckets.rows.map((r) => ({
    start: r.start,
    orders: Number(r.orders),
    accepted: Number(r.accepted),
    rejected: Number(r.rejected),
    revenue: Number(r.revenue),
    couponOrders: Number(r.coupon_orders),
    couponDiscount: Number(r.coupon_discount),
  }))
  const total = (
    key: 'orders' | 'accepted' | 'rejected' | 'revenue' | 'couponOrders' | 'couponDiscount',
  ) => rows.reduce((sum, r) => sum + r[key], 0)
  const accepted = total('accepted')
  const rejected = total('rejected')
  const revenue = total('revenue')
  return {
    range,
    granularity,
    from: rows[0].start.slice(0, 10),
    to: rows[rows.length - 1].start.slice(0, 10),
    orders: total('orders'),
    accepted,
    rejected,
    pending: total('orders') - accepted - rejected,
    revenue,
    averageTicket: accepted > 0 ? Math.round(revenue / accepted) : null,
    buckets: rows.map(({ start, orders, revenue }) => ({ start, orders, revenue })),
    topProducts: top.map((p) => ({
      name: p.name,
      units: Number(p.units),
      revenue: Number(p.revenue),
    })),
    coupons: { orders: total('couponOrders'), discount: total('couponDiscount') },
  }
}

interface BucketRow extends Record<string, unknown> {
  start: string
  orders: string | number | bigint
  accepted: string | number | bigint
  rejected: string | number | bigint
  revenue: string | number | bigint
  coupon_orders: string | number | bigint
  coupon_discount: string | number | bigint
}
