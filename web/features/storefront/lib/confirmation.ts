import type { CheckoutRequest, PlacedOrder } from '../../../../domain/checkout/schemas'
import { deliveryInfoOf } from '../../../../domain/checkout/rules'
import type { LastCustomer, PlacedOrderRef } from '../../../lib/placed-orders'
import { paths } from '../../../paths'
import type { ConfirmedOrder } from '../components/OrderConfirmed'

/**
 * What the storefront's confirmation shows, from the server's answer: its items and totals are
 * the real ones (a fee per km, a price changed since the cart was filled), whatever the cart said.
 */
export function confirmationOf(
  placed: PlacedOrder,
  sent: CheckoutRequest,
  origin: string,
): ConfirmedOrder {
  const { order, business } = placed
  const orderPath = paths.order(order.id, order.publicToken)
  return {
    shopPhone: business.phone,
    orderPath,
    token: order.publicToken,
    transfer: order.transfer,
    scheduledFor: order.scheduledFor,
    handoff: {
      id: order.id,
      shopName: business.name,
      method: order.method,
      deliveryInfo: deliveryInfoOf(order.method, sent.address),
      items: order.items.map(({ name, quantity, notes, options }) => ({
        name,
        quantity,
        notes,
        options,
      })),
      subtotal: order.subtotal,
      deliveryFee: order.deliveryFee,
      total: order.total,
      discount: order.discount,
      couponCode: order.couponCode,
      note: sent.note,
      customerName: sent.customer.fullName,
      payment: order.payment,
      orderUrl: origin + orderPath,
    },
  }
}

/** The order as this browser keeps it (web/lib/placed-orders). */
export const placedOrderRef = ({ order, business }: PlacedOrder): PlacedOrderRef => ({
  id: order.id,
  token: order.publicToken,
  shopName: business.name,
  shopSlug: business.slug,
  total: order.total,
  createdAt: order.createdAt,
})

/** The details to prefill next time, trimmed; the note belongs to this order only. */
export const customerToRemember = (values: LastCustomer): LastCustomer => ({
  fullName: values.fullName.trim(),
  phone: values.phone.trim(),
  street: values.street.trim(),
  number: values.number.trim(),
  floorApartment: values.floorApartment.trim(),
  notes: values.notes.trim(),
})
