import type { PublicOptionGroup } from '../../../../domain/options/types'
import { optionDeltaText } from '../../../../domain/options/format'

/**
 * A product's option groups in the read-only QR menu, one line a group with each option's price:
 * 'Tamaño: Chica · Grande +$ 2.500' (docs/product.md#product-options).
 */
export function MenuOptions({ groups }: { groups?: readonly PublicOptionGroup[] }) {
  if (!groups?.length) return null
  return (
    <span className="mt-1 flex flex-col text-sm text-stone-600">
      {groups.map((group) => (
        <span key={group.id} className="block">
          <span className="font-medium text-stone-700">{group.name}:</span>{' '}
          {group.options
            .map((option) => {
              const delta = optionDeltaText(option.priceDelta)
              const name = delta ? `${option.name} ${delta}` : option.name
              return option.isAvailable ? name : `${name} (sin stock)`
            })
            .join(' · ')}
        </span>
      ))}
    </span>
  )
}
