import type { APIRequestContext, Page } from '@playwright/test'
import type { CustomerOrder } from '../domain/orders/customer'
import { saveScreen, saveViewport } from './support/screens'
import {
  customerPhone,
  offerDelivery,
  ok,
  openShopWithMenu,
  ordersOf,
  setPrice,
} from './support/shop'
import { expect, test } from './support/test'

/**
 * docs/product.md#real-orders: checkout places the real order. Each test opens a shop of its own
 * through the API (open all week, delivery with a base fee, two products), orders from it as a
 * customer, and checks the order from both sides: the customer's order page API and the owner's
 * order list.
 */

const ORDER_PATH = /^\/pedido\/([0-9a-f-]{36})\?token=([\w-]+)$/

/** A registered shop, open around the clock, delivering for $ 1.500, with two products. */
async function openDeliveringShop(
  request: APIRequestContext,
  minOrderAmount: number | null = null,
) {
  const shop = await openShopWithMenu(request)
  await offerDelivery(request, shop.token, 150_000, { minOrderAmount })
  return { ...shop, orders: () => ordersOf(request, shop) }
}

async function addProduct(page: Page, name: string, more = 0) {
  await page.getByRole('listitem', { name }).getByRole('button').click()
  const dialog = page.getByRole('dialog', { name })
  for (let i = 0; i < more; i++) await dialog.getByRole('button', { name: 'Sumar uno' }).click()
  await dialog.getByRole('button', { name: /^Agregar/ }).click()
  await expect(dialog).toBeHidden()
}

async function cartAtCheckout(page: Page, slug: string, products: [string, number][]) {
  await page.goto(`/negocio/${slug}`)
  for (const [name, more] of products) await addProduct(page, name, more)
  await page.goto(`/editar-pedido/${slug}`)
  await expect(page.getByRole('heading', { name: 'Tus datos' })).toBeVisible()
}

const payButton = (page: Page) => page.getByRole('button', { name: 'Ir a pagar' })

/** The error under a field, read through the field's own description. */
async function expectFieldError(page: Page, label: string, message: string) {
  const field = page.getByLabel(label, { exact: true })
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(message)
}

