import { withStoredSession } from './support/panel'
import { openShopWithMenu } from './support/shop'
import { expect, newReadyPage, test } from './support/test'

/**
 * The installable panel (docs/product.md#push): its manifest and icons are named on /business
 * screens only, and its service worker is registered with the scope /business/, so no public
 * page ever loads through it.
 */

test('the panel is installable and its service worker serves /business/ only', async ({ page }) => {
  const shop = await openShopWithMenu(page.request)
  await withStoredSession(page, shop.token)
  await page.goto('/business/pedidos')
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible()

  // The manifest the page names, with what a browser needs to offer installing it.
  const manifestHref = await page
    .locator('link[rel="manifest"]')
    .getAttribute('href', { timeout: 10_000 })
  expect(manifestHref).toBe('/business/manifest.webmanifest')
  const manifest = await (await page.request.get(manifestHref!)).json()
  expect(manifest).toMatchObject({
    name: 'Barrio · Panel del Comercio',
    scope: '/business/',
    start_url: '/business/pedidos',
    display: 'standalone',
  })
  const sizes = manifest.icons.map(
    (i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`,
  )
  expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
  for (const icon of [...manifest.icons, { src: '/business/apple-touch-icon.png' }]) {
    const response = await page.request.get(icon.src)
    expect(response.status(), icon.src).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
  }

  // The worker takes the panel's pages, with the scope /business/.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
  expect(new URL(scope).pathname).toBe('/business/')
  await page.reload()
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(
    /\/business\/sw\.js$/,
  )

  // A public page in the same browser is not the worker's, and names no panel manifest.
  const visitor = await newReadyPage(page.context())
  for (const path of ['/', `/negocio/${shop.slug}`, `/menu/${shop.slug}`]) {
    await visitor.goto(path)
    expect(await visitor.evaluate(() => navigator.serviceWorker.controller), path).toBeNull()
    expect(
      await visitor.evaluate(async () => (await navigator.serviceWorker.getRegistration()) ?? null),
      path,
    ).toBeNull()
    await expect(visitor.locator('link[rel="manifest"]')).toHaveCount(0)
  }
  await visitor.close()
})
