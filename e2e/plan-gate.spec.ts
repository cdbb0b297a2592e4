import type { APIRequestContext } from '@playwright/test'
import { NOT_TAKING_ORDERS_MESSAGE, SHOP_UNAVAILABLE_MESSAGE } from '../domain/messages/pause'
import { CONTACT_EMAIL } from '../domain/constants'
import { suspendedShopMessage, TRIAL_OVER_MESSAGE } from '../domain/messages/panel'
import { withStoredSession } from './support/panel'
import { saveScreen } from './support/screens'
import { customerPhone, ok, openShopWithMenu, type ShopWithMenu } from './support/shop'
import { anotherBrowser, expect, newReadyPage, test } from './support/test'

/**
 * docs/product.md#plan-payments and #operators, end to end: a shop past its trial shows its menu
 * saying it takes no orders, its checkout cannot go to pay and the server refuses the order; a
 * suspended shop leaves the directory and its storefront says it is not available. The shop's
 * dates and suspension move through the demo's /api/dev/plan route; paying and reactivating
 * restore it.
 */

const DAY = 86_400_000

async function setPlan(request: APIRequestContext, slug: string, data: Record<string, unknown>) {
  await ok(await request.put(`/api/dev/plan/${slug}`, { data }))
}

/** Every shop of the directory, page after page, with what it says of its orders. */
async function directory(request: APIRequestContext) {
  const shops = new Map<string, string>()
  let cursor: string | null = null
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
    const page = await ok<{
      items: { slug: string; availability: string }[]
      nextCursor: string | null
    }>(await request.get(`/api/explore/restaurant?limit=50${query}`))
    for (const item of page.items) shops.set(item.slug, item.availability)
    cursor = page.nextCursor
  } while (cursor)
  return shops
}

function orderAttempt(request: APIRequestContext, shop: ShopWithMenu) {
  return request.post(`/api/public/business/${shop.slug}/orders`, {
    data: {
      method: 'PICKUP',
      customer: { fullName: 'Marta Quiroga', phone: customerPhone() },
      items: [{ productId: shop.milanesa, quantity: 1 }],
    },
  })
}

test('a shop past its trial shows its menu but takes no orders until it pays', async ({
  browser,
  page: owner,
  request,
}, testInfo) => {
  const shop = await openShopWithMenu(request)
  await setPlan(request, shop.slug, { createdAt: new Date(Date.now() - 31 * DAY).toISOString() })
  expect((await directory(request)).get(shop.slug)).toBe('not-taking-orders')

  // Its owner reads why on Inicio and Pedidos, with the way to pay on Pedidos.
  await withStoredSession(owner, shop.token)
  await owner.goto('/business/home')
  const banner = owner.getByRole('region', { name: 'Pedidos del comercio' })
  await expect(banner).toContainText(TRIAL_OVER_MESSAGE)
  await saveScreen(owner, testInfo, 'panel-inicio-sin-pedidos')
  await owner.goto('/business/pedidos')
  await expect(banner).toContainText(TRIAL_OVER_MESSAGE)
  await expect(banner.getByRole('link', { name: 'Pagar el plan' })).toHaveAttribute(
    'href',
    '/business/planes',
  )
  await saveScreen(owner, testInfo, 'panel-pedidos-sin-pedidos')

  const context = await anotherBrowser(browser, testInfo)
  try {
    const customer = await newReadyPage(context)
    const notice = customer.getByRole('status').filter({ hasText: NOT_TAKING_ORDERS_MESSAGE })
    await customer.goto(`/menu/${shop.slug}`)
    await expect(notice).toBeVisible()
    await expect(customer.getByText('Milanesa napolitana').first()).toBeVisible()
    await saveScreen(customer, testInfo, 'menu-sin-pedidos')

    await customer.goto(`/negocio/${shop.slug}`)
    await expect(notice).toBeVisible()
    await saveScreen(customer, testInfo, 'storefront-sin-pedidos')

    // The cart still fills; the checkout says so and 'Ir a pagar' is disabled.
    await customer
      .getByRole('listitem', { name: 'Milanesa napolitana' })
      .getByRole('button')
      .click()
    const product = customer.getByRole('dialog', { name: 'Milanesa napolitana' })
    await product.getByRole('button', { name: /^Agregar/ }).click()
    await expect(product).toBeHidden()
    await customer.goto(`/editar-pedido/${shop.slug}`)
    await customer.getByRole('radio', { name: 'Retiro en el local' }).check()
    await customer.getByLabel('Nombre y apellido').fill('Marta Quiroga')
    await customer.getByLabel('Teléfono').fill(customerPhone())
    await expect(notice).toBeVisible()
    await expect(customer.getByRole('button', { name: 'Ir a pagar' })).toBeDisabled()
    await saveScreen(customer, testInfo, 'checkout-sin-pedidos')

    // The server refuses the order with the same words.
    const refused = await orderAttempt(request, shop)
    expect(refused.status(), await refused.text()).toBe(409)
    expect(((await refused.json()) as { error: string }).error).toBe(NOT_TAKING_ORDERS_MESSAGE)

    // Paid for a month: orders again, and the notice is gone.
    await setPlan(request, shop.slug, {
      subscriptionPaid: true,
      expiresAt: new Date(Date.now() + 30 * DAY).toISOString(),
    })
    expect((await orderAttempt(request, shop)).status()).toBe(201)
    await customer.goto(`/negocio/${shop.slug}`)
    await expect(customer.getByRole('heading', { level: 1, name: shop.name })).toBeVisible()
    await expect(notice).toHaveCount(0)
  } finally {
    await context.close()
  }
})

