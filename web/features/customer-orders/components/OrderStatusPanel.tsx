import type { CustomerOrder } from '../../../../domain/orders/customer'
import { ORDER_STATUS_LABELS } from '../../../../domain/orders/rules'
import { readyText } from '../lib/format'
import { statusTone } from '../../../components/OrderStatusBadge'

/**
 * NO_RESPONSE_LABEL of domain/orders/timer.ts, in its words: imported, that module would be a chunk
 * of its own shared with the storefront, 0.2 KB more on both pages (docs/product.md#budgets).
 * OrderPage.test.tsx reads the page against NO_RESPONSE_LABEL.
 */
const NO_RESPONSE_LABEL = 'Sin respuesta del comercio'

const panelTone = {
  PENDING: 'border-amber-300 bg-amber-50 text-amber-950',
  ACCEPTED: 'border-green-300 bg-green-50 text-green-950',
  REJECTED: 'border-red-300 bg-red-50 text-red-950',
} as const

/** What the customer wants to know first, in words: has the shop answered, and when is it ready. */
function statusLines(
  { order, business }: CustomerOrder,
  late: boolean,
): {
  headline: string | null
  text: string
} {
  switch (order.status) {
    case 'PENDING':
      // Past the shop's 'Responder en' (docs/product.md#answer-in-time).
      if (late) {
        return {
          headline: 'El comercio todavía no confirmó tu pedido',
          text: `Podés escribirle o llamar a ${business.name}. Esta página se actualiza sola apenas responda.`,
        }
      }
      return {
        headline: 'Esperando confirmación',
        text: `${business.name} todavía no confirmó tu pedido. Esta página se actualiza sola apenas responda.`,
      }
    case 'ACCEPTED':
      return {
        headline: readyText(order.estimatedTime, order.readyBy),
        text:
          order.method === 'PICKUP'
            ? `${business.name} ya está preparando tu pedido. Pasá a retirarlo por el local.`
            : `${business.name} ya está preparando tu pedido y te lo envía a tu domicilio.`,
      }
    case 'REJECTED':
      // Rejected by the shop's timer (docs/product.md#answer-in-time).
      if (order.rejectReason === 'NO_RESPONSE') {
        return {
          headline: NO_RESPONSE_LABEL,
          text: `${business.name} no respondió a tiempo. Podés escribirle para consultar, o pedir en otro comercio.`,
        }
      }
      return {
        headline: 'El comercio no puede tomar este pedido',
        text: `Podés escribirle a ${business.name} para consultar, o pedir en otro comercio.`,
      }
  }
}

/**
 * The status block. A live region (role=status, read whole), so a screen reader announces the
 * shop's answer when it arrives while the page is open.
 */
export function OrderStatusPanel({ data, late }: { data: CustomerOrder; late: boolean }) {
  const { status } = data.order
  const { Icon } = statusTone[status]
  const { headline, text } = statusLines(data, late)
  return (
    <div
      role="status"
      aria-atomic="true"
      className={`flex gap-3 rounded-xl border p-4 ${panelTone[status]}`}
    >
      <Icon aria-hidden className="mt-0.5 size-6 shrink-0" />
      <div className="min-w-0">
        <p className="text-sm font-bold tracking-wide uppercase">
          {ORDER_STATUS_LABELS[status]}
          {headline && <span className="sr-only">. </span>}
        </p>
        {headline && <p className="text-lg leading-snug font-bold">{headline}</p>}
        <p className="mt-1 text-sm">{text}</p>
      </div>
    </div>
  )
}
