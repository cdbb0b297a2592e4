// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '../../../../domain/orders/schemas'
import { ESTIMATED_TIME_MESSAGE } from '../../../../domain/messages/customer'
import {
  AMOUNT_MISMATCH_MESSAGE,
  MP_MARKED_BY_PROVIDER_MESSAGE,
} from '../../../../domain/messages/panel'
import { json, mockApi } from '../../../testing/mock-api'
import { TICKET_AUTO_PRINT_KEY, TICKET_WIDTH_KEY } from '../lib/ticket-preference'
import { OrderCard } from './OrderCard'
import { pizzaItems } from '../../../testing/orders'
import { DEFAULT_TIMING } from '../api/timing'
import type { OrderTiming } from '../../../../domain/orders/timing-schemas'

afterEach(cleanup)

const pending: Order = {
  id: '3f2a9c1e-7b4d-4e2a-9c1e-7b4d4e2a9c1e',
  createdAt: '2026-03-10T23:15:00Z',
  status: 'PENDING',
  method: 'PICKUP',
  user: { fullName: 'Ana Pérez', phone: null },
  deliveryInfo: 'Retira en el local',
  note: null,
  items: [],
  deliveryFee: 0,
  discount: 0,
  couponCode: null,
  total: 1_250_000,
  estimatedTime: null,
  payment: { method: 'CASH', status: 'UNPAID', cashAmount: null, flag: null },
  respondedByName: null,
  scheduledFor: null,
  waitingSince: '2026-01-01T12:00:00.000Z',
  rejectReason: null,
}

