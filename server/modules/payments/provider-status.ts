import type { PaymentStatus } from '../../../domain/payments/rules'

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
