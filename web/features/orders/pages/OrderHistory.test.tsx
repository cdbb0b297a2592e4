// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '../../../../domain/orders/schemas'
import {
  ORDER_FROM_DATE_MESSAGE,
  ORDER_RANGE_MESSAGE,
  orderExportTooLargeMessage,
} from '../../../../domain/messages/panel'
import { ORDER_HISTORY_PAGE } from '../../../../domain/orders/history'
import { setAuthHandlers } from '../../../api/client'
import { apiServer, json, mockApi } from '../../../testing/mock-api'
import { Component as OrdersPage } from './OrdersPage'

const order = (n: number, more: Partial<Order> = {}): Order => ({
  id: `${String(n).padStart(8, '0')}-aaaa-4bbb-8ccc-dddddddddddd`,
  // 15:00 UTC is 12:00 in Argentina.
  createdAt: `2026-03-${String(10 + (n % 10)).padStart(2, '0')}T15:00:00.000Z`,
  status: 'ACCEPTED',
  method: 'PICKUP',
  user: { fullName: `Cliente ${n}`, phone: null },
  deliveryInfo: '',
  note: null,
  items: [
    {
      quantity: 2,
      product: { name: 'Muzzarella' },
      unitPrice: 1_000_000,
      notes: null,
      options: [],
    },
  ],
  deliveryFee: 0,
  discount: 0,
  couponCode: null,
  total: 2_000_000,
  estimatedTime: 20,
  payment: { method: 'CASH', status: 'PAID', cashAmount: null, flag: null },
  respondedByName: null,
  scheduledFor: null,
  waitingSince: '2026-01-01T12:00:00.000Z',
  rejectReason: null,
  ...more,
})

const SUMMARY = { count: 3, acceptedCount: 2, acceptedTotal: 4_550_050 }

