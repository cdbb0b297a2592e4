import { Plus } from 'lucide-react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import {
  categoryFormSchema,
  IMAGE_FIELD,
  type CategoryFormInput,
} from '../../../../domain/catalog/schemas'
import { CATEGORY_NAME_MAX, presetImageUrl } from '../../../../domain/constants'
import { ApiRequestError } from '../../../api/client'
import { useCreateCategory } from '../api/categories'
import { ImagePicker, imageProblem, useChosenImage } from '../../../components/ImagePicker'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { TextField } from '../../../components/ui/TextField'
import { toast } from '../../../components/ui/Toast'
import { CategoryImage } from './CategoryImage'
import { PresetPicker } from './PresetPicker'
import { PRESET_LABELS } from '../lib/presets'

const resolver = zodResolver(categoryFormSchema)
type CategoryFormValues = ReturnType<typeof categoryFormSchema.parse>

/** docs/product.md#screens Categories: a name and a preset picture or an uploaded one, with a preview. */
export function CategoryForm() {
  const create = useCreateCategory()
  const form = useForm<CategoryFormInput, unknown, CategoryFormValues>({
    resolver,
    defaultValues: { name: '', presetImage: null },
  })
  const [name, preset] = useWatch({ control: form.control, name: ['name', 'presetImage'] })
  const image = useChosenImage()
  const file = image.file
  const [fileError, setFileError] = useState<string | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const fileUrl = image.url
  const previewUrl = preset ? presetImageUrl(preset) : fileUrl

  // docs/product.md#validation: a blank name is silently ignored; the schema refuses it and the
  // form only moves focus to it.
  const submit = form.handleSubmit(async (values) => {
    setServerError(null)
    const body = new FormData()
    body.set('name', values.name)
    if (values.presetImage) body.set('presetImage', values.presetImage)
    else if (file) body.set(IMAGE_FIELD, file)
    try {
      await create.mutateAsync(body)
    } catch (err) {
      // docs/product.md#errors: category errors are logged; a reason the server gives (a repeated name) is shown.
      console.error(err)
      if (err instanceof ApiRequestError && err.fromServer && err.status < 500)
        setServerError(err.message)
      return
    }
    toast('Categoría creada.')
    form.reset()
    image.set(null)
    setFileError(null)
  })
  const nameField = form.register('name', { onChange: () => setServerError(null) })

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="new-category-title"
      className="grid gap-5 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6 lg:grid-cols-[1fr_15rem]"
    >
      <div className="flex min-w-0 flex-col gap-5">
        <h2 id="new-category-title" className="text-lg font-semibold text-stone-900">
          Nueva categoría
        </h2>
        <TextField
          label="Nombre de la categoría"
          placeholder="Ej.: Pizzas"
          autoComplete="off"
          maxLength={CATEGORY_NAME_MAX}
          {...nameField}
        />
        <PresetPicker
          value={preset || null}
          onChange={(next) => {
            form.setValue('presetImage', next)
            if (next) {
              image.set(null)
              setFileError(null)
            }
          }}
        />
        <ImagePicker
          label="O subí una imagen propia"
          hidePreview
          previewUrl={fileUrl}
          hasImage={Boolean(file)}
          disabled={preset !== null}
          note={preset ? 'Quitá la imagen predefinida para subir una propia.' : undefined}
          error={fileError}
          onFile={(chosen) => {
            const problem = imageProblem(chosen)
            setFileError(problem)
            if (!problem) image.set(chosen)
          }}
          onClear={() => image.set(null)}
        />
      </div>

      <div className="flex flex-col gap-4 lg:border-l lg:border-stone-100 lg:pl-5">
        <div>
          <p className="mb-2 text-sm font-medium text-stone-800">Vista previa</p>
          <div className="mx-auto max-w-60 overflow-hidden rounded-2xl border border-stone-200 bg-white lg:max-w-none">
            <CategoryImage src={previewUrl} alt={previewUrl ? 'Vista previa de la imagen' : ''} />
            <p
              className="truncate p-3 font-semibold text-stone-900"
              data-testid="category-preview-name"
            >
              {name.trim() || 'Nombre de la categoría'}
            </p>
          </div>
          <p className="mt-2 text-center text-sm text-stone-600">
            {preset
              ? `Imagen: ${PRESET_LABELS[preset]}`
              : file
                ? 'Imagen propia'
                : 'Sin imagen elegida'}
          </p>
        </div>
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <Button type="submit" busy={create.isPending} full className="mt-auto">
          {!create.isPending && <Plus aria-hidden className="size-5" />}
          {create.isPending ? 'Creando...' : 'Crear categoría'}
        </Button>
      </div>
    </form>
  )
}
