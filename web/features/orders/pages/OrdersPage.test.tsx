// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '../../../../domain/orders/schemas'
import type { OrderTiming } from '../../../../domain/orders/timing-schemas'
import { NO_PAYMENT } from '../../../../domain/payments/rules'
import { setAuthHandlers } from '../../../api/client'
import { SessionContext, type Session } from '../../../session/SessionProvider'
import { apiServer, json, mockApi } from '../../../testing/mock-api'
import { DEFAULT_TIMING } from '../api/timing'
import { LiveOrdersProvider } from '../components/LiveOrdersProvider'
import { Component as OrdersPage } from './OrdersPage'

/**
 * Pedidos with the shop's clocks (docs/product.md#answer-in-time, #busy, #scheduled-orders): late
 * orders counted in the header, 'Programados' apart until due, and 'Mucho trabajo'.
 */

// 17:00 in Argentina.
const NOW = Date.parse('2026-03-11T20:00:00Z')
const MIN = 60_000

const order = (id: string, fullName: string, more: Partial<Order> = {}): Order => ({
  id: `${id.padEnd(8, '0')}-aaaa-4bbb-8ccc-dddddddddddd`,
  createdAt: new Date(NOW).toISOString(),
  status: 'PENDING',
  method: 'PICKUP',
  user: { fullName, phone: null },
  deliveryInfo: 'Retira en el local',
  note: null,
  items: [],
  deliveryFee: 0,
  discount: 0,
  couponCode: null,
  total: 1_250_000,
  estimatedTime: null,
  payment: NO_PAYMENT,
  respondedByName: null,
  scheduledFor: null,
  waitingSince: new Date(NOW).toISOString(),
  rejectReason: null,
  ...more,
})

let orders: Order[] = []
let timing: OrderTiming = DEFAULT_TIMING

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  vi.setSystemTime(NOW)
  orders = []
  timing = { ...DEFAULT_TIMING, respondMinutes: 5, preparationMinutes: 30, acceptsScheduled: true }
  apiServer.use(
    http.get('/api/business/orders', () => HttpResponse.json(orders)),
    http.get('/api/business/orders/timing', () => HttpResponse.json(timing)),
    // The live stream stays open and quiet.
    http.get(
      '/api/business/orders/events',
      () =>
        new HttpResponse(new ReadableStream(), {
          headers: { 'Content-Type': 'text/event-stream' },
        }),
    ),
    http.get('/api/business/pause', () => HttpResponse.json({ pausedUntil: null })),
    // No trial banner: the profile is not this test's.
    http.get('/api/business/settings/profile', () => new HttpResponse(null, { status: 404 })),
  )
  setAuthHandlers({ getToken: () => 'tok', onUnauthorized: () => {} })
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  setAuthHandlers({ getToken: () => null, onUnauthorized: () => {} })
})

function showPedidos(at = '/business/pedidos') {
  const session = { token: 'tok', user: null } as unknown as Session
  const router = createMemoryRouter(
    [
      {
        path: '/business/pedidos',
        element: (
          <LiveOrdersProvider>
            <OrdersPage />
          </LiveOrdersProvider>
        ),
      },
    ],
    { initialEntries: [at] },
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <SessionContext.Provider value={session}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionContext.Provider>,
  )
  return router
}

