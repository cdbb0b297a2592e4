import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { pngFile } from './support/panel'
import { withSavedLocation } from './support/location'
import { saveScreen } from './support/screens'
import { addCategory, addProduct, openShop } from './support/shop'
import { expect, test } from './support/test'

/**
 * /promos (issue 7): discounted products of the shops open now, nearest first with a saved place.
 * Other tests' shops and the demo shops share the server, so assertions look at this test's shop
 * and at the demo's 'Lomitos 24' (open around the clock, its 'Lomito árabe' on sale).
 * Registered shops stand at Obispo Trejo 242; Lomitos 24 is on Av. Colón, about 1,4 km away.
 */

const OBISPO_TREJO = {
  street: 'Obispo Trejo',
  number: '242',
  city: 'Córdoba',
  province: 'Córdoba',
  lat: -31.4197,
  lng: -64.1877,
}

/** A new shop, open all day every day, with a flan at 70% off (high, so it is in the 50). */
async function newPromoShop(request: APIRequestContext) {
  const shop = await openShop(request)
  const category = await addCategory(request, shop.token, 'Postres', 'postres')
  await addProduct(request, shop.token, {
    name: 'Flan casero',
    description: 'Con dulce de leche',
    price: 1_000_000,
    discountPrice: 300_000,
    categoryId: category.id,
    image: await pngFile('flan.png', { r: 214, g: 150, b: 60 }),
  })
  return shop
}

const promoList = (page: Page) => page.getByRole('list', { name: 'Promos' })
const cardOf = (page: Page, shopName: string) =>
  promoList(page).getByRole('listitem').filter({ hasText: shopName })

/** Where each shop's first card sits in the list. */
async function positionOf(list: Locator, shopName: string) {
  const texts = await list.getByRole('listitem').allTextContents()
  return texts.findIndex((text) => text.includes(shopName))
}

test('an open shop’s discounted product shows with its prices and opens the storefront', async ({
  page,
  request,
}, testInfo) => {
  const shop = await newPromoShop(request)
  await page.goto('/promos')
  await expect(page.getByRole('heading', { level: 1, name: 'Promos' })).toBeVisible()
  await expect(page).toHaveTitle('Promos · Barrio')
  if (testInfo.project.name === 'mobile') {
    const nav = page.getByRole('navigation', { name: 'Navegación' })
    await expect(nav.getByRole('link', { name: 'Promos' })).toHaveAttribute('aria-current', 'page')
  }
  await expect(
    page.getByText('Ingresá tu dirección para ver primero las promos más cercanas.'),
  ).toBeVisible()

  const card = cardOf(page, shop.name)
  await expect(card).toHaveCount(1)
  await expect(card).toHaveAttribute('aria-label', 'Flan casero')
  await expect(card.getByText('-70%')).toBeVisible()
  await expect(card.getByText('$ 3.000,00')).toBeVisible()
  await expect(card.locator('del')).toHaveText('$ 10.000,00')
  // The picture is decorative (alt=''): the name says what it is.
  await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\//)
  // No saved place: no distances anywhere.
  await expect(promoList(page)).not.toContainText(/\ba \d+(,\d)? k?m\b/)
  // The demo's shops open around the clock have theirs too.
  await expect(cardOf(page, 'Lomitos 24').first()).toBeVisible()
  await saveScreen(page, testInfo, 'promos')

  await card.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/negocio/${shop.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible()
})

test('with a saved place, distances show and the nearest shops come first', async ({
  page,
  request,
}, testInfo) => {
  const shop = await newPromoShop(request)
  // Only on the first visit: the reload below must find the place the dialog saved.
  await page.addInitScript((place) => {
    if (!localStorage.getItem('selectedLocation'))
      localStorage.setItem('selectedLocation', JSON.stringify(place))
  }, OBISPO_TREJO)
  await page.goto('/promos')
  await expect(page.getByText('Cerca de Obispo Trejo 242, Córdoba')).toBeVisible()

  // The shop is around the corner, Lomitos 24 over a kilometre away: the shop comes first.
  const mine = cardOf(page, shop.name)
  const lomitos = cardOf(page, 'Lomitos 24').first()
  await expect(mine).toContainText(/a \d{2,3} m/)
  await expect(lomitos).toContainText(/a 1,\d km/)
  const list = promoList(page)
  expect(await positionOf(list, shop.name)).toBeLessThan(await positionOf(list, 'Lomitos 24'))
  await saveScreen(page, testInfo, 'promos-near')

  // Another place through the address dialog: next to Lomitos 24, which now comes first.
  await page.getByRole('button', { name: 'Cambiar' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ingresá tu dirección' })
  await dialog.getByLabel('Buscar dirección').fill('Colón')
  await dialog.getByRole('option', { name: 'Av. Colón 1045, Córdoba' }).click()
  await dialog.getByRole('button', { name: 'Guardar ubicación' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Cerca de Av. Colón 1045, Córdoba')).toBeVisible()
  await expect(mine).toContainText(/a 1,\d km/)
  await expect(lomitos).toContainText(/a \d{2,3} m/)
  expect(await positionOf(list, 'Lomitos 24')).toBeLessThan(await positionOf(list, shop.name))
  // Kept for the next visit, as the client home keeps it.
  await page.reload()
  await expect(page.getByText('Cerca de Av. Colón 1045, Córdoba')).toBeVisible()
})

test('far from every shop: the empty state leads to the restaurants', async ({
  page,
}, testInfo) => {
  // Buenos Aires: every shop of this server is in Córdoba, out of reach from there.
  await withSavedLocation(page, {
    street: 'Av. Corrientes',
    number: '1234',
    city: 'Buenos Aires',
    province: 'Ciudad Autónoma de Buenos Aires',
    lat: -34.6037,
    lng: -58.3816,
  })
  await page.goto('/promos')
  await expect(page.getByText('Cerca de Av. Corrientes 1234, Buenos Aires')).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'Todavía no hay promos publicadas' }),
  ).toBeVisible()
  await expect(
    page.getByText(
      'Ningún comercio abierto cerca de tu dirección tiene productos con descuento en este momento.',
      { exact: false },
    ),
  ).toBeVisible()
  await expect(page.getByRole('list', { name: 'Promos' })).toHaveCount(0)
  await saveScreen(page, testInfo, 'promos-empty')
  await page.getByRole('link', { name: 'Ver restaurantes' }).click()
  await expect(page).toHaveURL(/\/explorar\/restaurantes$/)
})
