import { and, desc, eq, gte, lt, ne, sql, sum } from 'drizzle-orm'
import type { Stats } from '../../../domain/business'
import { TIME_ZONE } from '../../../domain/constants'
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
