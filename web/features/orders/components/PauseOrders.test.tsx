// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAUSE_ERROR } from '../../../../domain/messages/panel'
import { pausedLabel } from '../../../../domain/pause/rules'
import { setAuthHandlers } from '../../../api/client'
import { json, mockApi } from '../../../testing/mock-api'
import { PauseOrdersButton, PauseOrdersPanel } from './PauseOrders'

const MINUTE = 60_000
const inMinutes = (minutes: number) =>
  new Date(Math.ceil(Date.now() / MINUTE) * MINUTE + minutes * MINUTE).toISOString()

function show(ui: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>)
}

beforeEach(() => setAuthHandlers({ getToken: () => 'tok-dueño', onUnauthorized: vi.fn() }))
afterEach(cleanup)

describe('Pausar pedidos (docs/product.md#pause)', () => {
  it('pauses for 30 minutes from the header, and the header then says until when', async () => {
    const until = inMinutes(30)
    let pausedUntil: string | null = null
    const api = mockApi({
      'GET /api/business/pause': () => json({ pausedUntil }),
      'PUT /api/business/pause': () => {
        pausedUntil = until
        return json({ pausedUntil })
      },
    })
    show(<PauseOrdersButton />)
    fireEvent.click(await screen.findByRole('button', { name: 'Pausar pedidos' }))
    const dialog = screen.getByRole('dialog', { name: 'Pausar pedidos' })
    fireEvent.click(within(dialog).getByRole('button', { name: '30 minutos' }))
    const label = pausedLabel(new Date(until), new Date())
    expect(await screen.findByRole('button', { name: label })).toBeTruthy()
    expect(api.callsTo('PUT /api/business/pause').map((c) => c.body)).toEqual([{ minutes: 30 }])
  })

  it("offers 15, 30, 60 minutes and 'Hasta mañana', which asks for the next opening day", async () => {
    const api = mockApi({
      'GET /api/business/pause': () => json({ pausedUntil: null }),
      'PUT /api/business/pause': () => json({ pausedUntil: inMinutes(600) }),
    })
    show(<PauseOrdersPanel asButton />)
    fireEvent.click(await screen.findByRole('button', { name: 'Pausar pedidos' }))
    const dialog = screen.getByRole('dialog', { name: 'Pausar pedidos' })
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['15 minutos', '30 minutos', '1 hora', 'Hasta mañana']))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hasta mañana' }))
    await waitFor(() =>
      expect(api.callsTo('PUT /api/business/pause').map((c) => c.body)).toEqual([
        { until: 'tomorrow' },
      ]),
    )
    // Paused, Pedidos' own button gives way to the banner.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pausar pedidos' })).toBeNull())
  })

  it("shows Pedidos' banner while paused, and 'Reanudar pedidos' ends the pause", async () => {
    let pausedUntil: string | null = inMinutes(15)
    const api = mockApi({
      'GET /api/business/pause': () => json({ pausedUntil }),
      'DELETE /api/business/pause': () => {
        pausedUntil = null
        return json({ pausedUntil })
      },
    })
    show(<PauseOrdersPanel />)
    const banner = await screen.findByRole('region', { name: 'Pausa de pedidos' })
    expect(banner.textContent).toContain(pausedLabel(new Date(pausedUntil), new Date()))
    fireEvent.click(within(banner).getByRole('button', { name: 'Reanudar o cambiar' }))
    const dialog = screen.getByRole('dialog', { name: 'Pedidos pausados' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reanudar pedidos' }))
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Pausa de pedidos' })).toBeNull(),
    )
    expect(api.callsTo('DELETE /api/business/pause')).toHaveLength(1)
  })

  it('ends by itself on its minute, with no answer from the server', async () => {
    // The server still says paused; the device's clock passes the end.
    const pausedUntil = new Date(Date.now() + 1500).toISOString()
    const api = mockApi({ 'GET /api/business/pause': () => json({ pausedUntil }) })
    show(<PauseOrdersPanel />)
    await screen.findByRole('region', { name: 'Pausa de pedidos' })
    await waitFor(
      () => expect(screen.queryByRole('region', { name: 'Pausa de pedidos' })).toBeNull(),
      { timeout: 10_000 },
    )
    expect(api.callsTo('GET /api/business/pause')).toHaveLength(1)
  })

  it("says so when the pause can't be saved, and keeps the dialog open", async () => {
    mockApi({
      'GET /api/business/pause': () => json({ pausedUntil: null }),
      'PUT /api/business/pause': () => json({ error: 'boom' }, 500),
    })
    show(<PauseOrdersButton />)
    fireEvent.click(await screen.findByRole('button', { name: 'Pausar pedidos' }))
    const dialog = screen.getByRole('dialog', { name: 'Pausar pedidos' })
    fireEvent.click(within(dialog).getByRole('button', { name: '15 minutos' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain(PAUSE_ERROR)
  })
})
