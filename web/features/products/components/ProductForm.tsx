import { useState, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import type { Category, ProductInput } from '../../../../domain/catalog/schemas'
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX } from '../../../../domain/constants'
import { ImagePicker, imageProblem, useChosenImage } from '../../../components/ImagePicker'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { LinkButton } from '../../../components/ui/LinkButton'
import { MoneyField } from '../../../components/ui/MoneyField'
import { Select } from '../../../components/ui/Select'
import { Switch } from '../../../components/ui/Switch'
import { TextArea } from '../../../components/ui/TextArea'
import { TextField } from '../../../components/ui/TextField'
import { paths } from '../../../paths'
import { tidyPesosText } from '../../../lib/pesos'
import {
  OPTION_GROUPS_LOAD_ERROR,
  OPTIONS_INVALID_MESSAGE,
  PRODUCT_CATEGORIES_FAILED_HINT,
  optionGroupSaveError,
} from '../../../../domain/messages/panel'
import type { OptionGroup } from '../../../../domain/option-groups/schemas'
import { saveFailure } from '../../../lib/error-message'
import { useSaveOptionGroup } from '../api/option-groups'
import { formMessages, productFormResolver, type ProductFormValues } from '../lib/product-form'
import {
  draftErrors,
  groupToDraft,
  saveGroups,
  type GroupDraft,
  type GroupErrors,
} from '../lib/option-drafts'
import { OptionGroupsEditor } from './OptionGroupsEditor'

export interface ProductSubmit {
  input: ProductInput
  image: File | null
  removeImage: boolean
  /**
   * The product's option groups in order, already written (docs/product.md#product-options); null
   * when the shop's groups could not be loaded, so the product's stay as they are.
   */
  optionGroupIds: string[] | null
}

/** The option groups the form starts from; `shopGroups` null when they failed to load. */
export interface ProductOptionsSetup {
  shopGroups: OptionGroup[] | null
  initial: GroupDraft[]
  productId?: string
}

interface Props {
  defaultValues: ProductFormValues
  /** The product's current picture (edit), already an absolute URL. */
  currentImageUrl?: string | null
  categories: Category[]
  categoriesFailed?: boolean
  submitLabel: string
  options: ProductOptionsSetup
  /** Saves; resolves when done, rejects with the message to show. */
  onSubmit: (values: ProductSubmit) => Promise<void>
}

