import { formatMoney } from '../../../../domain/money/rules'
import type { Order } from '../../../../domain/orders/schemas'
import { OrderStatusBadge } from '../../../components/OrderStatusBadge'
import { shortOrderId } from '../lib/format'
import { answerLines, couponText, itemsText, METHOD, when } from './history-row'

/** A phone: a compact row per order that fits 390 px. */
export function HistoryRows({ orders }: { orders: Order[] }) {
  return (
    <ul
      aria-label="Pedidos"
      className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white md:hidden"
    >
      {orders.map((order) => {
        const { day, time } = when(order)
        const method = METHOD[order.method]
        const coupon = couponText(order)
        return (
          <li key={order.id} data-history-row={order.id} className="flex flex-col gap-1 px-4 py-3">
            <div className="flex items-center justify-between gap-2 text-sm text-stone-600">
              <time dateTime={order.createdAt} className="tabular-nums">
                {day} · {time}
              </time>
              <OrderStatusBadge status={order.status} size="sm" />
            </div>
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 truncate font-semibold text-stone-900">
                {order.user.fullName}
              </span>
              <span className="shrink-0 font-semibold text-stone-900 tabular-nums">
                {formatMoney(order.total, 2)}
              </span>
            </div>
            <p className="flex min-w-0 items-center gap-1.5 text-sm text-stone-500">
              <method.Icon aria-hidden className="size-4 shrink-0" />
              <span className="min-w-0 truncate">
                <span className="font-mono">#{shortOrderId(order.id)}</span> · {method.short} ·{' '}
                {itemsText(order)}
              </span>
            </p>
            {coupon && <p className="text-sm break-words text-green-800">{coupon}</p>}
            {answerLines(order).map((line) => (
              <p key={line} className="text-sm text-stone-600">
                {line}
              </p>
            ))}
          </li>
        )
      })}
    </ul>
  )
}
