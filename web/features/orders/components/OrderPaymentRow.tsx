import { useState } from 'react'
import type { Order } from '../../../../domain/orders/schemas'
import { AMOUNT_MISMATCH_MESSAGE, PAYMENT_UPDATE_ERROR } from '../../../../domain/messages/panel'
import { formatMoney, formatPesos } from '../../../../domain/money/rules'
import { PAYMENT_METHOD_LABELS } from '../../../../domain/payments/rules'
import { PaymentStatusBadge } from '../../../components/PaymentStatusBadge'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { serverMessage } from '../../../lib/error-message'
import { useMarkPaid } from '../api/orders'

/**
 * An order's payment on its card (docs/product.md#payments): the method and its state at a glance,
 * the bill a cash customer named (so the rider brings change), a Mercado Pago amount to check by
 * hand, and for cash and transfers the one tap that marks it paid (or takes it back).
 */
export function OrderPaymentRow({ order }: { order: Order }) {
  const mark = useMarkPaid()
  const [error, setError] = useState<string | null>(null)
  const { method, status, cashAmount, flag } = order.payment
  const paid = status === 'PAID'
  // Mercado Pago marks its own payments; a refused order is not collected, but a mark is undone.
  const markable = method !== 'MERCADOPAGO' && (paid || order.status !== 'REJECTED')
  const change = cashAmount !== null ? cashAmount - order.total : 0

  function setPaid(value: boolean) {
    setError(null)
    mark.mutate(
      { id: order.id, paid: value },
      { onError: (err) => setError(serverMessage(err, PAYMENT_UPDATE_ERROR)) },
    )
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <PaymentStatusBadge
          status={status}
          label={method ? PAYMENT_METHOD_LABELS[method] : undefined}
        />
        {markable &&
          (paid ? (
            <Button
              variant="ghost"
              className="text-sm"
              busy={mark.isPending}
              onClick={() => setPaid(false)}
            >
              Marcar sin pagar
            </Button>
          ) : (
            <Button
              variant="secondary"
              className="px-2.5! text-sm md:px-4! md:text-base"
              busy={mark.isPending}
              onClick={() => setPaid(true)}
            >
              Marcar pagado
            </Button>
          ))}
      </div>
      {method === 'CASH' && cashAmount !== null && (
        <p className="text-sm text-stone-700 tabular-nums">
          <span className="font-medium">¿Con cuánto pagás? {formatMoney(cashAmount, 0)}</span>
          {change > 0 && <span> (vuelto {formatPesos(change)})</span>}
        </p>
      )}
      {flag === 'AMOUNT_MISMATCH' && <Alert tone="info">{AMOUNT_MISMATCH_MESSAGE}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  )
}
