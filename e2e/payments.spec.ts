import type { Browser, Page, TestInfo } from '@playwright/test'
import { orderCard, withStoredSession } from './support/panel'
import { saveScreen } from './support/screens'
import { bearer, customerPhone, ok, openShopWithMenu, type ShopWithMenu } from './support/shop'
import { anotherBrowser, expect, newReadyPage, test } from './support/test'

/**
 * Paying for an order (docs/product.md#payments), with the local payments provider: the owner
 * sets up Cobros; one customer pays online and the owner's open Pedidos card turns 'Pagado' by
 * itself; a cash customer says what bill they pay with; a transfer customer gets the alias to copy.
 */

const ALIAS = 'milanesas.test'
const HOLDER = 'Carla Gómez'

/** Cobros through the API: cash, transfer to ALIAS and Mercado Pago (through the local provider). */
async function acceptEveryMethod(page: Page, shop: ShopWithMenu) {
  await ok(
    await page.request.put('/api/business/settings/payments', {
      headers: bearer(shop.token),
      data: {
        cash: true,
        transfer: { enabled: true, account: ALIAS, holder: HOLDER },
        mercadoPago: {
          enabled: true,
          accessToken: 'TEST-1234567890-e2e-token',
          webhookSecret: 'e2e-webhook-secret-0123456789',
        },
      },
    }),
  )
}

/** A customer in a browser of their own, with one milanesa ($ 12.500) in the cart, at checkout. */
async function customerAtCheckout(browser: Browser, testInfo: TestInfo, shop: ShopWithMenu) {
  const context = await anotherBrowser(browser, testInfo)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const customer = await newReadyPage(context)
  await customer.goto(`/negocio/${shop.slug}`)
  await customer.getByRole('listitem', { name: 'Milanesa napolitana' }).getByRole('button').click()
  await customer
    .getByRole('dialog', { name: 'Milanesa napolitana' })
    .getByRole('button', { name: /^Agregar/ })
    .click()
  await customer.goto(`/editar-pedido/${shop.slug}`)
  await expect(customer.getByRole('heading', { name: 'Tus datos' })).toBeVisible()
  await customer.getByRole('radio', { name: 'Retiro en el local' }).check()
  await customer.getByLabel('Nombre y apellido').fill('Lucía Fernández')
  await customer.getByLabel('Teléfono').fill(customerPhone())
  return { context, customer }
}

/** The order's id, from the confirmation's 'Ver mi pedido' link. */
async function confirmedOrder(customer: Page) {
  const banner = customer.getByRole('region', { name: '¡Listo! Confirmamos tu pedido.' })
  await expect(banner).toBeVisible()
  const href = (await banner.getByRole('link', { name: 'Ver mi pedido' }).getAttribute('href'))!
  const id = /^\/pedido\/([0-9a-f-]{36})/.exec(href)?.[1] ?? ''
  expect(id, `order link ${href}`).not.toBe('')
  return { banner, href, id }
}

test('an owner sets up Cobros in Configuración and tests the Mercado Pago token', async ({
  page,
}, testInfo) => {
  const shop = await openShopWithMenu(page.request)
  await withStoredSession(page, shop.token)
  await page.goto('/business/configuracion?tab=cobros')
  const panel = page.getByRole('tabpanel', { name: 'Cobros' })
  await expect(panel.getByRole('switch', { name: /^Efectivo/ })).toBeChecked()

  // A CVU whose check digit is wrong is refused in words an owner understands.
  await panel.getByRole('switch', { name: /^Transferencia/ }).check()
  await panel.getByLabel('Alias o CVU/CBU').fill('0000003100010000000002')
  await panel.getByLabel('Titular de la cuenta').fill(HOLDER)
  await panel.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(panel).toContainText('El CVU o CBU tiene 22 números')
  await panel.getByLabel('Alias o CVU/CBU').fill(ALIAS)

  await panel.getByRole('switch', { name: /^Mercado Pago/ }).check()
  await panel.getByLabel('Access token').fill('TEST-1234567890-e2e-token')
  await panel.getByLabel(/Clave secreta/).fill('e2e-webhook-secret-0123456789')
  await panel.getByRole('button', { name: 'Probar conexión' }).click()
  await expect(panel).toContainText('Conectado a la cuenta')
  await saveScreen(page, testInfo, 'business-settings-cobros')
  await panel.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(panel).toContainText('termina en oken')

  // What was saved comes back without the token, and a reload shows it connected.
  const saved = await page.request.get('/api/business/settings/payments', {
    headers: bearer(shop.token),
  })
  const text = await saved.text()
  expect(text).not.toContain('TEST-1234567890-e2e-token')
  expect(text).not.toContain('e2e-webhook-secret-0123456789')
  await page.reload()
  await expect(page.getByRole('tabpanel', { name: 'Cobros' })).toContainText('termina en oken')
  await expect(page.getByLabel('Access token')).toHaveValue('')
})

