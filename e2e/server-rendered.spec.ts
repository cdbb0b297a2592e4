import type { Page, Response } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { expect, test } from './support/test'
import { saveScreen } from './support/screens'
import { openShopWithMenu } from './support/shop'
import { watchIntl } from './support/intl'

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

test('customer pages touch the browser’s stores in a task their head schedules, before their scripts run', async ({
  page,
}) => {
  // The first reader of localStorage and of sessionStorage, each time a page opens: a timer an
  // inline script set (and where that script sits), an inline script itself, or a module (which
  // has no currentScript).
  await page.addInitScript(() => {
    const first: Record<string, string> = {}
    Object.defineProperty(window, '__storesFirstRead', { value: first })
    let timerOf: string | null = null
    const setTimer = window.setTimeout
    window.setTimeout = ((callback: () => void, ...rest: number[]) => {
      const script = document.currentScript
      const from =
        script && !script.getAttribute('src') ? `${script.parentElement?.localName}` : null
      return setTimer(
        () => {
          timerOf = from
          try {
            callback()
          } finally {
            timerOf = null
          }
        },
        ...rest,
      )
    }) as typeof window.setTimeout
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      const owner = Object.getOwnPropertyDescriptor(window, name) ? window : Window.prototype
      const get = Object.getOwnPropertyDescriptor(owner, name)!.get!
      Object.defineProperty(owner, name, {
        configurable: true,
        get(this: Window) {
          const script = document.currentScript
          first[name] ??= timerOf
            ? `a timer of an inline script in ${timerOf}`
            : script
              ? `${script.getAttribute('src') ?? 'inline'} in ${script.parentElement?.localName}`
              : 'a module'
          return get.call(this) as Storage
        },
      })
    }
  })
  const problems = watchConsole(page)
  for (const url of [...PUBLIC_PAGES.filter((url) => !url.startsWith('/menu/')), '/login']) {
    await page.goto(url)
    await expect(page.locator('html[data-ready]'), url).toBeAttached()
    expect(
      await page.evaluate(
        () => (window as unknown as { __storesFirstRead: object }).__storesFirstRead,
      ),
      url,
    ).toEqual({
      localStorage: 'a timer of an inline script in head',
      sessionStorage: 'a timer of an inline script in head',
    })
  }
  // The page's Content-Security-Policy lets that script run: a refused one is a console error.
  expect(problems).toEqual([])
})

test('the customer pages load without making a formatter of Argentina’s locale', async ({
  page,
}) => {
  const intl = await watchIntl(page)
  for (const url of PUBLIC_PAGES.filter((url) => !url.startsWith('/menu/'))) {
    await page.goto(url)
    await expect(page.locator('html[data-ready]'), url).toBeAttached()
    expect(
      (await intl.made()).filter((made) => made.endsWith('es-AR')),
      url,
    ).toEqual([])
  }
  // The checkout, with a dish in its cart.
  await page.goto(`/negocio/${SLUG}`)
  await page.getByRole('listitem', { name: 'Tiramisú' }).getByRole('button').click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Agregar/ })
    .click()
  await page.goto(`/editar-pedido/${SLUG}`)
  await expect(page.getByRole('list', { name: 'Productos del pedido' })).toContainText('Tiramisú')
  await expect(page.locator('html[data-ready]')).toBeAttached()
  expect((await intl.made()).filter((made) => made.endsWith('es-AR'))).toEqual([])
})

test('the QR menu page weighs at most 14 KB gzipped with its stylesheet', async ({ request }) => {
  const response = await request.get(`/menu/${SLUG}`)
  expect(response.status()).toBe(200)
  const html = await response.body()
  expect(html.toString()).toContain('<style>')
  expect(gzipSync(html, { level: 9 }).length).toBeLessThanOrEqual(14 * 1024)
})

/**
 * The customer pages run on the light build (docs/decisions/0021-light-customer-runtime.md): the
 * heading the server drew, and its first list row (adopted in a later step on a long list), are the
 * ones on screen once the page is ready, so adopting them replaced nothing (Preact, unlike React,
 * says nothing of a mismatch: it redraws).
 */
