import { CURRENCY, LOCALE } from '../constants'

/**
 * Money travels as integer centavos everywhere (database, API, arithmetic) and is only turned into
 * text here, at the edge. docs/product.md#limits: no decimals in the cart, two decimals in product lists.
 */
export type Centavos = number

/** Intl's formatter for ARS in es-AR, made on first use: only for amounts that are not whole centavos. */
const intlFormatters: Partial<Record<0 | 2, Intl.NumberFormat>> = {}
const intlFormatter = (decimals: 0 | 2) =>
  (intlFormatters[decimals] ??= new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }))

/** A whole number's digits grouped in thousands as es-AR writes them: '1.500.000'. */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

/**
 * '$ 1.500,50' (decimals 2) or '$ 1.501' (decimals 0, rounded half away from zero): what Intl
 * writes for ARS in es-AR, the space a no-break one, written out here for whole centavos. The first
 * es-AR formatter a page makes loads the locale's data, 30–40 ms of a phone's main thread before
 * a customer page answers (docs/product.md#fast-public-pages); Intl formats anything else.
 */
export function formatMoney(amount: Centavos, decimals: 0 | 2 = 2): string {
  if (!Number.isSafeInteger(amount)) return intlFormatter(decimals).format(amount / 100)
  const cents = Math.abs(amount) % 100
  const pesos = (Math.abs(amount) - cents) / 100
  const digits =
    decimals === 2
      ? `${groupThousands(pesos)},${String(cents).padStart(2, '0')}`
      : groupThousands(pesos + (cents >= 50 ? 1 : 0))
  return `${amount < 0 ? '-' : ''}$\u00a0${digits}`
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
