import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { couponLineLabel } from '../../../../domain/coupons/label'
import { formatMoney } from '../../../../domain/money/rules'
import type { HandoffOrder } from '../../../../domain/orders/handoff'
import { shortOrderId } from '../../../../domain/orders/rules'
import { scheduledLabel } from '../../../../domain/schedule/slots'
import type { TransferAccount } from '../../../../domain/payments/schemas'
import { WhatsAppHandoff } from '../../../components/WhatsAppHandoff'
import { CheckIcon, XIcon } from '../../../components/icons'

/** The order checkout just placed, as the server answered it, carried in the navigation state. */
export interface ConfirmedOrder {
  /** The order written out for the shop's WhatsApp, with the server's items and totals. */
  handoff: HandoffOrder
  /** The shop's WhatsApp number (+549…), or null. */
  shopPhone: string | null
  /** paths.order(id, token): the customer's order page. */
  orderPath: string
  /** The order's token, for 'Pagar con Mercado Pago'. */
  token: string
  /** A transfer order's account to transfer to (docs/product.md#payments); null otherwise. */
  transfer: TransferAccount | null
  /** Why checkout could not open Mercado Pago right after ordering; the button here tries again. */
  payFailure?: string | null
  /** The slot's instant (ISO) of an order for later (docs/product.md#scheduled-orders); else null. */
  scheduledFor?: string | null
}

const PaymentActions = lazy(() => import('../../../components/PaymentActions'))

/** Whole pesos as the cart shows them; centavos only when a fee per km left some. */
const pesos = (amount: number) => formatMoney(amount, amount % 100 === 0 ? 0 : 2)

/**
 * What the customer does next about paying (docs/product.md#payments): transfer to the shop's
 * account, bring the bill they named (and the change due), or pay with Mercado Pago.
 */
function PaymentNext({ order }: { order: ConfirmedOrder }) {
  const { handoff, transfer } = order
  const payment = handoff.payment
  if (payment?.method === 'CASH' && payment.cashAmount) {
    const change = payment.cashAmount - handoff.total
    return (
      <p className="mt-3 text-sm text-green-900 tabular-nums">
        Pagás con {pesos(payment.cashAmount)}
        {change > 0 && ` (vuelto ${pesos(change)})`}
      </p>
    )
  }
  if (
    (payment?.method === 'TRANSFER' && transfer) ||
    (payment?.method === 'MERCADOPAGO' && payment.status !== 'PAID')
  ) {
    return (
      <div className="mt-4">
        <Suspense fallback={null}>
          <PaymentActions
            id={handoff.id}
            token={order.token}
            total={handoff.total}
            method={payment.method}
            transfer={transfer}
            failure={order.payFailure}
          />
        </Suspense>
      </div>
    )
  }
  return null
}

/**
 * What checkout's 'Ir a pagar' ends with, on the storefront it sends the customer back to: the
 * spec's sentence, the order's number and total, its page, and the WhatsApp hand-off to the shop.
 */
export default function OrderConfirmed({
  order,
  onDismiss,
}: {
  order: ConfirmedOrder
  onDismiss: () => void
}) {
  // Worded here, apart from checkout's first load: 'Programado para hoy 21:30', in the hand-off too.
  const scheduled = order.scheduledFor ? scheduledLabel(order.scheduledFor) : null
  const handoff = scheduled ? { ...order.handoff, scheduled } : order.handoff
  return (
    <section
      aria-labelledby="pedido-confirmado"
      className="mx-4 mt-4 rounded-2xl border border-green-200 bg-green-50 p-4 text-green-950 md:mx-0 md:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-green-600 text-white">
          <CheckIcon className="size-6" />
        </span>
        <div role="status" className="min-w-0 flex-1 pt-0.5">
          <h2 id="pedido-confirmado" className="text-lg leading-snug font-bold">
            ¡Listo! Confirmamos tu pedido.
          </h2>
          <p className="mt-0.5 text-sm text-green-900">
            Pedido #{shortOrderId(handoff.id)} ·{' '}
            <span className="whitespace-nowrap">
              Total <span className="font-semibold tabular-nums">{pesos(handoff.total)}</span>
            </span>
          </p>
          {handoff.discount ? (
            // docs/product.md#coupons: the total above is already after it.
            <p className="text-sm text-green-900 tabular-nums">
              {couponLineLabel(handoff.couponCode ?? '')}: −{pesos(handoff.discount)}
            </p>
          ) : null}
          {scheduled && <p className="mt-1 font-semibold">{scheduled}</p>}
          <p className="mt-1 text-sm text-green-900">
            {handoff.shopName} ya lo recibió. Seguí cómo avanza en «Ver mi pedido».
          </p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-green-100"
        >
          <XIcon className="size-5" />
          <span className="sr-only">Cerrar aviso</span>
        </button>
      </div>
      <PaymentNext order={order} />
      {/* WhatsApp first on a phone's column, last (rightmost) on a wider row. */}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row-reverse">
        <WhatsAppHandoff phone={order.shopPhone} order={handoff} />
        <Link
          to={order.orderPath}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-green-700 bg-white px-4 font-semibold text-green-800 hover:bg-green-100"
        >
          Ver mi pedido
        </Link>
      </div>
    </section>
  )
}
