import type { Page } from '@playwright/test'
import { saveScreen, saveViewport } from './support/screens'
import {
  customerPhone,
  openShopWithMenu,
  ordersOf,
  placePickupOrder,
  setPrice,
  type PlacedThroughApi,
  type ShopWithMenu,
} from './support/shop'
import { expect, test } from './support/test'

/**
 * docs/product.md#repeat-order: a customer repeats an order this browser placed, from 'Mis pedidos'
 * or from the order's page; what changed since is told before the checkout, whose totals are
 * today's.
 */

/** This browser placed `order` and remembers who ordered, as the checkout leaves them. */
async function returningCustomer(page: Page, shop: ShopWithMenu, order: PlacedThroughApi) {
  const ref = {
    id: order.id,
    token: order.publicToken,
    shopName: shop.name,
    shopSlug: shop.slug,
    total: order.total,
    createdAt: order.createdAt,
  }
  const customer = {
    fullName: 'Lucía Fernández',
    phone: customerPhone(),
    street: '',
    number: '',
    floorApartment: '',
    notes: '',
  }
  await page.addInitScript(
    ([orders, last]) => {
      // Only on the first load: the checkout adds the next order to the list itself.
      if (localStorage.getItem('barrioOrders') !== null) return
      localStorage.setItem('barrioOrders', orders)
      localStorage.setItem('barrioCustomer', last)
    },
    [JSON.stringify([ref]), JSON.stringify(customer)],
  )
}

const summaryOf = (page: Page) => page.getByRole('complementary', { name: 'Resumen' })

test('a returning customer repeats an order after a price change and sees it before paying', async ({
  page,
  request,
}, testInfo) => {
  test.slow()
  const shop = await openShopWithMenu(request)
  // Two milanesas at $ 12.500 and fries at $ 4.000: $ 29.000.
  const order = await placePickupOrder(request, shop.slug, 'Lucía Fernández', [
    { productId: shop.milanesa, quantity: 2, notes: 'Bien cocida' },
    { productId: shop.papas, quantity: 1 },
  ])
  expect(order.total).toBe(2_900_000)
  await returningCustomer(page, shop, order)
  // The owner raises the milanesa to $ 13.500 through the panel's API.
  await setPrice(request, shop.token, shop.milanesa, 1_350_000)

  await page.goto('/orders')
  const row = page.getByRole('list', { name: 'Pedidos' }).getByRole('listitem')
  await expect(row).toContainText(shop.name)
  await row.getByRole('button', { name: 'Repetir pedido' }).click()

  const notice = page.getByRole('dialog', { name: 'Tu pedido cambió desde la última vez' })
  await expect(notice.getByRole('list', { name: 'Cambios' }).getByRole('listitem')).toHaveText([
    'Milanesa napolitana: ahora $ 13.500 (antes $ 12.500)',
  ])
  await expect(page).toHaveURL('/orders')
  await saveViewport(page, testInfo, 'repeat-order-notice')

  await notice.getByRole('link', { name: 'Continuar' }).click()
  await expect(page).toHaveURL(`/editar-pedido/${shop.slug}`)
  await expect(page.getByRole('heading', { name: 'Tus datos' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main).toContainText('Milanesa napolitana')
  // The milanesa's note, in its field (a field's value, not its text).
  await expect(main.getByRole('textbox', { name: 'Notas' }).first()).toHaveValue('Bien cocida')
  await expect(main).toContainText('Papas fritas')
  // Today's total, before paying: 2 × $ 13.500 + $ 4.000.
  await expect(summaryOf(page)).toContainText('$ 31.000')
  await expect(page.getByLabel('Nombre y apellido')).toHaveValue('Lucía Fernández')
  await saveScreen(page, testInfo, 'repeat-order-checkout')

  await page.getByRole('radio', { name: 'Retiro en el local' }).check()
  await page.getByRole('button', { name: 'Ir a pagar' }).click()
  const banner = page.getByRole('region', { name: '¡Listo! Confirmamos tu pedido.' })
  await expect(banner).toContainText('Total $ 31.000')
  const [placed] = await ordersOf(request, shop)
  expect(placed).toMatchObject({ total: 3_100_000 })

  // The new order, repeated from its own page, changed in nothing: straight to the checkout.
  await banner.getByRole('link', { name: 'Ver mi pedido' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Pedido #/)
  await page.getByRole('button', { name: 'Repetir pedido' }).click()
  await expect(page).toHaveURL(`/editar-pedido/${shop.slug}`)
  await expect(summaryOf(page)).toContainText('$ 31.000')
})
