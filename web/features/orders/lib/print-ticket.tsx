import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import type { Order } from '../../../../domain/orders/schemas'
import { KitchenTicket } from '../components/KitchenTicket'
import type { TicketWidth } from './ticket-preference'

/** CSS pixels in a millimetre. */
const PX_PER_MM = 96 / 25.4
/** Room at each side of the roll: what 58 mm and 80 mm printers leave unprinted (48 and 72 mm print). */
const SIDE_MM: Record<TicketWidth, number> = { 58: 5, 80: 4 }

let pending: (() => void) | null = null

/**
 * Prints an order's kitchen ticket (docs/product.md#tickets) with the browser's own dialog. The
 * ticket is drawn into `<div class="print-ticket">` at the end of the body: on screen it is laid
 * out far off to the left and hidden, and print CSS (web/styles.css) shows it alone. An `@page`
 * rule gives the page the roll's width and the ticket's own length, so a thermal printer (or
 * 'Guardar como PDF') makes one strip, not a sheet. Everything goes away after printing.
 */
export function printTicket({
  order,
  shopName,
  width,
}: {
  order: Order
  shopName: string
  width: TicketWidth
}) {
  pending?.()
  const host = document.createElement('div')
  host.className = 'print-ticket'
  host.setAttribute('aria-hidden', 'true')
  host.style.width = `${width}mm`
  host.style.padding = `3mm ${SIDE_MM[width]}mm 8mm`
  document.body.append(host)
  const root: Root = createRoot(host)
  flushSync(() => root.render(<KitchenTicket order={order} shopName={shopName} width={width} />))

  const length = Math.ceil(host.getBoundingClientRect().height / PX_PER_MM)
  const page = document.createElement('style')
  page.dataset.printTicket = ''
  // Without a layout (a test's document) the printer's own length is left alone.
  page.textContent = `@page { size: ${width}mm${length > 0 ? ` ${length + 2}mm` : ''}; margin: 0; }`
  document.head.append(page)

  const done = () => {
    window.removeEventListener('afterprint', done)
    pending = null
    root.unmount()
    host.remove()
    page.remove()
  }
  pending = done
  window.addEventListener('afterprint', done)
  window.print()
}
