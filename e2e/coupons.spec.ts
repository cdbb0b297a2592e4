import type { Page } from '@playwright/test'
import { orderCard, panelLink, withStoredSession } from './support/panel'
import { saveScreen, saveViewport } from './support/screens'
import { bearer, customerPhone, offerDelivery, ok, openShopWithMenu } from './support/shop'
import { anotherBrowser, expect, newReadyPage, test } from './support/test'

/**
 * Coupons (docs/product.md#coupons): the owner creates a code in Cupones; a customer's checkout
 * refuses a code with its reason and applies the owner's, whose discount the order keeps on its
 * page, on the panel's card and on the kitchen ticket; Cupones then counts its use.
 */

/** window.print() records the ticket on the page instead of opening the dialog. */
async function stubPrint(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { printed: string[] }
    w.printed = []
    window.print = () => {
      w.printed.push(document.querySelector('.print-ticket')?.textContent ?? '')
    }
  })
}
const printed = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { printed: string[] }).printed.map((t) => t.replace(/\u00a0/g, ' ')),
  )

/** Text with Intl's no-break space after '$' as a plain one. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ')

async function addToCart(page: Page, name: string, more = 0) {
  await page.getByRole('listitem', { name }).getByRole('button').click()
  const dialog = page.getByRole('dialog', { name })
  for (let i = 0; i < more; i++) await dialog.getByRole('button', { name: 'Sumar uno' }).click()
  await dialog.getByRole('button', { name: /^Agregar/ }).click()
  await expect(dialog).toBeHidden()
}

test('an owner creates a coupon, a customer orders with it, and the order shows its discount everywhere', async ({
  page,
  browser,
  request,
  isMobile,
}, testInfo) => {
  test.slow()
  const shop = await openShopWithMenu(request)
  await offerDelivery(request, shop.token, 150_000)
  // A second coupon, for pickup only, to be refused for a delivery.
  await ok(
    await request.post('/api/business/coupons', {
      headers: bearer(shop.token),
      data: { code: 'RETIRO', kind: 'AMOUNT', value: 100_000, methods: 'PICKUP' },
    }),
  )

  // Cupones: reached from Inicio on a phone (no room in its bottom bar), from the sidebar else.
  await stubPrint(page)
  await withStoredSession(page, shop.token)
  await page.goto('/business/home')
  if (isMobile) await page.getByRole('main').getByRole('link', { name: 'Cupones' }).click()
  else await panelLink(page, 'Cupones').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cupones' })).toBeVisible()
  const retiro = page.getByRole('listitem', { name: 'RETIRO' })
  await expect(retiro).toContainText('Solo retiro')

  await page.getByRole('button', { name: 'Nuevo cupón' }).click()
  const form = page.getByRole('dialog', { name: 'Nuevo cupón' })
  await form.getByLabel('Código').fill('bienvenida')
  await saveViewport(page, testInfo, 'coupon-form-top')
  await form.getByLabel('Porcentaje de descuento').fill('150')
  await form.getByRole('button', { name: 'Crear cupón' }).click()
  // The API's own message, under its field, before anything is sent.
  await expect(form.getByLabel('Porcentaje de descuento')).toHaveAccessibleDescription(
    'El porcentaje debe ser un número entero entre 1 y 100.',
  )
  await form.getByLabel('Porcentaje de descuento').fill('10')
  await form.getByLabel('Pedido mínimo (opcional)').fill('10000')
  await form.getByLabel('Usos en total').fill('10')
  await form.getByLabel('Usos por teléfono').fill('1')
  await form.getByLabel('Válido hasta').fill('2099-12-31')
  await saveScreen(page, testInfo, 'coupon-form')
  await form.getByRole('button', { name: 'Crear cupón' }).click()
  await expect(form).toBeHidden()
  const card = page.getByRole('listitem', { name: 'BIENVENIDA' })
  await expect(card).toContainText('10 % de descuento')
  await expect(card).toContainText('0 de 10 usos')
  expect(plain(await card.textContent())).toContain(
    'Mínimo $ 10.000 · 1 uso por teléfono · Hasta el 31/12/2099',
  )
  await saveScreen(page, testInfo, 'coupons-list')

  // The customer, in a browser of their own: $ 29.000 of lines and $ 1.500 of delivery.
  const context = await anotherBrowser(browser, testInfo)
  try {
    const customer = await newReadyPage(context)
    await customer.goto(`/negocio/${shop.slug}`)
    await addToCart(customer, 'Milanesa napolitana', 1)
    await addToCart(customer, 'Papas fritas')
    await customer.goto(`/editar-pedido/${shop.slug}`)
    await expect(customer.getByRole('heading', { name: 'Tus datos' })).toBeVisible()
    const summary = customer.getByRole('complementary', { name: 'Resumen' })
    await expect(summary).toContainText('$ 30.500')

    await customer.getByRole('button', { name: 'Tengo un cupón' }).click()
    const code = customer.getByLabel('Código del cupón')
    await code.fill('retiro')
    await customer.getByRole('button', { name: 'Aplicar' }).click()
    await expect(code).toHaveAccessibleDescription(
      'Este cupón es solo para pedidos que se retiran en el local.',
    )
    await code.fill('NOEXISTE')
    await customer.getByRole('button', { name: 'Aplicar' }).click()
    await expect(code).toHaveAccessibleDescription('No encontramos ese cupón. Revisá el código.')
    await code.scrollIntoViewIfNeeded()
    await saveViewport(customer, testInfo, 'checkout-coupon-refused')
    await expect(summary).not.toContainText('Cupón')

    await code.fill('Bienvenida')
    await customer.getByRole('button', { name: 'Aplicar' }).click()
    await expect(summary).toContainText('Cupón BIENVENIDA')
    await expect(summary).toContainText('−$ 2.900')
    await expect(summary).toContainText('$ 27.600')
    await expect(customer.getByText('−$ 2.900 en tus productos')).toBeVisible()

    await customer.getByLabel('Nombre y apellido').fill('Lucía Fernández')
    await customer.getByLabel('Teléfono').fill(customerPhone())
    await customer.getByLabel('Calle', { exact: true }).fill('Obispo Trejo')
    await customer.getByLabel('Número', { exact: true }).fill('242')
    await saveScreen(customer, testInfo, 'checkout-coupon')
    await customer.getByText('−$ 2.900 en tus productos').scrollIntoViewIfNeeded()
    await saveViewport(customer, testInfo, 'checkout-coupon-viewport')

    await customer.getByRole('button', { name: 'Ir a pagar' }).click()
    const banner = customer.getByRole('region', { name: '¡Listo! Confirmamos tu pedido.' })
    await expect(banner).toContainText('Total $ 27.600')
    await expect(banner).toContainText('Cupón BIENVENIDA: −$ 2.900')
    const whatsApp = await banner
      .getByRole('link', { name: 'Enviar pedido por WhatsApp' })
      .getAttribute('href')
    expect(plain(new URL(whatsApp ?? '').searchParams.get('text'))).toContain(
      'Subtotal: $ 29.000\nCupón BIENVENIDA: −$ 2.900\nEnvío: $ 1.500\n*Total: $ 27.600*',
    )
    const href = await banner.getByRole('link', { name: 'Ver mi pedido' }).getAttribute('href')
    const id = /\/pedido\/([0-9a-f-]{36})/.exec(href ?? '')?.[1]
    expect(id, `order link ${href}`).toBeTruthy()

    // The order's page: the coupon under the subtotal.
    await customer.goto(href!)
    const receipt = customer.getByRole('region', { name: 'Detalle del pedido' })
    await expect(receipt).toContainText('Cupón BIENVENIDA')
    await expect(receipt).toContainText('−$ 2.900')
    await expect(receipt).toContainText('$ 27.600')
    await saveScreen(customer, testInfo, 'order-page-coupon')

    // The panel: the card above its total, and the kitchen ticket.
    await page.goto('/business/pedidos')
    const order = orderCard(page, id!)
    await expect(order).toContainText('Cupón BIENVENIDA')
    await expect(order).toContainText('−$ 2.900,00')
    await expect(order).toContainText('$ 27.600,00')
    await saveScreen(page, testInfo, 'business-order-coupon')
    await order.getByRole('button', { name: /^Imprimir/ }).click()
    await expect.poll(() => printed(page)).toHaveLength(1)
    const [ticket] = await printed(page)
    expect(ticket).toContain('Subtotal$ 29.000Cupón BIENVENIDA−$ 2.900Envío$ 1.500TOTAL$ 27.600')

    // Cupones counts the use and what it took off.
    await page.goto('/business/cupones')
    await expect(card).toContainText('1 de 10 usos')
    expect(plain(await card.textContent())).toContain('Descontado$ 2.900')
  } finally {
    await context.close()
  }
})

test('Cupones invites to create the first coupon', async ({ page, request }, testInfo) => {
  const shop = await openShopWithMenu(request)
  await withStoredSession(page, shop.token)
  await page.goto('/business/cupones')
  await expect(page.getByRole('heading', { name: 'Todavía no tenés cupones.' })).toBeVisible()
  await saveScreen(page, testInfo, 'coupons-empty')
  await page.getByRole('button', { name: 'Crear el primer cupón' }).click()
  await expect(page.getByRole('dialog', { name: 'Nuevo cupón' })).toBeVisible()
})
