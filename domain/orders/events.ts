/**
 * Live order events (issue 7 §3): what a shop's panel hears on GET /api/business/orders/events.
 * Each is a hint to refetch the order list, never the order itself (no customer data travels).
 */
/** `payment`: its payment state changed (docs/product.md#payments). */
export const ORDER_EVENT_TYPES = ['created', 'status', 'payment'] as const
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number]

/** The SSE event name: `event: order`, `data: {"orderId":"…","type":"created"}`. */
export const ORDER_SSE_EVENT = 'order'

/** The `data` of one `event: order` message. */
export interface OrderEventData {
  orderId: string
  type: OrderEventType
}

/**
 * How often a screen that hears live order events also refetches, in case its stream is down (a
 * proxy that buffers, no SSE): the panel's order list and a pending order's page.
 */
export const ORDER_FALLBACK_POLL_MS = 30_000
