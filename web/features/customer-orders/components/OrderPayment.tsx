import { lazy, Suspense } from 'react'
import type { CustomerOrder } from '../../../../domain/orders/customer'
import { PAYMENT_METHOD_LABELS } from '../../../../domain/payments/rules'
import { PaymentStatusBadge } from '../../../components/PaymentStatusBadge'
import { receiptMoney } from '../lib/format'

const PaymentActions = lazy(() => import('../../../components/PaymentActions'))

/**
 * How the order is paid and whether it is (docs/product.md#payments), live like its status: the
 * bill a cash customer named, where to transfer, or 'Pagar con Mercado Pago' until it is paid.
 * Nothing for an order from before payments.
 */
export function OrderPayment({ order, token }: { order: CustomerOrder['order']; token: string }) {
  const { method, status, cashAmount } = order.payment
  if (!method) return null
  // A refused order is not paid for. A transfer is asked for until the shop marks it received;
  // Mercado Pago is offered again after a payment that fell through, never while one is being
  // processed (that would charge twice).
  const owed =
    order.status !== 'REJECTED' &&
    (method === 'TRANSFER'
      ? status === 'UNPAID'
      : method === 'MERCADOPAGO' && (status === 'UNPAID' || status === 'CANCELLED'))
  return (
    <section
      aria-labelledby="pago-titulo"
      className="flex flex-col gap-3 border-t border-dashed border-stone-300 pt-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="pago-titulo" className="font-semibold text-stone-900">
          Pago: {PAYMENT_METHOD_LABELS[method]}
        </h2>
        <PaymentStatusBadge status={status} />
      </div>
      {method === 'CASH' && cashAmount !== null && (
        <p className="text-stone-700">
          ¿Con cuánto pagás? <span className="tabular-nums">{receiptMoney(cashAmount)}</span>
        </p>
      )}
      {method === 'MERCADOPAGO' && status === 'PENDING' && (
        <p className="text-sm text-stone-700">
          Mercado Pago está procesando tu pago. Esta página se actualiza sola cuando se acredite.
        </p>
      )}
      {owed && (
        <Suspense fallback={null}>
          <PaymentActions
            id={order.id}
            token={token}
            total={order.total}
            method={method}
            transfer={order.transfer}
          />
        </Suspense>
      )}
    </section>
  )
}
