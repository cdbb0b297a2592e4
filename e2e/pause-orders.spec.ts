import { pausedLabel, pausedMessage } from '../domain/pause/rules'
import { withStoredSession } from './support/panel'
import { saveScreen } from './support/screens'
import { bearer, customerPhone, ok, openShopWithMenu } from './support/shop'
import { anotherBrowser, expect, newReadyPage, test } from './support/test'

/**
 * docs/product.md#pause, end to end: the owner pauses from the panel's header, Pedidos says so; a
 * customer reads 'No está tomando pedidos hasta las HH:mm' on the storefront and the QR menu, the
 * checkout's 'Ir a pagar' is disabled and the server refuses the order; the pause ends by itself
 * on the page (its clock driven by the test) and, once its minute has come, the order goes through.
 */

const MINUTE = 60_000

test('a paused shop takes no orders until its pause ends by itself', async ({
  browser,
  page: owner,
  request,
}, testInfo) => {
  // The last part waits for a real minute to turn on the server (the pause's shortest end).
  test.setTimeout(300_000)
  const shop = await openShopWithMenu(request)
  const pauseOf = async () =>
    (
      await ok<{ pausedUntil: string | null }>(
        await request.get('/api/business/pause', { headers: bearer(shop.token) }),
      )
    ).pausedUntil

  // The owner pauses for 15 minutes from the header.
  await withStoredSession(owner, shop.token)
  await owner.goto('/business/pedidos')
  const header = owner.getByRole('banner')
  await header.getByRole('button', { name: 'Pausar pedidos' }).click()
  const dialog = owner.getByRole('dialog', { name: 'Pausar pedidos' })
  await dialog.getByRole('button', { name: '15 minutos' }).click()
  await expect(dialog).toBeHidden()
  const fifteen = await pauseOf()
  expect(fifteen).not.toBeNull()
  const end = new Date(fifteen!)
  // Whole minutes, 15 of them from the moment it was asked for (rounded up).
  expect(end.getTime() % MINUTE).toBe(0)
  expect(end.getTime() - Date.now()).toBeGreaterThan(14 * MINUTE - 5_000)
  expect(end.getTime() - Date.now()).toBeLessThanOrEqual(16 * MINUTE)
  const label = pausedLabel(end, new Date())
  await expect(header.getByRole('button', { name: label })).toBeVisible()
  // Pedidos' banner says the same, and its own 'Pausar pedidos' gives way to it.
  const banner = owner.getByRole('region', { name: 'Pausa de pedidos' })
  await expect(banner).toContainText(label)
  await expect(owner.getByRole('main').getByRole('button', { name: 'Pausar pedidos' })).toHaveCount(
    0,
  )
  await saveScreen(owner, testInfo, 'panel-pedidos-pausado')

  // A shorter pause in its place (the API takes any whole minutes), so the test can see one end
  // on the server too: it ends at the turn of the next minute but one.
  const short = await ok<{ pausedUntil: string }>(
    await request.put('/api/business/pause', {
      headers: bearer(shop.token),
      data: { minutes: 1 },
    }),
  )
  const shortEnd = new Date(short.pausedUntil)
  const message = pausedMessage(shortEnd, new Date())

  const customerContext = await anotherBrowser(browser, testInfo)
  try {
    const customer = await newReadyPage(customerContext)
    // The customer's clock runs from now as usual until the test moves it.
    await customer.clock.install()

    // The QR menu and the storefront say until when.
    await customer.goto(`/menu/${shop.slug}`)
    await expect(customer.getByRole('status').filter({ hasText: message })).toBeVisible()
    await customer.goto(`/negocio/${shop.slug}`)
    await expect(customer.getByRole('status').filter({ hasText: message })).toBeVisible()
    await saveScreen(customer, testInfo, 'storefront-pausado')

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
    await expect(customer.getByRole('status').filter({ hasText: message })).toBeVisible()
    const pay = customer.getByRole('button', { name: 'Ir a pagar' })
    await expect(pay).toBeDisabled()
    await saveScreen(customer, testInfo, 'checkout-pausado')

    // The server refuses an order with the same words.
    const refused = await request.post(`/api/public/business/${shop.slug}/orders`, {
      data: {
        method: 'PICKUP',
        customer: { fullName: 'Marta Quiroga', phone: customerPhone() },
        items: [{ productId: shop.milanesa, quantity: 1 }],
      },
    })
    expect(refused.status(), await refused.text()).toBe(409)
    expect(((await refused.json()) as { error: string }).error).toBe(message)

    // The page's clock reaches the end: the notice goes and 'Ir a pagar' comes back, by itself.
    await customer.clock.fastForward(Math.max(0, shortEnd.getTime() - Date.now()) + 1_000)
    await expect(customer.getByRole('status').filter({ hasText: message })).toHaveCount(0)
    await expect(pay).toBeEnabled()

    // The server's minute comes too (nothing is written when it does): the order goes through.
    await expect.poll(pauseOf, { timeout: 3 * MINUTE, intervals: [2_000] }).toBeNull()
    await pay.click()
    await expect(
      customer.getByRole('region', { name: '¡Listo! Confirmamos tu pedido.' }),
    ).toBeVisible()

    // The owner's panel has let go of the pause by itself as well (it rereads the pause every
    // minute, so it may first have to hear of the shorter one).
    await expect(header.getByRole('button', { name: 'Pausar pedidos' })).toBeVisible({
      timeout: 2 * MINUTE,
    })
    await expect(banner).toHaveCount(0)
  } finally {
    await customerContext.close()
  }
})
