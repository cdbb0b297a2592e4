import { and, asc, eq, inArray } from 'drizzle-orm'
import { compareOrderItems } from '../../../domain/checkout/rules'
import type { PlacedOrder, PlacedOrderItem } from '../../../domain/checkout/schemas'
import type { TransferAccount } from '../../../domain/payments/schemas'
import type {
  OrderPayment,
  PaymentFlag,
  PaymentMethod,
  PaymentStatus,
} from '../../../domain/payments/rules'
import type { Db } from '../../db/client'
import { orderItems, orders } from '../../db/schema'

/*
 * The one order record (docs/ARCHITECTURE.md#order-record): the columns, the items query and the
 * presenters that the shop's panel, the customer's page, the checkout's answer and the payments
 * all read an order through. The order modules share it and never import each other.
 */

/** An order's payment as every answer shows it (docs/product.md#payments). */
export const orderPaymentColumns = {
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  cashAmount: orders.cashAmount,
  paymentFlag: orders.paymentFlag,
}

/** The order's own columns its answers show, read by the statement that reads the order. */
export const orderColumns = {
  id: orders.id,
  status: orders.status,
  method: orders.method,
  customerName: orders.customerName,
  deliveryInfo: orders.deliveryInfo,
  note: orders.notes,
  subtotal: orders.subtotal,
  deliveryFee: orders.deliveryFee,
  total: orders.total,
  discount: orders.discount,
  couponCode: orders.couponCode,
  createdAt: orders.createdAt,
  estimatedTime: orders.estimatedTime,
  statusChangedAt: orders.statusChangedAt,
  scheduledFor: orders.scheduledFor,
  waitingSince: orders.waitingSince,
  rejectReason: orders.rejectReason,
  ...orderPaymentColumns,
}

export interface OrderPaymentRow {
  paymentMethod: string | null
  paymentStatus: string
  cashAmount: number | null
  paymentFlag: string | null
}

export function orderPaymentOf(row: OrderPaymentRow): OrderPayment {
  return {
    method: row.paymentMethod as PaymentMethod | null,
    status: row.paymentStatus as PaymentStatus,
    cashAmount: row.cashAmount,
    flag: row.paymentFlag as PaymentFlag | null,
  }
}

/** Where a transfer order's customer transfers: the shop's account now, when it has one. */
export function transferOf(
  method: string | null,
  shop: { transferAccount: string | null; transferHolder: string | null },
): TransferAccount | null {
  if (method !== 'TRANSFER' || !shop.transferAccount || !shop.transferHolder) return null
  return { account: shop.transferAccount, holder: shop.transferHolder }
}

type OrderSummary = Omit<PlacedOrder['order'], 'publicToken' | 'transfer'>

/** The columns of orderColumns that orderSummaryOf presents. */
export type OrderSummaryRow = OrderPaymentRow & {
  id: string
  status: string
  method: string
  subtotal: number
  deliveryFee: number
  total: number
  discount: number
  couponCode: string | null
  createdAt: Date
  scheduledFor: Date | null
}

/**
 * What every answer about one order says of it to its customer (domain's orderSummaryShape): the
 * checkout's answer and the order page. Lines in the order compareOrderItems gives them.
 */
export function orderSummaryOf(row: OrderSummaryRow, items: PlacedOrderItem[]): OrderSummary {
  return {
    id: row.id,
    status: row.status as OrderSummary['status'],
    method: row.method as OrderSummary['method'],
    items: [...items].sort(compareOrderItems),
    subtotal: row.subtotal,
    deliveryFee: row.deliveryFee,
    total: row.total,
    discount: row.discount,
    couponCode: row.couponCode,
    createdAt: row.createdAt.toISOString(),
    payment: orderPaymentOf(row),
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
  }
}

/** An order's line as sold: name and unit price kept even if the product is gone. */
export type OrderLine = PlacedOrderItem

/**
 * The lines of some of a shop's orders, one statement, by order: each order's lines by name
 * (order_items has no line position; stable, and easy to read out).
 */
export async function orderLinesOf(
  db: Db,
  businessId: string,
  orderIds: string[],
): Promise<Map<string, OrderLine[]>> {
  const byOrder = new Map<string, OrderLine[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      notes: orderItems.notes,
      options: orderItems.options,
    })
    .from(orderItems)
    .where(and(eq(orderItems.businessId, businessId), inArray(orderItems.orderId, orderIds)))
    .orderBy(asc(orderItems.orderId), asc(orderItems.name), asc(orderItems.id))
  for (const { orderId, ...line } of rows) {
    const list = byOrder.get(orderId) ?? []
    list.push(line)
    byOrder.set(orderId, list)
  }
  return byOrder
}

/** One order's lines, as its customer and Mercado Pago's checkout list them (compareOrderItems). */
export async function readOrderItems(
  db: Db,
  businessId: string,
  orderId: string,
): Promise<OrderLine[]> {
  const lines = (await orderLinesOf(db, businessId, [orderId])).get(orderId) ?? []
  return lines.sort(compareOrderItems)
}
