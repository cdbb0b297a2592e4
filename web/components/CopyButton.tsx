import { useState } from 'react'
import { COPY_FAILED_MESSAGE } from '../../domain/messages/widgets'

/**
 * 'Copiar' for a text the person pastes elsewhere (an alias in their bank's app, an address in
 * Mercado Pago's settings); it says 'Copiado' once the clipboard took it.
 */
export function CopyButton({ text, describedBy }: { text: string; describedBy?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
    } catch {
      setState('failed')
    }
  }
  return (
    <>
      <button
        type="button"
        onClick={() => void copy()}
        aria-describedby={describedBy}
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:bg-stone-50"
      >
        {state === 'copied' ? 'Copiado' : 'Copiar'}
      </button>
      {state === 'failed' && (
        <p role="alert" className="basis-full text-sm text-red-700">
          {COPY_FAILED_MESSAGE}
        </p>
      )}
    </>
  )
}
