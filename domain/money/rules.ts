import { CURRENCY, LOCALE } from '../constants'

/**
 * Money travels as integer centavos everywhere (database, API, arithmetic) and is only turned into
 * text here, at the edge. docs/product.md#limits: no decimals in the cart, two decimals in product lists.
 */
export type Centavos = number

const formatters = {
  0: new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }),
  2: new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
}

export function formatMoney(amount: Centavos, decimals: 0 | 2 = 2): string {
  return formatters[decimals].format(amount / 100)
}

/** Whole pesos as the cart shows them (docs/product.md#limits), centavos only when the amount has them. */
export function formatPesos(amount: Centavos): string {
  return formatMoney(amount, amount % 100 === 0 ? 0 : 2)
}

/** The price a customer pays for one unit: the discount price when a valid discount is on. */
export function effectivePrice(p: {
  price: Centavos
  hasDiscount: boolean
  discountPrice: Centavos | null
}): Centavos {
  if (
    p.hasDiscount &&
    p.discountPrice !== null &&
    p.discountPrice > 0 &&
    p.discountPrice < p.price
  ) {
    return p.discountPrice
  }
  return p.price
}

/** Whole discount percentage, for a badge such as '-20%'. */
export function discountPercent(price: Centavos, discountPrice: Centavos): number {
  if (price <= 0) return 0
  return Math.round(((price - discountPrice) / price) * 100)
}
