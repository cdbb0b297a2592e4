import { z } from 'zod'
import { orderShopShape, orderSummaryShape } from '../checkout/schemas'
import { transferAccountSchema } from '../payments/schemas'
import type { OrderEventType } from './events'

/**
 * `GET /api/public/orders/{id}?token=…`: the customer's view of one order (issue 7 item 4),
 * reached with the unguessable token the order was placed with, never by its id alone.
 */

// Malformed ids are answered 404 by the service, like unknown ones, so the schema takes any text.
export const customerOrderParamsSchema = z.object({ id: z.string().max(64).catch('') })

export const customerOrderQuerySchema = z.object({
  // A repeated or otherwise unusable token is a wrong token (404), not a validation error.
  token: z.string().max(200).optional().catch(undefined),
})
export type CustomerOrderQuery = z.infer<typeof customerOrderQuerySchema>

export const customerOrderSchema = z.object({
  order: z.object({
    ...orderSummaryShape,
    /** The address line the shop reads, or 'Retira en el local'. */
    deliveryInfo: z.string(),
    /** The customer's note for the shop. */
    note: z.string().nullable(),
    /** Who ordered, for the WhatsApp hand-off ('A nombre de: …'); never their phone. */
    customerName: z.string(),
    /** Minutes the shop said it needs, once accepted. */
    estimatedTime: z.number().int().nullable(),
    /** ISO 8601 instant: statusChangedAt + estimatedTime, only while ACCEPTED. */
    readyBy: z.string().nullable(),
    /** ISO 8601 instant of the last status change; null while pending. */
    statusChangedAt: z.string().nullable(),
    /** For a transfer order, the shop's account to transfer to; null otherwise. */
    transfer: transferAccountSchema.nullable(),
    /**
     * docs/product.md#answer-in-time: since when the shop owes an answer (ISO), and when it is
     * late (ISO, the shop's 'Responder en' after), for 'El comercio todavía no confirmó tu pedido'.
     */
    waitingSince: z.string(),
    lateAt: z.string(),
    /** 'NO_RESPONSE' when the timer rejected it ('Sin respuesta del comercio'); else null. */
    rejectReason: z.enum(['NO_RESPONSE']).nullable(),
  }),
  business: z.object({ ...orderShopShape, logoUrl: z.string().nullable() }),
})
export type CustomerOrder = z.infer<typeof customerOrderSchema>

/**
 * `GET /api/public/orders/{id}/events?token=…`: `event: order` messages (ORDER_SSE_EVENT) about this
 * one order's status or payment. A hint to refetch the order, so nothing of the customer travels in it. Its
 * creation is never sent: the order existed before its page could open, and a late notice of it
 * would only make the page refetch for nothing.
 */
export interface CustomerOrderEventData {
  type: Extract<OrderEventType, 'status' | 'payment'>
}

/** When an accepted order should be ready: the acceptance instant plus the minutes promised. */
export function readyByOf(order: {
  status: string
  estimatedTime: number | null
  statusChangedAt: Date | null
}): Date | null {
  if (order.status !== 'ACCEPTED' || order.estimatedTime === null || !order.statusChangedAt) {
    return null
  }
  return new Date(order.statusChangedAt.getTime() + order.estimatedTime * 60_000)
}
