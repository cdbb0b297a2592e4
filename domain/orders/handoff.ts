import type { DeliveryMethod } from '../checkout/rules'
import { couponLineLabel } from '../coupons/label'
import { formatPesos as pesos, type Centavos } from '../money/rules'
import { shortOrderId } from './rules'
import { describeOptions } from '../options/format'
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, type OrderPayment } from '../payments/rules'
import type { OrderItemOption } from '../options/types'

/**
 * docs/product.md#real-orders: the WhatsApp hand-off. Shops in Argentina work their orders from
 * WhatsApp, so after ordering the customer can send the shop the same order as a message, with a
 * link back to the order page where its status lives.
 */

export interface HandoffOrder {
  id: string
  shopName: string
  method: DeliveryMethod
  /** The address line the shop reads ('Av. Colón 1045, 3° B'); ignored for pickup. */
  deliveryInfo: string | null
  /** `options` as sold (docs/product.md#product-options); absent or empty for a plain product. */
  items: {
    name: string
    quantity: number
    notes: string | null
    options?: readonly OrderItemOption[]
  }[]
  subtotal: Centavos
  deliveryFee: Centavos
  total: Centavos
  /** What a coupon took off the lines (docs/product.md#coupons); absent or 0 without one. */
  discount?: Centavos
  /** The coupon's code, or absent / null. */
  couponCode?: string | null
  note: string | null
  customerName: string | null
  /** How it is paid (docs/product.md#payments); null or no method for an order from before. */
  payment: Pick<OrderPayment, 'method' | 'status' | 'cashAmount'> | null
  /** Absolute URL of the customer's order page (with its token). */
  orderUrl: string
  /**
   * 'Programado para hoy 21:30' of an order for later (docs/product.md#scheduled-orders), as
   * domain/schedule/slots.ts's scheduledLabel words it; absent or null for an order for now. The
   * caller words it, so the pages that show the hand-off load that rule only for such an order.
   */
  scheduled?: string | null
}

/** Under its item, so the kitchen reads the options as part of it (WhatsApp keeps the spaces). */
const OPTIONS_INDENT = '   '

/** The message, in the order a shop reads it: who, what, how, how much, where to follow it. */
export function handoffMessage(o: HandoffOrder): string {
  const lines = [`¡Hola, ${o.shopName}! Te hice un pedido por Barrio.`, '']
  lines.push(`*Pedido #${shortOrderId(o.id)}*`)
  // Up front, so the shop does not take it for an order for now.
  if (o.scheduled) lines.push(`*${o.scheduled}*`)
  for (const item of o.items) {
    lines.push(`• ${item.quantity} x ${item.name}${item.notes ? ` (${item.notes})` : ''}`)
    if (item.options?.length) lines.push(`${OPTIONS_INDENT}${describeOptions(item.options)}`)
  }
  lines.push('')
  lines.push(
    o.method === 'DELIVERY'
      ? `Envío a domicilio: ${o.deliveryInfo ?? ''}`.trimEnd()
      : 'Retiro en el local',
  )
  if (o.note) lines.push(`Nota: ${o.note}`)
  if (o.customerName) lines.push(`A nombre de: ${o.customerName}`)
  lines.push('')
  // The coupon comes off the lines, so it is read under their subtotal (docs/product.md#coupons).
  const discount = o.discount ?? 0
  if (o.deliveryFee > 0 || discount > 0) lines.push(`Subtotal: ${pesos(o.subtotal)}`)
  if (discount > 0) lines.push(`${couponLineLabel(o.couponCode ?? '')}: −${pesos(discount)}`)
  if (o.deliveryFee > 0) lines.push(`Envío: ${pesos(o.deliveryFee)}`)
  lines.push(`*Total: ${pesos(o.total)}*`)
  const payment = paymentLine(o.payment)
  if (payment) lines.push(payment)
  lines.push('')
  lines.push(`Seguí el pedido acá: ${o.orderUrl}`)
  // Intl puts a no-break space after '$'; plain text keeps it, which is what a chat wants.
  return lines.join('\n')
}

/**
 * 'Pago: Efectivo (pago con $ 20.000)', 'Pago: Transferencia', 'Pago: Mercado Pago · Pagado'
 * (docs/product.md#payments): the method and its state as the panel shows them. A cash or transfer
 * order not paid yet says only its method, since it is paid on delivery or after ordering.
 */
export function paymentLine(payment: HandoffOrder['payment']): string | null {
  if (!payment?.method) return null
  const { method, status, cashAmount } = payment
  let line = `Pago: ${PAYMENT_METHOD_LABELS[method]}`
  if (method === 'CASH' && cashAmount) line += ` (pago con ${pesos(cashAmount)})`
  if (method === 'MERCADOPAGO' || status !== 'UNPAID') line += ` · ${PAYMENT_STATUS_LABELS[status]}`
  return line
}

/**
 * `https://wa.me/5493511234567?text=…` for a shop's number as stored (+549…), or null when the
 * shop has no usable number.
 */
export function whatsAppLink(phone: string | null, text: string): string | null {
  const digits = phone?.replace(/\D/g, '') ?? ''
  if (digits.length < 8) return null
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
}
