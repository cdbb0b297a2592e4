import { ImageIcon, Trash2, Upload } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { IMAGE_TYPE_MESSAGE, IMAGE_TOO_BIG_MESSAGE } from '../../domain/messages/widgets'

/** The API's upload limit (server/lib/images MAX_UPLOAD_BYTES), checked here to answer at once. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024

/** Checks a chosen file the way the API will: an image, within the size limit. */
export function imageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_TYPE_MESSAGE
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_BIG_MESSAGE
  return null
}

/**
 * A chosen picture and a URL the browser can show for it. The URL is made when the file is chosen
 * and released when it is replaced or the screen closes.
 */
export function useChosenImage() {
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null)
  const current = useRef<string | null>(null)
  const set = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current)
    const next = file ? { file, url: URL.createObjectURL(file) } : null
    current.current = next?.url ?? null
    setChosen(next)
  }, [])
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current)
    },
    [],
  )
  return { file: chosen?.file ?? null, url: chosen?.url ?? null, set }
}

interface Props {
  label: string
  /** What the box shows: the chosen file's preview or the current picture. */
  previewUrl: string | null
  /** Tailwind aspect class of the preview, fixed so nothing jumps when a picture arrives. */
  aspect?: string
  hasImage: boolean
  onFile: (file: File) => void
  onClear?: () => void
  disabled?: boolean
  /** Says why the picker is disabled. */
  note?: ReactNode
  error?: string | null
  /** The screen shows its own preview (categories); only the controls are drawn here. */
  hidePreview?: boolean
}

/** Choose a picture (images only) with a preview; the input is the native one, styled as a button. */
export function ImagePicker({
  label,
  previewUrl,
  aspect = 'aspect-square',
  hasImage,
  onFile,
  onClear,
  disabled,
  note,
  error,
  hidePreview,
}: Props) {
  const inputId = useId()
  const noteId = `${inputId}-note`
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error || note ? noteId : undefined}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{label}</legend>
      <div className="flex items-start gap-4">
        {!hidePreview && (
          <div
            className={`${aspect} w-28 shrink-0 overflow-hidden rounded-xl border border-stone-200 bg-stone-100 sm:w-36`}
          >
            {previewUrl ? (
              <img
                src={previewUrl}
                alt="Vista previa de la imagen"
                className="size-full object-cover"
              />
            ) : (
              <div className="flex size-full flex-col items-center justify-center gap-1 text-stone-400">
                <ImageIcon aria-hidden className="size-8" />
                <span className="text-xs">Sin imagen</span>
              </div>
            )}
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            id={inputId}
            type="file"
            accept="image/*"
            disabled={disabled}
            className="peer sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0]
              // Cleared so choosing the same file again still fires a change.
              event.target.value = ''
              if (file) onFile(file)
            }}
          />
          <label
            htmlFor={inputId}
            aria-disabled={disabled || undefined}
            className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border px-4 font-semibold peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 ${disabled ? 'cursor-not-allowed border-stone-200 bg-stone-100 text-stone-400' : 'cursor-pointer border-stone-300 bg-white text-stone-800 hover:bg-stone-50'}`}
          >
            <Upload aria-hidden className="size-4" />
            {hasImage ? 'Cambiar imagen' : 'Subir imagen'}
          </label>
          {hasImage && onClear && (
            <button
              type="button"
              onClick={onClear}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 font-semibold text-red-700 hover:bg-red-50"
            >
              <Trash2 aria-hidden className="size-4" />
              Quitar imagen
            </button>
          )}
          <p
            id={noteId}
            className={`text-sm ${error ? 'text-red-700' : 'text-stone-600'}`}
            aria-live="polite"
          >
            {error ?? note ?? 'JPG, PNG o WebP, hasta 8 MB.'}
          </p>
        </div>
      </div>
    </fieldset>
  )
}