function open(search: string) {
  const router = createMemoryRouter([{ path: '/business/pedidos', Component: OrdersPage }], {
    initialEntries: [`/business/pedidos?${search}`],
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const search = (router: ReturnType<typeof open>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search))

beforeEach(() => setAuthHandlers({ getToken: () => 'tok-dueño', onUnauthorized: vi.fn() }))
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('Pedidos › Historial (docs/product.md#order-history)', () => {
  it('loads the filters of the address, shows them dd/mm/aaaa, with the totals', async () => {
    const api = mockApi({
      'GET /api/business/orders': () =>
        json([
          order(1, { user: { fullName: 'Lucía Pérez', phone: null } }),
          order(2, { status: 'REJECTED' }),
        ]),
      'GET /api/business/orders/summary': () => json(SUMMARY),
    })
    open('vista=historial&desde=2026-03-01&hasta=2026-03-31&estado=aceptado&q=lucia')

    const rows = await screen.findByRole('list', { name: 'Pedidos' })
    expect(within(rows).getAllByRole('listitem')).toHaveLength(2)
    expect(rows).toHaveTextContent('11/03/2026 · 12:00')
    expect(rows).toHaveTextContent('Lucía Pérez')
    expect(rows).toHaveTextContent('$ 20.000,00')
    expect(rows).toHaveTextContent('#00000001 · Retiro · 2 x Muzzarella')
    expect(screen.getByRole('table')).toHaveTextContent('11/03/2026 12:00')
    expect((await screen.findByText(/3 pedidos/)).closest('p')).toHaveTextContent(
      '3 pedidos · 2 aceptados por $ 45.500,50',
    )
    const [call] = api.callsTo('GET /api/business/orders')
    expect(Object.fromEntries(call.query)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      status: 'ACCEPTED',
      q: 'lucia',
      limit: String(ORDER_HISTORY_PAGE),
    })
    expect(call.headers.get('authorization')).toBe('Bearer tok-dueño')
    expect(Object.fromEntries(api.callsTo('GET /api/business/orders/summary')[0].query)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      status: 'ACCEPTED',
      q: 'lucia',
    })
    expect(screen.getByLabelText('Desde')).toHaveValue('01/03/2026')
    expect(screen.getByLabelText('Hasta')).toHaveValue('31/03/2026')
    expect(screen.getByLabelText('Estado')).toHaveValue('ACCEPTED')
    expect(screen.getByLabelText('Buscar')).toHaveValue('lucia')
    expect(screen.getByRole('link', { name: 'Historial' })).toHaveAttribute('aria-current', 'page')
  })

  it('says the coupon and what it took off under the total of an order with one (docs/product.md#coupons)', async () => {
    mockApi({
      'GET /api/business/orders': () =>
        json([
          order(1, { discount: 400_000, couponCode: 'BIENVENIDA', total: 1_600_000 }),
          order(2),
        ]),
      'GET /api/business/orders/summary': () => json(SUMMARY),
    })
    open('vista=historial')
    const rows = await screen.findByRole('list', { name: 'Pedidos' })
    const [first, second] = within(rows).getAllByRole('listitem')
    const nbsp = (s: string | null) => s?.replace(/\u00a0/g, ' ')
    expect(nbsp(first.textContent)).toContain('Cupón BIENVENIDA −$ 4.000,00')
    expect(second).not.toHaveTextContent('Cupón')
    const [, firstRow, secondRow] = within(screen.getByRole('table')).getAllByRole('row')
    expect(nbsp(firstRow.textContent)).toContain('$ 16.000,00Cupón BIENVENIDA −$ 4.000,00')
    expect(secondRow).not.toHaveTextContent('Cupón')
  })

  it('puts the filters typed in the address and asks the API with them', async () => {
    const api = mockApi({
      'GET /api/business/orders': () => json([order(1)]),
      'GET /api/business/orders/summary': () => json(SUMMARY),
    })
    const router = open('vista=historial')
    await screen.findByRole('list', { name: 'Pedidos' })
    expect(Object.fromEntries(api.callsTo('GET /api/business/orders')[0].query)).toEqual({
      limit: '50',
    })

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '1/3/2026' } })
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-31' } })
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: ' Pérez ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }))
    await waitFor(() =>
      expect(search(router)).toEqual({
        vista: 'historial',
        desde: '2026-03-01',
        hasta: '2026-03-31',
        q: 'Pérez',
      }),
    )
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET /api/business/orders').at(-1)!.query)).toEqual({
        from: '2026-03-01',
        to: '2026-03-31',
        q: 'Pérez',
        limit: '50',
      }),
    )
    expect(screen.getByLabelText('Desde')).toHaveValue('01/03/2026')

    // A status applies as soon as it is chosen.
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'REJECTED' } })
    await waitFor(() => expect(search(router).estado).toBe('rechazado'))

    fireEvent.click(screen.getByRole('button', { name: 'Limpiar' }))
    await waitFor(() => expect(search(router)).toEqual({ vista: 'historial' }))
    expect(screen.getByLabelText('Desde')).toHaveValue('')
  })

  it('says what is wrong with a date and keeps the list as it was', async () => {
    mockApi({
      'GET /api/business/orders': () => json([order(1)]),
      'GET /api/business/orders/summary': () => json(SUMMARY),
    })
    const router = open('vista=historial')
    await screen.findByRole('list', { name: 'Pedidos' })
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '31/02/2026' } })
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }))
    expect(await screen.findByText(ORDER_FROM_DATE_MESSAGE)).toBeVisible()
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '10/03/2026' } })
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '09/03/2026' } })
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }))
    expect(await screen.findByText(ORDER_RANGE_MESSAGE)).toBeVisible()
    expect(search(router)).toEqual({ vista: 'historial' })
  })

  it('loads the next page after the last order shown with the same filters', async () => {
    const first = Array.from({ length: ORDER_HISTORY_PAGE }, (_, i) => order(i + 1))
    const api = mockApi({
      'GET /api/business/orders': ({ query }) =>
        json(
          query.get('before')
            ? [order(99, { user: { fullName: 'La más vieja', phone: null } })]
            : first,
        ),
      'GET /api/business/orders/summary': () => json(SUMMARY),
    })
    open('vista=historial&estado=aceptado')
    await screen.findByRole('list', { name: 'Pedidos' })
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }))
    expect(await screen.findAllByText('La más vieja')).not.toHaveLength(0)
    const next = api.callsTo('GET /api/business/orders')[1]
    expect(Object.fromEntries(next.query)).toEqual({
      status: 'ACCEPTED',
      limit: '50',
      before: first.at(-1)!.id,
    })
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull()
  })

  it('downloads the CSV with the session’s token and saves it under the server’s name', async () => {
    mockApi({
      'GET /api/business/orders': () => json([order(1)]),
      'GET /api/business/orders/summary': () => json(SUMMARY),
    })
    const csv = '\uFEFFFecha;Hora;Pedido\r\n10/03/2026;12:00;#00000001\r\n'
    const asked: Request[] = []
    apiServer.use(
      http.get('/api/business/orders/export.csv', ({ request }) => {
        asked.push(request)
        return new HttpResponse(csv, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="pedidos-2026-03-01_a_2026-03-31.csv"',
          },
        })
      }),
    )
    const blobs: Blob[] = []
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob)
      return 'blob:pedidos'
    })
    URL.revokeObjectURL = vi.fn()
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this)
    })

    open('vista=historial&desde=2026-03-01&hasta=2026-03-31&q=lucia')
    const button = await screen.findByRole('button', { name: 'Descargar CSV' })
    await waitFor(() => expect(button).toBeEnabled())
    fireEvent.click(button)
    await waitFor(() => expect(clicked).toHaveLength(1))
    expect(clicked[0].download).toBe('pedidos-2026-03-01_a_2026-03-31.csv')
    expect(clicked[0].href).toBe('blob:pedidos')
    const url = new URL(asked[0].url)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      q: 'lucia',
    })
    expect(asked[0].headers.get('authorization')).toBe('Bearer tok-dueño')
    const bytes = new Uint8Array(await blobs[0].arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(await screen.findByText('Descargado: pedidos-2026-03-01_a_2026-03-31.csv')).toBeTruthy()
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:pedidos'))
  })

  it('shows the server’s reason when the file cannot be made', async () => {
    mockApi({
      'GET /api/business/orders': () => json([order(1)]),
      'GET /api/business/orders/summary': () => json(SUMMARY),
      'GET /api/business/orders/export.csv': () =>
        json({ error: orderExportTooLargeMessage('10.000'), code: 'VALIDATION' }, 400),
    })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click')
    open('vista=historial')
    const button = await screen.findByRole('button', { name: 'Descargar CSV' })
    await waitFor(() => expect(button).toBeEnabled())
    fireEvent.click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent(orderExportTooLargeMessage('10.000'))
    expect(click).not.toHaveBeenCalled()
  })
})
