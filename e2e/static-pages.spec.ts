import type { Page } from '@playwright/test'
import { withStoredSession } from './support/panel'
import { registeredOwnerToken } from './support/owner'
import { saveScreen } from './support/screens'
import { expect, test } from './support/test'

/**
 * The landing (/), the legal texts (/terminos, /privacidad, docs/product.md#product and §2) and the customer pages
 * whose content the spec does not show (/perfil, /orders; /promos has its own promos.spec.ts).
 */

/** Follows a link by its name and checks where it lands, then comes back. */
async function followsTo(page: Page, name: string, url: RegExp) {
  const from = page.url()
  await page.getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(url)
  await page.goto(from)
}

/** Every entry of the table of contents points at a section that exists, with that heading. */
async function checkTableOfContents(page: Page, minimum: number) {
  const toc = page.getByRole('navigation', { name: 'Contenido' })
  const links = toc.getByRole('link')
  expect(await links.count()).toBeGreaterThanOrEqual(minimum)
  for (const link of await links.all()) {
    const href = await link.getAttribute('href')
    expect(href).toMatch(/^#[a-z-]+$/)
    const section = page.locator(href!)
    await expect(section).toHaveCount(1)
    // The index and the headings both number the sections; the titles must match.
    const title = (await link.textContent())!.replace(/^\s*\d+\.\s*/, '').trim()
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      new RegExp(`^\\d+\\. ${title}$`),
    )
  }
}

test.describe('Landing', () => {
  test('says what Barrio is for customers and shops, with the Starter plan', async ({
    page,
  }, testInfo) => {
    await page.goto('/')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pedí a los comercios de tu barrio' }),
    ).toBeVisible()
    await expect(page).toHaveTitle(/Barrio/)
    await expect(page.getByRole('heading', { name: 'Sumá tu comercio a Barrio' })).toBeVisible()

    const plan = page.getByRole('region', { name: 'Starter' })
    await expect(plan).toContainText(/\$\s?25\.000\s*por mes/)
    await expect(plan.getByRole('list', { name: 'Incluye' }).getByRole('listitem')).toHaveText([
      'Pedidos ilimitados vía WhatsApp',
      'Menú QR personalizable',
      'Productos y categorías ilimitados',
      'Imagen y logo del comercio',
      'Estadísticas básicas',
    ])
    await expect(page.getByRole('link', { name: 'hola@barrio.com.ar' })).toHaveAttribute(
      'href',
      'mailto:hola@barrio.com.ar',
    )
    await saveScreen(page, testInfo, 'landing')
  })

  test('each link goes where it should', async ({ page }) => {
    await page.goto('/')
    await followsTo(page, 'Explorar comercios', /\/client\/home$/)
    await followsTo(page, 'Registrar comercio', /\/registro-comercio$/)
    await followsTo(page, 'Iniciar sesión comercio', /\/login$/)
    await followsTo(page, 'Términos y condiciones', /\/terminos$/)
    await followsTo(page, 'Política de privacidad', /\/privacidad$/)

    await page.getByRole('link', { name: 'Para comercios' }).click()
    await expect(page).toHaveURL(/\/#comercios$/)
    await expect(page.getByRole('heading', { name: 'Sumá tu comercio a Barrio' })).toBeInViewport()
  })

  test('a legal page opened from the bottom of the landing starts at its top', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Términos y condiciones' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Términos y condiciones' }),
    ).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.getByRole('link', { name: 'Barrio', exact: true }).first().click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('Textos legales', () => {
  test('terms: title, date, intermediation, both laws, the plan and a working index', async ({
    page,
  }, testInfo) => {
    await page.goto('/terminos')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Términos y condiciones' }),
    ).toBeVisible()
    await expect(page.getByText('Última actualización: mayo de 2025')).toBeVisible()
    await expect(page).toHaveTitle('Términos y condiciones · Barrio')

    const intermediation = page.locator('#intermediacion')
    await expect(intermediation).toContainText(
      'Barrio es únicamente un intermediario entre clientes y comercios: no vende, no prepara ni entrega productos.',
    )
    await expect(page.locator('#comercios')).toContainText(
      'Frente al cliente, el comercio es el proveedor',
    )
    const main = page.getByRole('main')
    await expect(main).toContainText('Ley 24.240 de Defensa del Consumidor')
    await expect(main).toContainText('Ley 25.326 de Protección de Datos Personales')
    await expect(page.locator('#plan-starter')).toContainText(/\$\s?25\.000 por mes/)
    await expect(main.getByRole('link', { name: 'hola@barrio.com.ar' }).first()).toHaveAttribute(
      'href',
      'mailto:hola@barrio.com.ar',
    )

    await checkTableOfContents(page, 10)
    await saveScreen(page, testInfo, 'terms')

    await page
      .getByRole('navigation', { name: 'Contenido' })
      .getByRole('link', { name: 'Derechos de los consumidores' })
      .click()
    await expect(page).toHaveURL(/\/terminos#defensa-del-consumidor$/)
    await expect(
      page.getByRole('heading', { level: 2, name: /Derechos de los consumidores/ }),
    ).toBeInViewport()

    await main.getByRole('link', { name: 'Política de privacidad' }).click()
    await expect(page).toHaveURL(/\/privacidad$/)
  })

  test('privacy: title, date, Ley 25.326, the AAIP, browser storage and a working index', async ({
    page,
  }, testInfo) => {
    await page.goto('/privacidad')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Política de privacidad' }),
    ).toBeVisible()
    await expect(page.getByText('Última actualización: noviembre de 2026')).toBeVisible()

    const main = page.getByRole('main')
    await expect(main).toContainText('Ley 25.326 de Protección de Datos Personales')
    const rights = page.locator('#derechos')
    await expect(rights).toContainText('Acceso')
    await expect(rights).toContainText('Rectificación')
    await expect(rights).toContainText('Supresión')
    await expect(rights).toContainText('Agencia de Acceso a la Información Pública (AAIP)')
    await expect(rights).toContainText('órgano de control de la Ley 25.326')
    const storage = page.locator('#almacenamiento-local')
    for (const key of ['token', 'selectedLocation', 'userAddress', 'cart:']) {
      await expect(storage.getByText(key, { exact: true })).toBeVisible()
    }
    await expect(page.locator('#datos')).toContainText('nombre, tu teléfono')
    // docs/product.md#personal-data: for whom, for how long, and how to have it removed.
    await expect(page.locator('#datos')).toContainText('solo los ve el comercio al que le pediste')
    await expect(page.locator('#conservacion')).toContainText('entre 6 meses y 10 años')
    await expect(page.locator('#conservacion')).toContainText('2 años si no elige otro')
    await expect(rights).toContainText('anonimiza desde su panel (Clientes)')

    await checkTableOfContents(page, 10)
    await saveScreen(page, testInfo, 'privacy')

    await page
      .getByRole('navigation', { name: 'Contenido' })
      .getByRole('link', { name: 'Tus derechos' })
      .click()
    await expect(page).toHaveURL(/\/privacidad#derechos$/)
    await expect(page.getByRole('heading', { level: 2, name: /Tus derechos/ })).toBeInViewport()
  })

  test('a shared link to a section opens at that section', async ({ page }) => {
    await page.goto('/privacidad#derechos')
    await expect(page.getByRole('heading', { level: 2, name: /Tus derechos/ })).toBeInViewport()
  })
})

