import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { withStoredSession } from './support/panel'
import { expectNoHorizontalOverflow, saveScreen } from './support/screens'
import { ok, openShopWithMenu, placePickupOrder } from './support/shop'

/**
 * The panel on a phone (docs/product.md#screens 'Business navigation'), run by the two phone
 * projects (an iPhone 13 and a Pixel 7, both with a mobile viewport and touch): Inicio, Pedidos and
 * Configuración fit the screen's width, so the page never zooms out, and the bottom bar stays
 * whole on screen and answers a tap.
 */

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Panel (móvil)' })

/** The screen at its own width, not zoomed out, with every pixel of the bottom bar on it. */
async function expectFitsThePhone(page: Page) {
  const screen = page.viewportSize()!
  await expectNoHorizontalOverflow(page)
  expect(await page.evaluate(() => window.innerWidth)).toBe(screen.width)
  const bar = await bottomBar(page).boundingBox()
  expect(bar, 'the bottom bar is drawn').not.toBeNull()
  expect(bar!.x).toBeGreaterThanOrEqual(0)
  expect(bar!.y).toBeGreaterThanOrEqual(0)
  expect(bar!.x + bar!.width).toBeLessThanOrEqual(screen.width)
  expect(bar!.y + bar!.height).toBeLessThanOrEqual(screen.height)
}

test('Inicio, Pedidos and Configuración fit the phone and its bottom bar answers a tap', async ({
  page,
  request,
}, testInfo) => {
  // An accepted sale, so Inicio draws its chart and the table screen readers get.
  const shop = await openShopWithMenu(request)
  const order = await placePickupOrder(request, shop.slug, 'Lucía Fernández', [
    { productId: shop.milanesa, quantity: 2 },
  ])
  await ok(
    await request.post(`/api/business/orders/${order.id}/status`, {
      headers: shop.headers,
      data: { action: 'ACCEPT', estimatedTime: 20 },
    }),
  )
  await withStoredSession(page, shop.token)

  await page.goto('/business/home')
  await expect(page.getByRole('img', { name: /^Ventas por día/ })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Ventas por día' })).toBeAttached()
  await expectFitsThePhone(page)
  await saveScreen(page, testInfo, 'phone-business-home')

  await bottomBar(page).getByRole('link', { name: 'Pedidos', exact: true }).tap()
  await expect(page).toHaveURL(/\/business\/pedidos$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(1)
  await expectFitsThePhone(page)
  await saveScreen(page, testInfo, 'phone-business-orders')

  // The bottom bar names Configuración 'Perfil'.
  await bottomBar(page).getByRole('link', { name: 'Perfil', exact: true }).tap()
  await expect(page).toHaveURL(/\/business\/configuracion/)
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Datos del comercio', exact: true })).toBeVisible()
  await expectFitsThePhone(page)
  await saveScreen(page, testInfo, 'phone-business-settings')
})
