import { effectivePrice, type Centavos } from '../money/rules'
import { resolveChoices } from '../options/rules'
import type { OrderItemOption, PublicOptionGroup } from '../options/types'

/*
 * docs/product.md#repeat-order: an order's lines brought back to the shop's menu as it is today,
 * for `GET /api/public/orders/{id}/repeat?token=…`. Pure and without zod: the server resolves the
 * lines with it and the order page only reads its types; the answer's schema is repeat-schemas.ts.
 */

/** What changed in one line since it was sold. */
export type RepeatChange =
  | { kind: 'PRICE'; before: Centavos; after: Centavos }
  /** The shop deleted the product. */
  | { kind: 'PRODUCT_GONE' }
  /** The product is on the menu but marked out of stock. */
  | { kind: 'OUT_OF_STOCK' }
  /** No group of the product offers an option of that name any more: the line goes without it. */
  | { kind: 'OPTION_GONE'; group: string; option: string }
  /** The option is offered but out of stock: the line goes without it. */
  | { kind: 'OPTION_UNAVAILABLE'; group: string; option: string }
  /** What is left of the choices no longer satisfies the product's groups: the line is left out. */
  | { kind: 'CHOICES_INVALID' }

/** An option chosen again, as today's menu has it (a cart line's option). */
export interface RepeatOption {
  id: string
  group: string
  name: string
  priceDelta: Centavos
}

export interface RepeatLine {
  /** Today's product; null when it was deleted. */
  productId: string | null
  /** Today's name, or the name it was sold with when the product is gone. */
  name: string
  quantity: number
  notes: string | null
  /** The options chosen again, in the groups' order; their ids go with the next order. */
  options: RepeatOption[]
  imageUrl: string | null
  /** One unit as it was sold, options included. */
  soldUnitPrice: Centavos
  /** One unit today (effectivePrice plus the options), null for a line left out. */
  unitPrice: Centavos | null
  /** UNCHANGED and CHANGED lines go into the cart; LEFT_OUT lines do not. */
  status: 'UNCHANGED' | 'CHANGED' | 'LEFT_OUT'
  changes: RepeatChange[]
}

export interface RepeatOrder {
  business: { name: string; slug: string }
  lines: RepeatLine[]
}

/** A line of the order as it was sold (order_items). */
export interface SoldLine {
  productId: string | null
  name: string
  quantity: number
  unitPrice: Centavos
  notes: string | null
  options: OrderItemOption[]
}

/** The product of a sold line as the shop's menu has it today. */
export interface MenuProduct {
  id: string
  name: string
  price: Centavos
  hasDiscount: boolean
  discountPrice: Centavos | null
  isAvailable: boolean
  imageUrl: string | null
}

// Names are matched as a person reads them: 'Cheddar' and 'cheddar ' are one option.
const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('es') === b.trim().toLocaleLowerCase('es')

/**
 * One sold line against today's menu: its options found again by group and option name among the
 * product's groups, then checked and priced by resolveChoices as placing the order will, on
 * effectivePrice. An option gone or out of stock is dropped; if the rest no longer satisfies the
 * groups (a required size gone, say), the line is left out, as is a deleted or out-of-stock product.
 */
export function repeatLine(
  sold: SoldLine,
  product: MenuProduct | undefined,
  groups: readonly PublicOptionGroup[],
): RepeatLine {
  const base = { quantity: sold.quantity, notes: sold.notes, soldUnitPrice: sold.unitPrice }
  const leftOut = (changes: RepeatChange[]): RepeatLine => ({
    ...base,
    productId: product?.id ?? null,
    name: product?.name ?? sold.name,
    options: [],
    imageUrl: product?.imageUrl ?? null,
    unitPrice: null,
    status: 'LEFT_OUT',
    changes,
  })
  if (!product) return leftOut([{ kind: 'PRODUCT_GONE' }])
  if (!product.isAvailable) return leftOut([{ kind: 'OUT_OF_STOCK' }])

  const changes: RepeatChange[] = []
  const chosen = new Set<string>()
  for (const wanted of sold.options) {
    const option = groups
      .filter((g) => sameName(g.name, wanted.group))
      .flatMap((g) => g.options)
      .find((o) => sameName(o.name, wanted.name))
    if (!option) changes.push({ kind: 'OPTION_GONE', group: wanted.group, option: wanted.name })
    else if (!option.isAvailable) {
      changes.push({ kind: 'OPTION_UNAVAILABLE', group: wanted.group, option: wanted.name })
    } else chosen.add(option.id)
  }
  const check = resolveChoices(product.name, groups, [...chosen])
  if (!check.ok) return leftOut([...changes, { kind: 'CHOICES_INVALID' }])

  const unitPrice = effectivePrice(product) + check.priceDelta
  if (unitPrice !== sold.unitPrice) {
    changes.unshift({ kind: 'PRICE', before: sold.unitPrice, after: unitPrice })
  }
  const options = groups.flatMap((g) =>
    g.options
      .filter((o) => chosen.has(o.id))
      .map((o) => ({ id: o.id, group: g.name, name: o.name, priceDelta: o.priceDelta })),
  )
  return {
    ...base,
    productId: product.id,
    name: product.name,
    options,
    imageUrl: product.imageUrl,
    unitPrice,
    status: changes.length > 0 ? 'CHANGED' : 'UNCHANGED',
    changes,
  }
}
