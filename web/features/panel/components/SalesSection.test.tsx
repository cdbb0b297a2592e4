// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { NO_SALES_MESSAGE, SALES_LOAD_ERROR } from '../../../../domain/messages/panel'
import type { SalesSummary } from '../../../../domain/sales/rules'
import { json, mockApi } from '../../../testing/mock-api'
import { axisTicks, periodText, shortPesos } from '../lib/sales-format'
import { SalesChart } from './SalesChart'
import { SalesOverview } from './SalesOverview'
import { SalesSection } from './SalesSection'

afterEach(cleanup)

const days = ['2025-06-17', '2025-06-18', '2025-06-19', '2025-06-20', '2025-06-21', '2025-06-22']

/** A week (17 to 23 June 2025) with sales on Wednesday and Monday 23, and a rejected order. */
const week: SalesSummary = {
  range: '7d',
  granularity: 'day',
  from: '2025-06-17',
  to: '2025-06-23',
  orders: 4,
  accepted: 3,
  rejected: 1,
  pending: 0,
  revenue: 4_650_000,
  averageTicket: 1_550_000,
  buckets: [
    ...days.map((start) => ({
      start,
      orders: start === '2025-06-18' ? 1 : 0,
      revenue: start === '2025-06-18' ? 1_250_000 : 0,
    })),
    { start: '2025-06-23', orders: 3, revenue: 3_400_000 },
  ],
  topProducts: [
    { name: 'Milanesa napolitana', units: 3, revenue: 3_750_000 },
    { name: 'Papas fritas', units: 2, revenue: 800_000 },
  ],
  coupons: { orders: 0, discount: 0 },
}

const empty: SalesSummary = {
  ...week,
  orders: 1,
  accepted: 0,
  rejected: 0,
  pending: 1,
  revenue: 0,
  averageTicket: null,
  buckets: week.buckets.map((b) => ({ ...b, orders: 0, revenue: 0 })),
  topProducts: [],
}

/** Text as read, with the no-break space of es-AR money ('$\u00a012.500') as a plain space. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ')

/** The labels under the bars, as read ('mar 17', '21 h'), leaving out the bars without one. */
const axisLabels = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-axis="x"] > span')]
    .map((cell) => {
      const parts = [...cell.querySelectorAll('span > span > span')].map((s) => s.textContent)
      return parts.length > 0 ? parts.join(' ') : cell.textContent
    })
    .filter(Boolean)

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement

