// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '../../../../domain/orders/schemas'
import { NO_PAYMENT } from '../../../../domain/payments/rules'
import { setAuthHandlers } from '../../../api/client'
import { SessionContext, type Session } from '../../../session/SessionProvider'
import { LiveOrdersProvider, useLiveOrders } from './LiveOrdersProvider'
import { http, HttpResponse } from 'msw'
import { apiServer } from '../../../testing/mock-api'

/** Counts the notes the chime starts; resumes only when asked (after a gesture). */
class FakeAudioContext {
  static started = 0
  state: AudioContextState = 'suspended'
  currentTime = 0
  destination = {}
  resume() {
    this.state = 'running'
    return Promise.resolve()
  }
  close() {
    return Promise.resolve()
  }
  createGain() {
    const param = { value: 1, setValueAtTime() {}, exponentialRampToValueAtTime() {} }
    return { gain: param, connect: () => {} }
  }
  createOscillator() {
    return {
      type: 'sine',
      frequency: { value: 0 },
      connect: () => {},
      start: () => void FakeAudioContext.started++,
      stop: () => {},
    }
  }
}

class FakeNotification {
  static permission: NotificationPermission = 'granted'
  static shown: { title: string; body?: string }[] = []
  constructor(title: string, options: NotificationOptions) {
    FakeNotification.shown.push({ title, body: options.body })
  }
}

const order = (id: string, fullName: string, status: Order['status'] = 'PENDING'): Order => ({
  id,
  createdAt: new Date(Date.now() + serverOrders.length).toISOString(),
  status,
  method: 'PICKUP',
  user: { fullName, phone: null },
  deliveryInfo: 'Retira en el local',
  note: null,
  items: [],
  deliveryFee: 0,
  total: 1_250_000,
  estimatedTime: null,
  payment: NO_PAYMENT,
  respondedByName: null,
  scheduledFor: null,
  waitingSince: '2026-01-01T12:00:00.000Z',
  rejectReason: null,
})

let serverOrders: Order[] = []
let streams: { send: (text: string) => void; end: () => void }[] = []
let listCalls = 0

/** The panel's API over Mock Service Worker: the order list, and event streams the test feeds. */
const panelApi = [
  http.get('/api/business/orders/events', ({ request }) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
    request.signal.addEventListener('abort', () => {
      try {
        controller.error(new DOMException('aborted', 'AbortError'))
      } catch {
        // already ended
      }
    })
    streams.push({
      send: (text) => controller.enqueue(new TextEncoder().encode(text)),
      end: () => controller.close(),
    })
    return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } })
  }),
  http.get('/api/business/orders', () => {
    listCalls++
    return HttpResponse.json(serverOrders.toReversed())
  }),
]

const sendEvent = (orderId: string, type: 'created' | 'status') =>
  act(() => streams.at(-1)!.send(`event: order\ndata: ${JSON.stringify({ orderId, type })}\n\n`))

function Probe() {
  const live = useLiveOrders()
  return (
    <div>
      <p>Pendientes: {live.pendingCount}</p>
      {live.soundBlocked && <p>Sonido bloqueado</p>}
      <button onClick={() => live.setSoundOn(!live.soundOn)}>
        {live.soundOn ? 'Sonido activado' : 'Sonido desactivado'}
      </button>
    </div>
  )
}

function renderPanel() {
  const session = { token: 'tok', user: null } as unknown as Session
  const router = createMemoryRouter(
    [
      {
        path: '/business/*',
        element: (
          <LiveOrdersProvider>
            <Probe />
          </LiveOrdersProvider>
        ),
      },
    ],
    { initialEntries: ['/business/home'] },
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

const setVisibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  vi.spyOn(Math, 'random').mockReturnValue(0)
  serverOrders = []
  streams = []
  listCalls = 0
  FakeAudioContext.started = 0
  FakeNotification.shown = []
  FakeNotification.permission = 'granted'
  localStorage.clear()
  document.title = 'Barrio'
  apiServer.use(...panelApi)
  vi.stubGlobal('AudioContext', FakeAudioContext)
  vi.stubGlobal('Notification', FakeNotification)
  setAuthHandlers({ getToken: () => 'tok', onUnauthorized: () => {} })
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  setVisibility('visible')
  setAuthHandlers({ getToken: () => null, onUnauthorized: () => {} })
})

