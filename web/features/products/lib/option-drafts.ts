import {
  optionGroupInputSchema,
  type OptionGroup,
  type OptionGroupInput,
} from '../../../../domain/option-groups/schemas'
import type { PublicOptionGroup } from '../../../../domain/options/types'
import { centavosToPesosText, pesosToCentavos } from '../../../lib/pesos'

/*
 * The 'Opciones' section of the product form (docs/product.md#product-options): the groups the
 * product offers, in order, as the owner edits them. A group is either one of the shop's (`id`,
 * maybe offered by other products too) or a new one; amounts stay as typed until saved.
 */

export interface OptionDraft {
  /** Stable key for React while options move. */
  key: string
  id?: string
  name: string
  /** 'Precio adicional' in pesos as typed ('2.500'); empty is $ 0. */
  price: string
  isAvailable: boolean
}

export interface GroupDraft {
  key: string
  id?: string
  name: string
  minChoices: string
  maxChoices: string
  options: OptionDraft[]
  /** Other products that offer this group too (they change with it). */
  sharedWith: number
}

let lastKey = 0
const newKey = () => `k${++lastKey}`

export const newOption = (): OptionDraft => ({
  key: newKey(),
  name: '',
  price: '',
  isAvailable: true,
})

export const newGroup = (): GroupDraft => ({
  key: newKey(),
  name: '',
  minChoices: '1',
  maxChoices: '1',
  options: [newOption()],
  sharedWith: 0,
})

/** One of the shop's groups as the form edits it; `productId` is the product being edited. */
export function groupToDraft(group: OptionGroup, productId?: string): GroupDraft {
  return {
    key: newKey(),
    id: group.id,
    name: group.name,
    minChoices: String(group.minChoices),
    maxChoices: String(group.maxChoices),
    options: group.options.map((o) => ({
      key: newKey(),
      id: o.id,
      name: o.name,
      price: o.priceDelta === 0 ? '' : centavosToPesosText(o.priceDelta),
      isAvailable: o.isAvailable,
    })),
    sharedWith: group.productIds.filter((id) => id !== productId).length,
  }
}

/** The product's groups, in the product's order, as drafts. */
export function productGroupDrafts(
  groupIds: readonly string[],
  groups: readonly OptionGroup[],
  productId?: string,
): GroupDraft[] {
  return groupIds.flatMap((id) => {
    const group = groups.find((g) => g.id === id)
    return group ? [groupToDraft(group, productId)] : []
  })
}

/** A count as typed; anything but digits fails the schema. */
const count = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN)

/** Pesos text to centavos: empty is 0, nonsense is NaN (the schema refuses it). */
const centavos = (text: string) => pesosToCentavos(text) ?? 0

/** The body of `POST`/`PUT /business/option-groups` for a draft. */
export function draftToInput(draft: GroupDraft): OptionGroupInput {
  return {
    name: draft.name,
    minChoices: count(draft.minChoices),
    maxChoices: count(draft.maxChoices),
    options: draft.options.map((o) => ({
      ...(o.id ? { id: o.id } : {}),
      name: o.name,
      priceDelta: centavos(o.price),
      isAvailable: o.isAvailable,
    })),
  }
}

export interface GroupErrors {
  name?: string
  minChoices?: string
  maxChoices?: string
  /** About the options as a whole (none, too many, none available). */
  options?: string
  /** Per option key: its name's and its price's problem. */
  option: Record<string, { name?: string; price?: string }>
}

/** What `optionGroupInputSchema` says of a draft, placed by field; null when it is valid. */
export function draftErrors(draft: GroupDraft): GroupErrors | null {
  const result = optionGroupInputSchema.safeParse(draftToInput(draft))
  if (result.success) return null
  const errors: GroupErrors = { option: {} }
  for (const issue of result.error.issues) {
    const [field, index, sub] = issue.path
    if (field === 'options' && typeof index === 'number') {
      const key = draft.options[index]?.key
      if (!key) continue
      const slot = (errors.option[key] ??= {})
      const place = sub === 'priceDelta' ? 'price' : 'name'
      slot[place] ??= issue.message
    } else if (field === 'name' || field === 'minChoices' || field === 'maxChoices') {
      errors[field] ??= issue.message
    } else {
      errors.options ??= issue.message
    }
  }
  return errors
}

/** Whether the group differs from the shop's copy (so it needs a `PUT`). */
export function draftChanged(draft: GroupDraft, groups: readonly OptionGroup[]): boolean {
  const saved = groups.find((g) => g.id === draft.id)
  if (!saved) return true
  const { options, ...rest } = draftToInput(draft)
  return (
    rest.name.trim() !== saved.name ||
    rest.minChoices !== saved.minChoices ||
    rest.maxChoices !== saved.maxChoices ||
    options.length !== saved.options.length ||
    options.some((o, i) => {
      const s = saved.options[i]
      return (
        o.id !== s.id ||
        o.name.trim() !== s.name ||
        o.priceDelta !== s.priceDelta ||
        o.isAvailable !== s.isAvailable
      )
    })
  )
}

/** What the customer will see of a draft, for the live preview; nonsense prices show as $ 0. */
export function draftToPreview(draft: GroupDraft): PublicOptionGroup {
  const input = draftToInput(draft)
  return {
    id: draft.key,
    name: draft.name.trim(),
    minChoices: Number.isFinite(input.minChoices) ? input.minChoices : 0,
    maxChoices: Number.isFinite(input.maxChoices) ? input.maxChoices : 1,
    options: draft.options.map((o, i) => {
      const delta = input.options[i].priceDelta
      return {
        id: o.key,
        name: o.name.trim(),
        priceDelta: Number.isFinite(delta) ? delta : 0,
        isAvailable: o.isAvailable,
      }
    }),
  }
}

/** Moves the item at `index` one place up (-1) or down (+1). */
export function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by
  if (to < 0 || to >= list.length) return [...list]
  const next = [...list]
  ;[next[index], next[to]] = [next[to], next[index]]
  return next
}

export interface SaveOptionsSteps {
  /** Writes one group; answers it as saved. */
  saveGroup: (id: string | undefined, input: OptionGroupInput) => Promise<OptionGroup>
  /** Called after each group write, so a retry after a later failure does not create it again. */
  onGroupSaved: (key: string, group: OptionGroup) => void
}

/**
 * Writes the groups that are new or changed, in order, and answers the product's group ids in the
 * form's order. The product and its `PUT …/option-groups` come after (the pages do them).
 */
export async function saveGroups(
  drafts: readonly GroupDraft[],
  groups: readonly OptionGroup[],
  steps: SaveOptionsSteps,
): Promise<string[]> {
  const ids: string[] = []
  for (const draft of drafts) {
    if (draft.id && !draftChanged(draft, groups)) {
      ids.push(draft.id)
      continue
    }
    const saved = await steps.saveGroup(draft.id, optionGroupInputSchema.parse(draftToInput(draft)))
    steps.onGroupSaved(draft.key, saved)
    ids.push(saved.id)
  }
  return ids
}
