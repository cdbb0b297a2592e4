import type { ReactNode } from 'react'
import type { Order } from '../../../../domain/orders/schemas'
import { couponLineLabel } from '../../../../domain/coupons/label'
import { formatPesos } from '../../../../domain/money/rules'
import { describeOptions } from '../../../../domain/options/format'
import { formatDay } from '../../../../domain/orders/history'
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../../../../domain/payments/rules'
import { scheduledLabel } from '../../../../domain/schedule/slots'
import { argentinaDay, formatClock } from '../../../lib/argentina-time'
import { shortOrderId } from '../lib/format'
import type { TicketWidth } from '../lib/ticket-preference'

/** The words the app uses for an order's method (the history's list, the CSV, the WhatsApp text). */
const METHOD_WORDS: Record<Order['method'], string> = {
  DELIVERY: 'Envío a domicilio',
  PICKUP: 'Retiro en el local',
}

/**
 * The kitchen ticket of an order (docs/product.md#tickets), as a thermal printer prints it: the
 * shop, '#' and the short id, the day and time in Argentina, who and how, the items with their
 * options and notes, the coupon, the payment and the total (whole pesos, as the cart shows them). Black on white, bold and large, dashed rules: a
 * cook reads it from arm's length on a 58 mm or 80 mm roll. Drawn on its own page by printTicket.
 */
export function KitchenTicket({
  order,
  shopName,
  width = 80,
}: {
  order: Order
  shopName: string
  width?: TicketWidth
}) {
  const narrow = width === 58
  const when = new Date(order.createdAt)
  const { method, status, cashAmount } = order.payment
  const change = cashAmount !== null ? cashAmount - order.total : 0
  // The lines before the coupon took its part off them (docs/product.md#coupons).
  const subtotal = order.total - order.deliveryFee + order.discount
  const delivery = order.method === 'DELIVERY'

  return (
    <article
      aria-label={`Ticket del pedido #${shortOrderId(order.id)}`}
      data-ticket-width={width}
      className={`flex flex-col bg-white font-sans leading-snug font-semibold text-black ${narrow ? 'text-[15px]' : 'text-[17px]'}`}
    >
      {shopName && (
        <p
          className={`text-center font-extrabold break-words uppercase ${narrow ? 'text-lg' : 'text-xl'}`}
        >
          {shopName}
        </p>
      )}
      <Rule />
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className={`font-mono font-black ${narrow ? 'text-[26px]' : 'text-[34px]'}`}>
          #{shortOrderId(order.id)}
        </span>
        <time dateTime={order.createdAt} className="font-bold tabular-nums">
          {formatDay(argentinaDay(when))} {formatClock(when)}
        </time>
      </p>
      {order.scheduledFor && (
        <p className="mt-1 self-start border-2 border-black px-2 py-0.5 font-extrabold">
          {scheduledLabel(order.scheduledFor)}
        </p>
      )}
      {order.status === 'ACCEPTED' && order.estimatedTime !== null && (
        <p className="font-bold">Listo en {order.estimatedTime} min</p>
      )}
      <Rule />
      <p className="text-[1.15em] font-extrabold break-words">{order.user.fullName}</p>
      {order.user.phone && (
        <p className="tabular-nums">
          Tel.: <span className="whitespace-nowrap">{order.user.phone}</span>
        </p>
      )}
      <p
        className={`mt-1.5 self-start border-2 border-black px-2 py-0.5 font-extrabold uppercase ${narrow ? 'text-base' : 'text-lg'}`}
      >
        {METHOD_WORDS[order.method]}
      </p>
      {delivery && order.deliveryInfo && (
        <p className="mt-1 font-bold break-words">{order.deliveryInfo}</p>
      )}
      <Rule />
      <ul aria-label="Productos" className="flex flex-col gap-2">
        {order.items.map((item, i) => (
          <li key={i} className="break-words">
            <p className="text-[1.15em] font-extrabold">
              <span className="tabular-nums">{item.quantity} x</span> {item.product.name}
            </p>
            {/* One group a line, as the card writes them ('Tamaño: Grande'). */}
            {describeOptions(item.options)
              .split(' · ')
              .filter(Boolean)
              .map((group) => (
                <p key={group} className="pl-4">
                  {group}
                </p>
              ))}
            {item.notes && <p className="pl-4 font-bold italic">Nota: {item.notes}</p>}
          </li>
        ))}
      </ul>
      {order.note && (
        <>
          <Rule />
          <p className="border-2 border-black px-2 py-1 font-bold break-words">
            Nota del cliente: {order.note}
          </p>
        </>
      )}
      <Rule />
      {(order.deliveryFee > 0 || order.discount > 0) && (
        <Line label="Subtotal">{formatPesos(subtotal)}</Line>
      )}
      {order.discount > 0 && (
        <Line label={couponLineLabel(order.couponCode ?? '')}>−{formatPesos(order.discount)}</Line>
      )}
      {order.deliveryFee > 0 && <Line label="Envío">{formatPesos(order.deliveryFee)}</Line>}
      <Line label="TOTAL" className={`font-black ${narrow ? 'text-xl' : 'text-2xl'}`}>
        {formatPesos(order.total)}
      </Line>
      <Rule />
      <p className="font-bold">
        {method ? `${PAYMENT_METHOD_LABELS[method]} · ` : ''}
        {PAYMENT_STATUS_LABELS[status]}
      </p>
      {method === 'CASH' && cashAmount !== null && (
        <p className="font-bold tabular-nums">Paga con {formatPesos(cashAmount)}</p>
      )}
      {method === 'CASH' && change > 0 && (
        <p className="font-bold tabular-nums">Vuelto: {formatPesos(change)}</p>
      )}
    </article>
  )
}

/** A dashed rule across the paper. */
const Rule = () => (
  <hr aria-hidden className="my-2 border-0 border-t-2 border-dashed border-black" />
)

/** A label on the left and an amount on the right. */
function Line({
  label,
  className = '',
  children,
}: {
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <p
      className={`flex flex-wrap items-baseline justify-between gap-x-3 tabular-nums ${className}`}
    >
      <span>{label}</span>
      <span className="ml-auto font-extrabold whitespace-nowrap">{children}</span>
    </p>
  )
}
