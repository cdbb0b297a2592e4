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
import type { OrderTiming } from '../../../../domain/orders/timing-schemas'
import { CHIME_GAIN, LATE_CHIME_GAIN } from '../lib/chime'
import { TICKET_AUTO_PRINT_KEY } from '../lib/ticket-preference'
import { DEFAULT_TIMING } from '../api/timing'
import { printOrder } from '../lib/print-order'

vi.mock('../lib/print-order', () => ({ printOrder: vi.fn(() => Promise.resolve()) }))

/** Counts the notes the chime starts; resumes only when asked (after a gesture). */
class FakeAudioContext {
  static started = 0
  /** The loudness each chime was played at (its output's gain). */
  static gains: number[] = []
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
    return {
      gain: param,
      // The chime's output is the gain wired to the speakers.
      connect: (to: unknown) => {
        if (to === this.destination) FakeAudioContext.gains.push(param.value)
      },
    }
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
  discount: 0,
  couponCode: null,
  total: 1_250_000,
  estimatedTime: null,
  payment: NO_PAYMENT,
  respondedByName: null,
  scheduledFor: null,
  // Placed now: it starts waiting for an answer now.
  waitingSince: new Date().toISOString(),
  rejectReason: null,
})

let serverOrders: Order[] = []
let streams: { send: (text: string) => void; end: () => void }[] = []
let listCalls = 0
let timing: OrderTiming = DEFAULT_TIMING

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
  http.get('/api/business/orders/timing', () => HttpResponse.json(timing)),
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
      <p>Demorados: {live.lateCount}</p>
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
  timing = DEFAULT_TIMING
  vi.mocked(printOrder).mockClear()
  FakeAudioContext.started = 0
  FakeAudioContext.gains = []
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

  it('an order past Responder en counts as late and the chime turns louder, every 30 s', async () => {
    timing = { ...DEFAULT_TIMING, respondMinutes: 5, autoRejectMinutes: null }
    serverOrders.push(order('o1', 'Lucía Fernández'))
    renderPanel()
    await screen.findByText('Pendientes: 1')
    expect(screen.getByText('Demorados: 0')).toBeVisible()
    fireEvent.pointerDown(document.body)
    await waitFor(() => expect(FakeAudioContext.gains).toEqual([CHIME_GAIN]))

    // Five minutes without an answer: late, and louder.
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000))
    await screen.findByText('Demorados: 1')
    await waitFor(() => expect(FakeAudioContext.gains.at(-1)).toBe(LATE_CHIME_GAIN))
    const rung = FakeAudioContext.gains.length
    await act(() => vi.advanceTimersByTimeAsync(29_000))
    expect(FakeAudioContext.gains).toHaveLength(rung)
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(FakeAudioContext.gains).toHaveLength(rung + 1)
    expect(FakeAudioContext.gains.at(-1)).toBe(LATE_CHIME_GAIN)
  })

  it('a scheduled order stays silent until its due time, then counts and chimes', async () => {
    // Due 15 minutes from now: its slot in 45, minus 30 of preparation.
    timing = { ...DEFAULT_TIMING, preparationMinutes: 30, acceptsScheduled: true }
    const later = {
      ...order('o1', 'Lucía Fernández'),
      scheduledFor: new Date(Date.now() + 45 * 60_000).toISOString(),
      waitingSince: new Date(Date.now() + 15 * 60_000).toISOString(),
    }
    serverOrders.push(later)
    renderPanel()
    await screen.findByText('Pendientes: 0')
    fireEvent.pointerDown(document.body)
    await act(() => vi.advanceTimersByTimeAsync(14 * 60_000))
    expect(screen.getByText('Pendientes: 0')).toBeVisible()
    expect(FakeAudioContext.gains).toEqual([])

    await act(() => vi.advanceTimersByTimeAsync(60_000))
    await screen.findByText('Pendientes: 1')
    await waitFor(() => expect(FakeAudioContext.gains).toEqual([CHIME_GAIN]))
  })

  it('prints an order that arrives already accepted on the device that prints on accepting', async () => {
    timing = { ...DEFAULT_TIMING, autoAccept: true }
    localStorage.setItem(TICKET_AUTO_PRINT_KEY, 'on')
    serverOrders.push(order('old', 'Ana Ruiz', 'ACCEPTED'))
    renderPanel()
    await waitFor(() => expect(streams).toHaveLength(1))
    await screen.findByText('Pendientes: 0')

    serverOrders.push(order('o1', 'Lucía Fernández', 'ACCEPTED'))
    sendEvent('o1', 'created')
    await waitFor(() => expect(printOrder).toHaveBeenCalledTimes(1))
    // The one already there when the panel opened is not printed again.
    expect(vi.mocked(printOrder).mock.calls[0][1].id).toBe('o1')
  })

  it('does not print an arriving order on a device that does not print on accepting', async () => {
    timing = { ...DEFAULT_TIMING, autoAccept: true }
    renderPanel()
    await waitFor(() => expect(streams).toHaveLength(1))
    await screen.findByText('Pendientes: 0')
    serverOrders.push(order('o1', 'Lucía Fernández', 'ACCEPTED'))
    sendEvent('o1', 'created')
    await waitFor(() => expect(listCalls).toBeGreaterThan(1))
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(printOrder).not.toHaveBeenCalled()
  })
})
