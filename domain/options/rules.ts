import {
  optionChoiceHint,
  optionNotOfProductMessage,
  optionSoldOutMessage,
  tooFewChoicesMessage,
  tooManyChoicesMessage,
} from '../messages/customer'
import type { OrderItemOption, PublicOptionGroup } from './types'

/*
 * The rules of product options (docs/product.md#product-options) without zod: the server prices an
 * order with `resolveChoices`, and the storefront's product dialog runs the same function for the
 * running price and to hold back 'Agregar'. The schemas are in schemas.ts.
 */

/** A group is required when it asks for at least one choice. */
export const isRequired = (group: Pick<PublicOptionGroup, 'minChoices'>) => group.minChoices >= 1

export type ChoiceCheck =
  { ok: true; options: OrderItemOption[]; priceDelta: number } | { ok: false; message: string }

/**
 * Checks the options chosen for one product against its groups, and answers what the order item
 * keeps (in the groups' and options' order) and what they add to its price; or the first problem,
 * in Spanish, naming the product and the group. An id that is none of the product's options, a
 * group with too few or too many choices, and an option out of stock are refused.
 */
export function resolveChoices(
  productName: string,
  groups: readonly PublicOptionGroup[],
  chosenIds: readonly string[],
): ChoiceCheck {
  const chosen = new Set(chosenIds)
  const known = new Set(groups.flatMap((g) => g.options.map((o) => o.id)))
  if (chosen.size !== chosenIds.length || [...chosen].some((id) => !known.has(id))) {
    return { ok: false, message: optionNotOfProductMessage(productName) }
  }
  const options: OrderItemOption[] = []
  let priceDelta = 0
  for (const group of groups) {
    const picked = group.options.filter((o) => chosen.has(o.id))
    if (picked.length < group.minChoices) {
      return { ok: false, message: tooFewChoicesMessage(productName, group.name, group.minChoices) }
    }
    if (picked.length > group.maxChoices) {
      return {
        ok: false,
        message: tooManyChoicesMessage(productName, group.name, group.maxChoices),
      }
    }
    const soldOut = picked.find((o) => !o.isAvailable)
    if (soldOut) {
      return { ok: false, message: optionSoldOutMessage(productName, group.name, soldOut.name) }
    }
    for (const option of picked) {
      options.push({ group: group.name, name: option.name, priceDelta: option.priceDelta })
      priceDelta += option.priceDelta
    }
  }
  return { ok: true, options, priceDelta }
}

/** The hint beside a group's name in the storefront's product dialog. */
export const choiceHint = (group: Pick<PublicOptionGroup, 'minChoices' | 'maxChoices'>) =>
  optionChoiceHint(group.minChoices, group.maxChoices)

// describeOptions and optionDeltaText, which screens that show options need, are in format.ts.
