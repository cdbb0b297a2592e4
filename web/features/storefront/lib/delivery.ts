import { formatMoney } from '../../../../domain/money/rules'
import type { PublicBusiness } from '../../../../domain/menu/schemas'
import { plainText } from '../../../../domain/text/rules'

type Delivery = Pick<
  PublicBusiness,
  | 'supportsDelivery'
  | 'minDeliveryTime'
  | 'maxDeliveryTime'
  | 'deliveryPrice'
  | 'deliveryFeeBase'
  | 'deliveryCost'
  | 'deliveryFeePerKm'
  | 'minOrderAmount'
>

/**
 * '25–40 min', or null when the shop does not deliver or set no times; `extra` is what 'Mucho
 * trabajo' adds now (docs/product.md#busy).
 */
export function deliveryTimeText(b: Delivery, extra = 0): string | null {
  if (!b.supportsDelivery) return null
  const { minDeliveryTime: min, maxDeliveryTime: max } = b
  if (min === null && max === null) return null
  if (min === null || max === null || min === max) return `${(min ?? max)! + extra} min`
  return `${min + extra}–${max + extra} min`
}

/**
 * The fee line. A fee per km makes the base only a starting price, and saying so up front is
 * better than a surprise at checkout.
 */
export function deliveryFeeText(b: Delivery): string | null {
  if (!b.supportsDelivery) return null
  const base = b.deliveryPrice ?? b.deliveryFeeBase ?? 0
  const perKm = b.deliveryCost ?? b.deliveryFeePerKm ?? 0
  if (perKm > 0) return base > 0 ? `Envío desde ${formatMoney(base, 0)}` : 'Envío según distancia'
  return base > 0 ? `Envío ${formatMoney(base, 0)}` : 'Envío gratis'
}

/** The delivery minimum, told on the storefront so nobody meets it first at checkout. */
export function minimumText(b: Delivery): string | null {
  if (!b.supportsDelivery || !b.minOrderAmount) return null
  return `Mínimo para envío ${formatMoney(b.minOrderAmount, 0)}`
}

/** Accent- and case-insensitive text for the search box ('Jamon' finds 'jamón'). */
export const searchable = plainText