/** The fields of docs/product.md#screens 'Add product' / 'Edit product', validated by the shared schema (docs/product.md#validation). */
export function ProductForm({
  defaultValues,
  currentImageUrl = null,
  categories,
  categoriesFailed,
  submitLabel,
  options,
  onSubmit,
}: Props) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setFocus,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductInput>({
    defaultValues,
    resolver: productFormResolver,
  })
  const image = useChosenImage()
  const [removeImage, setRemoveImage] = useState(false)
  const [imageError, setImageError] = useState<string | null>(null)
  const [saveError, setSaveError] = useState<{ message: string; detail?: string } | null>(null)
  const hasDiscount = useWatch({ control, name: 'hasDiscount' })
  const previewUrl = image.url ?? (removeImage ? null : currentImageUrl)
  const [groups, setGroups] = useState<GroupDraft[]>(options.initial)
  const [checkOptions, setCheckOptions] = useState(false)
  const saveGroup = useSaveOptionGroup()
  const groupErrors: Record<string, GroupErrors> = {}
  if (checkOptions) {
    for (const draft of groups) {
      const found = draftErrors(draft)
      if (found) groupErrors[draft.key] = found
    }
  }
  const optionsInvalid = Object.keys(groupErrors).length > 0
  const messages = formMessages(errors)
  if (optionsInvalid) messages.push(OPTIONS_INVALID_MESSAGE)

  const writeGroups = async (shopGroups: OptionGroup[]) => {
    let current = ''
    try {
      return await saveGroups(groups, shopGroups, {
        saveGroup: (id, input) => {
          current = input.name
          return saveGroup.mutateAsync({ id, input })
        },
        onGroupSaved: (key, saved) =>
          setGroups((list) =>
            list.map((d) =>
              d.key === key ? { ...groupToDraft(saved, options.productId), key } : d,
            ),
          ),
      })
    } catch (err) {
      throw saveFailure(err, optionGroupSaveError(current.trim()))
    }
  }

  const submit = handleSubmit(async (input) => {
    setSaveError(null)
    if (groups.some((d) => draftErrors(d))) return
    try {
      const optionGroupIds = options.shopGroups ? await writeGroups(options.shopGroups) : null
      await onSubmit({ input, image: image.file, removeImage, optionGroupIds })
    } catch (err) {
      setSaveError(err as { message: string; detail?: string })
    }
  })
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    setCheckOptions(true)
    return submit(event)
  }

  const tidy = (field: 'price' | 'discountPrice') => ({
    onBlur: (event: { target: { value: string } }) =>
      setValue(field, tidyPesosText(event.target.value)),
  })

  return (
    <form onSubmit={onFormSubmit} noValidate className="flex flex-col gap-5">
      <section className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
        <TextField
          label="Nombre"
          autoComplete="off"
          maxLength={PRODUCT_NAME_MAX}
          placeholder="Ej.: Milanesa napolitana"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextArea
          label="Descripción (opcional)"
          rows={3}
          maxLength={PRODUCT_DESCRIPTION_MAX}
          placeholder="Qué lleva, para cuántos es…"
          error={errors.description?.message}
          {...register('description')}
        />
        <Select
          label="Categoría"
          error={errors.categoryId?.message}
          disabled={categoriesFailed}
          hint={
            categoriesFailed ? (
              PRODUCT_CATEGORIES_FAILED_HINT
            ) : categories.length === 0 ? (
              <>
                Todavía no tenés categorías.{' '}
                <Link
                  to={paths.business.categories}
                  className="font-medium text-brand-700 underline"
                >
                  Creá tu primera categoría
                </Link>
              </>
            ) : undefined
          }
          {...register('categoryId')}
        >
          <option value="">Elegí una categoría</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </section>

      <section className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
        <h2 className="font-semibold text-stone-900">Precio</h2>
        <MoneyField
          label="Precio"
          placeholder="Ej.: 12.500,50"
          error={errors.price?.message}
          {...register('price', tidy('price'))}
        />
        <Switch
          label="Aplicar descuento"
          hint="Se muestra el precio anterior tachado."
          {...register('hasDiscount', {
            onChange: (event: { target: { checked: boolean } }) => {
              if (event.target.checked) requestAnimationFrame(() => setFocus('discountPrice'))
              else clearErrors('discountPrice')
            },
          })}
        />
        <MoneyField
          label="Precio con descuento"
          placeholder="Menor al precio normal"
          disabled={!hasDiscount}
          error={errors.discountPrice?.message}
          hint={hasDiscount ? undefined : 'Activá el descuento para cargar este precio.'}
          {...register('discountPrice', tidy('discountPrice'))}
        />
      </section>

      <section className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
        <Switch
          label="Con stock"
          hint="Apagalo cuando no lo tengas: tus clientes lo ven como sin stock."
          {...register('isAvailable')}
        />
        <ImagePicker
          label="Imagen del producto"
          previewUrl={previewUrl}
          hasImage={Boolean(previewUrl)}
          error={imageError}
          onFile={(file) => {
            const problem = imageProblem(file)
            setImageError(problem)
            if (!problem) image.set(file)
          }}
          onClear={() => {
            image.set(null)
            setImageError(null)
            if (currentImageUrl) setRemoveImage(true)
          }}
        />
      </section>

      {options.shopGroups ? (
        <OptionGroupsEditor
          drafts={groups}
          onChange={setGroups}
          shopGroups={options.shopGroups}
          productId={options.productId}
          errors={groupErrors}
        />
      ) : (
        <Alert tone="info">{OPTION_GROUPS_LOAD_ERROR}</Alert>
      )}

      <div className="sticky bottom-[calc(3.5rem_+_1px_+_env(safe-area-inset-bottom))] z-10 -mx-4 flex flex-col gap-3 border-t border-stone-200 bg-stone-50/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:p-0">
        {messages.map((m) => (
          <Alert key={m} tone="error">
            {m}
          </Alert>
        ))}
        {saveError && (
          <Alert tone="error">
            {saveError.message}
            {saveError.detail && <span className="block">{saveError.detail}</span>}
          </Alert>
        )}
        <div className="flex gap-3 sm:justify-end">
          <LinkButton
            variant="secondary"
            to={paths.business.products}
            className="flex-1 sm:flex-none"
          >
            Cancelar
          </LinkButton>
          <Button type="submit" busy={isSubmitting} className="flex-[2] sm:flex-none">
            {isSubmitting ? 'Guardando...' : submitLabel}
          </Button>
        </div>
      </div>
    </form>
  )
}
