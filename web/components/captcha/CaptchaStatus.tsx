import { RotateCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { CAPTCHA_LOAD_FAILED_MESSAGE } from '../../../domain/messages/widgets'

/** The captcha's place while its widget loads, or a plain note in its frame. */
export function CaptchaBox({ busy, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex min-h-16 items-center gap-3 rounded-lg border border-stone-300 bg-stone-50 px-4 text-sm text-stone-600"
    >
      {busy && (
        <span
          aria-hidden
          className="size-5 animate-spin rounded-full border-2 border-stone-300 border-t-brand-600"
        />
      )}
      {children}
    </div>
  )
}

export const CaptchaLoading = () => (
  <CaptchaBox busy>Cargando verificación de seguridad...</CaptchaBox>
)

/** The captcha could not load: says so, with a way to try again. */
export function CaptchaFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex min-h-16 flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800"
    >
      {CAPTCHA_LOAD_FAILED_MESSAGE}
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold text-red-800 underline"
      >
        <RotateCw aria-hidden className="size-4" />
        Reintentar
      </button>
    </div>
  )
}
