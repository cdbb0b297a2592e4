// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Customer, CustomersPage } from '../../../../domain/customers/schemas'
import { setAuthHandlers } from '../../../api/client'
import { apiServer, json, mockApi } from '../../../testing/mock-api'
import { Component as CustomersScreen } from './CustomersPage'

/* docs/product.md#customers and #personal-data: the panel's 'Clientes'. */

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})
beforeEach(() => setAuthHandlers({ getToken: () => 'tok-dueño', onUnauthorized: () => {} }))

const LIST = 'GET /api/business/customers'
const PRIVACY = 'GET /api/business/settings/privacy'

const ANA: Customer = {
  phone: '+5493515550001',
  name: 'Ana Gómez',
  orders: 3,
  spent: 1_350_000,
  // 00:04 UTC on the 28th is 21:04 of the 27th in Argentina.
  lastOrderAt: '2026-11-28T00:04:00.000Z',
  topProduct: 'Empanada',
}
const BETO: Customer = {
  phone: '+5493515550002',
  name: 'Beto Núñez',
  orders: 1,
  spent: 1_800_050,
  lastOrderAt: '2026-11-20T15:00:00.000Z',
  topProduct: null,
}

const page = (customers: Customer[], nextBefore: string | null = null): CustomersPage => ({
  customers,
  nextBefore,
})

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <CustomersScreen />
    </QueryClientProvider>,
  )
}

const table = async () => screen.findByRole('table', { name: 'Clientes' })