test('the drawn customer pages are adopted in place by the light build', async ({ page }) => {
  // Keeps the first h1 and the first list row the parser inserts, before any script runs.
  await page.addInitScript(() => {
    const drawn = window as unknown as { drawnHeading?: Element; drawnRow?: Element }
    const seen = new MutationObserver(() => {
      drawn.drawnHeading ??= document.querySelector('#root h1') ?? undefined
      drawn.drawnRow ??= document.querySelector('#root li') ?? undefined
    })
    seen.observe(document, { childList: true, subtree: true })
    document.addEventListener('DOMContentLoaded', () => seen.disconnect())
  })
  const problems = watchConsole(page)
  for (const url of PUBLIC_PAGES.filter((u) => !u.startsWith('/menu/'))) {
    const scripts: string[] = []
    const listen = (request: { resourceType(): string; url(): string }) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    }
    page.on('request', listen)
    await page.goto(url)
    await expect(page.locator('html[data-ready]'), url).toBeAttached()
    const kept = await page.evaluate(() => {
      const { drawnHeading, drawnRow } = window as unknown as {
        drawnHeading?: Element
        drawnRow?: Element
      }
      return {
        heading: !!drawnHeading && drawnHeading === document.querySelector('#root h1'),
        row: drawnRow ? drawnRow === document.querySelector('#root li') : 'none drawn',
      }
    })
    expect(kept.heading, url).toBe(true)
    // The directory and the storefront draw their lists on the server; no other page must lose one.
    if (/^\/(explorar|negocio)\//.test(url)) expect(kept.row, url).toBe(true)
    else expect(kept.row, url).not.toBe(false)
    page.off('request', listen)
    expect(
      scripts.some((s) => /\/assets\/customer-[\w-]+\.js$/.test(s)),
      url,
    ).toBe(true)
    expect(
      scripts.filter((s) => /\/assets\/index-[\w-]+\.js$/.test(s)),
      url,
    ).toEqual([])
  }
  expect(problems).toEqual([])
})

/** The gzipped script `page` loads opening `url`, until the network is idle, and the files' paths. */
async function scriptOpening(page: Page, url: string) {
  const scripts: Promise<Buffer>[] = []
  const names: string[] = []
  const listen = (response: Response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.push(response.body())
    names.push(new URL(response.url()).pathname)
  }
  page.on('response', listen)
  await page.goto(url)
  await expect(page.locator('html[data-ready]'), url).toBeAttached()
  await page.waitForLoadState('networkidle')
  page.off('response', listen)
  const bodies = await Promise.all(scripts)
  const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0)
  console.log(`JS for ${url}: ${(gzipped / 1024).toFixed(1)} KB gzipped`)
  return { gzipped, names }
}

/**
 * The script each customer page loads until the network is idle, as a browser counts it (gzipped
 * here at zlib's default level, a few tenths of a KB over the build's count): at most 60 KB
 * (docs/product.md#budgets), no file of the app on React. What the next step needs (the
 * registration's wizard, the login's captcha, the home's address dialog, the checkout's schema)
 * waits for the person's first touch, key or scroll; the panel's pages still load the app.
 */
test('each customer page loads the light build within 60 KB, the panel the app', async ({
  page,
  browser,
  request,
}) => {
  const pages = [
    '/',
    '/client/home',
    '/explorar/restaurantes',
    `/negocio/${SLUG}`,
    '/login',
    '/registro-comercio',
    '/forgot-password',
    '/terminos',
  ]
  for (const url of pages) {
    const { gzipped, names } = await scriptOpening(page, url)
    expect(gzipped, url).toBeLessThan(60 * 1024)
    expect(
      names.filter((s) => /\/assets\/index-[\w-]+\.js$/.test(s)),
      url,
    ).toEqual([])
  }

  // The checkout with a dish in the cart, opened by a browser that has not loaded any page yet.
  const shop = await openShopWithMenu(request)
  await page.goto(`/negocio/${shop.slug}`)
  await page.getByRole('listitem', { name: 'Papas fritas' }).getByRole('button').click()
  const sheet = page.getByRole('dialog', { name: 'Papas fritas' })
  await sheet.getByRole('button', { name: /^Agregar/ }).click()
  await expect(sheet).toBeHidden()
  const fresh = await browser.newContext({ storageState: await page.context().storageState() })
  const checkout = await fresh.newPage()
  const { gzipped } = await scriptOpening(checkout, `/editar-pedido/${shop.slug}`)
  await expect(checkout.getByRole('heading', { name: 'Tus datos' })).toBeVisible()
  expect(gzipped, 'checkout').toBeLessThan(60 * 1024)
  await fresh.close()

  const panel: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') panel.push(new URL(request.url()).pathname)
  })
  await page.goto('/business/home')
  await expect(page).toHaveURL(/\/login$/)
  expect(panel.some((s) => /\/assets\/index-[\w-]+\.js$/.test(s))).toBe(true)
})
