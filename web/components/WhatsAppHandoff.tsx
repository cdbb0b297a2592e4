import { handoffMessage, whatsAppLink, type HandoffOrder } from '../../domain/orders/handoff'

/** WhatsApp's speech bubble, drawn plainly (lucide carries no brand marks). */
function WhatsAppMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className={className} fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 0 0 1.8-1.3 2.3 2.3 0 0 0 .2-1.3c-.1-.1-.2-.2-.4-.3Z" />
    </svg>
  )
}

/**
 * docs/product.md#real-orders: 'Enviar pedido por WhatsApp', opening a chat with the shop with the
 * order written out. Nothing is shown for a shop without a number.
 */
export function WhatsAppHandoff({
  phone,
  order,
  className = '',
}: {
  phone: string | null
  order: HandoffOrder
  className?: string
}) {
  const href = whatsAppLink(phone, handoffMessage(order))
  if (!href) return null
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-[#128c4a] px-4 font-semibold text-white transition-colors hover:bg-[#0e7a40] ${className}`}
    >
      <WhatsAppMark className="size-5 shrink-0" />
      Enviar pedido por WhatsApp
    </a>
  )
}
