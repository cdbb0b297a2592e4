import type { CustomerOrder } from '../../../../domain/customer-order'
import { PayOnlineButton } from '../../../components/PayOnlineButton'
import { TransferDetails } from '../../../components/TransferDetails'
import { receiptMoney } from '../lib/format'

/**
 * What a customer still has to do to pay (docs/product.md#payments): transfer to the shop's
 * account, or pay with Mercado Pago. Only some orders need it, so it loads apart from the order's
 * page, with the copy button and the call that opens Mercado Pago, keeping /pedido/{id} within its
 * budget (docs/decisions/0006-bundle-driven-splits.md).
 */
export default function PaymentActions({
  order,
  token,
}: {
  order: CustomerOrder['order']
  token: string
}) {
  if (order.payment.method === 'TRANSFER' && order.transfer) {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-stone-700">
          Transferí <span className="font-semibold tabular-nums">{receiptMoney(order.total)}</span>{' '}
          a:
        </p>
        <TransferDetails transfer={order.transfer} />
      </div>
    )
  }
  if (order.payment.method === 'MERCADOPAGO') return <PayOnlineButton id={order.id} token={token} />
  return null
}
