import { isRequired, choiceHint } from '../../../../domain/options/rules'
import type { PublicOptionGroup } from '../../../../domain/options/types'
import { optionDeltaText } from '../../../../domain/options/format'

/**
 * The ids chosen after a tap on an option: in a single-choice group it replaces the group's other
 * choice (or, in an optional group, a tap on the chosen one clears it); otherwise it toggles.
 */
export function toggleOption(
  chosen: readonly string[],
  group: PublicOptionGroup,
  optionId: string,
): string[] {
  if (chosen.includes(optionId)) {
    if (group.maxChoices === 1 && isRequired(group)) return [...chosen]
    return chosen.filter((id) => id !== optionId)
  }
  if (group.maxChoices === 1) {
    const others = new Set(group.options.map((o) => o.id))
    return [...chosen.filter((id) => !others.has(id)), optionId]
  }
  return [...chosen, optionId]
}

/**
 * A product's option groups in the storefront's dialog (docs/product.md#product-options): radio
 * buttons for a single choice, checkboxes otherwise (those beyond the maximum disabled), the hint,
 * each option's price and 'Sin stock' for an option out of stock.
 */
export function OptionGroups({
  groups,
  chosen,
  onChange,
}: {
  groups: readonly PublicOptionGroup[]
  chosen: readonly string[]
  onChange: (chosen: string[]) => void
}) {
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => {
        const single = group.maxChoices === 1
        const picked = group.options.filter((o) => chosen.includes(o.id)).length
        const full = !single && picked >= group.maxChoices
        const hint = choiceHint(group)
        return (
          <fieldset key={group.id} className="flex flex-col gap-1">
            <legend className="mb-1 flex w-full items-baseline justify-between gap-2">
              <span className="font-semibold text-stone-900">{group.name}</span>
              <span
                className={`text-sm ${isRequired(group) ? 'font-medium text-brand-700' : 'text-stone-500'}`}
              >
                {hint}
              </span>
            </legend>
            {group.options.map((option) => {
              const checked = chosen.includes(option.id)
              const disabled = !option.isAvailable || (full && !checked)
              const delta = optionDeltaText(option.priceDelta)
              return (
                <label
                  key={option.id}
                  className={`flex min-h-11 items-center gap-3 rounded-lg px-2 ${disabled ? 'text-stone-400' : 'cursor-pointer text-stone-800 hover:bg-stone-50'}`}
                >
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={`grupo-${group.id}`}
                    value={option.id}
                    checked={checked}
                    disabled={disabled}
                    // A click on the chosen radio of an optional group clears it (no change event).
                    onClick={() => {
                      if (single && checked) onChange(toggleOption(chosen, group, option.id))
                    }}
                    onChange={() => {
                      if (!(single && checked)) onChange(toggleOption(chosen, group, option.id))
                    }}
                    className="size-5 shrink-0 accent-brand-600"
                  />
                  <span className="min-w-0 flex-1">{option.name}</span>
                  {!option.isAvailable && (
                    <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-700">
                      Sin stock
                    </span>
                  )}
                  {delta && <span className="shrink-0 text-sm tabular-nums">{delta}</span>}
                </label>
              )
            })}
          </fieldset>
        )
      })}
    </div>
  )
}
