import { argentinaDay, formatClock } from '../../../lib/argentina-time'

/** '27/11/2026 21:04': a customer's last order in Argentina's time, whatever the device's. */
export function lastOrderLabel(iso: string): string {
  const [year, month, day] = argentinaDay(new Date(iso)).split('-')
  return `${day}/${month}/${year} ${formatClock(iso)}`
}

/** '1 pedido', '12 pedidos'. */
export const ordersLabel = (n: number) =>
  `${n.toLocaleString('es-AR')} ${n === 1 ? 'pedido' : 'pedidos'}`
