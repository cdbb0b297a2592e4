import { formatPesos } from '../../../../domain/money/rules'
import { choiceHint } from '../../../../domain/options/rules'
import type { PublicOptionGroup } from '../../../../domain/options/types'

/**
 * What the customer will see of the product's groups (docs/product.md#product-options): the name
 * and 'Obligatorio' / 'Opcional · hasta N', a radio button for a single choice and checkboxes
 * otherwise, the price each option adds, and the ones out of stock struck out.
 */
export function OptionsPreview({ groups }: { groups: PublicOptionGroup[] }) {
  return (
    <section
      aria-label="Vista previa para tus clientes"
      className="flex flex-col gap-4 rounded-xl border border-dashed border-stone-300 bg-stone-50 p-3 sm:p-4"
    >
      <h3 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
        Así lo ve tu cliente
      </h3>
      {groups.map((group) => (
        <fieldset key={group.id} className="flex flex-col gap-1">
          <legend className="mb-1 flex w-full flex-wrap items-center justify-between gap-2">
            <span className="font-semibold text-stone-900">{group.name || 'Grupo sin nombre'}</span>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${group.minChoices >= 1 ? 'bg-brand-100 text-brand-800' : 'bg-stone-200 text-stone-700'}`}
            >
              {choiceHint(group)}
            </span>
          </legend>
          {group.options.map((option) => (
            <label
              key={option.id}
              className={`flex min-h-11 items-center gap-3 rounded-lg bg-white px-3 ${option.isAvailable ? 'cursor-pointer' : 'cursor-not-allowed text-stone-400'}`}
            >
              <input
                type={group.maxChoices === 1 ? 'radio' : 'checkbox'}
                name={`preview-${group.id}`}
                disabled={!option.isAvailable}
                className="size-5 accent-brand-600"
              />
              <span className={`min-w-0 flex-1 ${option.isAvailable ? '' : 'line-through'}`}>
                {option.name || 'Opción sin nombre'}
              </span>
              {!option.isAvailable && <span className="text-xs font-medium">Sin stock</span>}
              {option.priceDelta > 0 && (
                <span className="text-sm text-stone-700 tabular-nums">
                  +{formatPesos(option.priceDelta)}
                </span>
              )}
            </label>
          ))}
        </fieldset>
      ))}
    </section>
  )
}
