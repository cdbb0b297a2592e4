// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WIDGET_FAILED_MESSAGE } from '../../../../domain/messages/common'
import type { SalesSummary } from '../../../../domain/sales/rules'
import { SessionContext, type Session } from '../../../session/SessionProvider'
import { json, mockApi } from '../../../testing/mock-api'
import { renderAt } from '../../../testing/render'
import { Component as HomePage } from './HomePage'

afterEach(cleanup)

const session: Session = {
  user: {
    userId: 'u1',
    email: 'dueño@example.com',
    role: 'BUSINESS',
    businessName: 'Lomitos 24',
    plan: 'Starter',
    subscriptionPaid: true,
    expiresAt: null,
    exp: null,
    memberRole: 'owner',
  },
  token: 'token',
  isAuthenticated: true,
  loading: false,
  endedBy: null,
  login: () => {},
  refresh: () => {},
  logout: () => {},
}

const week: SalesSummary = {
  range: '7d',
  granularity: 'day',
  from: '2025-06-17',
  to: '2025-06-23',
  orders: 1,
  accepted: 1,
  rejected: 0,
  pending: 0,
  revenue: 1_250_000,
  averageTicket: 1_250_000,
  buckets: [{ start: '2025-06-23', orders: 1, revenue: 1_250_000 }],
  topProducts: [{ name: 'Milanesa napolitana', units: 1, revenue: 1_250_000 }],
  coupons: { orders: 0, discount: 0 },
}

function showHome() {
  renderAt(
    {
      '/business/home': () => (
        <SessionContext.Provider value={session}>
          <HomePage />
        </SessionContext.Provider>
      ),
    },
    '/business/home',
  )
}

const card = (title: string) =>
  screen.getByRole('heading', { name: title, level: 2 }).closest('section') as HTMLElement

describe('Inicio: each widget fails alone (docs/product.md#screens Home)', () => {
  it('a stats answer of another shape fails its two cards only; Reintentar asks again', async () => {
    let stats: unknown = { ordersToday: { count: 3 }, topProductName: { name: 'Milanesa' } }
    const api = mockApi({
      'GET /api/business/stats': () => json(stats),
      'GET /api/business/stats/sales': () => json(week),
    })
    showHome()

    expect(await screen.findByText('Del 17 al 23 de junio')).toBeVisible()
    expect(await within(card('Pedidos Hoy')).findByText(WIDGET_FAILED_MESSAGE)).toBeVisible()
    expect(within(card('Más vendido')).getByText(WIDGET_FAILED_MESSAGE)).toBeVisible()
    expect(card('Plan actual')).toHaveTextContent('Starter')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hola, Lomitos 24')
    expect(screen.getByRole('link', { name: 'Agregar producto' })).toBeVisible()
    // docs/product.md#coupons: on a phone's bottom bar there is no room for Cupones; Inicio leads there.
    expect(screen.getByRole('link', { name: 'Cupones' })).toHaveAttribute(
      'href',
      '/business/cupones',
    )
    expect(screen.getAllByRole('alert')).toHaveLength(2)

    stats = { ordersToday: 3, topProductName: 'Milanesa napolitana' }
    fireEvent.click(within(card('Pedidos Hoy')).getByRole('button', { name: 'Reintentar' }))
    await within(card('Pedidos Hoy')).findByText('3')
    expect(await within(card('Más vendido')).findByText('Milanesa napolitana')).toBeVisible()
    expect(screen.queryByText(WIDGET_FAILED_MESSAGE)).toBeNull()
    expect(api.callsTo('GET /api/business/stats')).toHaveLength(2)
  })

  it('a sales answer of another shape fails the sales alone, under its title and picker', async () => {
    let sales: unknown = { range: '7d', granularity: 'day', accepted: 2 }
    mockApi({
      'GET /api/business/stats': () => json({ ordersToday: 4, topProductName: 'Papas fritas' }),
      'GET /api/business/stats/sales': () => json(sales),
    })
    showHome()

    const section = screen.getByRole('region', { name: 'Ventas' })
    expect(await within(section).findByText(WIDGET_FAILED_MESSAGE)).toBeVisible()
    expect(within(section).getByRole('group', { name: 'Período' })).toBeVisible()
    expect(await within(card('Pedidos Hoy')).findByText('4')).toBeVisible()
    expect(within(card('Más vendido')).getByText('Papas fritas')).toBeVisible()
    expect(screen.getAllByRole('alert')).toHaveLength(1)

    sales = week
    fireEvent.click(within(section).getByRole('button', { name: 'Reintentar' }))
    expect(await within(section).findByText('Del 17 al 23 de junio')).toBeVisible()
    expect(screen.queryByText(WIDGET_FAILED_MESSAGE)).toBeNull()
  })
})
