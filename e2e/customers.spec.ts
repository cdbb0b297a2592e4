import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { panelLink, withStoredSession } from './support/panel'
import { saveScreen } from './support/screens'
import { bearer, customerPhone, ok, openShopWithMenu, type ShopWithMenu } from './support/shop'
import { expect, test } from './support/test'

/**
 * Clientes (docs/product.md#customers, #personal-data): orders placed through the public API,
 * then the owner's list of customers, its search, its CSV and anonymising a customer.
 */

/** The customers on screen: the table's rows on desktop, the cards on a phone. */
const customers = (page: Page) => page.locator('[data-customer]').filter({ visible: true })

async function order(
  request: Parameters<typeof openShopWithMenu>[0],
  shop: ShopWithMenu,
  fullName: string,
  phone: string,
  items: { productId: string; quantity: number }[],
) {
  const response = await request.post(`/api/public/business/${shop.slug}/orders`, {
    data: { method: 'PICKUP', customer: { fullName, phone }, items },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { order } = (await response.json()) as { order: { id: string } }
  await ok(
    await request.post(`/api/business/orders/${order.id}/status`, {
      headers: bearer(shop.token),
      data: { action: 'ACCEPT', estimatedTime: 20 },
    }),
  )
}

test('the owner sees, searches, downloads and anonymises customers', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  test.slow()
  const shop = await openShopWithMenu(request)
  const lucia = customerPhone()
  const jose = customerPhone()
  await order(request, shop, 'Lucía Fernández', lucia, [{ productId: shop.milanesa, quantity: 2 }])
  await order(request, shop, 'José Muñoz', jose, [
    { productId: shop.papas, quantity: 3 },
    { productId: shop.milanesa, quantity: 1 },
  ])

  await withStoredSession(page, shop.token)
  await page.goto('/business/home')
  // A phone reaches it from Inicio; a wide screen from the sidebar.
  if (isMobile) await page.getByRole('main').getByRole('link', { name: 'Clientes' }).click()
  else await panelLink(page, 'Clientes').click()
  await expect(page).toHaveURL(/\/business\/clientes$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible()

  // Latest order first, with its figures.
  await expect(customers(page)).toHaveCount(2)
  await expect(customers(page).nth(0)).toContainText('José Muñoz')
  await expect(customers(page).nth(0)).toContainText('$ 24.500')
  await expect(customers(page).nth(0)).toContainText('Papas fritas')
  await expect(customers(page).nth(1)).toContainText('Lucía Fernández')
  await expect(customers(page).nth(1)).toContainText('$ 25.000')
  await expect(customers(page).nth(1)).toContainText('Milanesa napolitana')
  await expect(page.getByLabel('Guardar datos de clientes durante')).toHaveValue('24')
  await saveScreen(page, testInfo, 'business-customers')

  // A name without its accents, then part of a phone.
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('lucia')
  await expect(customers(page)).toHaveCount(1)
  await expect(customers(page)).toContainText('Lucía Fernández')
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(jose.slice(-6))
  await expect(customers(page)).toHaveCount(1)
  await expect(customers(page)).toContainText('José Muñoz')
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('')
  await expect(customers(page)).toHaveCount(2)

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Descargar CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^clientes-\d{4}-\d\d-\d\d\.csv$/)
  const bytes = await readFile(await download.path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')
  expect(lines[0]).toBe(
    '"Cliente";"Teléfono";"Pedidos";"Gastado";"Último pedido";"Producto más pedido"',
  )
  expect(lines).toHaveLength(3)
  expect(lines[1]).toMatch(
    new RegExp(
      `^"José Muñoz";"'\\+549${jose}";"1";"24500,00";"\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d";"Papas fritas"$`,
    ),
  )
  expect(lines[2]).toContain('"Lucía Fernández"')

  // Anonimizar warns first; the customer leaves the list, the other stays.
  await customers(page)
    .filter({ hasText: 'Lucía Fernández' })
    .getByRole('button', { name: 'Anonimizar a Lucía Fernández' })
    .click()
  const dialog = page.getByRole('alertdialog', { name: '¿Anonimizar a Lucía Fernández?' })
  await expect(dialog).toContainText('No se puede deshacer.')
  await expect(dialog).toContainText('tus ventas no cambian')
  await saveScreen(page, testInfo, 'business-customers-anonymize')
  await dialog.getByRole('button', { name: 'Anonimizar' }).click()
  await expect(
    page.getByText('Listo: quitamos los datos de Lucía Fernández de 1 pedido.'),
  ).toBeVisible()
  await expect(customers(page)).toHaveCount(1)
  await expect(customers(page)).toContainText('José Muñoz')

  // Her order is still there for the shop, with its amount and without her name.
  const orders = await ok<{ user: { fullName: string }; total: number }[]>(
    await request.get('/api/business/orders', { headers: shop.headers }),
  )
  expect(orders.map((o) => [o.user.fullName, o.total]).sort()).toEqual([
    ['Cliente anónimo', 2_500_000],
    ['José Muñoz', 2_450_000],
  ])

  // How long their data is kept.
  await page.getByLabel('Guardar datos de clientes durante').selectOption({ label: '1 año' })
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Listo: los datos de clientes se guardan 1 año.')).toBeVisible()
  const privacy = await ok<{ customerRetentionMonths: number }>(
    await request.get('/api/business/settings/privacy', { headers: shop.headers }),
  )
  expect(privacy.customerRetentionMonths).toBe(12)
})

test('a shop without orders shows the empty state', async ({ page, request }, testInfo) => {
  const shop = await openShopWithMenu(request)
  await withStoredSession(page, shop.token)
  await page.goto('/business/clientes')
  await expect(page.getByText('Todavía no tenés clientes.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Descargar CSV' })).toBeDisabled()
  await saveScreen(page, testInfo, 'business-customers-empty')
})