test('checkout places the order, confirms it with its page and WhatsApp, and prefills the next one', async ({
  page,
  request,
}, testInfo) => {
  const shop = await openDeliveringShop(request)
  const phone = customerPhone()
  await cartAtCheckout(page, shop.slug, [
    ['Milanesa napolitana', 1],
    ['Papas fritas', 0],
  ])
  const summary = page.getByRole('complementary', { name: 'Resumen' })
  await expect(summary).toContainText('Subtotal')
  await expect(summary).toContainText('$ 29.000')
  await expect(summary).toContainText('Envío')
  await expect(summary).toContainText('$ 1.500')
  await expect(summary).toContainText('$ 30.500')

  // Nothing typed yet: the server's own messages, under each field, the first one focused.
  await payButton(page).click()
  await expectFieldError(page, 'Nombre y apellido', 'Ingresá tu nombre y apellido.')
  await expectFieldError(page, 'Teléfono', 'Ingresá un número válido de al menos 10 dígitos')
  await expectFieldError(page, 'Calle', 'Ingresá la calle de la dirección de entrega.')
  await expectFieldError(page, 'Número', 'Ingresá la altura (número) de la dirección de entrega.')
  await expect(page.getByLabel('Nombre y apellido', { exact: true })).toBeFocused()
  await expect(page.getByLabel('Nombre y apellido', { exact: true })).toBeInViewport()
  // Shot before the full page, which moves the scroll: the focused field is in sight, not under the bar.
  await saveViewport(page, testInfo, 'checkout-form-errors-viewport')
  await saveScreen(page, testInfo, 'checkout-form-errors')
  expect((await shop.orders()).length).toBe(0)

  await page.getByLabel('Nombre y apellido').fill('Lucía Fernández')
  await page.getByLabel('Teléfono').fill(phone)
  await page.getByLabel('Calle', { exact: true }).fill('Obispo Trejo')
  await page.getByLabel('Número', { exact: true }).fill('242')
  await page.getByLabel('Piso / Depto (opcional)').fill('3° B')
  await page.getByLabel('Indicaciones para el repartidor (opcional)').fill('timbre 2')
  await page.getByLabel('Nota para el comercio (opcional)').fill('Cambio para $ 50.000')
  await expect(page.getByText('Quedan 260 caracteres.')).toBeVisible()
  await expect(page.getByLabel('Teléfono')).toHaveAttribute('autocomplete', 'tel')
  await expect(page.getByLabel('Teléfono')).toHaveAttribute('inputmode', 'tel')
  await saveScreen(page, testInfo, 'checkout-form')

  await payButton(page).click()
  await expect(page).toHaveURL(new RegExp(`/negocio/${shop.slug}$`))
  const banner = page.getByRole('region', { name: '¡Listo! Confirmamos tu pedido.' })
  await expect(banner).toBeVisible()
  await expect(banner).toContainText('Total $ 30.500')
  await saveScreen(page, testInfo, 'order-confirmed')

  const href = await banner.getByRole('link', { name: 'Ver mi pedido' }).getAttribute('href')
  const [, id, token] = ORDER_PATH.exec(href ?? '') ?? []
  expect(id, `order link ${href}`).toBeTruthy()
  await expect(banner).toContainText(`Pedido #${id.slice(0, 8)}`)

  const whatsApp = await banner
    .getByRole('link', { name: 'Enviar pedido por WhatsApp' })
    .getAttribute('href')
  const url = new URL(whatsApp ?? '')
  expect(`${url.host}${url.pathname}`).toBe(`wa.me/549${shop.phone}`)
  const text = (url.searchParams.get('text') ?? '').replace(/\u00a0/g, ' ')
  expect(text).toContain(`¡Hola, ${shop.name}!`)
  expect(text).toContain('• 2 x Milanesa napolitana')
  expect(text).toContain('• 1 x Papas fritas')
  expect(text).toContain('Envío a domicilio: Obispo Trejo 242, 3° B (timbre 2)')
  expect(text).toContain('Nota: Cambio para $ 50.000')
  expect(text).toContain('A nombre de: Lucía Fernández')
  expect(text).toContain('*Total: $ 30.500*')
  expect(text).toContain(`Seguí el pedido acá: ${new URL(href!, page.url()).href}`)

  // The order exists: for the customer through its token, and in the owner's list.
  const customerView = await ok<CustomerOrder>(
    await request.get(`/api/public/orders/${id}?token=${encodeURIComponent(token)}`),
  )
  expect(customerView.order).toMatchObject({
    status: 'PENDING',
    method: 'DELIVERY',
    subtotal: 2_900_000,
    deliveryFee: 150_000,
    total: 3_050_000,
    deliveryInfo: 'Obispo Trejo 242, 3° B (timbre 2)',
    note: 'Cambio para $ 50.000',
    customerName: 'Lucía Fernández',
  })
  const owned = await shop.orders()
  expect(owned.map((o) => o.id)).toEqual([id])
  expect(owned[0]).toMatchObject({ user: { fullName: 'Lucía Fernández' }, total: 3_050_000 })

  // The cart is empty, and the next checkout starts from what was typed (the note excepted).
  expect(await page.evaluate((s) => localStorage.getItem(`cart:${s}`), shop.slug)).toBeNull()
  await cartAtCheckout(page, shop.slug, [['Papas fritas', 0]])
  await expect(page.getByLabel('Nombre y apellido')).toHaveValue('Lucía Fernández')
  await expect(page.getByLabel('Teléfono')).toHaveValue(phone)
  await expect(page.getByLabel('Calle', { exact: true })).toHaveValue('Obispo Trejo')
  await expect(page.getByLabel('Número', { exact: true })).toHaveValue('242')
  await expect(page.getByLabel('Piso / Depto (opcional)')).toHaveValue('3° B')
  await expect(page.getByLabel('Nota para el comercio (opcional)')).toHaveValue('')
})

