import { isUuid } from '../../../domain/catalog/rules'
import { eq } from 'drizzle-orm'
import { createHash, timingSafeEqual } from 'node:crypto'
import { compareOrderItems } from '../../../domain/checkout/rules'
import { readyByOf, type CustomerOrder } from '../../../domain/orders/customer'
import type { Db } from '../../db/client'
import { businesses, orders } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { orderPaymentColumns, orderPaymentOf, transferOf } from '../payments/order-payment'
import { readOrderItems } from '../public-orders/service'

const orderNotFound = () => new ApiError('ORDER_NOT_FOUND')

/** Compared as fixed-length digests, so the time taken says nothing about the stored token. */
export function sameToken(given: string, stored: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest()
  return timingSafeEqual(digest(given), digest(stored))
}

/**
 * One order as its customer follows it, in two statements (the order with its shop, then its
 * lines), with its payment and, for a transfer, the shop's account (docs/product.md#payments). An unknown or malformed id and a wrong or missing token are the same 404.
 */
export async function getCustomerOrder(
  db: Db,
  id: string,
  token: string | undefined,
): Promise<CustomerOrder> {
  if (!isUuid(id) || !token) throw orderNotFound()
  const [row] = await db
    .select({
      id: orders.id,
      businessId: orders.businessId,
      publicToken: orders.publicToken,
      status: orders.status,
      method: orders.method,
      subtotal: orders.subtotal,
      deliveryFee: orders.deliveryFee,
      total: orders.total,
      deliveryInfo: orders.deliveryInfo,
      note: orders.notes,
      customerName: orders.customerName,
      createdAt: orders.createdAt,
      estimatedTime: orders.estimatedTime,
      statusChangedAt: orders.statusChangedAt,
      ...orderPaymentColumns,
      transferAccount: businesses.transferAccount,
      transferHolder: businesses.transferHolder,
      business: {
        name: businesses.name,
        slug: businesses.slug,
        phone: businesses.phone,
        logoUrl: businesses.logoUrl,
      },
    })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .where(eq(orders.id, id))
    .limit(1)
  if (!row || !sameToken(token, row.publicToken)) throw orderNotFound()

  const items = await readOrderItems(db, row.businessId, row.id)

  const readyBy = readyByOf(row)
  const payment = orderPaymentOf(row)
  return {
    order: {
      id: row.id,
      status: row.status as CustomerOrder['order']['status'],
      method: row.method as CustomerOrder['order']['method'],
      items: items.sort(compareOrderItems),
      subtotal: row.subtotal,
      deliveryFee: row.deliveryFee,
      total: row.total,
      deliveryInfo: row.deliveryInfo,
      note: row.note,
      customerName: row.customerName,
      createdAt: row.createdAt.toISOString(),
      estimatedTime: row.estimatedTime,
      readyBy: readyBy ? readyBy.toISOString() : null,
      statusChangedAt: row.statusChangedAt ? row.statusChangedAt.toISOString() : null,
      payment,
      transfer: transferOf(payment.method, row),
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
  if (!isUuid(id) || !token) throw orderNotFound()
  const [row] = await db
    .select({ id: orders.id, businessId: orders.businessId, publicToken: orders.publicToken })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(1)
  if (!row || !sameToken(token, row.publicToken)) throw orderNotFound()
  return { orderId: row.id, businessId: row.businessId }
}
