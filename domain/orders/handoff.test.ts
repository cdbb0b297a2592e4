import { describe, expect, it } from 'vitest'
import { handoffMessage, whatsAppLink, type HandoffOrder } from './handoff'
import { shortOrderId } from './rules'

const order: HandoffOrder = {
  id: '1a2b3c4d-0000-4000-8000-000000000001',
  shopName: 'Pizzería Don Luigi',
  method: 'DELIVERY',
  deliveryInfo: 'Av. Colón 1045, 3° B (timbre 2)',
  items: [
    { name: 'Muzzarella', quantity: 2, notes: 'sin aceitunas' },
    { name: 'Flan', quantity: 1, notes: null },
  ],
  subtotal: 2_050_000,
  deliveryFee: 50_050,
  total: 2_100_050,
  note: 'Tocar fuerte',
  customerName: 'Ana Gómez',
  payment: { method: 'CASH', status: 'UNPAID', cashAmount: 2_500_000 },
  orderUrl: 'https://barrio.com.ar/pedido/1a2b?token=abc',
}
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ')

describe('the WhatsApp hand-off', () => {
  it('writes shop, items with notes, method and address, totals and the order link', () => {
    expect(nbsp(handoffMessage(order))).toBe(
      [
        '¡Hola, Pizzería Don Luigi! Te hice un pedido por Barrio.',
        '',
        '*Pedido #1a2b3c4d*',
        '• 2 x Muzzarella (sin aceitunas)',
        '• 1 x Flan',
        '',
        'Envío a domicilio: Av. Colón 1045, 3° B (timbre 2)',
        'Nota: Tocar fuerte',
        'A nombre de: Ana Gómez',
        '',
        'Subtotal: $ 20.500',
        'Envío: $ 500,50',
        '*Total: $ 21.000,50*',
        'Pago: Efectivo (pago con $ 25.000)',
        '',
        'Seguí el pedido acá: https://barrio.com.ar/pedido/1a2b?token=abc',
      ].join('\n'),
    )
  })

  it("writes a coupon's line under the subtotal, before the total (docs/product.md#coupons)", () => {
    const text = nbsp(
      handoffMessage({ ...order, discount: 410_000, couponCode: 'BIENVENIDA', total: 1_690_050 }),
    )
    expect(text).toContain(
      [
        'Subtotal: $ 20.500',
        'Cupón BIENVENIDA: −$ 4.100',
        'Envío: $ 500,50',
        '*Total: $ 16.900,50*',
      ].join('\n'),
    )
    const pickup = nbsp(
      handoffMessage({
        ...order,
        method: 'PICKUP',
        deliveryFee: 0,
        discount: 150_000,
        couponCode: 'RETIRO',
        total: 1_900_000,
      }),
    )
    expect(pickup).toContain('Subtotal: $ 20.500\nCupón RETIRO: −$ 1.500\n*Total: $ 19.000*')
    expect(pickup).not.toContain('Envío:')
  })

  it('writes an order without a coupon as before, byte for byte', () => {
    const before = handoffMessage(order)
    expect(handoffMessage({ ...order, discount: 0, couponCode: null })).toBe(before)
    expect(before).not.toContain('Cupón')
  })

  it("puts an order for later's slot under its number, and nothing for an order for now", () => {
    const lines = nbsp(handoffMessage({ ...order, scheduled: 'Programado para hoy 21:30' })).split(
      '\n',
    )
    expect(lines.slice(2, 4)).toEqual(['*Pedido #1a2b3c4d*', '*Programado para hoy 21:30*'])
    expect(handoffMessage({ ...order, scheduled: null })).not.toContain('Programado')
  })

  it('says pickup and leaves out an empty fee, note and name', () => {
    const text = nbsp(
      handoffMessage({
        ...order,
        method: 'PICKUP',
        deliveryFee: 0,
        total: 2_050_000,
        note: null,
        customerName: null,
      }),
    )
    expect(text).toContain('\nRetiro en el local\n')
    expect(text).not.toMatch(/Envío|Subtotal|Nota|A nombre/)
    expect(text).toContain('*Total: $ 20.500*')
  })

  it('says how it is paid and whether it is, as the panel does; nothing for an order without a method', () => {
    const line = (payment: HandoffOrder['payment']) =>
      nbsp(handoffMessage({ ...order, payment }))
        .split('\n')
        .find((l) => l.startsWith('Pago:'))
    expect(line({ method: 'CASH', status: 'UNPAID', cashAmount: 2_000_000 })).toBe(
      'Pago: Efectivo (pago con $ 20.000)',
    )
    expect(line({ method: 'CASH', status: 'UNPAID', cashAmount: null })).toBe('Pago: Efectivo')
    expect(line({ method: 'TRANSFER', status: 'UNPAID', cashAmount: null })).toBe(
      'Pago: Transferencia',
    )
    expect(line({ method: 'TRANSFER', status: 'PAID', cashAmount: null })).toBe(
      'Pago: Transferencia · Pagado',
    )
    expect(line({ method: 'MERCADOPAGO', status: 'PAID', cashAmount: null })).toBe(
      'Pago: Mercado Pago · Pagado',
    )
    expect(line({ method: 'MERCADOPAGO', status: 'UNPAID', cashAmount: null })).toBe(
      'Pago: Mercado Pago · Sin pagar',
    )
    expect(line({ method: null, status: 'UNPAID', cashAmount: null })).toBeUndefined()
    expect(line(null)).toBeUndefined()
  })

  it('lists each item’s options on a line under it, group by group, as the kitchen reads them', () => {
    const text = nbsp(
      handoffMessage({
        ...order,
        items: [
          {
            name: 'Pizza muzzarella',
            quantity: 2,
            notes: 'bien cocida',
            options: [
              { group: 'Tamaño', name: 'Grande', priceDelta: 300_000 },
              { group: 'Extras', name: 'Extra queso', priceDelta: 150_000 },
              { group: 'Extras', name: 'Aceitunas', priceDelta: 0 },
            ],
          },
          { name: 'Empanada', quantity: 3, notes: null, options: [] },
          { name: 'Flan', quantity: 1, notes: null },
        ],
      }),
    )
    expect(text).toContain(
      [
        '*Pedido #1a2b3c4d*',
        '• 2 x Pizza muzzarella (bien cocida)',
        '   Tamaño: Grande · Extras: Extra queso, Aceitunas',
        '• 3 x Empanada',
        '• 1 x Flan',
        '',
      ].join('\n'),
    )
  })

  it('links to wa.me with the shop’s digits and the encoded text, or nothing without a number', () => {
    expect(whatsAppLink('+54 9 351 555-0100', 'Hola & chau\n#1')).toBe(
      'https://wa.me/5493515550100?text=Hola%20%26%20chau%0A%231',
    )
    expect(whatsAppLink(null, 'x')).toBeNull()
    expect(whatsAppLink('', 'x')).toBeNull()
    expect(shortOrderId(order.id)).toBe('1a2b3c4d')
  })
})