test('a product the owner marks sold out while the customer pays: the server says which', async ({
  page,
  request,
}, testInfo) => {
  const shop = await openDeliveringShop(request)
  await cartAtCheckout(page, shop.slug, [['Papas fritas', 0]])
  await page.getByRole('radio', { name: 'Retiro en el local' }).check()
  await expect(page.getByLabel('Calle', { exact: true })).toBeHidden()
  await page.getByLabel('Nombre y apellido').fill('Martín Gómez')
  await page.getByLabel('Teléfono').fill(customerPhone())

  await ok(
    await request.put(`/api/business/products/${shop.papas}/toggle-availability`, {
      headers: shop.headers,
      data: { isAvailable: false },
    }),
  )
  await payButton(page).click()
  const refusal = page.getByRole('complementary', { name: 'Resumen' }).getByRole('alert')
  await expect(refusal).toHaveText(
    '"Papas fritas" no tiene stock en este momento. Quitalo del pedido para seguir.',
  )
  await saveViewport(page, testInfo, 'checkout-refused')
  // Nothing lost: still at checkout with the cart, and no order written.
  await expect(page).toHaveURL(new RegExp(`/editar-pedido/${shop.slug}$`))
  await expect(page.getByRole('list', { name: 'Productos del pedido' })).toContainText(
    'Papas fritas',
  )
  expect(await shop.orders()).toEqual([])
})

test('a double click, and a retry after a lost answer, each place one order', async ({
  page,
  request,
}) => {
  const shop = await openDeliveringShop(request)
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/orders')) posts.push(r.url())
  })

  await cartAtCheckout(page, shop.slug, [['Milanesa napolitana', 0]])
  await page.getByRole('radio', { name: 'Retiro en el local' }).check()
  await page.getByLabel('Nombre y apellido').fill('Ana Díaz')
  await page.getByLabel('Teléfono').fill(customerPhone())
  await payButton(page).dblclick()
  await expect(page.getByText('¡Listo! Confirmamos tu pedido.')).toBeVisible()
  expect(posts).toHaveLength(1)
  expect(await shop.orders()).toHaveLength(1)

  // The server places the order but its answer never arrives: paying again must not order twice.
  let lose = true
  await page.route('**/api/public/business/*/orders', async (route) => {
    if (!lose) return route.continue()
    lose = false
    await route.fetch()
    await route.abort('connectionreset')
  })
  await cartAtCheckout(page, shop.slug, [['Papas fritas', 2]])
  await page.getByRole('radio', { name: 'Retiro en el local' }).check()
  await payButton(page).click()
  await expect(page.getByRole('alert')).toContainText('no se va a duplicar')
  expect(await shop.orders()).toHaveLength(2)
  await payButton(page).click()
  await expect(page.getByText('¡Listo! Confirmamos tu pedido.')).toBeVisible()
  const orders = await shop.orders()
  expect(orders).toHaveLength(2)
  expect(orders[0].items).toMatchObject([{ product: { name: 'Papas fritas' }, quantity: 3 }])
})

