import { formatPesos, type Centavos } from '../money/rules'

/*
 * How options read on screen (docs/product.md#product-options), apart from rules.ts so a
 * page that only shows them loads neither the rules nor their messages.
 */

/**
 * An item's options as a kitchen reads them, one group after another in their order:
 * 'Tamaño: Grande · Extras: Extra queso, Panceta'. Empty without options.
 */
export function describeOptions(options: readonly { group: string; name: string }[] = []): string {
  const groups = new Map<string, string[]>()
  for (const option of options) {
    const names = groups.get(option.group)
    if (names) names.push(option.name)
    else groups.set(option.group, [option.name])
  }
  return [...groups].map(([group, names]) => `${group}: ${names.join(', ')}`).join(' · ')
}

/** '+$ 2.500' beside an option; nothing for an option that adds nothing. */
export function optionDeltaText(priceDelta: Centavos): string {
  if (priceDelta === 0) return ''
  return priceDelta > 0 ? `+${formatPesos(priceDelta)}` : formatPesos(priceDelta)
}
