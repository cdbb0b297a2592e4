/**
 * Paying for an order (docs/product.md#payments): how the customer pays and what the shop knows
 * about it. Zod-free, so the checkout and the order page carry only these few constants; the
 * schemas of the calls live in schemas.ts, the transfer account's rules (with the panel's
 * messages) in transfer-account.ts.
 */

export const PAYMENT_METHODS = ['CASH', 'TRANSFER', 'MERCADOPAGO'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CASH: 'Efectivo',
  TRANSFER: 'Transferencia',
  MERCADOPAGO: 'Mercado Pago',
}

/**
 * UNPAID until money moves; PENDING while Mercado Pago processes it; PAID when it is confirmed (by
 * Mercado Pago, or by the owner for cash and transfers); REFUNDED or CANCELLED as Mercado Pago
 * reports them.
 */
export const PAYMENT_STATUSES = ['UNPAID', 'PENDING', 'PAID', 'REFUNDED', 'CANCELLED'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  UNPAID: 'Sin pagar',
  PENDING: 'Pago pendiente',
  PAID: 'Pagado',
  REFUNDED: 'Devuelto',
  CANCELLED: 'Pago cancelado',
}

/**
 * Something about a payment the shop must look at by hand. AMOUNT_MISMATCH: Mercado Pago reports a
 * payment whose amount is not the order's total; it is never taken as paid.
 */
export const PAYMENT_FLAGS = ['AMOUNT_MISMATCH'] as const
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number]

/** What every answer about an order says of its payment. */
export interface OrderPayment {
  /** Null for an order placed before payments existed. */
  method: PaymentMethod | null
  status: PaymentStatus
  /** Cash only: the bill the customer pays with (centavos), so the rider brings change. */
  cashAmount: number | null
  flag: PaymentFlag | null
}

/** The payment of an order placed before payments existed. */
export const NO_PAYMENT: OrderPayment = {
  method: null,
  status: 'UNPAID',
  cashAmount: null,
  flag: null,
}
