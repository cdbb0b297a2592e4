import type { APIRequestContext, Page } from '@playwright/test'
import { markDocument, stillSameDocument } from './support/reload'
import { saveScreen } from './support/screens'
import {
  ok,
  openShopWithMenu,
  placePickupOrder,
  type PlacedThroughApi,
  type ShopWithMenu,
} from './support/shop'
import { expect, test } from './support/test'

/**
 * docs/product.md#real-orders: the customer's order page /pedido/{id}?token= follows the shop's
 * answer live, and /orders lists the orders this browser placed.
 */

/** Lucía's pickup order through the public API, as the checkout places it. */
const placeOrder = (request: APIRequestContext, shop: ShopWithMenu) =>
  placePickupOrder(
    request,
    shop.slug,
    'Lucía Fernández',
    [
      { productId: shop.milanesa, quantity: 2, notes: 'Bien cocida' },
      { productId: shop.papas, quantity: 1 },
    ],
    'Sin cubiertos, gracias',
  )

/** This browser placed `order`: it is in localStorage 'barrioOrders', as the checkout leaves it. */
async function rememberInBrowser(page: Page, shop: ShopWithMenu, order: PlacedThroughApi) {
  const ref = {
    id: order.id,
    token: order.publicToken,
    shopName: shop.name,
    shopSlug: shop.slug,
    total: order.total,
    createdAt: order.createdAt,
  }
  await page.addInitScript(
    (value) => localStorage.setItem('barrioOrders', value),
    JSON.stringify([ref]),
  )
}

const orderUrl = (order: PlacedThroughApi) => `/pedido/${order.id}?token=${order.publicToken}`

async function answer(request: APIRequestContext, shop: ShopWithMenu, id: string, data: object) {
  await ok(await request.post(`/api/business/orders/${id}/status`, { headers: shop.headers, data }))
}

/** The order page's status block (a live region). */
const statusOf = (page: Page) => page.getByRole('main').getByRole('status')

test('the order page shows the order pending, then the acceptance live, and /orders lists it', async ({
  page,
  request,
}, testInfo) => {
  test.slow()
  const shop = await openShopWithMenu(request)
  const order = await placeOrder(request, shop)
  await rememberInBrowser(page, shop, order)

  await page.goto(orderUrl(order))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Pedido #${order.id.slice(0, 8)}`,
  )
  await expect(page).toHaveTitle(`Pedido #${order.id.slice(0, 8)} · ${shop.name} · Barrio`)
  await expect(statusOf(page)).toContainText('Pendiente')
  await expect(statusOf(page)).toContainText(`${shop.name} todavía no confirmó tu pedido.`)
  const items = page.getByRole('list', { name: 'Productos del pedido' }).getByRole('listitem')
  await expect(items).toHaveCount(2)
  await expect(items.filter({ hasText: '2 x Milanesa napolitana' })).toContainText('$ 25.000')
  await expect(items.filter({ hasText: '2 x Milanesa napolitana' })).toContainText('Bien cocida')
  await expect(items.filter({ hasText: '1 x Papas fritas' })).toContainText('$ 4.000')
  await expect(page.getByRole('main')).toContainText('Total$ 29.000')
  await expect(page.getByRole('main')).toContainText('Retiro en el local')
  await expect(page.getByRole('main')).toContainText('Sin cubiertos, gracias')
  await expect(page.getByRole('link', { name: shop.name, exact: true })).toHaveAttribute(
    'href',
    `/negocio/${shop.slug}`,
  )
  const whatsApp = page.getByRole('link', { name: 'Enviar pedido por WhatsApp' })
  const message = new URL((await whatsApp.getAttribute('href'))!).searchParams.get('text')!
  expect(message).toContain('A nombre de: Lucía Fernández')
  expect(message).toContain(new URL(orderUrl(order), page.url()).href)
  await saveScreen(page, testInfo, 'customer-order-pending')

  // The shop accepts with 25 minutes; the open page changes by itself.
  await markDocument(page)
  await answer(request, shop, order.id, { action: 'ACCEPT', estimatedTime: 25 })
  await expect(statusOf(page)).toContainText('Aceptado', { timeout: 5000 })
  await expect(statusOf(page)).toContainText(/Listo en 25 min, a las \d{2}:\d{2}/)
  await stillSameDocument(page)
  await saveScreen(page, testInfo, 'customer-order-accepted')

  // /orders lists it, with its status, and leads back to it.
  await page.goto('/orders')
  const row = page.getByRole('list', { name: 'Pedidos' }).getByRole('link')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(shop.name)
  await expect(row).toContainText('$ 29.000')
  await expect(row).toContainText('Aceptado')
  await saveScreen(page, testInfo, 'customer-orders-list')
  await row.click()
  await expect(page).toHaveURL(new RegExp(`/pedido/${order.id}\\?token=${order.publicToken}$`))
  await expect(statusOf(page)).toContainText('Aceptado')
})

test('a rejection reaches the open page live, with where to go next', async ({
  page,
  request,
}, testInfo) => {
  const shop = await openShopWithMenu(request)
  const order = await placeOrder(request, shop)
  await page.goto(orderUrl(order))
  await expect(statusOf(page)).toContainText('Pendiente')

  await markDocument(page)
  await answer(request, shop, order.id, { action: 'REJECT' })
  await expect(statusOf(page)).toContainText('Rechazado', { timeout: 5000 })
  await expect(statusOf(page)).toContainText(`Podés escribirle a ${shop.name} para consultar`)
  await stillSameDocument(page)
  await expect(page.getByRole('link', { name: 'Pedir en otro comercio' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Consultar por WhatsApp' })).toBeVisible()
  await saveScreen(page, testInfo, 'customer-order-rejected')

  // Opened from a shared link, the order was not added to this browser's orders.
  await page.goto('/orders')
  await expect(
    page.getByRole('heading', { name: 'Todavía no hay pedidos para mostrar' }),
  ).toBeVisible()
})

test('a wrong token gets the friendly not-found page', async ({ page, request }, testInfo) => {
  const shop = await openShopWithMenu(request)
  const order = await placeOrder(request, shop)
  await page.goto(`/pedido/${order.id}?token=${order.publicToken.slice(0, -2)}xx`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'No encontramos ese pedido.' }),
  ).toBeVisible()
  await expect(page.getByText(shop.name)).toHaveCount(0)
  await saveScreen(page, testInfo, 'customer-order-not-found')
  await page.getByRole('main').getByRole('link', { name: 'Tus pedidos' }).click()
  await expect(page).toHaveURL(/\/orders$/)
})
