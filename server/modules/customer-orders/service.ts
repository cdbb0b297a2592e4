import { eq } from 'drizzle-orm'
import { readyByOf, type CustomerOrder } from '../../../domain/orders/customer'
import type { Db } from '../../db/client'
import { businesses, orders } from '../../db/schema'
import { orderColumns, orderSummaryOf, readOrderItems, transferOf } from '../order-record/record'
import { orderByToken } from '../order-record/token'

/**
 * One order as its customer follows it, in two statements (the order with its shop, then its
 * lines), with its payment and, for a transfer, the shop's account (docs/product.md#payments). An
 * unknown or malformed id and a wrong or missing token are the same 404.
 */
export async function getCustomerOrder(
  db: Db,
  id: string,
  token: string | undefined,
): Promise<CustomerOrder> {
  const row = await orderByToken(id, token, async (id) => {
    const [found] = await db
      .select({
        ...orderColumns,
        businessId: orders.businessId,
        publicToken: orders.publicToken,
        transferAccount: businesses.transferAccount,
        transferHolder: businesses.transferHolder,
        business: {
          name: businesses.name,
          slug: businesses.slug,
          phone: businesses.phone,
          logoUrl: businesses.logoUrl,
        },
        respondMinutes: businesses.respondMinutes,
      })
      .from(orders)
      .innerJoin(businesses, eq(businesses.id, orders.businessId))
      .where(eq(orders.id, id))
      .limit(1)
    return found
  })

  const summary = orderSummaryOf(row, await readOrderItems(db, row.businessId, row.id))
  const readyBy = readyByOf(row)
  return {
    order: {
      ...summary,
      deliveryInfo: row.deliveryInfo,
      note: row.note,
      customerName: row.customerName,
      estimatedTime: row.estimatedTime,
      readyBy: readyBy ? readyBy.toISOString() : null,
      statusChangedAt: row.statusChangedAt ? row.statusChangedAt.toISOString() : null,
      transfer: transferOf(summary.payment.method, row),
      waitingSince: row.waitingSince.toISOString(),
      lateAt: new Date(row.waitingSince.getTime() + row.respondMinutes * 60_000).toISOString(),
      rejectReason: row.rejectReason as 'NO_RESPONSE' | null,
    },
    business: row.business,
  }
}

/**
 * The shop whose events a customer's stream listens to, in one statement; the same 404s as
 * getCustomerOrder, so the stream says no more about an id than the order itself.
 */
export async function customerOrderStreamTarget(
  db: Db,
  id: string,
  token: string | undefined,
): Promise<{ orderId: string; businessId: string }> {
  const row = await orderByToken(id, token, async (id) => {
    const [found] = await db
      .select({ id: orders.id, businessId: orders.businessId, publicToken: orders.publicToken })
      .from(orders)
      .where(eq(orders.id, id))
      .limit(1)
    return found
  })
  return { orderId: row.id, businessId: row.businessId }
}
