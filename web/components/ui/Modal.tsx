import { X } from 'lucide-react'
import { useEffect, useId, useRef, type ReactNode } from 'react'

interface Props {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  /** Pinned under the scrolling content, e.g. the main action. */
  footer?: ReactNode
  /** Full-width content above the title, e.g. a product photo. */
  media?: ReactNode
}

/**
 * A modal on the native <dialog>: the page behind is inert (focus stays inside), Escape and a click
 * on the backdrop close it. A bottom sheet on phones, within thumb reach; centred from md up.
 */
export function Modal({ open, title, onClose, children, footer, media }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
    if (!open) return
    // The page behind would otherwise scroll under a finger that overshoots the sheet.
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = previous
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      className="mx-auto mt-auto mb-0 max-h-[92dvh] w-full max-w-none overflow-hidden rounded-t-2xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-900/50 md:m-auto md:max-h-[88dvh] md:max-w-lg md:rounded-2xl"
    >
      {open && (
        <div className="flex max-h-[92dvh] flex-col md:max-h-[88dvh]">
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
            {media}
            <div className="flex items-start gap-2 px-4 pt-4 sm:px-5">
              <h2 id={titleId} className="flex-1 pt-2 text-xl font-bold leading-tight">
                {title}
              </h2>
              <button
                type="button"
                onClick={onClose}
                className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
              >
                <X aria-hidden className="size-5" />
                <span className="sr-only">Cerrar</span>
              </button>
            </div>
            <div className="px-4 pt-2 pb-4 sm:px-5">{children}</div>
          </div>
          {footer && (
            <div className="border-t border-stone-200 bg-white px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-5">
              {footer}
            </div>
          )}
        </div>
      )}
    </dialog>
  )
}
