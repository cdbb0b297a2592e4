import type { Page } from '@playwright/test'
import { fromMinutes, zonedClock } from '../domain/hours/rules'
import { dueAt, scheduledLabel } from '../domain/schedule/slots'
import { NO_RESPONSE_LABEL, PREPARATION_MINUTES_DEFAULT } from '../domain/orders/timer'
import type { SlotList } from '../domain/orders/timing-schemas'
import { orderCard, withStoredSession } from './support/panel'
import { saveScreen } from './support/screens'
import {
  bearer,
  customerPhone,
  ok,
  openShopWithMenu,
  placePickupOrder,
  type ShopWithMenu,
} from './support/shop'
import { anotherBrowser, expect, newReadyPage, test } from './support/test'

/**
 * docs/product.md#scheduled-orders and #answer-in-time, end to end with two browsers: a customer
 * orders for later from a closed shop that takes such orders, the owner's panel keeps it under
 * 'Programados' until it is due and then brings it to 'Hoy' with the chime; and an order nobody
 * answers tells its customer so, then is rejected by the server's timer with 'Sin respuesta del
 * comercio', on a page left open.
 */

const MINUTE = 60_000

/** The shop's timer and scheduling settings (PUT /api/business/settings/orders). */
async function orderSettings(
  request: Parameters<typeof openShopWithMenu>[0],
  shop: ShopWithMenu,
  settings: Partial<{
    respondMinutes: number
    autoRejectMinutes: number | null
    acceptsScheduled: boolean
  }>,
) {
  await ok(
    await request.put('/api/business/settings/orders', {
      headers: bearer(shop.token),
      data: {
        respondMinutes: 5,
        autoRejectMinutes: 15,
        autoAccept: false,
        preparationMinutes: PREPARATION_MINUTES_DEFAULT,
        acceptsScheduled: false,
        slotCapacity: null,
        ...settings,
      },
    }),
  )
}

/** Counts the notes the panel's chime starts (a real AudioContext would play them aloud). */
async function countChimes(page: Page) {
  await page.addInitScript(() => {
    const spy = { notes: 0 }
    ;(window as unknown as { chime: typeof spy }).chime = spy
    const param = () => ({
      value: 0,
      setValueAtTime() {},
      exponentialRampToValueAtTime() {},
      linearRampToValueAtTime() {},
    })
    class FakeAudioContext {
      state = 'running'
      currentTime = 0
      destination = {}
      resume() {
        return Promise.resolve()
      }
      close() {
        return Promise.resolve()
      }
      createGain() {
        return { gain: param(), connect: () => {} }
      }
      createOscillator() {
        return {
          type: 'sine',
          frequency: param(),
          connect: () => {},
          start: () => void spy.notes++,
          stop: () => {},
        }
      }
    }
    Object.assign(window, { AudioContext: FakeAudioContext })
  })
  return () => page.evaluate(() => (window as unknown as { chime: { notes: number } }).chime.notes)
}

/** One of Pedidos' views by its name ('Hoy', 'Programados' with its count). */
const view = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Vistas de pedidos' })
    .getByRole('link', { name: new RegExp(`^${name}`) })

