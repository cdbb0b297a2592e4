import { useQueries } from '@tanstack/react-query'
import { ChevronRight, ReceiptText } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { customerOrderQuery } from '../api/customer-orders'
import { EmptyState } from '../../../components/ui/EmptyState'
import { LinkButton } from '../../../components/ui/LinkButton'
import { readPlacedOrders, type PlacedOrderRef } from '../../../lib/placed-orders'
import { paths } from '../../../paths'
import { formatPlacedAt, orderNumber, receiptMoney } from '../lib/format'
import { OrderStatusBadge } from '../../../components/OrderStatusBadge'
import { InfoLayout } from '../../../components/layout/InfoLayout'
import { RepeatOrderButton } from '../components/RepeatOrderButton'

/** The newest orders get their status asked for; older ones are long settled, and data is slow. */
export const LIVE_STATUS_LIMIT = 10

const newestFirst = (a: PlacedOrderRef, b: PlacedOrderRef) => b.createdAt.localeCompare(a.createdAt)

/** /orders: customers have no account, so their orders belong to the browser they ordered from. */
export function Component() {
  const [orders] = useState(() => [...readPlacedOrders()].sort(newestFirst))
  const statuses = useQueries({
    queries: orders.slice(0, LIVE_STATUS_LIMIT).map((o) => customerOrderQuery(o.id, o.token)),
  })

  return (
    <InfoLayout
      title="Tus pedidos"
      description={orders.length > 0 ? 'Los pedidos que hiciste desde este navegador.' : undefined}
    >
      {orders.length === 0 ? (
        <EmptyState
          icon={ReceiptText}
          title="Todavía no hay pedidos para mostrar"
          action={<LinkButton to={paths.clientHome}>Explorar comercios</LinkButton>}
        >
          <p>
            Los pedidos que hagas desde este navegador van a aparecer acá. No hace falta crear una
            cuenta.
          </p>
        </EmptyState>
      ) : (
        <ul
          aria-label="Pedidos"
          className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white"
        >
          {orders.map((order, i) => (
            <li key={order.id}>
              <OrderRow order={order} status={statuses[i]?.data?.order.status} />
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-stone-600">
        Cada pedido lo prepara y lo entrega el comercio: si tenés una consulta sobre uno, comunicate
        directamente con el local.
      </p>
    </InfoLayout>
  )
}

function OrderRow({
  order,
  status,
}: {
  order: PlacedOrderRef
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED' | undefined
}) {
  return (
    <div className="flex flex-col">
      <Link
        to={paths.order(order.id, order.token)}
        className="flex min-h-16 items-center gap-3 px-4 pt-3 pb-2 hover:bg-stone-50"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-baseline justify-between gap-3">
            <p className="min-w-0 font-semibold break-words text-stone-900">{order.shopName}</p>
            <span className="shrink-0 font-semibold text-stone-900 tabular-nums">
              {receiptMoney(order.total)}
            </span>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p className="text-sm text-stone-600">
              Pedido {orderNumber(order.id)} · {formatPlacedAt(order.createdAt)}
            </p>
            {status && <OrderStatusBadge status={status} size="sm" />}
          </div>
        </div>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-stone-400" />
      </Link>
      {/* Beside the link, not inside it: a link may hold no button. */}
      <div className="px-4 pb-3">
        <RepeatOrderButton
          orderId={order.id}
          token={order.token}
          className="w-full text-sm sm:w-auto"
        />
      </div>
    </div>
  )
}
