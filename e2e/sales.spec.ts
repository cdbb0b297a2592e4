import type { APIRequestContext, Page } from '@playwright/test'
import { TIME_ZONE } from '../domain/constants'
import { formatMoney } from '../domain/money/rules'
import { bucketLongLabel } from '../domain/sales/rules'
import { expect, test } from './support/test'
import { panelLink, withStoredSession } from './support/panel'
import { saveScreen } from './support/screens'
import { ok, openShopWithMenu, placePickupOrder, type ShopWithMenu } from './support/shop'

/**
 * Inicio's sales at a glance (docs/product.md#sales): orders placed through the public API, accepted
 * and rejected through the panel's, and the figures, bars and best sellers Inicio shows for them.
 */

type Decision = { action: 'ACCEPT'; estimatedTime: number } | { action: 'REJECT' }

async function decide(request: APIRequestContext, shop: ShopWithMenu, id: string, d: Decision) {
  await ok(
    await request.post(`/api/business/orders/${id}/status`, { headers: shop.headers, data: d }),
  )
}

/** 'YYYY-MM-DD' of an instant on Argentina's calendar (docs/product.md#argentina-time). */
const localDay = (iso: string | Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(iso))

const pesos = (centavos: number) => formatMoney(centavos, 0)

const sales = (page: Page) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Ventas', exact: true }) })

/** A figure of the sales, by its label ('Pedidos', 'Ticket promedio', …). */
const figure = (page: Page, label: string) =>
  sales(page)
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })

/** Waits until the period picked has been answered and drawn. */
async function pick(page: Page, label: string, rows: number) {
  await sales(page).getByRole('button', { name: label, exact: true }).click()
  await expect(sales(page).getByRole('button', { name: label, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(sales(page)).toHaveAttribute('aria-busy', 'false')
  await expect(sales(page).getByRole('table').getByRole('row')).toHaveCount(rows + 1)
}

test('Inicio’s sales match the orders placed, accepted and rejected in the test', async ({
  page,
  request,
}, testInfo) => {
  test.slow()
  const shop = await openShopWithMenu(request)
  // Milanesa napolitana $ 12.500, Papas fritas $ 4.000.
  const lucia = await placePickupOrder(request, shop.slug, 'Lucía Fernández', [
    { productId: shop.milanesa, quantity: 2 },
    { productId: shop.papas, quantity: 1 },
  ])
  const martin = await placePickupOrder(request, shop.slug, 'Martín Gómez', [
    { productId: shop.papas, quantity: 3 },
  ])
  const sofia = await placePickupOrder(request, shop.slug, 'Sofía Ruiz', [
    { productId: shop.milanesa, quantity: 1 },
  ])
  const juan = await placePickupOrder(request, shop.slug, 'Juan Pérez', [
    { productId: shop.papas, quantity: 1 },
  ])
  await decide(request, shop, lucia.id, { action: 'ACCEPT', estimatedTime: 20 })
  await decide(request, shop, martin.id, { action: 'ACCEPT', estimatedTime: 15 })
  await decide(request, shop, sofia.id, { action: 'REJECT' })
  // Juan's stays pending: placed, not sold.

  const placed = [lucia, martin, sofia, juan]
  const accepted = [lucia, martin]
  const revenue = accepted.reduce((sum, o) => sum + o.total, 0)
  expect(revenue).toBe(4_100_000) // $ 29.000 + $ 12.000

  await withStoredSession(page, shop.token)
  await page.goto('/business/home')
  await expect(panelLink(page, 'Inicio')).toHaveAttribute('aria-current', 'page')

  // 7 días, the period Inicio opens with.
  await expect(sales(page).getByRole('button', { name: '7 días' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(sales(page).getByRole('table').getByRole('row')).toHaveCount(8)
  await expect(figure(page, 'Ventas (pedidos aceptados)')).toContainText(pesos(revenue))
  await expect(figure(page, 'Pedidos')).toContainText(String(placed.length))
  await expect(figure(page, 'Ticket promedio')).toContainText(pesos(revenue / accepted.length))
  await expect(figure(page, 'Aceptados vs. rechazados')).toContainText('2 / 1')
  await expect(figure(page, 'Aceptados vs. rechazados')).toContainText(
    '2 aceptados · 1 rechazado · 1 pendiente',
  )

  // Best sellers by units in accepted orders: Papas 1 + 3, Milanesa 2 (Sofía's was rejected).
  const ranking = sales(page).getByRole('listitem')
  await expect(ranking).toHaveCount(2)
  await expect(ranking.nth(0)).toContainText('Papas fritas')
  await expect(ranking.nth(0)).toContainText('4 unidades')
  await expect(ranking.nth(0)).toContainText(pesos(1_600_000))
  await expect(ranking.nth(1)).toContainText('Milanesa napolitana')
  await expect(ranking.nth(1)).toContainText('2 unidades')
  await expect(ranking.nth(1)).toContainText(pesos(2_500_000))

  // The bars: each order on its Argentina day (all today, unless the test ran across midnight).
  const byDay = new Map<string, { orders: number; revenue: number }>()
  for (const o of placed) {
    const day = byDay.get(localDay(o.createdAt)) ?? { orders: 0, revenue: 0 }
    day.orders++
    if (accepted.includes(o)) day.revenue += o.total
    byDay.set(localDay(o.createdAt), day)
  }
  const table = sales(page).getByRole('table', { name: 'Ventas por día' })
  for (const [day, expected] of byDay) {
    const row = table.getByRole('row', { name: new RegExp(`^${bucketLongLabel(day, 'day')} `) })
    await expect(row.getByRole('cell').nth(0)).toHaveText(pesos(expected.revenue))
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(expected.orders))
  }
  const chart = sales(page).getByRole('img', { name: /^Ventas por día/ })
  await expect(chart).toHaveAttribute('aria-label', new RegExp(`\\${pesos(revenue)} en total`))
  await expect(chart.locator('rect')).toHaveCount(byDay.size)
  await saveScreen(page, testInfo, 'business-home-sales')

  // 30 días: the same orders, thirty days of bars.
  await pick(page, '30 días', 30)
  await expect(figure(page, 'Ventas (pedidos aceptados)')).toContainText(pesos(revenue))
  await expect(figure(page, 'Pedidos')).toContainText(String(placed.length))
  await expect(ranking.nth(0)).toContainText('Papas fritas')
  await saveScreen(page, testInfo, 'business-home-sales-30d')

  // Hoy: a bar per hour of today.
  await pick(page, 'Hoy', 24)
  await expect(sales(page).getByRole('heading', { name: 'Ventas por hora' })).toBeVisible()
  const today = localDay(new Date())
  const todays = placed.filter((o) => localDay(o.createdAt) === today)
  await expect(figure(page, 'Pedidos')).toContainText(String(todays.length))
  await saveScreen(page, testInfo, 'business-home-sales-today')
})
