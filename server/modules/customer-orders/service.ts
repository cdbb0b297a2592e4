import { and, asc, eq, inArray } from 'drizzle-orm'
import { readyByOf, type CustomerOrder } from '../../../domain/orders/customer'
import { repeatLine, type RepeatOrder, type SoldLine } from '../../../domain/orders/repeat'
import type { Db } from '../../db/client'
import { businesses, orderItems, orders, products } from '../../db/schema'
import { optionGroupsOfProducts } from '../product-options/service'
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

/**
 * docs/product.md#repeat-order: an order's lines against its shop's menu today, in three
 * statements (the order with its shop and lines, then the products and their option groups), with
 * the same 404s as getCustomerOrder. Only the order's own shop's products are read: a line's product
 * id is looked up under the order's business_id, so a deleted product never resolves to another
 * shop's.
 */
export async function getRepeatOrder(
  db: Db,
  id: string,
  token: string | undefined,
): Promise<RepeatOrder> {
  const order = await orderByToken(id, token, async (id) => {
    const rows = await db
      .select({
        publicToken: orders.publicToken,
        businessId: orders.businessId,
        business: { name: businesses.name, slug: businesses.slug },
        line: {
          id: orderItems.id,
          productId: orderItems.productId,
          name: orderItems.name,
          quantity: orderItems.quantity,
          unitPrice: orderItems.unitPrice,
          notes: orderItems.notes,
          options: orderItems.options,
        },
      })
      .from(orders)
      .innerJoin(businesses, eq(businesses.id, orders.businessId))
      .leftJoin(
        orderItems,
        and(eq(orderItems.businessId, orders.businessId), eq(orderItems.orderId, orders.id)),
      )
      .where(eq(orders.id, id))
      // The lines in the order the order page lists them by.
      .orderBy(asc(orderItems.name), asc(orderItems.id))
    if (rows.length === 0) return undefined
    const lines: SoldLine[] = rows.flatMap(({ line }) => (line?.id ? [line] : []))
    return { ...rows[0], lines }
  })

  const ids = [...new Set(order.lines.flatMap((l) => (l.productId === null ? [] : [l.productId])))]
  const [rows, groupsOf] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({
            id: products.id,
            name: products.name,
            price: products.price,
            hasDiscount: products.hasDiscount,
            discountPrice: products.discountPrice,
            isAvailable: products.isAvailable,
            imageUrl: products.imageUrl,
          })
          .from(products)
          .where(and(eq(products.businessId, order.businessId), inArray(products.id, ids))),
    optionGroupsOfProducts(db, order.businessId, ids),
  ])
  const menu = new Map(rows.map((p) => [p.id, p]))
  return {
    business: order.business,
    lines: order.lines.map((line) => {
      const product = line.productId === null ? undefined : menu.get(line.productId)
      return repeatLine(line, product, (product && groupsOf.get(product.id)) ?? [])
    }),
  }
}
