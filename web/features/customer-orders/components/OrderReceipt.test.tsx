// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { CustomerOrder } from '../../../../domain/orders/customer'
import { OrderReceipt } from './OrderReceipt'

afterEach(cleanup)

const order = {
  id: 'o1',
  status: 'PENDING',
  method: 'PICKUP',
  items: [
    {
      name: 'Muzzarella',
      quantity: 2,
      unitPrice: 1_530_000,
      notes: null,
      options: [
        { group: 'Tamaño', name: 'Grande', priceDelta: 250_000 },
        { group: 'Extras', name: 'Extra queso', priceDelta: 80_000 },
        { group: 'Extras', name: 'Panceta', priceDelta: 120_000 },
      ],
    },
    { name: 'Flan', quantity: 1, unitPrice: 300_000, notes: null, options: [] },
  ],
  subtotal: 3_360_000,
  deliveryFee: 0,
  total: 3_360_000,
  discount: 0,
  couponCode: null,
  createdAt: '2026-03-10T23:15:00Z',
  deliveryInfo: 'Retira en el local',
  note: null,
  customerName: 'Ana',
  estimatedTime: null,
  readyBy: null,
  statusChangedAt: null,
} as CustomerOrder['order']

describe('the order page’s receipt', () => {
  it('lists each item’s options under it, in smaller text', () => {
    render(<OrderReceipt order={order} />)
    const [muzza, flan] = within(
      screen.getByRole('list', { name: 'Productos del pedido' }),
    ).getAllByRole('listitem')
    const options = within(muzza).getByText('Tamaño: Grande · Extras: Extra queso, Panceta')
    expect(options).toHaveClass('text-sm')
    expect(within(muzza).getByText('Muzzarella', { exact: false })).toHaveTextContent(
      '2 x Muzzarella',
    )
    expect(flan.querySelectorAll('p')).toHaveLength(2)
  })

  it('shows the coupon’s code and what it took off under the subtotal, and no line without one', () => {
    const { unmount } = render(
      <OrderReceipt
        order={{ ...order, discount: 336_000, couponCode: 'BIENVENIDA', total: 3_024_000 }}
      />,
    )
    const rows = screen.getAllByRole('definition').map((dd) => {
      const dt = dd.previousElementSibling
      return `${dt?.textContent} ${dd.textContent}`.replace(/\u00a0/g, ' ')
    })
    expect(rows).toEqual(['Subtotal $ 33.600', 'Cupón BIENVENIDA −$ 3.360', 'Total $ 30.240'])
    unmount()
    render(<OrderReceipt order={order} />)
    expect(screen.queryByText(/Cupón/)).toBeNull()
    expect(screen.queryByText('Subtotal')).toBeNull()
  })
})
