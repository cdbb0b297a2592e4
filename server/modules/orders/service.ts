import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { isUuid } from '../../../domain/catalog/rules'
import { ORDER_STATUS_LABELS, shortOrderId, type OrderStatus } from '../../../domain/orders/rules'
import {
  ORDERS_PAGE_DEFAULT,
  type Order,
  type OrderStatusAction,
} from '../../../domain/orders/schemas'
import { invalidTransitionMessage } from '../../../domain/messages/api'
import { MP_MARKED_BY_PROVIDER_MESSAGE } from '../../../domain/messages/panel'
import type { Db } from '../../db/client'
import { orders, shopMembers } from '../../db/schema'
import { recordActivity, type ActivityActor } from '../../lib/activity'
import { ApiError } from '../../lib/errors'
import { publishOrderEvent } from '../order-record/events'
import { orderColumns, orderLinesOf, orderPaymentOf } from '../order-record/record'
import { orderNotFound } from '../order-record/token'
import { orderFilterWhere, type OrderListFilter } from './filters'

/** The shop's orders matching `where`, newest first, with their items: two statements. */
async function selectOrders(
  db: Db,
  businessId: string,
  where: SQL | undefined,
  limit: number,
): Promise<Order[]> {
  const rows = await db
    .select({
      ...orderColumns,
      customerPhone: orders.customerPhone,
      respondedByName: orders.respondedByName,
    })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), where))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
  if (rows.length === 0) return []
  const lines = await orderLinesOf(
    db,
    businessId,
    rows.map((r) => r.id),
  )
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status as OrderStatus,
    method: row.method as Order['method'],
    user: { fullName: row.customerName, phone: row.customerPhone },
    deliveryInfo: row.deliveryInfo,
    note: row.note,
    items: (lines.get(row.id) ?? []).map(({ name, ...line }) => ({ ...line, product: { name } })),
    deliveryFee: row.deliveryFee,
    total: row.total,
    discount: row.discount,
    couponCode: row.couponCode,
    estimatedTime: row.estimatedTime,
    payment: orderPaymentOf(row),
    respondedByName: row.respondedByName,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    waitingSince: row.waitingSince.toISOString(),
    rejectReason: row.rejectReason as 'NO_RESPONSE' | null,
  }))
}

/**
 * A page of the shop's orders, newest first. `before` is the id of the last order already shown;
 * the page continues with the ones older than it. The filters of docs/product.md#order-history
 * narrow it (none given: every order, as before).
 */
export async function listOrders(
  db: Db,
  businessId: string,
  page: { limit?: number; before?: string } & OrderListFilter = {},
  now = new Date(),
): Promise<Order[]> {
  const limit = page.limit ?? ORDERS_PAGE_DEFAULT
  const filtered = orderFilterWhere(page, now)
  if (page.before === undefined) return selectOrders(db, businessId, filtered, limit)
  if (!isUuid(page.before)) throw orderNotFound()
  const [cursor] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.id, page.before)))
    .limit(1)
  if (!cursor) throw orderNotFound()
  // Compared in SQL: created_at has microseconds, which a JavaScript Date would round away.
  return selectOrders(
    db,
    businessId,
    and(
      filtered,
      sql`(${orders.createdAt}, ${orders.id}) < (select o.created_at, o.id from ${orders} o where o.business_id = ${businessId} and o.id = ${cursor.id})`,
    ),
    limit,
  )
}

/**
 * Who answered an order, as the panel shows it (docs/product.md#team): the actor's name when the
 * shop has a team, nothing for a shop of its owner alone.
 */
const responderName = (actor: ActivityActor) =>
  sql`case when exists (select 1 from ${shopMembers} where ${shopMembers.businessId} = ${actor.businessId}) then ${actor.name}::text end`

/**
 * docs/product.md#states: only a pending order moves, to ACCEPTED (with the wait in minutes) or REJECTED. The
 * update itself checks the status, so of two clicks at once exactly one wins; the other gets 409.
 * The change and its line of Actividad (docs/product.md#team) are one transaction.
 */
export async function changeOrderStatus(
  db: Db,
  actor: ActivityActor,
  id: string,
  change: OrderStatusAction,
): Promise<Order> {
  const { businessId } = actor
  if (!isUuid(id)) throw orderNotFound()
  const own = and(eq(orders.businessId, businessId), eq(orders.id, id))
  const accepted = change.action === 'ACCEPT'
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        status: accepted ? 'ACCEPTED' : 'REJECTED',
        estimatedTime: accepted ? change.estimatedTime : null,
        respondedByName: responderName(actor),
        statusChangedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(own, eq(orders.status, 'PENDING')))
      .returning({ id: orders.id, customerName: orders.customerName })
    if (!row) return undefined
    await recordActivity(tx, actor, accepted ? 'order.accepted' : 'order.rejected', {
      subjectId: id,
      order: shortOrderId(id),
      customer: row.customerName,
      ...(accepted ? { estimatedTime: change.estimatedTime } : {}),
    })
    return row
  })
  if (!updated) {
    const [current] = await db.select({ status: orders.status }).from(orders).where(own).limit(1)
    if (!current) throw orderNotFound()
    const label = ORDER_STATUS_LABELS[current.status as OrderStatus]?.toLowerCase()
    throw new ApiError('INVALID_TRANSITION', invalidTransitionMessage(label))
  }
  // The update has committed: every open panel of the shop hears it.
  await publishOrderEvent(db, { businessId, orderId: id, type: 'status' })
  const [order] = await selectOrders(db, businessId, eq(orders.id, id), 1)
  return order
}

/**
 * docs/product.md#payments: the owner marks a cash or transfer order paid, or takes it back (an
 * order placed before payments, with no method, too). Mercado Pago's orders follow what Mercado
 * Pago reports, never a tap. Marking it as it already is changes nothing and tells nobody.
 */
export async function setOrderPaid(
  db: Db,
  actor: ActivityActor,
  id: string,
  paid: boolean,
): Promise<Order> {
  const { businessId } = actor
  if (!isUuid(id)) throw orderNotFound()
  const own = and(eq(orders.businessId, businessId), eq(orders.id, id))
  const [current] = await db
    .select({ method: orders.paymentMethod, status: orders.paymentStatus })
    .from(orders)
    .where(own)
    .limit(1)
  if (!current) throw orderNotFound()
  if (current.method === 'MERCADOPAGO') {
    throw new ApiError('CONFLICT', MP_MARKED_BY_PROVIDER_MESSAGE)
  }
  const status = paid ? 'PAID' : 'UNPAID'
  if (current.status !== status) {
    // Conditional on the state read: of two taps at once, one changes it and tells the panels.
    // Marking it paid is a line of Actividad (docs/product.md#team), in the same transaction.
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({
          paymentStatus: status,
          paidAt: paid ? sql`now()` : null,
          updatedAt: sql`now()`,
        })
        .where(and(own, eq(orders.paymentStatus, current.status)))
        .returning({ id: orders.id, customerName: orders.customerName })
      if (row && paid) {
        await recordActivity(tx, actor, 'order.paid', {
          subjectId: id,
          order: shortOrderId(id),
          customer: row.customerName,
        })
      }
      return row
    })
    if (updated) await publishOrderEvent(db, { businessId, orderId: id, type: 'payment' })
  }
  const [order] = await selectOrders(db, businessId, eq(orders.id, id), 1)
  return order
}
