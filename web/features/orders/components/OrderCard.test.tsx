// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Order } from '../../../../domain/business'
import { ESTIMATED_TIME_MESSAGE } from '../../../../domain/messages/customer'
import { json, mockApi } from '../../../testing/mock-api'
import { OrderCard } from './OrderCard'

afterEach(cleanup)

const pending: Order = {
  id: '3f2a9c1e-7b4d-4e2a-9c1e-7b4d4e2a9c1e',
  createdAt: '2026-03-10T23:15:00Z',
  status: 'PENDING',
  method: 'PICKUP',
  user: { fullName: 'Ana Pérez' },
  deliveryInfo: 'Retira en el local',
  items: [],
  total: 1_250_000,
  estimatedTime: null,
  payment: { method: 'CASH', status: 'UNPAID', cashAmount: null, flag: null },
}

function show(order: Order = pending) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <OrderCard order={order} onConflict={() => {}} />
    </QueryClientProvider>,
  )
}

const minutes = () => screen.getByLabelText(/Tiempo de espera/)
const accept = () => fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }))

describe('accepting an order', () => {
  it("checks the wait with the API's schema and sends nothing until it is whole minutes from 1 to 240", async () => {
    const api = mockApi({
      [`POST /api/business/orders/${pending.id}/status`]: () =>
        json({ ...pending, status: 'ACCEPTED', estimatedTime: 25 }),
    })
    show()
    for (const typed of ['', '0', '241', '2.5']) {
      fireEvent.change(minutes(), { target: { value: typed } })
      accept()
      expect(await screen.findByText(ESTIMATED_TIME_MESSAGE)).toBeVisible()
    }
    expect(api.calls).toHaveLength(0)

    fireEvent.change(minutes(), { target: { value: '25' } })
    accept()
    await screen.findByRole('button', { name: 'Aceptar' })
    await expect
      .poll(() => api.calls.map((c) => c.body))
      .toEqual([{ action: 'ACCEPT', estimatedTime: 25 }])
    expect(screen.queryByText(ESTIMATED_TIME_MESSAGE)).toBeNull()
  })
})

describe('the items of an order', () => {
  it('lists each item’s options under it, as the kitchen reads them', () => {
    show({
      ...pending,
      items: [
        {
          quantity: 2,
          product: { name: 'Muzzarella' },
          unitPrice: 1_530_000,
          notes: 'bien cocida',
          options: [
            { group: 'Tamaño', name: 'Grande', priceDelta: 250_000 },
            { group: 'Extras', name: 'Extra queso', priceDelta: 80_000 },
          ],
        },
        {
          quantity: 1,
          product: { name: 'Fugazza' },
          unitPrice: 1_100_000,
          notes: null,
          options: [],
        },
      ],
    })
    const [muzza, fugazza] = within(
      screen.getByRole('list', { name: 'Productos del pedido' }),
    ).getAllByRole('listitem')
    expect(within(muzza).getByText('Tamaño: Grande · Extras: Extra queso')).toBeVisible()
    expect(muzza).toHaveTextContent(
      '2 x MuzzarellaTamaño: Grande · Extras: Extra queso“bien cocida”',
    )
    expect(fugazza).toHaveTextContent(/^1 x Fugazza$/)
  })
})