/** 'HH:mm' on this device's clock, `hours` from NOW (the time input's own format). */
const clockIn = (hours: number) => {
  const at = new Date(NOW + hours * 3_600_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return { text: `${pad(at.getHours())}:${pad(at.getMinutes())}`, at }
}

const cards = () => screen.queryAllByRole('article')
const names = () => cards().map((c) => within(c).getByRole('heading').textContent)

describe('late orders', () => {
  it('the header counts the orders past Responder en, and the card says so', async () => {
    orders = [
      order('a1', 'Ana Ruiz', { waitingSince: new Date(NOW - 7 * MIN).toISOString() }),
      order('b2', 'Beto Sosa', { waitingSince: new Date(NOW - 6 * MIN).toISOString() }),
      order('c3', 'Carla Díaz'),
    ]
    showPedidos()
    expect(await screen.findByText('2 pedidos demorados')).toBeVisible()
    expect(screen.getByText(/Tenés 3 pedidos pendientes\./)).toBeVisible()
    expect(screen.getAllByText(/Demorado$/)).toHaveLength(2)

    // Four minutes on, the third is late too.
    await act(() => vi.advanceTimersByTimeAsync(5 * MIN))
    expect(await screen.findByText('3 pedidos demorados')).toBeVisible()
  })
})

describe('Programados (docs/product.md#scheduled-orders)', () => {
  // The slot at 17:45; with 30 minutes of preparation it is due at 17:15.
  const later = () =>
    order('d4', 'Dani Gil', {
      scheduledFor: new Date(NOW + 45 * MIN).toISOString(),
      waitingSince: new Date(NOW + 15 * MIN).toISOString(),
    })

  it('keeps an order apart until its due time, then brings it to Hoy', async () => {
    orders = [order('a1', 'Ana Ruiz'), later()]
    showPedidos()
    await waitFor(() => expect(names()).toEqual(['Pedido #a1000000Ana Ruiz']))
    expect(screen.getByText(/Tenés 1 pedido pendiente\./)).toBeVisible()
    expect(await screen.findByRole('link', { name: /^Programados\s*1$/ })).toBeVisible()

    await act(() => vi.advanceTimersByTimeAsync(15 * MIN))
    await waitFor(() => expect(names()).toHaveLength(2))
    expect(names()).toContain('Pedido #d4000000Dani Gil')
    expect(screen.getByText(/Tenés 2 pedidos pendientes\./)).toBeVisible()
    expect(screen.getByText('Programado para hoy 17:45')).toBeVisible()
    expect(screen.getByRole('link', { name: /^Programados$/ })).toBeVisible()
  })

  it('lists the scheduled orders under Programados, with for when, to accept like any', async () => {
    orders = [order('a1', 'Ana Ruiz'), later()]
    showPedidos('/business/pedidos?vista=programados')
    await waitFor(() => expect(names()).toEqual(['Pedido #d4000000Dani Gil']))
    const card = cards()[0]
    expect(within(card).getByText('Programado para hoy 17:45')).toBeVisible()
    expect(within(card).queryByText(/Esperando hace/)).toBeNull()
    expect(within(card).getByRole('button', { name: 'Aceptar' })).toBeEnabled()
    expect(screen.getByRole('link', { name: /^Programados/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('shows no Programados tab to a shop that takes no scheduled orders', async () => {
    timing = { ...timing, acceptsScheduled: false }
    orders = [order('a1', 'Ana Ruiz')]
    showPedidos()
    await waitFor(() => expect(names()).toHaveLength(1))
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(screen.queryByRole('link', { name: /^Programados/ })).toBeNull()
  })
})

describe("'Mucho trabajo' (docs/product.md#busy)", () => {
  it('adds minutes until a time, shows it on, fills the wait with it, and ends', async () => {
    orders = [order('a1', 'Ana Ruiz')]
    const api = mockApi({
      'PUT /api/business/busy': (call) => {
        const body = call.body as { minutes: number; until: string }
        timing = { ...timing, busyMinutes: body.minutes, busyUntil: body.until }
        return json(timing)
      },
      'DELETE /api/business/busy': () => {
        timing = { ...timing, busyMinutes: null, busyUntil: null }
        return json(timing)
      },
    })
    showPedidos()
    const wait = await screen.findByLabelText('Tiempo de espera (minutos)')
    await waitFor(() => expect(wait).toHaveValue(30))

    fireEvent.click(screen.getByRole('button', { name: 'Mucho trabajo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Mucho trabajo' })
    fireEvent.click(within(dialog).getByRole('button', { name: '+30 min' }))
    const end = clockIn(2)
    fireEvent.change(within(dialog).getByLabelText('Hasta las'), { target: { value: end.text } })
    expect(within(dialog).getByText('Hoy.')).toBeVisible()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activar' }))

    await waitFor(() => expect(api.callsTo('PUT /api/business/busy')).toHaveLength(1))
    const sent = api.callsTo('PUT /api/business/busy')[0].body as { minutes: number; until: string }
    expect(sent.minutes).toBe(30)
    // That time on this device's clock, today: two hours from now.
    expect(Date.parse(sent.until)).toBe(end.at.getTime())
    const on = await screen.findByRole('button', { name: /^Mucho trabajo: \+30 min hasta las/ })
    await waitFor(() => expect(wait).toHaveValue(60))

    fireEvent.click(on)
    const again = await screen.findByRole('dialog', { name: 'Mucho trabajo' })
    fireEvent.click(within(again).getByRole('button', { name: 'Terminar «Mucho trabajo»' }))
    await waitFor(() => expect(api.callsTo('DELETE /api/business/busy')).toHaveLength(1))
    expect(await screen.findByRole('button', { name: 'Mucho trabajo' })).toBeVisible()
    await waitFor(() => expect(wait).toHaveValue(30))
  })

  it('a time already past today means tomorrow', async () => {
    showPedidos()
    fireEvent.click(await screen.findByRole('button', { name: 'Mucho trabajo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Mucho trabajo' })
    const end = clockIn(-1)
    fireEvent.change(within(dialog).getByLabelText('Hasta las'), { target: { value: end.text } })
    expect(within(dialog).getByText('Mañana.')).toBeVisible()
  })
})
