import { describeOptions } from '../../domain/options/format'

/**
 * The options chosen for a cart line or an order item, under its name, the way a kitchen reads
 * them: 'Tamaño: Grande · Extras: Extra queso' (docs/product.md#product-options). Nothing without.
 */
export function ItemOptions({
  options,
  className = 'text-sm text-stone-600',
}: {
  options?: readonly { group: string; name: string }[]
  className?: string
}) {
  const text = describeOptions(options)
  return text ? <p className={`break-words ${className}`}>{text}</p> : null
}
