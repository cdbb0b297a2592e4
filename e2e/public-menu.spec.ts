import { expect, test } from './support/test'
import { gzipSync } from 'node:zlib'
import { saveScreen } from './support/screens'

const SLUG = 'pizzeria-don-luigi'

test.describe('Menú público /menu/{slug}', () => {
  test('shows the shop, its categories and products with prices in ARS', async ({
    page,
  }, testInfo) => {
    await page.goto(`/menu/${SLUG}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Pizzería Don Luigi' })).toBeVisible()
    await expect(page.getByText('Av. Hipólito Yrigoyen 348, Córdoba')).toBeVisible()
    await expect(page.getByRole('img', { name: 'Logo de Pizzería Don Luigi' })).toBeVisible()
    for (const name of ['Pizzas', 'Pastas caseras', 'Bebidas', 'Postres']) {
      await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible()
    }
    const muzza = page.getByRole('listitem', { name: 'Muzzarella' })
    await expect(muzza).toContainText('$ 9.500,00')
    await saveScreen(page, testInfo, 'menu')
  })

  test('discounted products show the new price and the old one struck through', async ({
    page,
  }) => {
    await page.goto(`/menu/${SLUG}`)
    const napo = page.getByRole('listitem', { name: 'Napolitana' })
    await expect(napo).toContainText('$ 9.900,00')
    await expect(napo.locator('del')).toHaveText('$ 11.200,00')
    await expect(napo).toContainText('-12%')
  })

  test('out-of-stock products read as such', async ({ page }) => {
    await page.goto(`/menu/${SLUG}`)
    await expect(page.getByRole('listitem', { name: 'Cuatro quesos' })).toContainText('Sin stock')
    await expect(page.getByRole('listitem', { name: 'Muzzarella' })).not.toContainText('Sin stock')
  })

  test('categories collapse and expand', async ({ page }, testInfo) => {
    await page.goto(`/menu/${SLUG}`)
    const pastas = page.getByRole('button', { name: /^Pastas caseras/ })
    const gnocchi = page.getByRole('listitem', { name: 'Ñoquis de papa' })
    await expect(pastas).toHaveAttribute('aria-expanded', 'true')
    await expect(gnocchi).toBeVisible()
    await pastas.click()
    await expect(pastas).toHaveAttribute('aria-expanded', 'false')
    await expect(gnocchi).toBeHidden()
    await saveScreen(page, testInfo, 'menu-collapsed')
    await pastas.click()
    await expect(gnocchi).toBeVisible()
  })

  test('an unknown slug shows that the menu is unavailable', async ({ page }, testInfo) => {
    await page.goto('/menu/no-existe-este-comercio')
    await expect(page.getByText('Menú no disponible por el momento.')).toBeVisible()
    await saveScreen(page, testInfo, 'menu-unavailable')
  })

  test('arrives drawn: no call to the API before the menu shows', async ({ page }) => {
    const calls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url())
    })
    await page.goto(`/menu/${SLUG}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Pizzería Don Luigi' })).toBeVisible()
    await expect(page.getByRole('listitem', { name: 'Muzzarella' })).toContainText('$ 9.500,00')
    expect(calls).toEqual([])
  })

  test('loads under 60 KB of gzipped JavaScript and no panel code', async ({ page }) => {
    const scripts: { url: string; body: Buffer }[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push({ url: response.url(), body: await response.body() })
      }
    })
    await page.goto(`/menu/${SLUG}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const gzipped = scripts.reduce((sum, s) => sum + gzipSync(s.body).length, 0)
    expect(scripts.length).toBeGreaterThan(0)
    expect(gzipped).toBeLessThan(60 * 1024)
    const panelCode = scripts.filter((s) => /Panel del Comercio/.test(s.body.toString()))
    expect(panelCode.map((s) => s.url)).toEqual([])
  })
})

test('unknown paths redirect to the start', async ({ page }) => {
  await page.goto('/esto/no/existe')
  await expect(page).toHaveURL(/\/$/)
})

test('the category bar jumps to a section and opens it if collapsed', async ({ page }) => {
  await page.goto(`/menu/${SLUG}`)
  const postres = page.getByRole('button', { name: /^Postres/ })
  await postres.click()
  await expect(postres).toHaveAttribute('aria-expanded', 'false')
  await page
    .getByRole('navigation', { name: 'Categorías' })
    .getByRole('link', { name: 'Postres' })
    .click()
  await expect(postres).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('listitem', { name: 'Tiramisú' })).toBeInViewport()
})
