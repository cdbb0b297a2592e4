// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CustomerOrder } from '../../../../domain/orders/customer'
import { PAYMENT_PROVIDER_MESSAGE } from '../../../../domain/messages/customer'
import { NO_RESPONSE_LABEL } from '../../../../domain/orders/timer'
import { PLACED_ORDERS_KEY } from '../../../lib/placed-orders'
import { json, mockApi, type Answer } from '../../../testing/mock-api'
import { Component as OrderPage } from './OrderPage'

const ID = '3f2a9c1e-5b7d-4c1a-9e2f-0a1b2c3d4e5f'
const TOKEN = 'tok-secreto'
const ORDER_API = `GET /api/public/orders/${ID}`
const text = (element: HTMLElement) => element.textContent ?? ''
/** The status block, once the order is on screen (while loading, the skeleton is the status). */
async function orderStatus() {
  await screen.findByRole('heading', { level: 1, name: /^Pedido #/ })
  return screen.getByRole('status')
}

/** Stands in for the browser's EventSource: records what was opened, and lets a test speak. */
class FakeEventSource {
  static opened: FakeEventSource[] = []
  closed = false
  private listeners = new Map<string, Set<() => void>>()
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this)
  }
  addEventListener(type: string, listener: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set())
    this.listeners.get(type)!.add(listener)
  }
  close() {
    this.closed = true
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener()
  }
}

const pending: CustomerOrder = {
  order: {
    id: ID,
    status: 'PENDING',
    method: 'DELIVERY',
    items: [
      { name: 'Flan casero', quantity: 3, unitPrice: 400_000, notes: null, options: [] },
      {
        name: 'Milanesa napolitana',
        quantity: 2,
        unitPrice: 1_500_000,
        notes: 'Sin ajo',
        options: [],
      },
    ],
    subtotal: 4_200_000,
    deliveryFee: 80_000,
    discount: 0,
    couponCode: null,
    total: 4_280_000,
    deliveryInfo: 'Av. Colón 1045, 3° B',
    note: 'Tocar timbre',
    customerName: 'Ana Gómez',
    createdAt: '2025-11-21T16:20:00Z',
    estimatedTime: null,
    readyBy: null,
    statusChangedAt: null,
    payment: { method: 'CASH', status: 'UNPAID', cashAmount: null, flag: null },
    transfer: null,
    scheduledFor: null,
    waitingSince: '2025-11-21T16:20:00Z',
    // Late only where a test says so (docs/product.md#answer-in-time).
    lateAt: '2999-01-01T00:00:00Z',
    rejectReason: null,
  },
  business: {
    name: 'La Esquina',
    slug: 'la-esquina',
    phone: '+5493515550100',
    logoUrl: null,
  },
}

// Accepted at 13:20 in Córdoba with 25 minutes of wait: ready at 13:45.
const accepted: CustomerOrder = {
  ...pending,
  order: {
    ...pending.order,
    status: 'ACCEPTED',
    estimatedTime: 25,
    statusChangedAt: '2025-11-21T16:20:00Z',
    readyBy: '2025-11-21T16:45:00Z',
  },
}

const rejected: CustomerOrder = {
  ...pending,
  order: { ...pending.order, status: 'REJECTED', statusChangedAt: '2025-11-21T16:21:00Z' },
}