test.describe('Páginas del cliente', () => {
  test('/orders explains where orders will appear and leads to the shops', async ({
    page,
  }, testInfo) => {
    await page.goto('/orders')
    await expect(page.getByRole('heading', { level: 1, name: 'Tus pedidos' })).toBeVisible()
    await expect(
      page.getByText('Los pedidos que hagas desde este navegador van a aparecer acá.', {
        exact: false,
      }),
    ).toBeVisible()
    await saveScreen(page, testInfo, 'customer-orders')
    await followsTo(page, 'Explorar comercios', /\/client\/home$/)
    await followsTo(page, 'Volver al inicio', /\/client\/home$/)
    await followsTo(page, 'Barrio', /\/$/)
  })

  test('/perfil tells visitors no account is needed and shows shops the way in', async ({
    page,
  }, testInfo) => {
    await page.goto('/perfil')
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Para pedir no necesitás una cuenta' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: '¿Tenés un comercio?' })).toBeVisible()
    await saveScreen(page, testInfo, 'profile-visitor')
    await followsTo(page, 'Explorar comercios', /\/client\/home$/)
    await followsTo(page, 'Iniciar sesión comercio', /\/login$/)
    await followsTo(page, 'Registrar comercio', /\/registro-comercio$/)
  })

  test('/perfil with a shop session leads to the panel and logs out to /', async ({
    page,
    request,
  }, testInfo) => {
    const { shop, token } = await registeredOwnerToken(request)
    await withStoredSession(page, token)

    await page.goto('/perfil')
    await expect(page.getByRole('heading', { level: 2, name: shop.name })).toBeVisible()
    await expect(page.getByText(shop.email)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Iniciar sesión comercio' })).toHaveCount(0)
    await saveScreen(page, testInfo, 'profile-owner')

    await page.getByRole('link', { name: 'Ir al Panel del Comercio' }).click()
    await expect(page).toHaveURL(/\/business\/home$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/perfil$/)

    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pedí a los comercios de tu barrio' }),
    ).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  })
})
