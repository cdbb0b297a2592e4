import { describe, expect, it } from 'vitest'
import { activitySummary } from './summary'

const at = new Date('2026-11-27T15:00:00Z')

describe('activitySummary', () => {
  it('names an order by its number, its customer and the wait promised', () => {
    const order = { order: '1a2b3c4d', customer: 'Ana', estimatedTime: 25 }
    expect(activitySummary('order.accepted', order, at)).toBe('Pedido #1a2b3c4d de Ana · 25 min')
    expect(activitySummary('order.rejected', order, at)).toBe('Pedido #1a2b3c4d de Ana')
    expect(activitySummary('order.paid', order, at)).toBe('Pedido #1a2b3c4d de Ana')
  })

  it('shows a price change in pesos, from the old price to the new', () => {
    const summary = activitySummary(
      'product.price',
      { name: 'Milanesa', oldPrice: 850_000, newPrice: 900_000 },
      at,
    )
    expect(summary.replace(/\s/g, ' ')).toBe('Milanesa: $ 8.500 → $ 9.000')
  })

  it('says which methods or ways are on', () => {
    expect(
      activitySummary('payments.edited', { cash: true, transfer: false, mercadoPago: true }, at),
    ).toBe('Efectivo y Mercado Pago')
    expect(
      activitySummary('delivery.edited', { supportsPickup: true, supportsDelivery: true }, at),
    ).toBe('Retiro y envío')
    expect(activitySummary('hours.edited', { openDays: 1 }, at)).toBe('Abierto 1 día')
    expect(activitySummary('hours.edited', { openDays: 0 }, at)).toBe('Sin horarios')
  })

  it('shows a pause by the time it ends, in Argentina', () => {
    // 15:30 UTC is 12:30 in Argentina.
    expect(activitySummary('pause.on', { until: '2026-11-27T15:30:00Z', minutes: 30 }, at)).toBe(
      'Pausado hasta las 12:30',
    )
  })

  it('names a member and their role', () => {
    expect(
      activitySummary('member.invited', { email: 'carla@example.com', role: 'manager' }, at),
    ).toBe('carla@example.com · Encargado')
    expect(activitySummary('member.role', { name: 'Tomás', role: 'staff' }, at)).toBe(
      'Tomás · Cocina / Caja',
    )
  })

  it('leaves out what the details lack or hold in another shape', () => {
    expect(activitySummary('order.accepted', { order: 7, customer: null }, at)).toBe('')
    expect(activitySummary('product.stock', { name: 'Flan', isAvailable: 'no' }, at)).toBe('Flan')
    expect(activitySummary('pause.on', { until: 'mañana' }, at)).toBe('')
    expect(activitySummary('member.removed', { role: 'jefe' }, at)).toBe('')
  })
})
