import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '../../domain/payments/rules'

/** Green once paid, amber while money is still to come, grey when it went back or fell through. */
const tones: Record<PaymentStatus, string> = {
  PAID: 'bg-green-100 text-green-900 ring-green-300',
  UNPAID: 'bg-amber-100 text-amber-900 ring-amber-300',
  PENDING: 'bg-amber-100 text-amber-900 ring-amber-300',
  REFUNDED: 'bg-stone-100 text-stone-700 ring-stone-300',
  CANCELLED: 'bg-stone-100 text-stone-700 ring-stone-300',
}

/**
 * A payment's state in a word and a colour (docs/product.md#payments), on the panel's order card
 * and the customer's order page. `label` goes before the state ('Efectivo · Sin pagar').
 */
export function PaymentStatusBadge({ status, label }: { status: PaymentStatus; label?: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-sm font-semibold ring-1 ring-inset ${tones[status]}`}
    >
      {label ? `${label} · ` : ''}
      {PAYMENT_STATUS_LABELS[status]}
    </span>
  )
}