test('an order for later from a closed shop waits under Programados and comes to Hoy when due', async ({
  browser,
  page: owner,
  request,
}, testInfo) => {
  test.slow()
  const shop = await openShopWithMenu(request)
  // Closed now and open from about an hour on until midnight (Argentina's clock), so its first
  // slots come due within the hour; late at night, open all of tomorrow instead.
  const { dayOfWeek, minuteOfDay } = zonedClock(new Date())
  const opens = Math.ceil((minuteOfDay + 45) / 15) * 15
  const openingHours =
    opens <= 23 * 60
      ? [{ dayOfWeek, intervals: [{ openTime: fromMinutes(opens), closeTime: '00:00' }] }]
      : [{ dayOfWeek: (dayOfWeek + 1) % 7, intervals: [{ openTime: '00:00', closeTime: '00:00' }] }]
  await ok(
    await request.put('/api/business/settings/opening-hours', {
      headers: shop.headers,
      data: { openingHours },
    }),
  )
  await orderSettings(request, shop, { acceptsScheduled: true })

  const customerContext = await anotherBrowser(browser, testInfo)
  try {
    const customer = await newReadyPage(customerContext)
    await customer.goto(`/negocio/${shop.slug}`)
    await expect(customer.getByText('Cerrado ahora · Pedí para más tarde')).toBeVisible()
    await saveScreen(customer, testInfo, 'storefront-cerrado-programar')
    await customer
      .getByRole('listitem', { name: 'Milanesa napolitana' })
      .getByRole('button')
      .click()
    const product = customer.getByRole('dialog', { name: 'Milanesa napolitana' })
    await product.getByRole('button', { name: /^Agregar/ }).click()
    await expect(product).toBeHidden()

    // Checkout: only 'Programar', tomorrow's slots, the second one picked.
    await customer.goto(`/editar-pedido/${shop.slug}`)
    await expect(customer.getByRole('radio', { name: 'Lo antes posible' })).toBeDisabled()
    await expect(customer.getByRole('radio', { name: 'Programar' })).toBeChecked()
    const slots = await ok<SlotList>(await request.get(`/api/public/business/${shop.slug}/slots`))
    const offered = slots.slots.filter((s) => !s.full)
    expect(offered.length).toBeGreaterThan(1)
    const slot = offered[1]
    await customer.getByRole('button', { name: slot.day === 'hoy' ? 'Hoy' : 'Mañana' }).click()
    await customer.getByLabel('Horario').selectOption(slot.at)
    await customer.getByRole('radio', { name: 'Retiro en el local' }).check()
    await customer.getByLabel('Nombre y apellido').fill('Marta Quiroga')
    await customer.getByLabel('Teléfono').fill(customerPhone())
    await saveScreen(customer, testInfo, 'checkout-programar')
    await customer.getByRole('button', { name: 'Ir a pagar' }).click()
    const confirmed = customer.getByRole('region', { name: '¡Listo! Confirmamos tu pedido.' })
    await expect(confirmed).toContainText(scheduledLabel(slot.at))
    const whatsApp = confirmed.getByRole('link', { name: 'Enviar pedido por WhatsApp' })
    expect(new URL((await whatsApp.getAttribute('href'))!).searchParams.get('text')).toContain(
      `*${scheduledLabel(slot.at)}*`,
    )
    await saveScreen(customer, testInfo, 'pedido-programado-confirmado')
    await confirmed.getByRole('link', { name: 'Ver mi pedido' }).click()
    await expect(customer).toHaveURL(/\/pedido\/[^/?]+\?token=/)
    await expect(customer.getByRole('main').getByText(scheduledLabel(slot.at))).toBeVisible()
    await saveScreen(customer, testInfo, 'pedido-programado')
    const id = new URL(customer.url()).pathname.split('/').at(-1)!

    // The owner's panel, its clock driven by the test: the order waits under 'Programados'.
    const chimes = await countChimes(owner)
    await owner.clock.install()
    await withStoredSession(owner, shop.token)
    await owner.goto('/business/pedidos')
    await expect(owner.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible()
    await view(owner, 'Programados').click()
    await expect(orderCard(owner, id)).toBeVisible()
    await saveScreen(owner, testInfo, 'panel-programados')
    await view(owner, 'Hoy').click()
    await expect(orderCard(owner, id)).toHaveCount(0)
    const before = await chimes()

    // Its time comes (the slot minus the preparation time): in 'Hoy', with the chime.
    const due = dueAt(slot.at, PREPARATION_MINUTES_DEFAULT).getTime()
    await owner.clock.fastForward(Math.max(0, due - Date.now()) + MINUTE)
    await expect(orderCard(owner, id)).toBeVisible({ timeout: 30_000 })
    await expect.poll(chimes).toBeGreaterThan(before)
    await saveScreen(owner, testInfo, 'panel-programado-en-hoy')

    // The owner accepts it; the customer's page hears it.
    await orderCard(owner, id).getByLabel('Tiempo de espera (minutos)').fill('20')
    await orderCard(owner, id).getByRole('button', { name: 'Aceptar' }).click()
    await expect(orderCard(owner, id)).toContainText('Aceptado')
    await expect(customer.getByRole('status')).toContainText('Aceptado')
  } finally {
    await customerContext.close()
  }
})

test('an unanswered order tells its customer, then the shop’s timer rejects it, live', async ({
  browser,
  request,
}, testInfo) => {
  // The rejection waits for real server time: 2 minutes and the sweep's 15 s.
  test.setTimeout(300_000)
  const shop = await openShopWithMenu(request)
  await orderSettings(request, shop, { respondMinutes: 1, autoRejectMinutes: 2 })
  const order = await placePickupOrder(request, shop.slug, 'Lucía Fernández', [
    { productId: shop.milanesa, quantity: 1 },
  ])

  const customerContext = await anotherBrowser(browser, testInfo)
  try {
    const customer = await newReadyPage(customerContext)
    await customer.clock.install()
    await customer.goto(`/pedido/${order.id}?token=${order.publicToken}`)
    const status = customer.getByRole('status')
    await expect(status).toContainText('Esperando confirmación')

    // Past 'Responder en' on the page's clock: the notice and the shop's WhatsApp, no reload.
    await customer.clock.fastForward(MINUTE + 10_000)
    await expect(status).toContainText('El comercio todavía no confirmó tu pedido')
    const whatsApp = customer.getByRole('link', { name: 'Enviar pedido por WhatsApp' })
    await expect(whatsApp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/549${shop.phone}`))
    await expect(customer.getByRole('link', { name: `Llamar a ${shop.name}` })).toHaveAttribute(
      'href',
      `tel:+549${shop.phone}`,
    )
    await saveScreen(customer, testInfo, 'pedido-sin-confirmar')

    // The server's timer rejects it; the open page says so by itself.
    await expect(status).toContainText('Rechazado', { timeout: 3 * MINUTE })
    await expect(status).toContainText(NO_RESPONSE_LABEL)
    await saveScreen(customer, testInfo, 'pedido-sin-respuesta')
  } finally {
    await customerContext.close()
  }
})