describe('SalesOverview (docs/product.md#sales)', () => {
  it('shows the figures in whole pesos, the split of orders and the best sellers', () => {
    render(<SalesOverview sales={week} />)
    expect(screen.getByText('Del 17 al 23 de junio')).toBeVisible()
    expect(figure('Ventas (pedidos aceptados)')).toHaveTextContent('$ 46.500')
    expect(figure('Pedidos')).toHaveTextContent('4')
    expect(figure('Ticket promedio')).toHaveTextContent('$ 15.500')
    expect(figure('Aceptados vs. rechazados')).toHaveTextContent('3 / 1')
    expect(figure('Aceptados vs. rechazados')).toHaveTextContent('3 aceptados · 1 rechazado')

    const ranking = within(screen.getByRole('list'))
    const items = ranking.getAllByRole('listitem')
    expect(items.map((li) => plain(li.textContent))).toEqual([
      '1Milanesa napolitana$ 37.5003 unidades',
      '2Papas fritas$ 8.0002 unidades',
    ])
  })

  it('draws one bar per day with sales, summarised for screen readers, every value in a table', () => {
    const { container } = render(<SalesOverview sales={week} />)
    const chart = screen.getByRole('img')
    expect(plain(chart.getAttribute('aria-label'))).toBe(
      'Ventas por día, del 17 al 23 de junio: $ 46.500 en total; el mejor día, lunes, 23 de junio, con $ 34.000.',
    )
    expect([...container.querySelectorAll('rect')].map((r) => r.dataset.start)).toEqual([
      '2025-06-18',
      '2025-06-23',
    ])
    // The tallest bar reaches the top tick: $ 40.000 for $ 34.000.
    const bars = container.querySelectorAll('rect')
    expect(Number(bars[1].getAttribute('height'))).toBeCloseTo(85)
    // Short labels under the bars, every day of a week.
    expect(axisLabels(container)).toEqual([
      'mar 17',
      'mié 18',
      'jue 19',
      'vie 20',
      'sáb 21',
      'dom 22',
      'lun 23',
    ])

    const table = screen.getByRole('table', { name: 'Ventas por día' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(7)
    expect(rows[1]).toHaveTextContent('miércoles, 18 de junio$ 12.5001')
    expect(rows[6]).toHaveTextContent('lunes, 23 de junio$ 34.0003')
  })

  it('has an hour per bar for today, labelled every three hours (every six on a phone)', () => {
    const buckets = Array.from({ length: 24 }, (_, h) => ({
      start: `2025-06-23T${String(h).padStart(2, '0')}:00`,
      orders: h === 21 ? 2 : 0,
      revenue: h === 21 ? 2_000_000 : 0,
    }))
    const { container } = render(
      <SalesChart buckets={buckets} granularity="hour" period="Hoy, lunes 23 de junio" />,
    )
    expect(plain(screen.getByRole('img').getAttribute('aria-label'))).toBe(
      'Ventas por hora, hoy, lunes 23 de junio: $ 20.000 en total; la mejor hora, de 21:00 a 22:00, con $ 20.000.',
    )
    expect(axisLabels(container)).toEqual([
      '0 h',
      '3 h',
      '6 h',
      '9 h',
      '12 h',
      '15 h',
      '18 h',
      '21 h',
    ])
    expect(screen.getAllByRole('row')).toHaveLength(25)
  })

  it('says there are no sales yet when nothing was accepted, and still counts the orders', () => {
    render(<SalesOverview sales={empty} />)
    expect(screen.getByText(NO_SALES_MESSAGE)).toBeVisible()
    expect(screen.queryByRole('img')).toBeNull()
    expect(figure('Pedidos')).toHaveTextContent('1')
    expect(figure('Ticket promedio')).toHaveTextContent('—')
    expect(figure('Aceptados vs. rechazados')).toHaveTextContent('1 pendiente')
  })
})

describe('Con cupón (docs/product.md#coupons)', () => {
  it('says how many accepted orders had a coupon and what they took off, only when any did', () => {
    render(<SalesOverview sales={{ ...week, coupons: { orders: 2, discount: 350_000 } }} />)
    expect(plain(screen.getByText('Con cupón:').parentElement?.textContent)).toBe(
      'Con cupón: 2 pedidos · −$ 3.500',
    )
    cleanup()
    render(<SalesOverview sales={{ ...week, coupons: { orders: 1, discount: 50_000 } }} />)
    expect(plain(screen.getByText('Con cupón:').parentElement?.textContent)).toBe(
      'Con cupón: 1 pedido · −$ 500',
    )
    cleanup()
    render(<SalesOverview sales={week} />)
    expect(screen.queryByText('Con cupón:')).toBeNull()
  })
})

describe('the chart’s words', () => {
  it('rounds the axis to 1, 2 or 5 × 10ⁿ pesos', () => {
    expect(axisTicks(3_400_000)).toEqual([0, 1_000_000, 2_000_000, 3_000_000, 4_000_000])
    expect(axisTicks(95_000)).toEqual([0, 50_000, 100_000])
    expect(axisTicks(0)).toEqual([0])
    expect([80_000, 1_250_000, 150_000_000].map(shortPesos)).toEqual([
      '$ 800',
      '$ 12,5 mil',
      '$ 1,5 M',
    ])
  })

  it('names the period', () => {
    expect(periodText({ range: 'today', from: '2025-06-23', to: '2025-06-23' })).toBe(
      'Hoy, lunes, 23 de junio',
    )
    expect(periodText({ range: '30d', from: '2025-05-25', to: '2025-06-23' })).toBe(
      'Del 25 de mayo al 23 de junio',
    )
  })
})

describe('SalesSection', () => {
  function show() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <SalesSection />
      </QueryClientProvider>,
    )
  }

  it('opens on 7 days and asks the API for the period picked', async () => {
    const api = mockApi({
      'GET /api/business/stats/sales': ({ query }) =>
        json(query.get('range') === '30d' ? { ...week, range: '30d', from: '2025-05-25' } : week),
    })
    show()
    expect(await screen.findByText('Del 17 al 23 de junio')).toBeVisible()
    const picker = screen.getByRole('group', { name: 'Período' })
    expect(within(picker).getByRole('button', { name: '7 días' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    fireEvent.click(within(picker).getByRole('button', { name: '30 días' }))
    expect(await screen.findByText('Del 25 de mayo al 23 de junio')).toBeVisible()
    expect(within(picker).getByRole('button', { name: '30 días' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(api.calls.map((c) => c.query.get('range'))).toEqual(['7d', '30d'])
  })

  it('shows its error with Reintentar', async () => {
    let fail = true
    mockApi({
      'GET /api/business/stats/sales': () =>
        fail ? json({ error: 'x', code: 'INTERNAL' }, 500) : json(week),
    })
    show()
    expect(await screen.findByText(SALES_LOAD_ERROR)).toBeVisible()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('Del 17 al 23 de junio')).toBeVisible()
  })
})