test('a customer pays online and the open Pedidos card turns Pagado by itself', async ({
  page,
  browser,
}, testInfo) => {
  test.slow()
  const shop = await openShopWithMenu(page.request)
  await acceptEveryMethod(page, shop)
  await withStoredSession(page, shop.token)
  await page.goto('/business/pedidos')
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible()

  const { context, customer } = await customerAtCheckout(browser, testInfo, shop)
  try {
    const pay = customer.getByRole('group', { name: '¿Cómo pagás?' })
    await pay.getByRole('radio', { name: /Mercado Pago/ }).check()
    await saveScreen(customer, testInfo, 'checkout-payment')
    await customer.getByRole('button', { name: 'Ir a pagar' }).click()

    // The provider's checkout page (the local stand-in for Mercado Pago's).
    await expect(customer).toHaveURL(/\/api\/dev\/pay\//)
    await expect(customer.getByText('$ 12.500').first()).toBeVisible()
    await saveScreen(customer, testInfo, 'fake-checkout-pro')

    // The order is already on the owner's screen, not paid yet.
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toContainText('Mercado Pago')
    await expect(cards.first()).toContainText('Sin pagar')

    await customer.getByRole('button', { name: 'Aprobar' }).click()
    await expect(customer).toHaveURL(/\/pedido\/[0-9a-f-]{36}\?token=/)
    await expect(customer.getByRole('main')).toContainText('Pagado')
    await saveScreen(customer, testInfo, 'customer-order-paid')

    // The owner never reloaded: the card heard the payment.
    await expect(cards.first()).toContainText('Pagado')
    await expect(cards.first()).not.toContainText('Sin pagar')
    await saveScreen(page, testInfo, 'business-order-paid-online')
  } finally {
    await context.close()
  }
})

test('a cash customer says what bill they pay with, and the owner marks it paid', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers, several pages each: more than the default minute on a busy machine.
  test.slow()
  const shop = await openShopWithMenu(page.request)
  await acceptEveryMethod(page, shop)
  const { context, customer } = await customerAtCheckout(browser, testInfo, shop)
  try {
    const pay = customer.getByRole('group', { name: '¿Cómo pagás?' })
    await pay.getByRole('radio', { name: /Efectivo/ }).check()
    // Less than the total is no bill to pay with.
    await customer.getByLabel('¿Con cuánto pagás?').fill('10000')
    await customer.getByRole('button', { name: 'Ir a pagar' }).click()
    await expect(customer.getByRole('main')).toContainText('Con ese monto no alcanza')
    await customer.getByLabel('¿Con cuánto pagás?').fill('20000')
    await customer.getByRole('button', { name: 'Ir a pagar' }).click()
    const { href, id } = await confirmedOrder(customer)

    await withStoredSession(page, shop.token)
    await page.goto('/business/pedidos')
    const card = orderCard(page, id)
    await expect(card).toContainText('Efectivo')
    await expect(card).toContainText('¿Con cuánto pagás? $ 20.000')
    await saveScreen(page, testInfo, 'business-order-cash')

    // The customer's page is open when the owner takes the money.
    await customer.goto(href)
    await expect(customer.getByRole('main')).toContainText('Sin pagar')
    await card.getByRole('button', { name: 'Marcar pagado' }).click()
    await expect(card).toContainText('Pagado')
    await expect(customer.getByRole('main')).toContainText('Pagado')
  } finally {
    await context.close()
  }
})

test('a transfer customer gets the alias and the holder, with a button to copy it', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers, several pages each: more than the default minute on a busy machine.
  test.slow()
  const shop = await openShopWithMenu(page.request)
  await acceptEveryMethod(page, shop)
  const { context, customer } = await customerAtCheckout(browser, testInfo, shop)
  try {
    await customer
      .getByRole('group', { name: '¿Cómo pagás?' })
      .getByRole('radio', { name: /Transferencia/ })
      .check()
    await customer.getByRole('button', { name: 'Ir a pagar' }).click()
    const { banner, href } = await confirmedOrder(customer)
    await expect(banner).toContainText(ALIAS)
    await expect(banner).toContainText(HOLDER)
    await banner.getByRole('button', { name: /Copiar/ }).click()
    await expect(banner.getByRole('button', { name: /Copiado/ })).toBeVisible()
    expect(await customer.evaluate(() => navigator.clipboard.readText())).toBe(ALIAS)
    await saveScreen(customer, testInfo, 'order-confirmed-transfer')

    await customer.goto(href)
    const main = customer.getByRole('main')
    await expect(main).toContainText('Transferencia')
    await expect(main).toContainText(ALIAS)
    await expect(main.getByRole('button', { name: /Copiar/ })).toBeVisible()
    await saveScreen(customer, testInfo, 'customer-order-transfer')
  } finally {
    await context.close()
  }
})
