import { Check } from 'lucide-react'
import {
  PRESET_CATEGORY_IMAGES,
  presetImageUrl,
  type PresetCategoryImage,
} from '../../../../domain/constants'
import { PRESET_LABELS } from '../lib/presets'

/**
 * The twelve preset pictures as toggle buttons: pressing the chosen one again unpicks it, which
 * frees the upload (docs/product.md#screens: upload is disabled once a preset is picked).
 */
export function PresetPicker({
  value,
  onChange,
}: {
  value: PresetCategoryImage | null
  onChange: (next: PresetCategoryImage | null) => void
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-stone-800">
        Elegí una imagen predefinida
      </legend>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {PRESET_CATEGORY_IMAGES.map((name) => {
          const picked = value === name
          return (
            <li key={name}>
              <button
                type="button"
                aria-pressed={picked}
                onClick={() => onChange(picked ? null : name)}
                className={`group relative flex w-full flex-col overflow-hidden rounded-xl border-2 bg-white text-left transition-colors ${picked ? 'border-brand-600' : 'border-transparent hover:border-stone-300'}`}
              >
                <img
                  src={presetImageUrl(name)}
                  alt=""
                  width={160}
                  height={120}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover"
                />
                <span
                  className={`truncate px-1.5 py-1 text-xs font-medium ${picked ? 'bg-brand-50 text-brand-800' : 'text-stone-700'}`}
                >
                  {PRESET_LABELS[name]}
                </span>
                {picked && (
                  <span className="absolute top-1 right-1 flex size-6 items-center justify-center rounded-full bg-brand-600 text-white shadow">
                    <Check aria-hidden className="size-4" />
                  </span>
                )}
              </button>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
