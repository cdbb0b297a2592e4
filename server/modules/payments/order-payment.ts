import type { TransferAccount } from '../../../domain/payments/schemas'
import type {
  OrderPayment,
  PaymentFlag,
  PaymentMethod,
  PaymentStatus,
} from '../../../domain/payments/rules'
import { orders } from '../../db/schema'

/**
 * An order's payment as every answer shows it (docs/product.md#payments), read by the same
 * statement that reads the order.
 */
export const orderPaymentColumns = {
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  cashAmount: orders.cashAmount,
  paymentFlag: orders.paymentFlag,
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

/** What a Mercado Pago payment status means for the order; null for one we do not know. */
export function statusOfProvider(status: string): PaymentStatus | null {
  switch (status) {
    case 'approved':
      return 'PAID'
    case 'pending':
    case 'in_process':
    case 'authorized':
      return 'PENDING'
    case 'rejected':
      return 'UNPAID'
    case 'cancelled':
      return 'CANCELLED'
    case 'refunded':
    case 'charged_back':
      return 'REFUNDED'
    default:
      return null
  }
}

/**
 * Whether an order's payment may move from `current` to `next` on a provider's word. A paid order
 * never goes back to pending or unpaid (a late notification of an older state): only a refund or a
 * cancellation follows it. A refund is the end.
 */
export function mayMove(current: PaymentStatus, next: PaymentStatus): boolean {
  if (current === 'REFUNDED') return next === 'REFUNDED'
  if (current === 'PAID') return next === 'PAID' || next === 'REFUNDED' || next === 'CANCELLED'
  return true
}
