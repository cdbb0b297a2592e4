import type { APIRequestContext } from '@playwright/test'
import { ADMIN_REASON_MESSAGE } from '../domain/messages/admin'
import { SHOP_UNAVAILABLE_MESSAGE } from '../domain/messages/pause'
import { signInOperator } from './support/operator'
import { saveScreen, saveViewport } from './support/screens'
import { customerPhone, ok, openShopWithMenu } from './support/shop'
import { expect, test } from './support/test'

/**
 * docs/product.md#operators, end to end: the operator finds a shop in Comercios, extends its plan
 * by 2 months with a reason, suspends it (it leaves the directory, its storefront says it is not
 * available, an order is refused), reactivates it (all three come back), and each action is in
 * Actividad.
 */

/** Whether the directory lists the shop, reading every page of it. */
async function listed(request: APIRequestContext, slug: string) {
  let cursor: string | null = null
  do {
    const page: { items: { slug: string }[]; nextCursor: string | null } = await ok(
      await request.get(`/api/explore/restaurant?limit=100${cursor ? `&cursor=${cursor}` : ''}`),
    )
    if (page.items.some((item) => item.slug === slug)) return true
    cursor = page.nextCursor
  } while (cursor)
  return false
}

const orderStatus = async (request: APIRequestContext, slug: string, productId: string) =>
  (
    await request.post(`/api/public/business/${slug}/orders`, {
      data: {
        method: 'PICKUP',
        customer: { fullName: 'Lucía Pérez', phone: customerPhone() },
        items: [{ productId, quantity: 1 }],
      },
    })
  ).status()

test('the operator extends, suspends and reactivates a shop, each with its reason', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const shop = await openShopWithMenu(request)
  await signInOperator(page, { next: '/admin/panorama' })

  await expect(page.getByRole('heading', { name: 'Panorama', level: 1 })).toBeVisible()
  await expect(page.getByText('Comercios activos')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Ingresos del plan por mes' })).toBeVisible()
  await saveScreen(page, testInfo, 'admin-panorama')

  // Comercios: found by part of its name.
  await page.goto('/admin/comercios')
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(shop.name.slice(0, 12))
  await page.getByRole('button', { name: 'Buscar' }).click()
  const result = page.getByRole('link', { name: shop.name })
  await expect(result).toBeVisible()
  await saveScreen(page, testInfo, 'admin-comercios')
  await result.click()
  await expect(page.getByRole('heading', { name: shop.name, level: 1 })).toBeVisible()
  await expect(page.getByText('Pendiente').first()).toBeVisible()

  // Extend by 2 months: the reason is required.
  await page.getByRole('button', { name: 'Extender plan' }).click()
  const extend = page.getByRole('dialog', { name: 'Extender el plan' })
  await extend.getByLabel('Meses').selectOption('2')
  await extend.getByLabel('Cómo pagó').selectOption('cash')
  await extend.getByRole('button', { name: 'Registrar pago y extender' }).click()
  await expect(extend.getByText(ADMIN_REASON_MESSAGE)).toBeVisible()
  await saveViewport(page, testInfo, 'admin-extend-dialog')
  await extend.getByLabel('Motivo').fill('Pagó en efectivo en la oficina')
  await expect(extend.getByText(ADMIN_REASON_MESSAGE)).toBeHidden()
  await extend.getByRole('button', { name: 'Registrar pago y extender' }).click()
  await expect(extend).toBeHidden()
  await expect(page.getByText('Extendió el plan 2 meses (efectivo)')).toBeVisible()
  await expect(page.getByText('Comprobante')).toBeVisible()
  expect(await listed(request, shop.slug)).toBe(true)

  // Suspend.
  await page.getByRole('button', { name: 'Suspender' }).click()
  const suspend = page.getByRole('dialog', { name: 'Suspender el comercio' })
  await suspend.getByLabel('Motivo').fill('Pedidos falsos denunciados por clientes')
  await suspend.getByRole('button', { name: 'Suspender' }).click()
  await expect(suspend).toBeHidden()
  await expect(page.getByText('Pedidos falsos denunciados por clientes').first()).toBeVisible()
  await expect(page.getByText('Suspendido desde el')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reactivar' })).toBeVisible()
  await saveScreen(page, testInfo, 'admin-shop-suspended')

  expect(await listed(request, shop.slug)).toBe(false)
  expect(await orderStatus(request, shop.slug, shop.milanesa)).toBe(409)
  const storefront = await page.context().newPage()
  await storefront.goto(`/negocio/${shop.slug}`)
  await expect(storefront.getByText(SHOP_UNAVAILABLE_MESSAGE)).toBeVisible()

  // Reactivate: all three come back.
  await page.getByRole('button', { name: 'Reactivar' }).click()
  const reactivate = page.getByRole('dialog', { name: 'Reactivar el comercio' })
  await reactivate.getByLabel('Motivo').fill('Se aclaró con el dueño')
  await reactivate.getByRole('button', { name: 'Reactivar' }).click()
  await expect(reactivate).toBeHidden()
  await expect(page.getByRole('button', { name: 'Suspender' })).toBeVisible()
  await expect(page.getByText('Reactivó el comercio')).toBeVisible()
  expect(await listed(request, shop.slug)).toBe(true)
  expect(await orderStatus(request, shop.slug, shop.milanesa)).toBe(201)
  await storefront.reload()
  await expect(storefront.getByText('Milanesa napolitana').first()).toBeVisible()
  await expect(storefront.getByText(SHOP_UNAVAILABLE_MESSAGE)).toBeHidden()
  await saveScreen(page, testInfo, 'admin-shop')

  // Actividad lists the three actions with their reasons.
  await page.goto('/admin/actividad')
  for (const text of [
    'Pagó en efectivo en la oficina',
    'Pedidos falsos denunciados por clientes',
    'Se aclaró con el dueño',
  ]) {
    await expect(page.getByText(text).filter({ visible: true }).first()).toBeVisible()
  }
})
