import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { PRESET_CATEGORY_IMAGES, presetImageUrl } from '../domain/constants'
import { saveScreen } from './support/screens'
import { addProduct, bearer, ok, openShop } from './support/shop'
import { anotherBrowser, expect, newReadyPage, test } from './support/test'

/**
 * Pictures sized to their box (docs/product.md#budgets): on the QR menu, the storefront and its
 * product sheet, the directory's promos and the landing, every picture (a shop's upload, or a
 * preset) loads a copy at most twice as wide as the box it is drawn in, in device pixels (the
 * box's CSS width × the screen's pixel ratio: 3 on the phone project, 1 on the desktop one). The
 * shop uploads large photos, so without the copies each box would load the full picture.
 */

/** A large photo-sized PNG, of a colour of its own, as a phone's camera sends it. */
const photo = async (name: string, width: number, height: number) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 40 + name.length * 7, g: 120, b: 200 - name.length * 5 },
    },
  })
    .png()
    .toBuffer(),
})

/** A shop open all day with a logo, a cover, a pictured category and a discounted product. */
async function pictureShop(request: APIRequestContext) {
  const shop = await openShop(request)
  const headers = bearer(shop.token)
  const logo = await ok<{ business: { logoUrl: string } }>(
    await request.put('/api/business/settings/logo', {
      headers,
      multipart: { logo: await photo('logo.png', 1500, 1500) },
    }),
  )
  const cover = await ok<{ business: { coverUrl: string } }>(
    await request.put('/api/business/settings/cover', {
      headers,
      multipart: { cover: await photo('cover.png', 3000, 1200) },
    }),
  )
  const category = await ok<{ id: string; imageUrl: string }>(
    await request.post('/api/business/categories', {
      headers,
      multipart: { name: 'Tartas', image: await photo('tarta.png', 2000, 1500) },
    }),
  )
  await addProduct(request, shop.token, {
    name: 'Tarta de ricota',
    price: 1_000_000,
    discountPrice: 300_000,
    categoryId: category.id,
    image: await photo('ricota.png', 2400, 1800),
  })
  const products = await ok<{ imageUrl: string }[]>(
    await request.get('/api/business/products', { headers }),
  )
  return {
    ...shop,
    pictures: [
      logo.business.logoUrl,
      cover.business.coverUrl,
      category.imageUrl,
      ...products.map((p) => p.imageUrl),
    ],
  }
}

const PRESETS = PRESET_CATEGORY_IMAGES.map(presetImageUrl)

interface Drawn {
  src: string
  loaded: string
  /** The loaded file's own width in pixels (an `<img>`'s naturalWidth is divided by its density). */
  fileWidth: number
  boxWidth: number
}

/**
 * Each of the shop's pictures drawn on the page, once every one of them has loaded: the copy the
 * browser chose, its width in pixels and its box's width in device pixels.
 */
async function drawnPictures(page: Page, pictures: string[], count: number): Promise<Drawn[]> {
  const measure = () =>
    page.evaluate(async (urls) => {
      const drawn = [...document.images].filter(
        (img) => urls.includes(img.getAttribute('src') ?? '') && img.complete && img.naturalWidth,
      )
      return Promise.all(
        drawn.map(async (img) => {
          const file = new Image()
          file.src = img.currentSrc
          await file.decode()
          return {
            src: img.getAttribute('src') ?? '',
            loaded: img.currentSrc,
            fileWidth: file.naturalWidth,
            boxWidth: img.getBoundingClientRect().width * devicePixelRatio,
          }
        }),
      )
    }, pictures)
  await expect.poll(async () => (await measure()).length).toBeGreaterThanOrEqual(count)
  return measure()
}

/** The smallest copy of any picture (domain/pictures/variants.ts): a box narrower loads it. */
const SMALLEST_COPY = 96

function expectSizedToBox(drawn: Drawn[]) {
  for (const picture of drawn) {
    expect(picture.fileWidth, `${picture.loaded} in ${picture.boxWidth} px`).toBeLessThanOrEqual(
      Math.max(2 * picture.boxWidth, SMALLEST_COPY),
    )
  }
}

test('pictures load a copy sized to their box on the menu, the storefront, the directory and the landing', async ({
  browser,
  request,
}, testInfo) => {
  const shop = await pictureShop(request)
  // Each page in a browser of its own: one that already holds a larger copy may show it instead.
  const contexts: BrowserContext[] = []
  const freshPage = async () => {
    const context = await anotherBrowser(browser, testInfo)
    contexts.push(context)
    return newReadyPage(context)
  }

  const directory = await freshPage()
  await directory.goto('/promos')
  const card = directory.getByRole('list', { name: 'Promos' }).getByRole('listitem').filter({
    hasText: shop.name,
  })
  await expect(card).toHaveCount(1)
  await card.scrollIntoViewIfNeeded()
  expectSizedToBox(await drawnPictures(directory, shop.pictures, 1))

  const menuPage = await freshPage()
  await menuPage.goto(`/menu/${shop.slug}`)
  await expect(menuPage.getByRole('heading', { level: 1, name: shop.name })).toBeVisible()
  // Cover, logo, the category's row and the product's.
  const menu = await drawnPictures(menuPage, shop.pictures, 4)
  expectSizedToBox(menu)
  // Chromium reads AVIF: every box takes an AVIF copy, never the full picture.
  for (const picture of menu) expect(picture.loaded).toMatch(/-\d+\.avif$/)
  await saveScreen(menuPage, testInfo, 'picture-sizes-menu')

  const store = await freshPage()
  await store.goto(`/negocio/${shop.slug}`)
  await expect(store.getByRole('heading', { level: 1, name: shop.name })).toBeVisible()
  expectSizedToBox(await drawnPictures(store, shop.pictures, 2))
  await store.getByRole('listitem', { name: 'Tarta de ricota' }).getByRole('button').click()
  await expect(store.getByRole('dialog', { name: 'Tarta de ricota' })).toBeVisible()
  // The sheet's larger box takes a larger copy than the row's.
  expectSizedToBox(await drawnPictures(store, shop.pictures, 3))
  await saveScreen(store, testInfo, 'picture-sizes-product-sheet')

  // The landing's preset pictures, drawn by `npm run presets` with their copies.
  const landing = await freshPage()
  await landing.goto('/')
  const dishes = landing.getByRole('list', { name: 'Para todos los gustos' })
  await dishes.scrollIntoViewIfNeeded()
  expectSizedToBox(await drawnPictures(landing, PRESETS, 3))

  for (const context of contexts) await context.close()
})
