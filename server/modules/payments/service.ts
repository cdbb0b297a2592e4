import { and, eq, sql } from 'drizzle-orm'
import { isUuid } from '../../../domain/catalog/rules'
import {
  NOT_ONLINE_PAYMENT_MESSAGE,
  ORDER_ALREADY_PAID_MESSAGE,
  PAYMENT_METHOD_NOT_ACCEPTED_MESSAGE,
} from '../../../domain/messages/customer'
import { describeOptions } from '../../../domain/options/format'
import type { OnlineCheckout } from '../../../domain/payments/schemas'
import type { PaymentStatus } from '../../../domain/payments/rules'
import type { PaymentsProvider, PreferenceItem } from '../../adapters/payments/types'
import type { ProviderPayment } from '../../adapters/payments/types'
import type { Db } from '../../db/client'
import { businesses, orders } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { availabilityOf, gateOf, planGateColumns } from '../../lib/plan-gate'
import { NOT_TAKING_ORDERS_MESSAGE, SHOP_UNAVAILABLE_MESSAGE } from '../../../domain/messages/pause'
import type { PlanTerms } from '../../../domain/plan/rules'
import type { SecretBox } from '../../lib/secret-box'
import { publishOrderEvent } from '../order-record/events'
import { readOrderItems } from '../order-record/record'
import { orderByToken } from '../order-record/token'
import { mayMove, statusOfProvider } from './provider-status'
import { notificationUrlOf, shopCredentials } from './settings-service'

/** The customer's order page, where Mercado Pago sends the customer back. */
export const orderPageUrl = (publicUrl: string, id: string, publicToken: string) =>
  `${publicUrl}/pedido/${id}?token=${encodeURIComponent(publicToken)}`

export interface CheckoutDeps {
  db: Db
  box: SecretBox
  provider: PaymentsProvider
  publicUrl: string
  /** The plan's trial and grace periods (docs/product.md#plan-payments). */
  terms: PlanTerms
}

/**
 * `POST /api/public/orders/{id}/mercadopago?token=…` (docs/product.md#payments): a Checkout Pro
 * preference for a Mercado Pago order, with the items, prices and totals the order was placed at
 * (never the client's), the delivery fee as an item of its own, and the order page as the way back.
 * An unknown id and a wrong token are the same 404 as the order page's.
 */
export async function createOnlineCheckout(
  { db, box, provider, publicUrl, terms }: CheckoutDeps,
  id: string,
  token: string | undefined,
  now = new Date(),
): Promise<OnlineCheckout> {
  const order = await orderByToken(id, token, async (id) => {
    const [row] = await db
      .select({
        id: orders.id,
        businessId: orders.businessId,
        publicToken: orders.publicToken,
        deliveryFee: orders.deliveryFee,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        shopName: businesses.name,
        planGate: planGateColumns,
      })
      .from(orders)
      .innerJoin(businesses, eq(businesses.id, orders.businessId))
      .where(eq(orders.id, id))
      .limit(1)
    return row
  })
  if (order.paymentMethod !== 'MERCADOPAGO') {
    throw new ApiError('CONFLICT', NOT_ONLINE_PAYMENT_MESSAGE)
  }
  if (order.paymentStatus === 'PAID') throw new ApiError('CONFLICT', ORDER_ALREADY_PAID_MESSAGE)
  // A shop that takes no orders now (docs/product.md#plan-payments) is paid nothing through Barrio.
  const availability = availabilityOf(gateOf(order.planGate, terms, now))
  if (availability === 'unavailable') throw new ApiError('CONFLICT', SHOP_UNAVAILABLE_MESSAGE)
  if (availability === 'not-taking-orders') {
    throw new ApiError('CONFLICT', NOT_TAKING_ORDERS_MESSAGE)
  }
  const credentials = await shopCredentials(db, box, order.businessId)
  // The shop disconnected Mercado Pago after the order was placed.
  if (!credentials?.accessToken) {
    throw new ApiError('CONFLICT', PAYMENT_METHOD_NOT_ACCEPTED_MESSAGE)
  }

  const lines = await readOrderItems(db, order.businessId, order.id)
  const items: PreferenceItem[] = lines.map((line) => {
    const options = describeOptions(line.options)
    return {
      title: options ? `${line.name} (${options})` : line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    }
  })
  if (order.deliveryFee > 0) {
    items.push({ title: 'Envío', quantity: 1, unitPrice: order.deliveryFee })
  }
  const back = orderPageUrl(publicUrl, order.id, order.publicToken)
  const preference = await provider.createPreference(credentials.accessToken, {
    externalReference: order.id,
    shopName: order.shopName,
    items,
    backUrls: { success: back, failure: back, pending: back },
    notificationUrl: notificationUrlOf(publicUrl, order.businessId),
  })
  return { url: preference.url }
}

export type PaymentUpdate = 'changed' | 'unchanged' | 'ignored'

/**
 * Applies a payment as the provider reports it to its order of `businessId` (the payment's
 * external_reference): the state its status means, unless the order is paid and the news is older
 * (mayMove); an amount that is not the order's total flags the order and never makes it paid.
 * The same payment state twice changes nothing and tells nobody. Row-locked, so two notifications
 * at once apply one after the other.
 */
export async function applyProviderPayment(
  db: Db,
  businessId: string,
  payment: ProviderPayment,
): Promise<PaymentUpdate> {
  const next = statusOfProvider(payment.status)
  const orderId = payment.externalReference
  if (!next || !orderId || !isUuid(orderId)) return 'ignored'
  const result = await db.transaction(async (tx): Promise<PaymentUpdate> => {
    const [order] = await tx
      .select({
        total: orders.total,
        method: orders.paymentMethod,
        status: orders.paymentStatus,
        flag: orders.paymentFlag,
        paymentId: orders.paymentId,
      })
      .from(orders)
      .where(and(eq(orders.businessId, businessId), eq(orders.id, orderId)))
      .for('update')
    if (!order || order.method !== 'MERCADOPAGO') return 'ignored'
    const current = order.status as PaymentStatus
    const mismatch = payment.amount !== order.total
    // A payment of another amount is the shop's to look at; it never pays the order.
    let status: PaymentStatus = next === 'PAID' && mismatch ? current : next
    if (!mayMove(current, status)) status = current
    const flag = mismatch ? 'AMOUNT_MISMATCH' : order.flag
    const paymentId = status === current && !mismatch ? order.paymentId : payment.id
    if (status === current && flag === order.flag && paymentId === order.paymentId) {
      return 'unchanged'
    }
    await tx
      .update(orders)
      .set({
        paymentStatus: status,
        paymentFlag: flag,
        paymentId,
        paidAt:
          status === 'PAID' && current !== 'PAID'
            ? sql`now()`
            : status === 'UNPAID' || status === 'PENDING'
              ? null
              : undefined,
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.businessId, businessId), eq(orders.id, orderId)))
    return 'changed'
  })
  // After the commit: the panel and the customer's page refetch the order.
  if (result === 'changed') {
    await publishOrderEvent(db, { businessId, orderId, type: 'payment' })
  }
  return result
}
