// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PLACED_ORDERS_KEY, type PlacedOrderRef } from '../../../lib/placed-orders'
import { json, mockApi } from '../../../testing/mock-api'
import { renderAt } from '../../../testing/render'
import { Component as CustomerOrdersPage, LIVE_STATUS_LIMIT } from './CustomerOrdersPage'

const ref = (n: number, overrides: Partial<PlacedOrderRef> = {}): PlacedOrderRef => ({
  id: `0000000${n}-aaaa-4000-8000-000000000000`.slice(-36),
  token: `token-${n}`,
  shopName: `Comercio ${n}`,
  shopSlug: `comercio-${n}`,
  total: 1_000_000 * n,
  createdAt: new Date(Date.UTC(2025, 10, n, 15, 0)).toISOString(),
  ...overrides,
})

const store = (orders: PlacedOrderRef[]) =>
  localStorage.setItem(PLACED_ORDERS_KEY, JSON.stringify(orders))

const open = () => renderAt({ '/orders': CustomerOrdersPage }, '/orders')

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/orders', () => {
  it("lists this browser's orders newest first, with their total, status and link", async () => {
    const older = ref(1)
    const newer = ref(2, { shopName: 'La Esquina' })
    // Stored out of order: the list sorts by when each was placed.
    store([older, newer])
    mockApi({
      [`GET /api/public/orders/${older.id}`]: () =>
        json({ order: { status: 'REJECTED' }, business: {} }),
      [`GET /api/public/orders/${newer.id}`]: () =>
        json({ order: { status: 'ACCEPTED' }, business: {} }),
    })
    open()
    const list = screen.getByRole('list', { name: 'Pedidos' })
    const links = within(list).getAllByRole('link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      `/pedido/${newer.id}?token=token-2`,
      `/pedido/${older.id}?token=token-1`,
    ])
    expect(links[0].textContent).toContain('La Esquina')
    expect(links[0].textContent).toContain('Pedido #00000002')
    expect(links[0].textContent).toContain('02/11/2025, 12:00')
    expect(links[0].textContent).toContain('$\u00a020.000')
    await within(links[0]).findByText('Aceptado')
    await within(links[1]).findByText('Rechazado')
    // docs/product.md#repeat-order: each order can be repeated, from beside its link.
    const rows = within(list).getAllByRole('listitem')
    expect(
      rows.map((row) => within(row).getAllByRole('button', { name: 'Repetir pedido' })),
    ).toHaveLength(2)
    expect(within(links[0]).queryByRole('button')).toBeNull()
  })

  it(`asks for the status of the ${LIVE_STATUS_LIMIT} newest only`, async () => {
    const orders = Array.from({ length: LIVE_STATUS_LIMIT + 2 }, (_, i) => ref(i + 1))
    store(orders)
    const api = mockApi(
      Object.fromEntries(
        orders.map((o) => [
          `GET /api/public/orders/${o.id}`,
          () => json({ order: { status: 'PENDING' }, business: {} }),
        ]),
      ),
    )
    open()
    expect(screen.getAllByRole('link', { name: /Comercio/ })).toHaveLength(orders.length)
    await vi.waitFor(() => expect(screen.getAllByText('Pendiente')).toHaveLength(LIVE_STATUS_LIMIT))
    const asked = api.calls.map((c) => c.path)
    expect(asked).toHaveLength(LIVE_STATUS_LIMIT)
    // The two oldest (placed on the 1st and 2nd) are left alone.
    expect(asked).not.toContain(`/api/public/orders/${orders[0].id}`)
    expect(asked).not.toContain(`/api/public/orders/${orders[1].id}`)
  })

  it('keeps the empty state when this browser placed no order', () => {
    const api = mockApi({})
    open()
    expect(
      screen.getByRole('heading', { name: 'Todavía no hay pedidos para mostrar' }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Explorar comercios' }).getAttribute('href')).toBe(
      '/client/home',
    )
    expect(api.calls).toHaveLength(0)
  })
})
