import { ChevronDown, ChevronUp, Plus, Trash2, X } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import {
  OPTION_CHOICES_MAX,
  OPTION_GROUP_NAME_MAX,
  OPTION_GROUPS_PER_PRODUCT_MAX,
  OPTION_NAME_MAX,
  OPTIONS_PER_GROUP_MAX,
} from '../../../../domain/constants'
import type { OptionGroup } from '../../../../domain/option-groups/schemas'
import { choiceHint } from '../../../../domain/options/rules'
import { Button } from '../../../components/ui/Button'
import { MoneyField } from '../../../components/ui/MoneyField'
import { Select } from '../../../components/ui/Select'
import { TextField } from '../../../components/ui/TextField'
import { tidyPesosText } from '../../../lib/pesos'
import {
  draftToPreview,
  groupToDraft,
  move,
  newGroup,
  newOption,
  type GroupDraft,
  type GroupErrors,
  type OptionDraft,
} from '../lib/option-drafts'
import { OptionsPreview } from './OptionsPreview'

interface Props {
  drafts: GroupDraft[]
  onChange: (drafts: GroupDraft[]) => void
  /** Every group of the shop, to offer again. */
  shopGroups: OptionGroup[]
  /** The product being edited (its other products are counted as sharing a group). */
  productId?: string
  /** Per group key, shown once the owner tried to save. */
  errors: Record<string, GroupErrors>
}

