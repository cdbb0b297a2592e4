import { CheckIcon, XIcon } from './icons'

/** What checkout's 'Ir a pagar' ends with, on the storefront it sends the customer back to. */
export default function OrderConfirmed({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div
      role="status"
      className="mx-4 mt-4 flex items-center gap-2 rounded-xl border border-green-200 bg-green-50 py-1 pr-1 pl-3 text-green-900 md:mx-0"
    >
      <CheckIcon className="size-5 shrink-0" />
      <p className="flex-1 font-medium">¡Listo! Confirmamos tu pedido.</p>
      <button
        type="button"
        onClick={onDismiss}
        className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-green-100"
      >
        <XIcon className="size-4" />
        <span className="sr-only">Cerrar aviso</span>
      </button>
    </div>
  )
}