function open(url = `/pedido/${ID}?token=${TOKEN}`) {
  const router = createMemoryRouter(
    [
      { path: '/pedido/:id', Component: OrderPage },
      { path: '*', Component: () => <h1>Otra página</h1> },
    ],
    { initialEntries: [url] },
  )
  const client = new QueryClient()
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

/** The API answers `answers` in turn, the last one from then on. */
function answering(...answers: Answer[]) {
  let n = 0
  return mockApi({ [ORDER_API]: () => answers[Math.min(n++, answers.length - 1)] })
}

beforeEach(() => {
  localStorage.clear()
  FakeEventSource.opened = []
  vi.stubGlobal('EventSource', FakeEventSource)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/pedido/:id', () => {
  it('shows a pending order as a receipt, asked for with its token', async () => {
    const api = answering(json(pending))
    open()
    const status = await orderStatus()
    expect(text(status)).toContain('Pendiente')
    expect(text(status)).toContain('La Esquina todavía no confirmó tu pedido.')
    expect(text(screen.getByRole('heading', { level: 1 }))).toContain('Pedido #3f2a9c1e')
    expect(screen.getByRole('link', { name: 'La Esquina' }).getAttribute('href')).toBe(
      '/negocio/la-esquina',
    )
    const items = within(screen.getByRole('list', { name: 'Productos del pedido' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(items).toEqual([
      '3 x Flan casero$\u00a012.000',
      '2 x Milanesa napolitana“Sin ajo”$\u00a030.000',
    ])
    const main = screen.getByRole('main')
    expect(text(main)).toContain('Subtotal$\u00a042.000')
    expect(text(main)).toContain('Envío$\u00a0800')
    expect(text(main)).toContain('Total$\u00a042.800')
    expect(text(main)).toContain('Envío a domicilioAv. Colón 1045, 3° B')
    expect(text(main)).toContain('Tocar timbre')
    expect(api.callsTo(ORDER_API)[0].query.get('token')).toBe(TOKEN)
    expect(document.title).toBe('Pedido #3f2a9c1e · La Esquina · Barrio')

    // The hand-off names who ordered and links back to this page, token included.
    const whatsApp = screen.getByRole('link', { name: 'Enviar pedido por WhatsApp' })
    const message = new URL(whatsApp.getAttribute('href')!).searchParams.get('text')!
    expect(message).toContain('A nombre de: Ana Gómez')
    expect(message).toContain(`${window.location.origin}/pedido/${ID}?token=${TOKEN}`)
  })

  it("follows the order's stream while pending and shows the acceptance when told", async () => {
    const api = answering(json(pending), json(pending), json(accepted))
    open()
    await orderStatus()
    expect(FakeEventSource.opened).toHaveLength(1)
    const source = FakeEventSource.opened[0]
    expect(source.url).toBe(`/api/public/orders/${ID}/events?token=${TOKEN}`)

    // Opening refetches (an event may have gone by before the stream was there).
    act(() => source.emit('open'))
    await vi.waitFor(() => expect(api.callsTo(ORDER_API)).toHaveLength(2))
    expect(text(screen.getByRole('status'))).toContain('Pendiente')

    act(() => source.emit('order'))
    const status = screen.getByRole('status')
    await vi.waitFor(() => expect(text(status)).toContain('Aceptado'))
    expect(text(status)).toContain('Listo en 25 min, a las 13:45')
    expect(text(status)).toContain('La Esquina ya está preparando tu pedido')
    // Final: the stream is closed and no other is opened.
    expect(source.closed).toBe(true)
    expect(FakeEventSource.opened).toHaveLength(1)
  })

  it('tells of a rejection, suggests asking the shop or another shop, and opens no stream', async () => {
    answering(json(rejected))
    open()
    const status = await orderStatus()
    await vi.waitFor(() => expect(text(status)).toContain('Rechazado'))
    expect(text(status)).toContain('Podés escribirle a La Esquina para consultar')
    expect(screen.getByRole('link', { name: 'Pedir en otro comercio' }).getAttribute('href')).toBe(
      '/explorar/restaurantes',
    )
    expect(
      screen.getByRole('link', { name: 'Consultar por WhatsApp' }).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/5493515550100\?text=/)
    expect(screen.queryByRole('link', { name: 'Enviar pedido por WhatsApp' })).toBeNull()
    expect(FakeEventSource.opened).toHaveLength(0)
  })

  it('answers a wrong token with the not-found page, asked once', async () => {
    const api = answering(
      json({ error: 'No encontramos ese pedido.', code: 'ORDER_NOT_FOUND' }, 404),
    )
    open()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos ese pedido.' }),
    ).toBeVisible()
    expect(screen.getAllByRole('link', { name: 'Tus pedidos' })[0].getAttribute('href')).toBe(
      '/orders',
    )
    expect(api.callsTo(ORDER_API)).toHaveLength(1)
    expect(document.title).toBe('Pedido no encontrado · Barrio')
  })

  it('without a token asks nothing and says it cannot find the order', async () => {
    const api = answering(json(pending))
    open(`/pedido/${ID}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos ese pedido.' }),
    ).toBeVisible()
    expect(api.calls).toHaveLength(0)
  })

  it("does not add an order opened from a shared link to this browser's orders", async () => {
    answering(json(pending))
    open()
    await orderStatus()
    expect(localStorage.getItem(PLACED_ORDERS_KEY)).toBeNull()
  })
})

describe('/pedido/:id answered in time and for later', () => {
  const LATE_NOTICE = 'El comercio todavía no confirmó tu pedido'

  it("says the shop has not answered once its lateAt comes, with the shop's WhatsApp and phone, without reload", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] })
    try {
      const lateAt = new Date(Date.now() + 60_000)
      answering(json({ ...pending, order: { ...pending.order, lateAt: lateAt.toISOString() } }))
      open()
      const status = await orderStatus()
      expect(text(status)).toContain('Esperando confirmación')
      expect(text(status)).not.toContain(LATE_NOTICE)
      expect(screen.getAllByRole('link', { name: 'Enviar pedido por WhatsApp' })).toHaveLength(1)
      expect(screen.queryByRole('link', { name: 'Llamar a La Esquina' })).toBeNull()

      // Still waiting a moment before, late a few seconds after.
      await act(() => vi.advanceTimersByTimeAsync(50_000))
      expect(text(screen.getByRole('status'))).not.toContain(LATE_NOTICE)
      await act(() => vi.advanceTimersByTimeAsync(15_000))
      expect(text(screen.getByRole('status'))).toContain(LATE_NOTICE)
      const links = screen.getAllByRole('link', { name: 'Enviar pedido por WhatsApp' })
      expect(links).toHaveLength(1)
      const href = links[0].getAttribute('href')!
      expect(href).toMatch(/^https:\/\/wa\.me\/5493515550100\?text=/)
      expect(new URL(href).searchParams.get('text')).toContain('*Pedido #3f2a9c1e*')
      expect(screen.getByRole('link', { name: 'Llamar a La Esquina' }).getAttribute('href')).toBe(
        'tel:+5493515550100',
      )
    } finally {
      vi.useRealTimers()
    }
  })

  it('an order past its lateAt says so at once; an accepted one never does', async () => {
    const late = { ...pending, order: { ...pending.order, lateAt: '2025-11-21T16:25:00Z' } }
    answering(json(late))
    open()
    expect(text(await orderStatus())).toContain(LATE_NOTICE)
    cleanup()

    answering(json({ ...accepted, order: { ...accepted.order, lateAt: '2025-11-21T16:25:00Z' } }))
    open()
    const status = await orderStatus()
    await vi.waitFor(() => expect(text(status)).toContain('Aceptado'))
    expect(text(status)).not.toContain(LATE_NOTICE)
  })

  it("says 'Sin respuesta del comercio' when the shop's timer rejected it, as the stream tells", async () => {
    const timedOut: CustomerOrder = {
      ...rejected,
      order: { ...rejected.order, rejectReason: 'NO_RESPONSE' },
    }
    const api = answering(json(pending), json(pending), json(timedOut))
    open()
    await orderStatus()
    const source = FakeEventSource.opened[0]
    act(() => source.emit('open'))
    await vi.waitFor(() => expect(api.callsTo(ORDER_API)).toHaveLength(2))
    act(() => source.emit('order'))
    const status = screen.getByRole('status')
    await vi.waitFor(() => expect(text(status)).toContain('Rechazado'))
    expect(text(status)).toContain(NO_RESPONSE_LABEL)
    expect(text(status)).toContain('La Esquina no respondió a tiempo')
    expect(screen.getByRole('link', { name: 'Pedir en otro comercio' })).toBeTruthy()
  })

  it("a shop's own rejection does not say 'Sin respuesta del comercio'", async () => {
    answering(json(rejected))
    open()
    const status = await orderStatus()
    await vi.waitFor(() => expect(text(status)).toContain('Rechazado'))
    expect(text(status)).not.toContain(NO_RESPONSE_LABEL)
  })

  it("shows an order for later's slot, and writes it into the WhatsApp text", async () => {
    // Today at 21:30 in Argentina (UTC-3), whatever the day the test runs.
    const today = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Argentina/Buenos_Aires',
    }).format(new Date())
    const scheduledFor = new Date(`${today}T21:30:00-03:00`).toISOString()
    answering(json({ ...pending, order: { ...pending.order, scheduledFor } }))
    open()
    expect(await screen.findByText('Programado para hoy 21:30')).toBeTruthy()
    const whatsApp = screen.getByRole('link', { name: 'Enviar pedido por WhatsApp' })
    await vi.waitFor(() =>
      expect(new URL(whatsApp.getAttribute('href')!).searchParams.get('text')).toContain(
        '*Pedido #3f2a9c1e*\n*Programado para hoy 21:30*',
      ),
    )
  })

  it('an order for now says nothing of a slot', async () => {
    answering(json(pending))
    open()
    await orderStatus()
    expect(screen.queryByText(/Programado para/)).toBeNull()
  })
})

describe('the payment of /pedido/:id', () => {
  const withPayment = (
    payment: CustomerOrder['order']['payment'],
    more: Partial<CustomerOrder['order']> = {},
  ): CustomerOrder => ({ ...accepted, order: { ...accepted.order, payment, ...more } })
  const section = () => screen.findByRole('region', { name: /^Pago:/ })

  it('says the method and the state, and the bill a cash customer named', async () => {
    answering(
      json(withPayment({ method: 'CASH', status: 'UNPAID', cashAmount: 5_000_000, flag: null })),
    )
    open()
    const payment = await section()
    expect(text(payment)).toContain('Pago: Efectivo')
    expect(text(payment)).toContain('Sin pagar')
    expect(text(payment).replace(/\u00a0/g, ' ')).toContain('¿Con cuánto pagás? $ 50.000')
    // Paid on delivery: once accepted, nothing more to hear.
    expect(FakeEventSource.opened).toHaveLength(0)
  })

  it('shows where to transfer, with a copy button, and listens until the shop marks it paid', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const transfer = { account: '0000003100010000000019', holder: 'La Esquina SRL' }
    const api = answering(
      json(
        withPayment(
          { method: 'TRANSFER', status: 'UNPAID', cashAmount: null, flag: null },
          { transfer },
        ),
      ),
      json(
        withPayment(
          { method: 'TRANSFER', status: 'PAID', cashAmount: null, flag: null },
          { transfer },
        ),
      ),
    )
    open()
    const payment = await section()
    expect(await within(payment).findByText('0000003100010000000019')).toBeVisible()
    expect(text(payment)).toContain('CVU/CBU')
    expect(text(payment)).toContain('La Esquina SRL')
    expect(text(payment).replace(/\u00a0/g, ' ')).toContain('Transferí $ 42.800 a')
    fireEvent.click(within(payment).getByRole('button', { name: 'Copiar' }))
    expect(await within(payment).findByRole('button', { name: 'Copiado' })).toBeVisible()
    expect(writeText).toHaveBeenCalledWith('0000003100010000000019')

    // The shop marks it paid: the stream says so ('payment') and the page shows it.
    expect(FakeEventSource.opened).toHaveLength(1)
    act(() => FakeEventSource.opened[0].emit('order'))
    await vi.waitFor(() => expect(text(payment)).toContain('Pagado'))
    expect(api.callsTo(ORDER_API)).toHaveLength(2)
    expect(within(payment).queryByRole('button', { name: 'Copiar' })).toBeNull()
  })

  it("offers 'Pagar con Mercado Pago' until it is paid, and goes where the server says", async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign })
    const MP_CALL = `POST /api/public/orders/${ID}/mercadopago`
    const api = mockApi({
      [ORDER_API]: () =>
        json(
          withPayment({ method: 'MERCADOPAGO', status: 'UNPAID', cashAmount: null, flag: null }),
        ),
      [MP_CALL]: () => json({ url: `/api/dev/pay/${ID}` }),
    })
    open()
    const payment = await section()
    fireEvent.click(await within(payment).findByRole('button', { name: 'Pagar con Mercado Pago' }))
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`/api/dev/pay/${ID}`))
    expect(api.callsTo(MP_CALL)[0].query.get('token')).toBe(TOKEN)
  })

  it('says why Mercado Pago could not be opened, and shows no button once paid', async () => {
    mockApi({
      [ORDER_API]: () =>
        json(
          withPayment({ method: 'MERCADOPAGO', status: 'UNPAID', cashAmount: null, flag: null }),
        ),
      [`POST /api/public/orders/${ID}/mercadopago`]: () =>
        json({ error: PAYMENT_PROVIDER_MESSAGE, code: 'PAYMENT_PROVIDER_FAILED' }, 502),
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar con Mercado Pago' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_PROVIDER_MESSAGE)
    cleanup()

    answering(
      json(withPayment({ method: 'MERCADOPAGO', status: 'PAID', cashAmount: null, flag: null })),
    )
    open()
    const payment = await section()
    expect(text(payment)).toContain('Pagado')
    expect(screen.queryByRole('button', { name: 'Pagar con Mercado Pago' })).toBeNull()
  })
})
