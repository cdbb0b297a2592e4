import { Bike, Store } from 'lucide-react'
import { couponLineLabel } from '../../../../domain/coupons/label'
import type { CustomerOrder } from '../../../../domain/orders/customer'
import { ItemOptions } from '../../../components/ItemOptions'
import { receiptMoney } from '../lib/format'

const rule = 'border-t border-dashed border-stone-300'

/** Lines, totals and how it arrives, laid out like the ticket a shop hands over. */
export function OrderReceipt({ order }: { order: CustomerOrder['order'] }) {
  const delivery = order.method === 'DELIVERY'
  const MethodIcon = delivery ? Bike : Store
  // docs/product.md#coupons: a coupon comes off the lines, under their subtotal.
  const coupon = order.discount > 0
  return (
    <>
      <section aria-labelledby="detalle-titulo" className={`${rule} pt-4`}>
        <h2 id="detalle-titulo" className="sr-only">
          Detalle del pedido
        </h2>
        <ul aria-label="Productos del pedido" className="flex flex-col gap-3">
          {order.items.map((item, i) => (
            <li key={i} className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-stone-900">
                  <span className="tabular-nums">{item.quantity}</span> x {item.name}
                </p>
                <ItemOptions options={item.options} />
                {item.notes && <p className="text-sm text-stone-600">“{item.notes}”</p>}
              </div>
              <p className="shrink-0 text-stone-900 tabular-nums">
                {receiptMoney(item.unitPrice * item.quantity)}
              </p>
            </li>
          ))}
        </ul>
        <dl className={`mt-4 flex flex-col gap-1 ${rule} pt-3`}>
          {(delivery || coupon) && (
            <div className="flex justify-between text-stone-700">
              <dt>Subtotal</dt>
              <dd className="tabular-nums">{receiptMoney(order.subtotal)}</dd>
            </div>
          )}
          {coupon && (
            <div className="flex justify-between gap-3 text-green-800">
              <dt className="min-w-0 break-words">{couponLineLabel(order.couponCode ?? '')}</dt>
              <dd className="shrink-0 tabular-nums">−{receiptMoney(order.discount)}</dd>
            </div>
          )}
          {delivery && (
            <div className="flex justify-between text-stone-700">
              <dt>Envío</dt>
              <dd className="tabular-nums">
                {order.deliveryFee > 0 ? receiptMoney(order.deliveryFee) : 'Gratis'}
              </dd>
            </div>
          )}
          <div className="flex justify-between text-lg font-bold text-stone-900">
            <dt>Total</dt>
            <dd className="tabular-nums">{receiptMoney(order.total)}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="entrega-titulo" className={`${rule} flex flex-col gap-3 pt-4`}>
        <h2 id="entrega-titulo" className="sr-only">
          Entrega
        </h2>
        <div className="flex gap-3">
          <MethodIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-stone-500" />
          <div className="min-w-0">
            <p className="font-semibold text-stone-900">
              {delivery ? 'Envío a domicilio' : 'Retiro en el local'}
            </p>
            {delivery && <p className="break-words text-stone-700">{order.deliveryInfo}</p>}
          </div>
        </div>
        {order.note && (
          <div className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
            <p className="font-semibold text-stone-900">Nota para el comercio</p>
            <p className="break-words">{order.note}</p>
          </div>
        )}
      </section>
    </>
  )
}