function show(order: Order = pending, clock?: { timing: OrderTiming; now: number }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <OrderCard order={order} onConflict={() => {}} {...clock} />
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

describe('an order with a coupon (docs/product.md#coupons)', () => {
  it('shows the coupon and what it took off above the total, and nothing without one', () => {
    show({ ...pending, discount: 250_000, couponCode: 'BIENVENIDA', total: 1_000_000 })
    const line = screen.getByText('Cupón BIENVENIDA').parentElement!
    expect(line.textContent?.replace(/\u00a0/g, ' ')).toBe('Cupón BIENVENIDA−$ 2.500,00')
    expect(line.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ')).toBe('Total$ 10.000,00')
    cleanup()
    show()
    expect(screen.queryByText(/Cupón/)).toBeNull()
  })
})

describe('the items of an order', () => {
  it('lists each item’s options under it, as the kitchen reads them', () => {
    show({
      ...pending,
      items: pizzaItems,
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

describe('the payment of an order', () => {
  const PAYMENT_CALL = `PUT /api/business/orders/${pending.id}/payment`
  const withPayment = (payment: Order['payment']): Order => ({ ...pending, payment })
  const nbsp = (s: string | null) => s?.replace(/\u00a0/g, ' ')

  it('shows the method and the state, and the bill a cash customer pays with', () => {
    show(withPayment({ method: 'CASH', status: 'UNPAID', cashAmount: 2_000_000, flag: null }))
    expect(screen.getByText('Efectivo · Sin pagar')).toBeVisible()
    const bill = screen.getByText(/^¿Con cuánto pagás\?/)
    expect(nbsp(bill.textContent)).toBe('¿Con cuánto pagás? $ 20.000')
    expect(nbsp(bill.parentElement!.textContent)).toContain('(vuelto $ 7.500)')
  })

  it("'Marcar pagado' marks a cash or transfer order paid, and the card shows the answer", async () => {
    const api = mockApi({
      [PAYMENT_CALL]: () =>
        json(withPayment({ method: 'TRANSFER', status: 'PAID', cashAmount: null, flag: null })),
    })
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const order = withPayment({
      method: 'TRANSFER',
      status: 'UNPAID',
      cashAmount: null,
      flag: null,
    })
    client.setQueryData(['business', 'orders'], { pages: [[order]], pageParams: [undefined] })
    function Listed() {
      const data = client.getQueryData<{ pages: Order[][] }>(['business', 'orders'])
      return <OrderCard order={data!.pages[0][0]} onConflict={() => {}} />
    }
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <Listed />
      </QueryClientProvider>,
    )
    expect(screen.getByText('Transferencia · Sin pagar')).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Marcar pagado' }))
    await expect.poll(() => api.callsTo(PAYMENT_CALL).map((c) => c.body)).toEqual([{ paid: true }])
    await expect
      .poll(() => client.getQueryData<{ pages: Order[][] }>(['business', 'orders'])!.pages[0][0])
      .toMatchObject({ payment: { status: 'PAID' } })
    rerender(
      <QueryClientProvider client={client}>
        <Listed />
      </QueryClientProvider>,
    )
    expect(screen.getByText('Transferencia · Pagado')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Marcar sin pagar' })).toBeVisible()
  })

  it('leaves Mercado Pago to Mercado Pago, and warns of an amount that is not the total', () => {
    show(
      withPayment({
        method: 'MERCADOPAGO',
        status: 'PENDING',
        cashAmount: null,
        flag: 'AMOUNT_MISMATCH',
      }),
    )
    expect(screen.getByText('Mercado Pago · Pago pendiente')).toBeVisible()
    expect(screen.getByText(AMOUNT_MISMATCH_MESSAGE)).toBeVisible()
    expect(screen.queryByRole('button', { name: /^Marcar/ })).toBeNull()
  })

  it('says why a mark failed', async () => {
    mockApi({
      [PAYMENT_CALL]: () => json({ error: MP_MARKED_BY_PROVIDER_MESSAGE, code: 'CONFLICT' }, 409),
    })
    show(withPayment({ method: null, status: 'UNPAID', cashAmount: null, flag: null }))
    expect(screen.getByText('Sin pagar')).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Marcar pagado' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(MP_MARKED_BY_PROVIDER_MESSAGE)
  })
})

describe('printing the kitchen ticket (docs/product.md#tickets)', () => {
  const STATUS_CALL = `POST /api/business/orders/${pending.id}/status`
  const PROFILE_CALL = 'GET /api/business/settings/profile'
  const profile = {
    email: 'demo@barrio.com.ar',
    businessName: 'Pizzería Don Luigi',
    slug: 'pizzeria-don-luigi',
    plan: 'starter',
    subscriptionPaid: true,
    expiresAt: null,
    business: {
      name: 'Pizzería Don Luigi',
      taxId: null,
      address: null,
      city: null,
      province: null,
      zipCode: null,
      logoUrl: null,
      coverUrl: null,
    },
  }
  /** What the page held when the browser was asked to print: the ticket and its @page rule. */
  let printed: { ticket: string; page: string; onlyTicket: boolean }[]

  beforeEach(() => {
    localStorage.clear()
    printed = []
    vi.spyOn(window, 'print').mockImplementation(() => {
      const tickets = document.querySelectorAll('.print-ticket')
      printed.push({
        ticket: (tickets[0]?.textContent ?? '').replace(/\u00a0/g, ' '),
        page: document.querySelector('style[data-print-ticket]')?.textContent ?? '',
        onlyTicket: tickets.length === 1,
      })
    })
  })
  afterEach(() => {
    vi.restoreAllMocks()
    localStorage.clear()
  })

  const withCustomerItems: Order = {
    ...pending,
    items: [
      {
        quantity: 2,
        product: { name: 'Muzzarella' },
        unitPrice: 625_000,
        notes: 'bien cocida',
        options: [{ group: 'Tamaño', name: 'Grande', priceDelta: 0 }],
      },
    ],
  }

  it("'Imprimir' prints the order's ticket, with the shop's name, on this device's paper", async () => {
    mockApi({ [PROFILE_CALL]: () => json(profile) })
    localStorage.setItem(TICKET_WIDTH_KEY, '58')
    show(withCustomerItems)
    fireEvent.click(screen.getByRole('button', { name: /^Imprimir ticket del pedido #3f2a9c1e/ }))
    await expect.poll(() => printed).toHaveLength(1)
    const [{ ticket, page, onlyTicket }] = printed
    expect(onlyTicket).toBe(true)
    expect(ticket).toMatch(/^Pizzería Don Luigi#3f2a9c1e/)
    expect(ticket).toContain('Ana Pérez')
    expect(ticket).toContain('Retiro en el local')
    expect(ticket).toContain('2 x Muzzarella')
    expect(ticket).toContain('Tamaño: Grande')
    expect(ticket).toContain('Nota: bien cocida')
    expect(ticket).toContain('TOTAL$ 12.500')
    expect(page).toMatch(/@page \{ size: 58mm[^;]*; margin: 0; \}/)
    // Still there until the dialog closes, then gone with its page rule.
    expect(document.querySelector('.print-ticket')).not.toBeNull()
    window.dispatchEvent(new Event('afterprint'))
    expect(document.querySelector('.print-ticket')).toBeNull()
    expect(document.querySelector('style[data-print-ticket]')).toBeNull()
  })

  it('prints without the shop’s name when the profile cannot be read', async () => {
    mockApi({ [PROFILE_CALL]: () => json({ error: 'x', code: 'INTERNAL' }, 500) })
    show()
    fireEvent.click(screen.getByRole('button', { name: /^Imprimir/ }))
    // The profile is asked again once after a server error, a second later (web/api/retry.ts).
    await waitFor(() => expect(printed).toHaveLength(1))
    expect(printed[0].ticket).toMatch(/^#3f2a9c1e/)
    expect(printed[0].page).toMatch(/size: 80mm/)
  })

  it("accepting prints the accepted order's ticket when this device has 'Imprimir al aceptar' on", async () => {
    localStorage.setItem(TICKET_AUTO_PRINT_KEY, 'on')
    const api = mockApi({
      [PROFILE_CALL]: () => json(profile),
      [STATUS_CALL]: () => json({ ...pending, status: 'ACCEPTED', estimatedTime: 25 }),
    })
    show()
    fireEvent.change(minutes(), { target: { value: '25' } })
    accept()
    await expect.poll(() => printed).toHaveLength(1)
    expect(api.callsTo(STATUS_CALL)).toHaveLength(1)
    expect(printed[0].ticket).toContain('#3f2a9c1e')
    expect(printed[0].ticket).toContain('Listo en 25 min')
  })

  it('accepting prints nothing with it off, and rejecting never prints', async () => {
    const api = mockApi({
      [PROFILE_CALL]: () => json(profile),
      [STATUS_CALL]: () => json({ ...pending, status: 'ACCEPTED', estimatedTime: 25 }),
    })
    show()
    fireEvent.change(minutes(), { target: { value: '25' } })
    accept()
    await expect.poll(() => api.callsTo(STATUS_CALL)).toHaveLength(1)
    await expect
      .poll(() => screen.getByRole('button', { name: 'Aceptar' }))
      .not.toHaveAttribute('aria-busy')
    // A print asked for now comes after any the accept had started: only this one is there.
    fireEvent.click(screen.getByRole('button', { name: /^Imprimir/ }))
    await expect.poll(() => printed).toHaveLength(1)
    expect(printed[0].ticket).not.toContain('Listo en')
  })
})

describe('the answer timer (docs/product.md#answer-in-time)', () => {
  const since = Date.parse('2026-03-10T23:15:00Z')
  const at = (minutes: number) => since + minutes * 60_000
  const timing = { ...DEFAULT_TIMING, respondMinutes: 5, autoRejectMinutes: 15 }
  const waiting = { ...pending, waitingSince: new Date(since).toISOString() }

  it('counts the wait by the minute, and marks the order late past Responder en', () => {
    show(waiting, { timing, now: at(4.9) })
    expect(screen.getByText('Esperando hace 4 min')).toBeVisible()
    expect(screen.queryByText(/Demorado/)).toBeNull()
    cleanup()

    show(waiting, { timing, now: at(7) })
    expect(screen.getByText('Esperando hace 7 min')).toBeVisible()
    expect(screen.getByText(/Demorado/)).toBeVisible()
    cleanup()

    show(waiting, { timing, now: at(65) })
    expect(screen.getByText('Esperando hace 1 h 5 min')).toBeVisible()
  })

  it('shows no timer on an answered order, and the timer’s rejection in words', () => {
    show({ ...waiting, status: 'REJECTED', rejectReason: 'NO_RESPONSE' }, { timing, now: at(20) })
    expect(screen.getByText('Sin respuesta del comercio')).toBeVisible()
    expect(screen.queryByText(/Esperando hace/)).toBeNull()
  })

  it('offers preparation plus Mucho trabajo as the wait', () => {
    show(waiting, {
      timing: {
        ...timing,
        preparationMinutes: 25,
        busyMinutes: 15,
        busyUntil: new Date(at(60)).toISOString(),
      },
      now: at(1),
    })
    expect(minutes()).toHaveValue(40)
    cleanup()
    // Once 'Mucho trabajo' ended, the preparation alone.
    show(waiting, {
      timing: {
        ...timing,
        preparationMinutes: 25,
        busyMinutes: 15,
        busyUntil: new Date(at(60)).toISOString(),
      },
      now: at(61),
    })
    expect(minutes()).toHaveValue(25)
  })

  it('says for when a scheduled order is, and runs no timer before it is due', () => {
    // 02:00 in Argentina on the 11th: the slot at 21:30 of that day.
    const now = Date.parse('2026-03-11T05:00:00Z')
    show(
      { ...waiting, scheduledFor: '2026-03-12T00:30:00Z', waitingSince: '2026-03-12T00:00:00Z' },
      { timing: { ...timing, preparationMinutes: 30 }, now },
    )
    expect(screen.getByText('Programado para hoy 21:30')).toBeVisible()
    expect(screen.queryByText(/Esperando hace/)).toBeNull()
  })
})