describe('LiveOrdersProvider', () => {
  it('a new order counts at once, in the title too, and chimes every 10 s until answered', async () => {
    renderPanel()
    await screen.findByText('Pendientes: 0')
    await waitFor(() => expect(streams).toHaveLength(1))

    serverOrders.push(order('o1', 'Lucía Fernández'))
    sendEvent('o1', 'created')
    await screen.findByText('Pendientes: 1')
    expect(document.title).toBe('(1) Barrio')

    // Browsers keep audio blocked until the owner touches the page.
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(FakeAudioContext.started).toBe(0)
    expect(screen.queryByText('Sonido bloqueado')).not.toBeNull()
    fireEvent.pointerDown(document.body)
    await waitFor(() => expect(FakeAudioContext.started).toBeGreaterThan(0))
    expect(screen.queryByText('Sonido bloqueado')).toBeNull()
    const perChime = FakeAudioContext.started
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(FakeAudioContext.started).toBe(2 * perChime)

    // Muted: silence, and the choice is kept on this device.
    fireEvent.click(screen.getByRole('button', { name: 'Sonido activado' }))
    await act(() => vi.advanceTimersByTimeAsync(20_000))
    expect(FakeAudioContext.started).toBe(2 * perChime)
    expect(localStorage.getItem('barrioOrderSound')).toBe('off')
    fireEvent.click(screen.getByRole('button', { name: 'Sonido desactivado' }))
    await waitFor(() => expect(FakeAudioContext.started).toBe(3 * perChime))

    // A second order: two pending, and it is heard at once.
    serverOrders.push(order('o2', 'Martín Gómez'))
    sendEvent('o2', 'created')
    await screen.findByText('Pendientes: 2')
    expect(document.title).toBe('(2) Barrio')
    expect(FakeAudioContext.started).toBe(4 * perChime)

    // Both answered (from another device): no count, no chime.
    serverOrders = serverOrders.map((o) => ({ ...o, status: 'ACCEPTED' }))
    sendEvent('o1', 'status')
    await screen.findByText('Pendientes: 0')
    expect(document.title).toBe('Barrio')
    await act(() => vi.advanceTimersByTimeAsync(30_000))
    expect(FakeAudioContext.started).toBe(4 * perChime)
  })

  it('refetches the list whenever the stream reconnects, since events may have been lost', async () => {
    renderPanel()
    await waitFor(() => expect(streams).toHaveLength(1))
    await screen.findByText('Pendientes: 0')
    const callsBefore = listCalls

    // An order placed while the stream is down arrives with the reconnect.
    act(() => streams[0].end())
    serverOrders.push(order('o1', 'Lucía Fernández'))
    await act(() => vi.advanceTimersByTimeAsync(3000))
    await waitFor(() => expect(streams).toHaveLength(2))
    await screen.findByText('Pendientes: 1')
    expect(listCalls).toBeGreaterThan(callsBefore)
  })

  it('notifies a new order with the customer and total when the tab is in the background', async () => {
    renderPanel()
    await waitFor(() => expect(streams).toHaveLength(1))
    await screen.findByText('Pendientes: 0')

    // On screen: no notification.
    serverOrders.push(order('o1', 'Lucía Fernández'))
    sendEvent('o1', 'created')
    await screen.findByText('Pendientes: 1')

    setVisibility('hidden')
    serverOrders.push(order('o2', 'Martín Gómez'))
    sendEvent('o2', 'created')
    await screen.findByText('Pendientes: 2')
    await waitFor(() =>
      expect(FakeNotification.shown).toEqual([
        { title: 'Nuevo pedido', body: 'Martín Gómez · $\u00a012.500,00' },
      ]),
    )
    // A status change is not a new order.
    sendEvent('o2', 'status')
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(FakeNotification.shown).toHaveLength(1)
  })
})
