import { formatPesos } from '../../domain/money/rules'
import type { PaymentMethod } from '../../domain/payments/rules'
import type { TransferAccount } from '../../domain/payments/schemas'
import { PayOnlineButton } from './PayOnlineButton'
import { TransferDetails } from './TransferDetails'

/**
 * What a customer still has to do to pay (docs/product.md#payments): transfer the total to the
 * shop's account, or pay with Mercado Pago. Shown after ordering (the storefront's confirmation)
 * and on the order's page, for some orders only: both load it apart, with the copy button and the
 * call that opens Mercado Pago, to keep /negocio/{slug} and /pedido/{id} within their budgets
 * (docs/decisions/0006-bundle-driven-splits.md).
 */
export default function PaymentActions({
  id,
  token,
  total,
  method,
  transfer,
  failure,
}: {
  id: string
  token: string
  total: number
  method: PaymentMethod
  transfer: TransferAccount | null
  /** Why an earlier try to open Mercado Pago failed. */
  failure?: string | null
}) {
  if (method === 'TRANSFER' && transfer) {
    return (
      <div className="flex flex-col gap-2">
        <p className="font-semibold">
          Transferí <span className="tabular-nums">{formatPesos(total)}</span> a
        </p>
        <TransferDetails transfer={transfer} />
      </div>
    )
  }
  if (method === 'MERCADOPAGO') return <PayOnlineButton id={id} token={token} failure={failure} />
  return null
}
