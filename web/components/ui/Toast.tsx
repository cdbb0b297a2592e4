import { CircleAlert, CircleCheck, X } from 'lucide-react'
import { useSyncExternalStore } from 'react'

export type ToastTone = 'success' | 'error'
interface ToastItem {
  id: number
  tone: ToastTone
  message: string
}

/**
 * Toasts live outside React so a screen can announce something and navigate away (save → list):
 * the next screen's <Toaster /> shows it.
 */
let items: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

export function dismissToast(id: number) {
  items = items.filter((t) => t.id !== id)
  emit()
}

export function toast(message: string, tone: ToastTone = 'success') {
  const id = nextId++
  // The same message twice in a row is one toast, shown again.
  items = [...items.filter((t) => t.message !== message), { id, tone, message }].slice(-3)
  emit()
  setTimeout(() => dismissToast(id), tone === 'error' ? 8000 : 4000)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Where toasts appear: above the mobile bottom bar, bottom right on desktop. */
export function Toaster() {
  const list = useSyncExternalStore(subscribe, () => items)
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-40 flex flex-col items-center gap-2 px-4 md:inset-x-auto md:right-6 md:bottom-6 md:items-end">
      {list.map((t) => {
        const Icon = t.tone === 'error' ? CircleAlert : CircleCheck
        return (
          <div
            key={t.id}
            role={t.tone === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto flex w-full max-w-sm items-center gap-2 rounded-xl py-2 pr-2 pl-4 text-white shadow-lg ${t.tone === 'error' ? 'bg-red-800' : 'bg-stone-900'}`}
          >
            <Icon
              aria-hidden
              className={`size-5 shrink-0 ${t.tone === 'error' ? '' : 'text-green-400'}`}
            />
            <p className="flex-1 text-sm font-medium">{t.message}</p>
            <button
              type="button"
              onClick={() => dismissToast(t.id)}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-white/10"
            >
              <X aria-hidden className="size-4" />
              <span className="sr-only">Cerrar aviso</span>
            </button>
          </div>
        )
      })}
    </div>
  )
}