/** A square icon button of at least 44 px, named for screen readers. */
function IconButton({
  label,
  onClick,
  disabled,
  danger,
  children,
}: {
  label: string
  onClick: () => void
  disabled?: boolean
  danger?: boolean
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg disabled:cursor-not-allowed disabled:opacity-30 ${danger ? 'text-red-700 hover:bg-red-50' : 'text-stone-700 hover:bg-stone-100'}`}
    >
      {children}
    </button>
  )
}

/**
 * docs/product.md#product-options in the product form: the groups the product offers, in order.
 * The owner reuses one of the shop's groups or creates one here, edits its name, how many options
 * the customer chooses and its options (name, price added, stock), and sees the customer's view.
 */
export function OptionGroupsEditor({ drafts, onChange, shopGroups, productId, errors }: Props) {
  const [open, setOpen] = useState<Set<string>>(() => new Set())
  const used = new Set(drafts.map((d) => d.id).filter(Boolean))
  const reusable = shopGroups.filter((g) => !used.has(g.id))
  const full = drafts.length >= OPTION_GROUPS_PER_PRODUCT_MAX

  const toggleOpen = (key: string, value?: boolean) =>
    setOpen((keys) => {
      const next = new Set(keys)
      if (value ?? !next.has(key)) next.add(key)
      else next.delete(key)
      return next
    })
  const update = (key: string, change: (d: GroupDraft) => GroupDraft) =>
    onChange(drafts.map((d) => (d.key === key ? change(d) : d)))
  const add = (draft: GroupDraft) => {
    onChange([...drafts, draft])
    toggleOpen(draft.key, draft.id === undefined)
  }

  return (
    <section
      aria-labelledby="opciones-title"
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id="opciones-title" className="font-semibold text-stone-900">
          Opciones
        </h2>
        <p className="text-sm text-stone-600">
          Tamaños, gustos o extras que tu cliente elige al pedir. Un grupo se puede usar en varios
          productos.
        </p>
      </div>

      {drafts.length > 0 && (
        <ol className="flex flex-col gap-3">
          {drafts.map((draft, index) => {
            const groupErrors = errors[draft.key]
            const isOpen = open.has(draft.key) || Boolean(groupErrors)
            const title = draft.name.trim() || 'Grupo nuevo'
            const preview = draftToPreview(draft)
            return (
              <li
                key={draft.key}
                aria-label={`Grupo ${title}`}
                className={`flex flex-col gap-3 rounded-xl border p-3 ${groupErrors ? 'border-red-300' : 'border-stone-200'}`}
              >
                <div className="flex items-start gap-1">
                  <div className="min-w-0 flex-1 py-1">
                    <p className="truncate font-semibold text-stone-900">{title}</p>
                    <p className="text-sm text-stone-600">
                      {choiceHint(preview)} · {draft.options.length}{' '}
                      {draft.options.length === 1 ? 'opción' : 'opciones'}
                    </p>
                  </div>
                  <IconButton
                    label={`Subir ${title}`}
                    disabled={index === 0}
                    onClick={() => onChange(move(drafts, index, -1))}
                  >
                    <ChevronUp aria-hidden className="size-5" />
                  </IconButton>
                  <IconButton
                    label={`Bajar ${title}`}
                    disabled={index === drafts.length - 1}
                    onClick={() => onChange(move(drafts, index, 1))}
                  >
                    <ChevronDown aria-hidden className="size-5" />
                  </IconButton>
                  <IconButton
                    label={`Quitar ${title} de este producto`}
                    danger
                    onClick={() => onChange(drafts.filter((d) => d.key !== draft.key))}
                  >
                    <X aria-hidden className="size-5" />
                  </IconButton>
                </div>
                {draft.sharedWith > 0 && (
                  <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                    También lo{' '}
                    {draft.sharedWith === 1
                      ? 'usa 1 producto'
                      : `usan ${draft.sharedWith} productos`}{' '}
                    más: lo que cambies acá cambia en todos.
                  </p>
                )}
                {isOpen ? (
                  <GroupFields
                    draft={draft}
                    errors={groupErrors}
                    onChange={(change) => update(draft.key, change)}
                  />
                ) : (
                  <p className="text-sm text-stone-700">
                    {draft.options.map((o) => o.name).join(', ')}
                  </p>
                )}
                {!groupErrors && (
                  <Button
                    variant="ghost"
                    className="self-start"
                    aria-expanded={isOpen}
                    onClick={() => toggleOpen(draft.key)}
                  >
                    {isOpen ? 'Listo' : `Editar ${title}`}
                  </Button>
                )}
              </li>
            )
          })}
        </ol>
      )}

      {!full && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {reusable.length > 0 && (
            <Select
              label="Usar un grupo que ya tenés"
              className="flex-1"
              value=""
              onChange={(event) => {
                const group = reusable.find((g) => g.id === event.target.value)
                if (group) add(groupToDraft(group, productId))
              }}
            >
              <option value="">Elegí un grupo</option>
              {reusable.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name} ({g.options.length} {g.options.length === 1 ? 'opción' : 'opciones'})
                </option>
              ))}
            </Select>
          )}
          <Button variant="secondary" onClick={() => add(newGroup())}>
            <Plus aria-hidden className="size-5" />
            Crear grupo nuevo
          </Button>
        </div>
      )}

      {drafts.length > 0 && <OptionsPreview groups={drafts.map(draftToPreview)} />}
    </section>
  )
}

function GroupFields({
  draft,
  errors,
  onChange,
}: {
  draft: GroupDraft
  errors?: GroupErrors
  onChange: (change: (d: GroupDraft) => GroupDraft) => void
}) {
  const set = (field: 'name' | 'minChoices' | 'maxChoices', value: string) =>
    onChange((d) => ({ ...d, [field]: value }))
  const setOptions = (change: (options: OptionDraft[]) => OptionDraft[]) =>
    onChange((d) => ({ ...d, options: change(d.options) }))
  const setOption = (key: string, patch: Partial<OptionDraft>) =>
    setOptions((options) => options.map((o) => (o.key === key ? { ...o, ...patch } : o)))

  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Nombre del grupo"
        autoComplete="off"
        maxLength={OPTION_GROUP_NAME_MAX}
        placeholder="Ej.: Gustos de empanada"
        value={draft.name}
        error={errors?.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Mínimo a elegir"
          type="number"
          inputMode="numeric"
          min={0}
          max={OPTION_CHOICES_MAX}
          hint="0 = opcional"
          value={draft.minChoices}
          error={errors?.minChoices}
          onChange={(event) => set('minChoices', event.target.value)}
        />
        <TextField
          label="Máximo a elegir"
          type="number"
          inputMode="numeric"
          min={1}
          max={OPTION_CHOICES_MAX}
          hint="1 = una sola"
          value={draft.maxChoices}
          error={errors?.maxChoices}
          onChange={(event) => set('maxChoices', event.target.value)}
        />
      </div>

      <ol className="flex flex-col gap-3">
        {draft.options.map((option, index) => {
          const optionErrors = errors?.option[option.key]
          const label = option.name.trim() || `opción ${index + 1}`
          return (
            <li
              key={option.key}
              className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-2 rounded-lg bg-stone-50 p-3 sm:grid-cols-[1fr_9rem_auto]"
            >
              <TextField
                label={`Opción ${index + 1}`}
                autoComplete="off"
                maxLength={OPTION_NAME_MAX}
                placeholder="Ej.: Carne suave"
                className="col-span-2 sm:col-span-1"
                value={option.name}
                error={optionErrors?.name}
                onChange={(event) => setOption(option.key, { name: event.target.value })}
              />
              <MoneyField
                label="Precio adicional"
                placeholder="0"
                value={option.price}
                error={optionErrors?.price}
                onChange={(event) => setOption(option.key, { price: event.target.value })}
                onBlur={(event) =>
                  setOption(option.key, { price: tidyPesosText(event.target.value) })
                }
              />
              <label
                className={`inline-flex min-h-11 cursor-pointer items-center gap-2 self-end rounded-full px-3 text-sm font-medium ${option.isAvailable ? 'bg-green-50 text-green-800' : 'bg-stone-200 text-stone-600'}`}
              >
                <input
                  type="checkbox"
                  aria-label={`Con stock: ${label}`}
                  checked={option.isAvailable}
                  onChange={(event) => setOption(option.key, { isAvailable: event.target.checked })}
                  className="size-5 accent-green-700"
                />
                Con stock
              </label>
              <div className="col-span-2 -my-1 flex justify-end sm:col-span-3">
                <IconButton
                  label={`Subir ${label}`}
                  disabled={index === 0}
                  onClick={() => setOptions((options) => move(options, index, -1))}
                >
                  <ChevronUp aria-hidden className="size-5" />
                </IconButton>
                <IconButton
                  label={`Bajar ${label}`}
                  disabled={index === draft.options.length - 1}
                  onClick={() => setOptions((options) => move(options, index, 1))}
                >
                  <ChevronDown aria-hidden className="size-5" />
                </IconButton>
                <IconButton
                  label={`Eliminar ${label}`}
                  danger
                  onClick={() =>
                    setOptions((options) => options.filter((o) => o.key !== option.key))
                  }
                >
                  <Trash2 aria-hidden className="size-5" />
                </IconButton>
              </div>
            </li>
          )
        })}
      </ol>
      {errors?.options && (
        <p role="alert" className="text-sm text-red-700">
          {errors.options}
        </p>
      )}
      {draft.options.length < OPTIONS_PER_GROUP_MAX && (
        <Button
          variant="ghost"
          className="self-start"
          onClick={() => setOptions((options) => [...options, newOption()])}
        >
          <Plus aria-hidden className="size-5" />
          Agregar opción
        </Button>
      )}
    </div>
  )
}