test('a suspended shop leaves the directory and its pages say it is not available', async ({
  browser,
  page: owner,
  request,
}, testInfo) => {
  const shop = await openShopWithMenu(request)
  expect((await directory(request)).get(shop.slug)).toBe('taking-orders')
  await setPlan(request, shop.slug, { suspensionReason: 'Pedidos falsos denunciados' })
  expect((await directory(request)).has(shop.slug)).toBe(false)

  // Its owner reads the operator's reason.
  await withStoredSession(owner, shop.token)
  await owner.goto('/business/pedidos')
  await expect(owner.getByRole('region', { name: 'Pedidos del comercio' })).toContainText(
    suspendedShopMessage('Pedidos falsos denunciados', CONTACT_EMAIL),
  )
  await saveScreen(owner, testInfo, 'panel-pedidos-suspendido')

  const refused = await orderAttempt(request, shop)
  expect(refused.status(), await refused.text()).toBe(409)
  expect(((await refused.json()) as { error: string }).error).toBe(SHOP_UNAVAILABLE_MESSAGE)

  const context = await anotherBrowser(browser, testInfo)
  try {
    const customer = await newReadyPage(context)
    const notice = customer.getByRole('status').filter({ hasText: SHOP_UNAVAILABLE_MESSAGE })
    await customer.goto(`/negocio/${shop.slug}`)
    await expect(notice).toBeVisible()
    await expect(customer.getByText('Milanesa napolitana')).toHaveCount(0)
    await saveScreen(customer, testInfo, 'storefront-suspendido')
    await customer.goto(`/menu/${shop.slug}`)
    await expect(notice).toBeVisible()
    await expect(customer.getByText('Milanesa napolitana')).toHaveCount(0)
    await saveScreen(customer, testInfo, 'menu-suspendido')
    // The way out leads to the other restaurants.
    await notice.getByRole('link', { name: 'Ver restaurantes' }).click()
    await expect(customer).toHaveURL(/\/explorar\/restaurantes$/)

    // Reactivated: listed, its products shown, its orders taken.
    await setPlan(request, shop.slug, { suspensionReason: null })
    expect((await directory(request)).get(shop.slug)).toBe('taking-orders')
    expect((await orderAttempt(request, shop)).status()).toBe(201)
    await customer.goto(`/negocio/${shop.slug}`)
    await expect(customer.getByRole('listitem', { name: 'Milanesa napolitana' })).toBeVisible()
    await expect(notice).toHaveCount(0)
  } finally {
    await context.close()
  }
})
