import { LOCALE, TIME_ZONE } from '../../../../domain/constants'

// Its own formatter rather than web/lib/argentina-time's: sharing that module with the panel's
// Clientes splits it out of the customer's order page's chunk, a tenth of a KB more on a public
// page (docs/product.md#budgets).
const parts = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** '27/11/2026 21:04': a customer's last order in Argentina's time, whatever the device's. */
export function lastOrderLabel(iso: string): string {
  const p = Object.fromEntries(
    parts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  )
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`
}

/** '1 pedido', '12 pedidos'. */
export const ordersLabel = (n: number) =>
  `${n.toLocaleString('es-AR')} ${n === 1 ? 'pedido' : 'pedidos'}`
