import { devices } from '@playwright/test'
import { expect, test } from './support/test'
import { withStoredSession } from './support/panel'
import { saveScreen } from './support/screens'
import { openShopWithMenu, placePickupOrder } from './support/shop'

/**
 * Pedidos is the kitchen's screen on a phone: its controls fold into one row of icons, so the first
 * pending order, and its 'Aceptar', are on the first screen of an iPhone 13 without scrolling,
 * above the panel's bottom bar.
 */
const iPhone = devices['iPhone 13']
test.use({
  viewport: { width: 390, height: 844 },
  userAgent: iPhone.userAgent,
  deviceScaleFactor: iPhone.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
})

test("the first pending order's 'Aceptar' is on the phone's first screen", async ({
  page,
  request,
}, testInfo) => {
  const shop = await openShopWithMenu(request)
  for (const name of ['Lucía Fernández', 'Martín Gómez']) {
    await placePickupOrder(request, shop.slug, name, [
      { productId: shop.milanesa, quantity: 2 },
      { productId: shop.papas, quantity: 1 },
    ])
  }
  await withStoredSession(page, shop.token)
  await page.goto('/business/pedidos')

  const first = page.getByRole('article').first()
  await expect(first).toContainText('Esperando hace')
  const accept = first.getByRole('button', { name: 'Aceptar' })
  await expect(accept).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)

  // Every control is still there, by its name, in one row.
  const main = page.getByRole('main')
  const controls = ['Actualizar', 'Pausar pedidos', 'Mucho trabajo', 'Sonido activado', 'Tickets']
  const tops = new Set<number>()
  for (const name of controls) {
    const box = await main.getByRole('button', { name, exact: true }).boundingBox()
    expect(box, `${name} is drawn`).not.toBeNull()
    tops.add(Math.round(box!.y))
  }
  expect(tops.size, 'the controls share one row').toBe(1)

  // 'Aceptar' whole on screen, above the bottom bar that covers the screen's foot.
  const screenHeight = page.viewportSize()!.height
  const box = await accept.boundingBox()
  const bar = await page.getByRole('navigation', { name: 'Panel (móvil)' }).boundingBox()
  expect(box).not.toBeNull()
  expect(box!.y).toBeGreaterThanOrEqual(0)
  expect(box!.y + box!.height).toBeLessThanOrEqual(bar ? bar.y : screenHeight)
  expect(box!.y + box!.height).toBeLessThanOrEqual(screenHeight)

  // What the kitchen sees first, as it is, then the whole page.
  await page.screenshot({
    path: `test-results/screens/phone-kitchen-first-screen-${testInfo.project.name}.png`,
  })
  await saveScreen(page, testInfo, 'phone-kitchen-orders')
})