describe('Clientes', () => {
  it('lists each customer with their orders, spending, last order in Argentina and top product', async () => {
    mockApi({
      [LIST]: () => json(page([ANA, BETO])),
      [PRIVACY]: () => json({ customerRetentionMonths: 24 }),
    })
    show()
    const rows = within(await table()).getAllByRole('row')
    expect(rows[1]).toHaveTextContent('Ana Gómez')
    expect(rows[1]).toHaveTextContent('+54 9 351 555-0001')
    expect(rows[1]).toHaveTextContent('3')
    expect(rows[1]).toHaveTextContent(/\$\s13\.500/)
    expect(rows[1]).toHaveTextContent('27/11/2026 21:04')
    expect(rows[1]).toHaveTextContent('Empanada')
    expect(rows[2]).toHaveTextContent(/\$\s18\.000,50/)
    expect(rows[2]).toHaveTextContent('—')
    // The phone's cards say the same.
    const card = within(screen.getByRole('list', { name: 'Clientes' })).getAllByRole('listitem')[0]
    expect(card).toHaveTextContent('3 pedidos')
    expect(card).toHaveTextContent('27/11/2026 21:04')
    // The period kept, 2 years by default.
    const period = await screen.findByRole('combobox', {
      name: 'Guardar datos de clientes durante',
    })
    expect(period).toHaveDisplayValue('2 años')
  })

  it('says so when there are no customers yet, or none for a search', async () => {
    const api = mockApi({
      [LIST]: () => json(page([])),
      [PRIVACY]: () => json({ customerRetentionMonths: 24 }),
    })
    show()
    expect(await screen.findByText('Todavía no tenés clientes.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeDisabled()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), {
      target: { value: 'zzz' },
    })
    expect(await screen.findByText('No encontramos clientes con esa búsqueda.')).toBeVisible()
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query.get('q')).toBe('zzz'))
  })

  it('searches by name or phone once typing pauses, and pages with Ver más', async () => {
    const api = mockApi({
      [LIST]: ({ query }) => {
        if (query.get('q') === '0002') return json(page([BETO]))
        return query.get('before') === 'next' ? json(page([BETO])) : json(page([ANA], 'next'))
      },
      [PRIVACY]: () => json({ customerRetentionMonths: 24 }),
    })
    show()
    await table()
    fireEvent.click(screen.getByRole('button', { name: 'Ver más' }))
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3),
    )
    expect(api.callsTo(LIST)[1].query.get('before')).toBe('next')

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), {
      target: { value: ' 0002 ' },
    })
    await waitFor(() => {
      const rows = within(screen.getByRole('table')).getAllByRole('row')
      expect(rows).toHaveLength(2)
      expect(rows[1]).toHaveTextContent('Beto Núñez')
    })
    expect(api.callsTo(LIST).map((c) => c.query.get('q'))).toEqual([null, null, '0002'])
  })

  it('anonymises a customer after a warning that it cannot be undone and totals stay', async () => {
    let anonymized = false
    const api = mockApi({
      [LIST]: () => json(page(anonymized ? [BETO] : [ANA, BETO])),
      [PRIVACY]: () => json({ customerRetentionMonths: 24 }),
      'POST /api/business/customers/anonymize': () => {
        anonymized = true
        return json({ orders: 3 })
      },
    })
    show()
    const row = within(await table()).getAllByRole('row')[1]
    fireEvent.click(within(row).getByRole('button', { name: 'Anonimizar a Ana Gómez' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Anonimizar a Ana Gómez?' })
    expect(dialog).toHaveTextContent('No se puede deshacer.')
    expect(dialog).toHaveTextContent('Los importes de los pedidos quedan')
    // Cancelling sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(api.callsTo('POST /api/business/customers/anonymize')).toHaveLength(0)

    fireEvent.click(within(row).getByRole('button', { name: 'Anonimizar a Ana Gómez' }))
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Anonimizar' }),
    )
    expect(
      await screen.findByText('Listo: quitamos los datos de Ana Gómez de 3 pedidos.'),
    ).toBeVisible()
    expect(api.callsTo('POST /api/business/customers/anonymize')[0].body).toEqual({
      phone: ANA.phone,
    })
    await waitFor(() =>
      expect(within(screen.getByRole('table')).queryByText('Ana Gómez')).toBeNull(),
    )
  })

  it('downloads the CSV of the search with the session’s token', async () => {
    const api = mockApi({
      [LIST]: () => json(page([ANA])),
      [PRIVACY]: () => json({ customerRetentionMonths: 24 }),
    })
    const asked: Request[] = []
    apiServer.use(
      http.get('/api/business/customers/export.csv', ({ request }) => {
        asked.push(request)
        return new HttpResponse('\uFEFF"Cliente"\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="clientes-2026-11-27.csv"',
          },
        })
      }),
    )
    URL.createObjectURL = vi.fn(() => 'blob:clientes')
    URL.revokeObjectURL = vi.fn()
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this)
    })
    show()
    await table()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), {
      target: { value: 'ana' },
    })
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query.get('q')).toBe('ana'))
    fireEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }))
    await waitFor(() => expect(clicked).toHaveLength(1))
    expect(new URL(asked[0].url).searchParams.get('q')).toBe('ana')
    expect(clicked[0].download).toBe('clientes-2026-11-27.csv')
    expect(asked[0].headers.get('authorization')).toBe('Bearer tok-dueño')
    expect(await screen.findByText('Descargado: clientes-2026-11-27.csv')).toBeTruthy()
  })

  it('saves how long the customers’ data is kept', async () => {
    const api = mockApi({
      [LIST]: () => json(page([ANA])),
      [PRIVACY]: () => json({ customerRetentionMonths: 24 }),
      'PUT /api/business/settings/privacy': ({ body }) => json(body),
    })
    show()
    const period = await screen.findByRole('combobox', {
      name: 'Guardar datos de clientes durante',
    })
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled()
    expect(
      within(period)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['6 meses', '1 año', '2 años', '3 años', '5 años', '10 años'])
    fireEvent.change(period, { target: { value: '6' } })
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() =>
      expect(api.callsTo('PUT /api/business/settings/privacy')[0]?.body).toEqual({
        customerRetentionMonths: 6,
      }),
    )
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled())
    expect(period).toHaveDisplayValue('6 meses')
  })
})
