import { argentinaDateTime } from '../../../../domain/time/date-time'

/** '27/11/2026 21:04': a customer's last order in Argentina's time, whatever the device's. */
export const lastOrderLabel = (iso: string) => argentinaDateTime(iso)

/** '1 pedido', '12 pedidos'. */
export const ordersLabel = (n: number) =>
  `${n.toLocaleString('es-AR')} ${n === 1 ? 'pedido' : 'pedidos'}`
