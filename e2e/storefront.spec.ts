import type { Page, TestInfo } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { expect, test } from './support/test'
import { saveScreen, saveViewport } from './support/screens'

/**
 * Storefront, cart and checkout (docs/product.md#screens 'Storefront' and 'Checkout', §4 Cart) on the demo shops:
 * Lomitos 24 is open around the clock and sells a sold-out 'Hamburguesa veggie'; Taquería Güemes
 * is closed today; Empanadas La Salteña only offers pickup.
 */

const SHOP = 'lomitos-24'
const CART_KEY = `cart:${SHOP}`

const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile'

/** Orders are limited per phone, so each checkout that orders uses a number of its own. */
const customerPhone = () => `3517${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`

async function openStorefront(page: Page, slug = SHOP) {
  await page.goto(`/negocio/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

async function addProduct(
  page: Page,
  name: string,
  options: { notes?: string; more?: number } = {},
) {
  await page.getByRole('listitem', { name }).getByRole('button').click()
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  if (options.notes) await dialog.getByLabel('Notas para el local').fill(options.notes)
  for (let i = 0; i < (options.more ?? 0); i++) {
    await dialog.getByRole('button', { name: 'Sumar uno' }).click()
  }
  await dialog.getByRole('button', { name: /^Agregar/ }).click()
  await expect(dialog).toBeHidden()
}

/**
 * Waits until the browser holds the cart with `name` in it: the storefront saves it just after
 * drawing it, so a page opened by its address right after a tap may come before that.
 */
async function cartSavedWith(page: Page, name: string) {
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), CART_KEY))
    .toContain(name)
}

/** The storefront with `name` added to the cart, saved where the checkout reads it. */
async function cartOfOneProduct(page: Page, name: string) {
  await openStorefront(page)
  await addProduct(page, name)
  await cartSavedWith(page, name)
}

/** The edit-cart modal: from the bottom bar on phones, from the side panel on desktop. */
async function openCart(page: Page, testInfo: TestInfo) {
  if (isMobile(testInfo)) await page.getByRole('button', { name: /Ver pedido/ }).click()
  else await page.getByRole('button', { name: 'Editar pedido' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tu pedido' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Where the cart's units and total show: the bottom bar on phones, the side panel on desktop. */
const cartSummary = (page: Page, testInfo: TestInfo) =>
  isMobile(testInfo)
    ? page.getByRole('button', { name: /Ver pedido/ })
    : page.getByRole('complementary', { name: 'Tu pedido' })

test.describe('Storefront /negocio/{slug}', () => {
  test('shows the shop, how it delivers and its products by category', async ({
    page,
  }, testInfo) => {
    await openStorefront(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Lomitos 24' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Logo de Lomitos 24' })).toBeVisible()
    await expect(page.getByText('Abierto', { exact: true })).toBeVisible()
    const delivery = page.getByRole('list', { name: 'Entrega' })
    await expect(delivery).toContainText('25–40 min')
    await expect(delivery).toContainText('Envío desde $ 1.000')
    await expect(delivery).toContainText('Mínimo para envío $ 6.000')
    await expect(delivery).toContainText('Retiro en el local')
    for (const category of ['Lomitos', 'Hamburguesas', 'Para acompañar', 'Bebidas']) {
      await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible()
    }
    await expect(page.getByRole('listitem', { name: 'Lomito completo' })).toContainText(
      '$ 14.500,00',
    )
    if (!isMobile(testInfo)) {
      await expect(page.getByRole('complementary', { name: 'Tu pedido' })).toContainText(
        'Tu pedido está vacío.',
      )
    }
    await saveScreen(page, testInfo, 'storefront')
  })

  test('adds, merges by product and notes, edits in the cart modal and keeps the cart on reload', async ({
    page,
  }, testInfo) => {
    await openStorefront(page)
    await page.getByRole('listitem', { name: 'Lomito completo' }).getByRole('button').click()
    const product = page.getByRole('dialog', { name: 'Lomito completo' })
    await expect(product).toContainText('Lomo, jamón, queso, huevo')
    await expect(product.getByRole('button', { name: 'Restar uno' })).toBeDisabled()
    await expect(product.getByRole('button', { name: /^Agregar/ })).toContainText('$ 14.500')
    await saveViewport(page, testInfo, 'storefront-product')
    await page.keyboard.press('Escape')
    await expect(product).toBeHidden()

    await addProduct(page, 'Lomito completo')
    await addProduct(page, 'Lomito completo')
    await addProduct(page, 'Lomito completo', { notes: 'sin mayonesa', more: 1 })
    await expect(cartSummary(page, testInfo)).toContainText('4 productos')
    await expect(cartSummary(page, testInfo)).toContainText('$ 58.000')
    if (isMobile(testInfo)) await saveViewport(page, testInfo, 'storefront-cart-bar')
    else await saveScreen(page, testInfo, 'storefront-cart-panel')

    const cart = await openCart(page, testInfo)
    const lines = cart.getByRole('listitem')
    await expect(lines).toHaveCount(2)
    await expect(lines.nth(0)).not.toContainText('Nota:')
    await expect(lines.nth(0).getByRole('status')).toHaveText('2')
    await expect(lines.nth(1)).toContainText('Nota: sin mayonesa')
    await expect(lines.nth(1).getByRole('status')).toHaveText('2')
    await saveViewport(page, testInfo, 'storefront-cart')

    await lines.nth(0).getByRole('button', { name: 'Sumar uno' }).click()
    await expect(lines.nth(0).getByRole('status')).toHaveText('3')
    const noted = lines.filter({ hasText: 'sin mayonesa' })
    await noted.getByRole('button', { name: 'Restar uno' }).click()
    await expect(noted.getByRole('status')).toHaveText('1')
    await noted.getByRole('button', { name: 'Quitar del pedido' }).click()
    await expect(lines).toHaveCount(1)
    await expect(cart).toContainText('$ 43.500')
    await page.keyboard.press('Escape')
    await expect(cart).toBeHidden()

    await page.reload()
    await expect(cartSummary(page, testInfo)).toContainText('3 productos')
    await expect(cartSummary(page, testInfo)).toContainText('$ 43.500')
    const restored = await openCart(page, testInfo)
    await restored.getByRole('link', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(new RegExp(`/editar-pedido/${SHOP}$`))
  })

  test('an out-of-stock product cannot be added', async ({ page }) => {
    await openStorefront(page)
    const veggie = page.getByRole('listitem', { name: 'Hamburguesa veggie' })
    await expect(veggie).toContainText('Sin stock')
    await expect(veggie.getByRole('button')).toBeDisabled()
    await expect(page.getByRole('listitem', { name: 'Hamburguesa clásica' })).not.toContainText(
      'Sin stock',
    )
  })

  test('the search box filters products by name', async ({ page }, testInfo) => {
    await openStorefront(page)
    const search = page.getByRole('searchbox', { name: 'Buscar' })
    await search.fill('papas')
    await expect(page.getByRole('listitem', { name: 'Papas cheddar y bacon' })).toBeVisible()
    await expect(page.getByRole('listitem', { name: 'Lomito completo' })).toBeHidden()
    await search.fill('hamburguesa clasica')
    await expect(page.getByRole('listitem', { name: 'Hamburguesa clásica' })).toBeVisible()
    await search.fill('pizza')
    await expect(page.getByText('No encontramos productos con “pizza”.')).toBeVisible()
    await saveScreen(page, testInfo, 'storefront-search-empty')
    await page.getByRole('button', { name: 'Ver todo el menú' }).click()
    await expect(page.getByRole('listitem', { name: 'Lomito completo' })).toBeVisible()
  })

  test('the compact top bar with the cart appears after scrolling', async ({ page }, testInfo) => {
    await openStorefront(page)
    await addProduct(page, 'Aros de cebolla')
    const bar = page.getByTestId('barra-superior')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(bar).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(bar).toBeVisible()
    await expect(bar).toContainText('Lomitos 24')
    await expect(bar.getByRole('button', { name: /1 producto/ })).toContainText('$ 5.500')
    await saveViewport(page, testInfo, 'storefront-scrolled')
    await bar.getByRole('button', { name: /1 producto/ }).click()
    await expect(page.getByRole('dialog', { name: 'Tu pedido' })).toBeVisible()
  })

  test('leaving asks first, then clears the cart and goes to the start', async ({
    page,
  }, testInfo) => {
    await openStorefront(page)
    await addProduct(page, 'Gaseosa 500 ml')
    await page.getByRole('button', { name: 'Salir', exact: true }).first().click()
    const question = page.getByRole('alertdialog', { name: 'Salir del pedido?' })
    await expect(question).toContainText('Se eliminará todo lo que hayas cargado.')
    await saveViewport(page, testInfo, 'storefront-exit')
    await question.getByRole('button', { name: 'Cancelar' }).click()
    await expect(question).toBeHidden()
    expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY)).not.toBeNull()

    await page.getByRole('button', { name: 'Salir', exact: true }).first().click()
    await question.getByRole('button', { name: 'Sí, salir' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toBeNull()
  })

  test('an unknown shop says so and links to the restaurants', async ({ page }, testInfo) => {
    await page.goto('/negocio/no-existe-este-comercio')
    await expect(page.getByRole('heading', { name: 'No encontramos este comercio.' })).toBeVisible()
    await saveScreen(page, testInfo, 'storefront-not-found')
    await page.getByRole('link', { name: 'Ver restaurantes' }).click()
    await expect(page).toHaveURL(/\/explorar\/restaurantes$/)
  })

  test('shows a skeleton while the shop loads', async ({ page }, testInfo) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/public/menu/**', async (route) => {
      await held
      await route.continue()
    })
    // Opened from its address the storefront arrives drawn; opened from the directory inside the
    // app, it loads its menu.
    await page.goto('/explorar/restaurantes')
    await page.getByRole('listitem', { name: 'Lomitos 24' }).getByRole('link').click()
    await expect(page.getByRole('status', { name: 'Cargando comercio...' })).toBeVisible()
    await saveScreen(page, testInfo, 'storefront-loading')
    release()
    await expect(page.getByRole('heading', { level: 1, name: 'Lomitos 24' })).toBeVisible()
  })

  test('loads under 60 KB of gzipped JavaScript and no panel code', async ({ page }) => {
    const scripts: { url: string; body: Buffer }[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push({ url: response.url(), body: await response.body() })
      }
    })
    await openStorefront(page)
    await page.waitForLoadState('networkidle')
    const gzipped = scripts.reduce((sum, s) => sum + gzipSync(s.body).length, 0)
    console.log(`JS for /negocio/${SHOP}: ${(gzipped / 1024).toFixed(1)} KB gzipped`)
    expect(scripts.length).toBeGreaterThan(0)
    // docs/product.md#budgets: at most 60 KB, on the customer pages' light build and its small
    // router (docs/decisions/0022-customer-router.md; 124.4 KB on the app before).
    expect(gzipped).toBeLessThan(60 * 1024)
    const panelCode = scripts.filter((s) => /Panel del Comercio/.test(s.body.toString()))
    expect(panelCode.map((s) => s.url)).toEqual([])
  })
})

test.describe('Checkout /editar-pedido/{slug}', () => {
  test('methods, quantities, notes, remove, then Ir a pagar orders, clears the cart and goes back', async ({
    page,
  }, testInfo) => {
    await openStorefront(page)
    await addProduct(page, 'Lomito completo', { more: 1 })
    await addProduct(page, 'Aros de cebolla', { notes: 'bien crocantes' })
    await cartSavedWith(page, 'Aros de cebolla')
    await page.goto(`/editar-pedido/${SHOP}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Tu pedido' })).toBeVisible()

    const delivery = page.getByRole('radio', { name: 'Delivery' })
    const pickup = page.getByRole('radio', { name: 'Retiro en el local' })
    await expect(delivery).toBeChecked()
    await expect(pickup).toBeEnabled()
    const summary = page.getByRole('complementary', { name: 'Resumen' })
    await expect(summary).toContainText('Subtotal$ 34.500')
    // The shop charges per km over the distance to the address: the base fee is a start.
    await expect(summary).toContainText('Envíodesde $ 1.000')
    await expect(summary).toContainText('Totaldesde $ 35.500')
    await saveScreen(page, testInfo, 'checkout')

    await pickup.check()
    await expect(pickup).toBeChecked()
    await expect(delivery).not.toBeChecked()
    await expect(summary).not.toContainText('Envío')
    await expect(summary).toContainText('Total$ 34.500')
    await delivery.check()
    await expect(delivery).toBeChecked()

    const lines = page.getByRole('list', { name: 'Productos del pedido' }).getByRole('listitem')
    const lomito = lines.filter({ hasText: 'Lomito completo' })
    const aros = lines.filter({ hasText: 'Aros de cebolla' })
    await expect(aros.getByLabel('Notas')).toHaveValue('bien crocantes')
    await lomito.getByRole('button', { name: 'Sumar uno' }).click()
    await expect(lomito.getByRole('status')).toHaveText('3')
    await expect(summary).toContainText('$ 49.000')
    await lomito.getByRole('button', { name: 'Restar uno' }).click()
    await lomito.getByRole('button', { name: 'Restar uno' }).click()
    await expect(lomito.getByRole('status')).toHaveText('1')
    // Checkout's minimum is 1; removing is its own control.
    await expect(lomito.getByRole('button', { name: 'Restar uno' })).toBeDisabled()
    await lomito.getByLabel('Notas').fill('sin huevo')
    await lomito.getByLabel('Notas').blur()
    await aros.getByRole('button', { name: /^Quitar/ }).click()
    await expect(lines).toHaveCount(1)
    await expect(summary).toContainText('$ 14.500')

    await page.reload()
    await expect(lines).toHaveCount(1)
    await expect(lines.first().getByLabel('Notas')).toHaveValue('sin huevo')

    // Ir a pagar now places the order, so the customer says who they are and where it goes.
    await page.getByLabel('Nombre y apellido').fill('Lucía Fernández')
    await page.getByLabel('Teléfono').fill(customerPhone())
    await page.getByLabel('Calle', { exact: true }).fill('Obispo Trejo')
    await page.getByLabel('Número', { exact: true }).fill('242')
    await page.getByRole('button', { name: 'Ir a pagar' }).click()
    await expect(page.getByText('¡Listo! Confirmamos tu pedido.')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/negocio/${SHOP}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Lomitos 24' })).toBeVisible()
    expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toBeNull()
    if (isMobile(testInfo))
      await expect(page.getByRole('button', { name: /Ver pedido/ })).toHaveCount(0)
    else await expect(cartSummary(page, testInfo)).toContainText('Tu pedido está vacío.')
    await saveScreen(page, testInfo, 'checkout-confirmed')
  })

  test('opened by its address, draws the checkout first: no loading screen before it', async ({
    page,
  }) => {
    await cartOfOneProduct(page, 'Aros de cebolla')
    // Every text the page's root shows, in order, from its first change on.
    await page.addInitScript(() => {
      const shown: string[] = []
      Object.assign(window, { shown })
      new MutationObserver(() => {
        const text = document.getElementById('root')?.textContent?.trim() ?? ''
        if (text && text !== shown.at(-1)) shown.push(text)
      }).observe(document, { subtree: true, childList: true, characterData: true })
    })
    await page.goto(`/editar-pedido/${SHOP}`)
    await expect(page.getByRole('list', { name: 'Productos del pedido' })).toContainText(
      'Aros de cebolla',
    )
    const shown = await page.evaluate(() => (window as unknown as { shown: string[] }).shown)
    expect(shown[0]).toContain('Tu pedido')
    expect(shown.join('\n')).not.toContain('Cargando')
  })

  test('starts from the shop its page brings: no call for it before the cart shows', async ({
    page,
  }) => {
    await cartOfOneProduct(page, 'Aros de cebolla')
    const shopCalls: string[] = []
    page.on('request', (request) => {
      if (/\/api\/public\/business\/[^/?]+(\?|$)/.test(request.url())) shopCalls.push(request.url())
    })
    await page.goto(`/editar-pedido/${SHOP}`)
    await expect(page.getByRole('list', { name: 'Productos del pedido' })).toContainText(
      'Aros de cebolla',
    )
    await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked()
    expect(shopCalls).toEqual([])
  })

  test('an empty cart cannot go to pay', async ({ page }, testInfo) => {
    await page.goto(`/editar-pedido/${SHOP}`)
    await expect(page.getByText('Tu pedido está vacío.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Ir a pagar' })).toBeDisabled()
    await expect(page.getByText('Agregá productos para continuar.')).toBeVisible()
    await saveScreen(page, testInfo, 'checkout-empty')
  })

  test("a shop that only offers pickup can't be chosen for delivery", async ({ page }) => {
    await page.goto('/editar-pedido/empanadas-la-saltena')
    await expect(page.getByRole('radio', { name: 'Retiro en el local' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Delivery' })).toBeDisabled()
    await expect(page.getByText('Este local no hace envíos.')).toBeVisible()
  })

  test("a closed shop's checkout warns and cannot go to pay", async ({ page }, testInfo) => {
    await openStorefront(page, 'taqueria-guemes')
    await expect(page.getByText('Cerrado', { exact: true })).toBeVisible()
    await expect(page.getByText('El local está cerrado en este momento')).toBeVisible()
    await saveScreen(page, testInfo, 'storefront-closed')
    await addProduct(page, 'Tacos al pastor')
    await page.goto('/editar-pedido/taqueria-guemes')
    await expect(page.getByText('El local está cerrado en este momento')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Productos del pedido' })).toContainText(
      'Tacos al pastor',
    )
    await expect(page.getByRole('button', { name: 'Ir a pagar' })).toBeDisabled()
    await saveScreen(page, testInfo, 'checkout-closed')
  })

  test('a shop that cannot be loaded sends the customer to the start', async ({ page }) => {
    await page.goto('/editar-pedido/no-existe-este-comercio')
    await expect(page).toHaveURL(/\/$/)
  })
})
