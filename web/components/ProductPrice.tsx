import { discountPercent, effectivePrice, formatMoney } from '../../domain/money/rules'

interface Props {
  price: number
  hasDiscount: boolean
  discountPrice: number | null
  /** False where the percent off already shows elsewhere (the badge on a promo's picture). */
  showPercent?: boolean
}

/** Product list price (two decimals, docs/product.md#limits); a discount shows the old price struck through. */
export function ProductPrice(product: Props) {
  const pays = effectivePrice(product)
  if (pays === product.price) {
    return <span className="font-semibold text-stone-900">{formatMoney(product.price)}</span>
  }
  return (
    <span className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span className="font-semibold text-stone-900">{formatMoney(pays)}</span>
      <del className="text-sm text-stone-500" aria-label={`Antes ${formatMoney(product.price)}`}>
        {formatMoney(product.price)}
      </del>
      {product.showPercent !== false && (
        <span className="rounded bg-brand-100 px-1.5 text-xs font-semibold text-brand-800">
          -{discountPercent(product.price, pays)}%
        </span>
      )}
    </span>
  )
}
