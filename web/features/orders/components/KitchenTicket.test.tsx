// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Order } from '../../../../domain/orders/schemas'
import { pizzaItems } from '../../../testing/orders'
import { KitchenTicket } from './KitchenTicket'

afterEach(cleanup)

const nbsp = (s: string | null | undefined) => s?.replace(/\u00a0/g, ' ') ?? ''

const delivery: Order = {
  id: '3f2a9c1e-7b4d-4e2a-9c1e-7b4d4e2a9c1e',
  // 23:15 UTC is 20:15 in Argentina.
  createdAt: '2026-03-10T23:15:00Z',
  status: 'ACCEPTED',
  method: 'DELIVERY',
  user: { fullName: 'Ana Pérez', phone: '+5493516000111' },
  deliveryInfo: 'Av. Colón 1045, 3° B (timbre 2)',
  note: 'Sin sal, por favor',
  items: pizzaItems,
  deliveryFee: 150_000,
  discount: 0,
  couponCode: null,
  total: 4_310_000,
  estimatedTime: 35,
  payment: { method: 'CASH', status: 'UNPAID', cashAmount: 5_000_000, flag: null },
  respondedByName: null,
  scheduledFor: null,
  waitingSince: '2026-01-01T12:00:00.000Z',
  rejectReason: null,
}

const pickup: Order = {
  ...delivery,
  status: 'PENDING',
  method: 'PICKUP',
  user: { fullName: 'Juan Gómez', phone: null },
  deliveryInfo: 'Retira en el local',
  note: null,
  items: [
    { quantity: 3, product: { name: 'Empanada' }, unitPrice: 150_000, notes: null, options: [] },
  ],
  deliveryFee: 0,
  discount: 0,
  couponCode: null,
  total: 450_000,
  estimatedTime: null,
  payment: { method: 'MERCADOPAGO', status: 'PAID', cashAmount: null, flag: null },
}

const ticket = () => screen.getByRole('article', { name: /^Ticket del pedido/ })

describe('the kitchen ticket (docs/product.md#tickets)', () => {
  it('says everything the kitchen and the rider need, in order', () => {
    render(<KitchenTicket order={delivery} shopName="Pizzería Don Luigi" />)
    const text = nbsp(ticket().textContent)
    const expected = [
      'Pizzería Don Luigi',
      '#3f2a9c1e',
      '10/03/2026 20:15',
      'Listo en 35 min',
      'Ana Pérez',
      'Tel.: +5493516000111',
      'Envío a domicilio',
      'Av. Colón 1045, 3° B (timbre 2)',
      '2 x Muzzarella',
      'Tamaño: Grande',
      'Extras: Extra queso',
      'Nota: bien cocida',
      '1 x Fugazza',
      'Nota del cliente: Sin sal, por favor',
      'Subtotal$ 41.600',
      'Envío$ 1.500',
      'TOTAL$ 43.100',
      'Efectivo · Sin pagar',
      'Paga con $ 50.000',
      'Vuelto: $ 6.900',
    ]
    let from = 0
    for (const part of expected) {
      const at = text.indexOf(part, from)
      expect(at, `'${part}' after position ${from} in '${text}'`).toBeGreaterThanOrEqual(0)
      from = at + part.length
    }
    // Whole pesos, as the cart shows them: fewer figures to read, and room on a 58 mm roll.
    expect(text).not.toContain(',00')
    expect(ticket()).toHaveAttribute('data-ticket-width', '80')
    const [muzza, fugazza] = within(screen.getByRole('list', { name: 'Productos' })).getAllByRole(
      'listitem',
    )
    expect(muzza).toHaveTextContent(
      '2 x MuzzarellaTamaño: GrandeExtras: Extra quesoNota: bien cocida',
    )
    expect(fugazza).toHaveTextContent(/^1 x Fugazza$/)
  })

  it('is black on white: no grey, no colour', () => {
    const { container } = render(
      <KitchenTicket order={delivery} shopName="Pizzería Don Luigi" width={58} />,
    )
    const classes = [...container.querySelectorAll('*')].map((el) => el.getAttribute('class') ?? '')
    expect(classes.join(' ')).not.toMatch(/\b(text|border|bg)-(stone|gray|slate|neutral|zinc)-/)
    expect(classes.join(' ')).not.toMatch(/\b(text|bg)-(brand|red|green|amber)-/)
    expect(ticket()).toHaveAttribute('data-ticket-width', '58')
  })

  it('a pickup has no address, no fee and no wait until it is accepted; an unnamed shop no name', () => {
    render(<KitchenTicket order={pickup} shopName="" />)
    const text = nbsp(ticket().textContent)
    expect(text).toMatch(/^#3f2a9c1e/)
    expect(text).toContain('Juan Gómez')
    expect(text).toContain('Retiro en el local')
    expect(text).not.toContain('Retira en el local')
    expect(text).not.toContain('Tel.')
    expect(text).not.toContain('Listo en')
    expect(text).not.toContain('Subtotal')
    expect(text).not.toContain('Envío')
    expect(text).not.toContain('Nota')
    expect(text).toContain('3 x Empanada')
    expect(text).toContain('TOTAL$ 4.500')
    expect(text).toContain('Mercado Pago · Pagado')
    expect(text).not.toContain('Paga con')
  })

  it('says the coupon and what it took off between the subtotal and the fee (docs/product.md#coupons)', () => {
    // The lines were $ 41.600; 'BIENVENIDA' took $ 4.160 off them.
    render(
      <KitchenTicket
        order={{ ...delivery, discount: 416_000, couponCode: 'BIENVENIDA', total: 3_894_000 }}
        shopName="Pizzería Don Luigi"
      />,
    )
    const text = nbsp(ticket().textContent)
    expect(text).toContain('Subtotal$ 41.600Cupón BIENVENIDA−$ 4.160Envío$ 1.500TOTAL$ 38.940')
  })

  it('a pickup with a coupon shows its subtotal and the coupon, no fee', () => {
    render(
      <KitchenTicket
        order={{ ...pickup, discount: 50_000, couponCode: 'RETIRO', total: 400_000 }}
        shopName=""
      />,
    )
    const text = nbsp(ticket().textContent)
    expect(text).toContain('Subtotal$ 4.500Cupón RETIRO−$ 500TOTAL$ 4.000')
    expect(text).not.toContain('Envío')
  })
})
