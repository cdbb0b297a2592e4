import type { OptionGroup } from '../../../../domain/option-groups/schemas'
import { OPTION_STOCK_ERROR } from '../../../../domain/messages/panel'
import { toast } from '../../../components/ui/Toast'
import { serverMessage } from '../../../lib/error-message'
import { useToggleOption } from '../api/option-groups'

/**
 * Under a product of the list, its groups' options, each with the same one-tap stock switch as the
 * product's own (docs/product.md#product-options). A group shared by several products shows the
 * change under each of them at once.
 */
export function OptionStock({ groups }: { groups: OptionGroup[] }) {
  const toggle = useToggleOption()
  return (
    <div className="flex flex-col gap-3 border-t border-stone-100 pt-3">
      {groups.map((group) => (
        <div key={group.id} role="group" aria-label={`Stock de ${group.name}`}>
          <p className="mb-1.5 text-sm font-medium text-stone-700">{group.name}</p>
          <ul className="flex flex-wrap gap-2">
            {group.options.map((option) => (
              <li key={option.id}>
                <label
                  className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-3 text-sm font-medium ${option.isAvailable ? 'bg-green-50 text-green-800' : 'bg-stone-100 text-stone-500'}`}
                >
                  <input
                    type="checkbox"
                    checked={option.isAvailable}
                    disabled={toggle.isPending && toggle.variables?.id === option.id}
                    onChange={(event) =>
                      toggle.mutate(
                        { id: option.id, isAvailable: event.target.checked },
                        {
                          onError: (err) => toast(serverMessage(err, OPTION_STOCK_ERROR), 'error'),
                        },
                      )
                    }
                    className="size-5 accent-green-700"
                  />
                  <span className={option.isAvailable ? '' : 'line-through'}>{option.name}</span>
                  <span className="sr-only">{option.isAvailable ? 'con stock' : 'sin stock'}</span>
                </label>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
