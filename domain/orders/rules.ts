import { ORDER_ID_DISPLAY_LENGTH } from '../constants'

/**
 * An order's statuses and the words for them, without zod: the customer's order page and the
 * panel show them; the schemas in schemas.ts and customer.ts build on them.
 */
export const ORDER_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** docs/product.md#screens Orders: the status badge. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'Pendiente',
  ACCEPTED: 'Aceptado',
  REJECTED: 'Rechazado',
}

/** docs/product.md#limits: an order is named by the first 8 characters of its id, in the panel and to customers. */
export const shortOrderId = (id: string) => id.slice(0, ORDER_ID_DISPLAY_LENGTH)

/** The wait an owner may promise on accepting an order, in whole minutes. */
export const ESTIMATED_TIME_MIN = 1
export const ESTIMATED_TIME_MAX = 240
