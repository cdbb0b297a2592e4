import { formatMoney } from '../../../../domain/money/rules'
import type { Order } from '../../../../domain/orders/schemas'
import { OrderStatusBadge } from '../../../components/OrderStatusBadge'
import { shortOrderId } from '../lib/format'
import { answerLines, couponText, itemsText, METHOD, when } from './history-row'

const COLUMNS = ['Fecha', 'Pedido', 'Cliente', 'Método', 'Estado']

/** A wide screen: one line per order. */
export function HistoryTable({ orders }: { orders: Order[] }) {
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-stone-200 bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Pedidos</caption>
        <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {orders.map((order) => {
            const { day, time } = when(order)
            const method = METHOD[order.method]
            const coupon = couponText(order)
            return (
              <tr key={order.id} data-history-row={order.id} className="hover:bg-stone-50">
                <td className="px-4 py-3 whitespace-nowrap text-stone-700 tabular-nums">
                  <time dateTime={order.createdAt}>
                    {day} <span className="text-stone-500">{time}</span>
                  </time>
                </td>
                <td className="px-4 py-3 font-mono whitespace-nowrap text-stone-600">
                  #{shortOrderId(order.id)}
                </td>
                {/* Takes the room left, and cuts a long name or list short. */}
                <td className="w-full max-w-0 px-4 py-3">
                  <span className="block truncate font-medium text-stone-900">
                    {order.user.fullName}
                  </span>
                  <span className="block truncate text-stone-500">{itemsText(order)}</span>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                  <method.Icon aria-hidden className="mr-1.5 inline size-4 text-stone-500" />
                  {method.label}
                </td>
                <td className="px-4 py-3">
                  <OrderStatusBadge status={order.status} size="sm" />
                  {answerLines(order).map((line) => (
                    <span
                      key={line}
                      className="mt-1 block text-xs whitespace-nowrap text-stone-600"
                    >
                      {line}
                    </span>
                  ))}
                </td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-stone-900 tabular-nums">
                  {formatMoney(order.total, 2)}
                  {coupon && (
                    <span className="block text-xs font-normal text-green-800">{coupon}</span>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
