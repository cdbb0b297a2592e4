import type { Page } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { expect, test } from './support/test'
import { saveScreen } from './support/screens'

// docs/product.md#fast-public-pages
const SLUG = 'pizzeria-don-luigi'
const PUBLIC_PAGES = [
  '/',
  '/client/home',
  '/explorar/restaurantes',
  `/menu/${SLUG}`,
  `/negocio/${SLUG}`,
]

test.describe('with scripts turned off', () => {
  test.use({ javaScriptEnabled: false })

  test('the QR menu shows the shop, its categories, products and prices', async ({
    page,
  }, testInfo) => {
    await page.goto(`/menu/${SLUG}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Pizzería Don Luigi' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Logo de Pizzería Don Luigi' })).toBeVisible()
    for (const name of ['Pizzas', 'Pastas caseras', 'Bebidas', 'Postres']) {
      await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible()
    }
    await expect(page.getByRole('listitem', { name: 'Muzzarella' })).toContainText('$ 9.500,00')
    await expect(page.getByRole('listitem', { name: 'Tiramisú' })).toBeAttached()
    await saveScreen(page, testInfo, 'menu-no-js')
  })

  test('the storefront shows the shop, its categories, products and prices', async ({
    page,
  }, testInfo) => {
    await page.goto(`/negocio/${SLUG}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Pizzería Don Luigi' })).toBeVisible()
    for (const name of ['Pizzas', 'Pastas caseras', 'Bebidas', 'Postres']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeAttached()
    }
    await expect(page.getByRole('listitem', { name: 'Muzzarella' })).toContainText('$ 9.500,00')
    await saveScreen(page, testInfo, 'storefront-no-js')
  })

  test('the directory lists the shops and the start pages read', async ({ page }, testInfo) => {
    await page.goto('/explorar/restaurantes')
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurantes' })).toBeVisible()
    // Open around the clock, so on the first page whatever the hour.
    await expect(page.getByRole('listitem', { name: 'Lomitos 24' })).toBeVisible()
    await saveScreen(page, testInfo, 'explore-no-js')
    await page.goto('/client/home')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Explorá los comercios cerca tuyo' }),
    ).toBeVisible()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

/** Console errors and warnings of a page, React's hydration complaints among them. */
function watchConsole(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

test('every public page is adopted without a console error and without calling the API', async ({
  page,
}) => {
  const problems = watchConsole(page)
  const calls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url())
  })
  for (const url of PUBLIC_PAGES) {
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible()
  }
  expect(problems).toEqual([])
  expect(calls).toEqual([])
})

test('the QR menu page weighs at most 14 KB gzipped with its stylesheet', async ({ request }) => {
  const response = await request.get(`/menu/${SLUG}`)
  expect(response.status()).toBe(200)
  const html = await response.body()
  expect(html.toString()).toContain('<style>')
  expect(gzipSync(html, { level: 9 }).length).toBeLessThanOrEqual(14 * 1024)
})
