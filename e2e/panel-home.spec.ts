import type { Locator, Page } from '@playwright/test'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { expect, test } from './support/test'
import { registerOwner } from './support/owner'
import {
  logInThroughForm,
  orderCard,
  panelLink,
  slugOf,
  storedToken,
  withStoredSession,
} from './support/panel'
import { saveScreen } from './support/screens'
import { openShopWithMenu, placePickupOrder } from './support/shop'

/**
 * Panel del Comercio: Inicio, Planes and Menú QR (docs/product.md#product header, §2 Home and Menú QR, §4 Plan) for
 * a freshly registered shop: starter plan, not paid yet.
 */

/** What a phone's camera reads from the QR on screen. */
async function readQr(qr: Locator): Promise<string | undefined> {
  const { data, info } = await sharp(await qr.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data
}

const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) })

test('home, plans and the QR menu of a new shop', async ({ page, context, request }, testInfo) => {
  test.slow()
  const shop = await registerOwner(request)
  await logInThroughForm(page, shop.email, shop.password)
  const slug = await slugOf(request, await storedToken(page))

  // Home: header, greeting, the unpaid (yellow) banner and the cards.
  await expect(page.getByText('Plan actual: Starter')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hola, ${shop.name}`)
  await expect(page.getByText('Tu plan está pendiente de pago.')).toBeVisible()
  await expect(card(page, 'Pedidos Hoy')).toContainText('0')
  await expect(card(page, 'Más vendido')).toContainText('Sin datos')
  await expect(card(page, 'Plan actual')).toContainText('Starter')
  await expect(page.getByRole('link', { name: 'Agregar producto' })).toHaveAttribute(
    'href',
    '/business/productos/agregar',
  )
  await expect(panelLink(page, 'Inicio')).toHaveAttribute('aria-current', 'page')
  await saveScreen(page, testInfo, 'business-home')

  // Planes: the Starter plan, its price in ARS and features, and the shop's state.
  await page.getByRole('link', { name: 'Abonar ahora' }).click()
  await expect(page).toHaveURL(/\/business\/planes$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Starter' })).toBeVisible()
  await expect(page.getByText('$ 25.000', { exact: true })).toBeVisible()
  for (const feature of [
    'Pedidos ilimitados vía WhatsApp',
    'Menú QR personalizable',
    'Productos y categorías ilimitados',
    'Imagen y logo del comercio',
    'Estadísticas básicas',
  ])
    await expect(page.getByRole('listitem').filter({ hasText: feature })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Estado de tu plan' })).toContainText(
    'Estado Pendiente',
  )
  await expect(page.getByRole('button', { name: 'Pagar con Mercado Pago' })).toBeVisible()
  await saveScreen(page, testInfo, 'business-plans')

  // Menú QR, from the home's share button: the QR encodes the slug URL, not the display name.
  await panelLink(page, 'Inicio').click()
  await page.getByRole('link', { name: 'Compartir menú QR' }).click()
  await expect(page).toHaveURL(/\/business\/menu-qr$/)
  const menuUrl = new URL(`/menu/${slug}`, page.url()).href
  const qr = page.getByTestId('menu-qr')
  await expect(qr.locator('svg')).toHaveAttribute('width', '200')
  expect(await readQr(qr)).toBe(menuUrl)
  await expect(page.getByRole('link', { name: menuUrl })).toHaveAttribute('href', menuUrl)
  await saveScreen(page, testInfo, 'business-menu-qr')

  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Copiar enlace' }).click()
  await expect(page.getByRole('button', { name: 'Enlace copiado' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(menuUrl)

  // Print: a window with the shop's name and the same QR, printed after a short pause.
  await page.evaluate(() => {
    const open = window.open.bind(window)
    window.open = (...args: Parameters<typeof window.open>) => {
      ;(window as unknown as { lastOpen: unknown[] }).lastOpen = args
      return open(...args)
    }
  })
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Imprimir' }).click(),
  ])
  const features = await page.evaluate(
    () => (window as unknown as { lastOpen: unknown[] }).lastOpen[2],
  )
  expect(features).toBe('width=800,height=800')
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(shop.name)
  await expect(popup.getByText(menuUrl)).toBeVisible()
  expect(await readQr(popup.locator('svg'))).toBe(menuUrl)

  // The public menu behind that link is the shop's.
  await page.goto(menuUrl)
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible()
})

test('real orders: the shop accepts one with a wait, rejects another, and home counts them', async ({
  page,
  request,
}, testInfo) => {
  test.slow()
  const shop = await openShopWithMenu(request)

  // Two customers order through the public API, as the checkout does.
  const first = await placePickupOrder(request, shop.slug, 'Lucía Fernández', [
    { productId: shop.milanesa, quantity: 1 },
    { productId: shop.papas, quantity: 3 },
  ])
  const second = await placePickupOrder(request, shop.slug, 'Martín Gómez', [
    { productId: shop.milanesa, quantity: 1 },
  ])

  await withStoredSession(page, shop.token)
  await page.goto('/business/pedidos')
  await expect(orderCard(page, first.id)).toContainText('Lucía Fernández')
  await expect(orderCard(page, first.id)).toContainText('1 x Milanesa napolitana')
  await expect(orderCard(page, first.id)).toContainText('3 x Papas fritas')
  await expect(orderCard(page, first.id)).toContainText('$ 24.500,00')
  await expect(orderCard(page, first.id)).toContainText('Pendiente')
  // Newest first.
  await expect(page.getByRole('article').first()).toContainText('Martín Gómez')
  await saveScreen(page, testInfo, 'business-orders-real')

  await orderCard(page, first.id).getByLabel('Tiempo de espera (minutos)').fill('25')
  await orderCard(page, first.id).getByRole('button', { name: 'Aceptar' }).click()
  await expect(orderCard(page, first.id)).toContainText('Aceptado')
  await expect(orderCard(page, first.id)).toContainText('Tiempo estimado: 25 min')
  await orderCard(page, second.id).getByRole('button', { name: 'Rechazar' }).click()
  await page
    .getByRole('alertdialog', { name: '¿Rechazar este pedido?' })
    .getByRole('button', { name: 'Rechazar pedido' })
    .click()
  await expect(orderCard(page, second.id)).toContainText('Rechazado')

  // The server kept both answers.
  await page.reload()
  await expect(orderCard(page, first.id)).toContainText('Aceptado')
  await expect(orderCard(page, second.id)).toContainText('Rechazado')
  await expect(page.getByRole('button', { name: 'Aceptar' })).toHaveCount(0)

  // Home: today's orders and the best seller by quantity.
  await panelLink(page, 'Inicio').click()
  await expect(card(page, 'Pedidos Hoy')).toContainText('2')
  await expect(card(page, 'Más vendido')).toContainText('Papas fritas')
  await saveScreen(page, testInfo, 'business-home-with-orders')
})

test('an answer of an unexpected shape fails its widget alone, and Reintentar asks again', async ({
  page,
  request,
}, testInfo) => {
  const shop = await openShopWithMenu(request)
  let wrongShape = true
  // The cards' figures come back as objects, as a server of another version might send them.
  await page.route('**/api/business/stats', (route) =>
    wrongShape
      ? route.fulfill({ json: { ordersToday: { total: 2 }, topProductName: { name: 'Papas' } } })
      : route.continue(),
  )
  await withStoredSession(page, shop.token)
  await page.goto('/business/home')

  for (const title of ['Pedidos Hoy', 'Más vendido'])
    await expect(card(page, title).getByRole('alert')).toHaveText(/No pudimos mostrar esto\./)
  await expect(card(page, 'Plan actual')).toContainText('Starter')
  await expect(page.getByText('Todavía no hay ventas en este período.')).toBeVisible()
  await expect(page.getByText('Algo salió mal')).toHaveCount(0)
  await expect(panelLink(page, 'Pedidos')).toBeVisible()
  await saveScreen(page, testInfo, 'business-home-widget-failed')

  wrongShape = false
  await card(page, 'Pedidos Hoy').getByRole('button', { name: 'Reintentar' }).click()
  await expect(card(page, 'Pedidos Hoy')).toContainText('0')
  await expect(card(page, 'Más vendido')).toContainText('Sin datos')
  await expect(page.getByRole('alert')).toHaveCount(0)
})