test('a price the owner changes while the customer pays: the new total is shown, and the next tap orders at it', async ({
  page,
  request,
}, testInfo) => {
  const shop = await openDeliveringShop(request)
  await cartAtCheckout(page, shop.slug, [['Milanesa napolitana', 1]])
  const summary = page.getByRole('complementary', { name: 'Resumen' })
  await expect(summary).toContainText('$ 26.500')
  await page.getByLabel('Nombre y apellido').fill('Paula Ríos')
  await page.getByLabel('Teléfono').fill(customerPhone())
  await page.getByLabel('Calle', { exact: true }).fill('Obispo Trejo')
  await page.getByLabel('Número', { exact: true }).fill('242')

  // The milanesa goes from $ 12.500 to $ 14.000 while the cart still says $ 12.500.
  await setPrice(request, shop.token, shop.milanesa, 1_400_000)
  await payButton(page).click()
  await expect(summary.getByRole('status')).toHaveText(
    'Algunos precios cambiaron. Revisá el total antes de confirmar.',
  )
  // 2 × 14.000 + 1.500 of delivery.
  await expect(summary).toContainText('$ 29.500')
  await expect(page.getByRole('list', { name: 'Productos del pedido' })).toContainText('$ 14.000')
  await saveViewport(page, testInfo, 'checkout-price-changed')
  expect(await shop.orders()).toEqual([])

  await payButton(page).click()
  const banner = page.getByRole('region', { name: '¡Listo! Confirmamos tu pedido.' })
  await expect(banner).toContainText('Total $ 29.500')
  const [order] = await shop.orders()
  expect(order).toMatchObject({
    total: 2_950_000,
    items: [{ product: { name: 'Milanesa napolitana' }, quantity: 2, unitPrice: 1_400_000 }],
  })
})

test('a delivery under the minimum says what it lacks before the form; an address no map finds is marked on it', async ({
  page,
  request,
}, testInfo) => {
  const shop = await openDeliveringShop(request, 1_000_000)
  await cartAtCheckout(page, shop.slug, [['Papas fritas', 0]])
  const reason = 'El pedido mínimo para envío es de $ 10.000. Te faltan $ 6.000.'
  await expect(page.getByRole('group', { name: 'Forma de entrega' }).locator('..')).toContainText(
    reason,
  )
  await expect(payButton(page)).toBeDisabled()
  await expect(payButton(page)).toHaveAccessibleDescription(reason)
  await saveViewport(page, testInfo, 'checkout-below-minimum')
  // Pickup has no minimum.
  await page.getByRole('radio', { name: 'Retiro en el local' }).check()
  await expect(payButton(page)).toBeEnabled()
  await expect(page.getByText(reason)).toHaveCount(0)
  await page.getByRole('radio', { name: 'Delivery' }).check()
  await expect(payButton(page)).toBeDisabled()

  // Three portions of fries reach the minimum.
  const line = page.getByRole('list', { name: 'Productos del pedido' }).getByRole('listitem')
  await line.getByRole('button', { name: 'Sumar uno' }).click()
  await line.getByRole('button', { name: 'Sumar uno' }).click()
  await expect(payButton(page)).toBeEnabled()

  await page.getByLabel('Nombre y apellido').fill('Julián Paz')
  await page.getByLabel('Teléfono').fill(customerPhone())
  await page.getByLabel('Calle', { exact: true }).fill('Pasaje Sin Nombre')
  await page.getByLabel('Número', { exact: true }).fill('12')
  await payButton(page).click()
  await expect(page.getByRole('complementary', { name: 'Resumen' }).getByRole('alert')).toHaveText(
    'No pudimos ubicar tu dirección. Marcala en el mapa para que el comercio pueda calcular el envío.',
  )
  expect(await shop.orders()).toEqual([])

  await page.getByRole('button', { name: 'Marcar en el mapa' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ingresá tu dirección' })
  await dialog.getByLabel('Buscar dirección').fill('Belgrano')
  await dialog.getByRole('option', { name: 'Belgrano 785, Córdoba' }).click()
  await dialog.getByRole('button', { name: 'Guardar ubicación' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByLabel('Calle', { exact: true })).toHaveValue('Belgrano')
  await expect(page.getByLabel('Número', { exact: true })).toHaveValue('785')
  await expect(page.getByText('Tu dirección está marcada en el mapa.')).toBeVisible()
  await saveScreen(page, testInfo, 'checkout-marked-on-map')

  await payButton(page).click()
  await expect(page.getByText('¡Listo! Confirmamos tu pedido.')).toBeVisible()
  const [order] = await shop.orders()
  expect(order).toMatchObject({ deliveryInfo: 'Belgrano 785', total: 1_350_000 })
})
