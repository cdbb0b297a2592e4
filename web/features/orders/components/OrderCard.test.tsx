// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
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
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <OrderCard order={pending} onConflict={() => {}} />
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
