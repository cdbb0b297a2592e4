import { CircleCheck, CircleX, Clock } from 'lucide-react'
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../domain/orders/rules'

/** One colour and icon per status, for the badge and for the customer's status panel. */
export const statusTone: Record<OrderStatus, { box: string; Icon: typeof Clock }> = {
  PENDING: { box: 'bg-amber-100 text-amber-900 ring-amber-300', Icon: Clock },
  ACCEPTED: { box: 'bg-green-100 text-green-900 ring-green-300', Icon: CircleCheck },
  REJECTED: { box: 'bg-red-100 text-red-900 ring-red-300', Icon: CircleX },
}

/**
 * docs/product.md#screens status badge (Pendiente / Aceptado / Rechazado): the colour for a glance, always with
 * the word. The panel's order cards use it large, the customer's list small.
 */
export function OrderStatusBadge({
  status,
  size = 'md',
}: {
  status: OrderStatus
  size?: 'sm' | 'md'
}) {
  const { box, Icon } = statusTone[status]
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full text-sm font-semibold ring-1 ring-inset ${size === 'sm' ? 'px-2 py-0.5' : 'px-2.5 py-1'} ${box}`}
    >
      <Icon aria-hidden className="size-4" />
      {ORDER_STATUS_LABELS[status]}
    </span>
  )
}
