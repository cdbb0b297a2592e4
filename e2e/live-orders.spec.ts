import type { APIRequestContext, Page } from '@playwright/test'
import { orderCard, panelLink, withStoredSession } from './support/panel'
import { saveScreen } from './support/screens'
import { openShopWithMenu, placePickupOrder, type ShopWithMenu } from './support/shop'
import { expect, test } from './support/test'
import { ORDER_FALLBACK_POLL_MS } from '../domain/orders/events'

/**
 * docs/product.md#real-orders: the owner's open panel hears new orders live (Server-Sent Events),
 * with a count in the tab title and on the Pedidos entry, a chime while any order is pending, and
 * a system notification when the tab is in the background.
 */

interface Spies {
  chimeNotes: number
  notifications: { title: string; body?: string }[]
  permissionAsked: number
}

/**
 * Fakes installed before the app loads: an AudioContext that counts the notes it starts (a real
 * one would play in the test machine's speakers, and could not be counted), and a Notification
 * that records what it shows with the permission given.
 */
async function installSpies(page: Page, permission: NotificationPermission) {
  await page.addInitScript((initial) => {
    const spies: Spies = { chimeNotes: 0, notifications: [], permissionAsked: 0 }
    ;(window as unknown as { spies: Spies }).spies = spies
    const param = () => ({
      value: 0,
      setValueAtTime() {},
      exponentialRampToValueAtTime() {},
      linearRampToValueAtTime() {},
    })
    class FakeAudioContext {
      state = 'suspended'
      currentTime = 0
      destination = {}
      resume() {
        this.state = 'running'
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
          start: () => void spies.chimeNotes++,
          stop: () => {},
        }
      }
    }
    class FakeNotification {
      static permission = initial
      static requestPermission() {
        spies.permissionAsked++
        FakeNotification.permission = 'granted'
        return Promise.resolve('granted')
      }
      onclick = null
      constructor(title: string, options?: NotificationOptions) {
        spies.notifications.push({ title, body: options?.body })
      }
      close() {}
    }
    Object.assign(window, { AudioContext: FakeAudioContext, Notification: FakeNotification })
  }, permission)
}

const spies = (page: Page) => page.evaluate(() => (window as unknown as { spies: Spies }).spies)

/** A customer orders one milanesa through the public API, as the checkout does; answers its id. */
async function placeOrder(request: APIRequestContext, shop: ShopWithMenu, fullName: string) {
  const items = [{ productId: shop.milanesa, quantity: 1 }]
  return (await placePickupOrder(request, shop.slug, fullName, items)).id
}

/** Opens Pedidos with the owner's session and waits until the live stream answered. */
async function openOrders(page: Page, token: string) {
  await withStoredSession(page, token)
  const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/business/orders/events'))
  await page.goto('/business/pedidos')
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible()
  expect((await streamOpen).status()).toBe(200)
}

/**
 * Waits for the live update itself: a healthy stream lands it in well under a second, and only a
 * failure waits the whole time. Half the fallback poll, so the poll can never be what meets it.
 */
const LIVE = { timeout: ORDER_FALLBACK_POLL_MS / 2 }

test('new orders reach the open panel live, with count, badge and chime until answered', async ({
  page,
  request,
}, testInfo) => {
  test.slow()
  const shop = await openShopWithMenu(request)
  await installSpies(page, 'default')
  // The chime repeats on a timer: the page's clock is driven by the test.
  await page.clock.install()
  await openOrders(page, shop.token)
  await expect(page.getByText('No hay pedidos aún.')).toBeVisible()
  await expect(page).toHaveTitle(/^Barrio/)
  await expect(panelLink(page, 'Pedidos')).toHaveAccessibleDescription('')

  // Notifications are asked for from a click, once.
  await page.getByRole('button', { name: 'Activar avisos' }).click()
  await expect(page.getByRole('button', { name: 'Activar avisos' })).toHaveCount(0)
  expect((await spies(page)).permissionAsked).toBe(1)
  await expect(page.getByRole('button', { name: 'Sonido activado' })).toBeVisible()

  // A customer orders: the card appears without a reload, counted everywhere, and it chimes.
  const first = await placeOrder(request, shop, 'Lucía Fernández')
  await expect(orderCard(page, first)).toContainText('Lucía Fernández', LIVE)
  await expect(orderCard(page, first)).toContainText('Nuevo')
  await expect(page.getByText('Tenés 1 pedido pendiente.')).toBeVisible()
  await expect(page).toHaveTitle(/^\(1\) /)
  await expect(panelLink(page, 'Pedidos')).toHaveAccessibleDescription('1 pedido pendiente')
  await expect(panelLink(page, 'Pedidos').getByText('1', { exact: true })).toBeVisible()
  await saveScreen(page, testInfo, 'business-orders-live')
  await expect.poll(async () => (await spies(page)).chimeNotes).toBeGreaterThan(0)
  const perChime = (await spies(page)).chimeNotes
  await page.clock.runFor(10_000)
  await expect.poll(async () => (await spies(page)).chimeNotes).toBe(2 * perChime)

  // Muted on this device: no chime, and it stays muted after a reload.
  await page.getByRole('button', { name: 'Sonido activado' }).click()
  await page.clock.runFor(20_000)
  expect((await spies(page)).chimeNotes).toBe(2 * perChime)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Sonido desactivado' })).toBeVisible()
  await page.getByRole('button', { name: 'Sonido desactivado' }).click()
  await expect.poll(async () => (await spies(page)).chimeNotes).toBeGreaterThan(0)

  // On another panel screen, the next order still counts.
  await panelLink(page, 'Productos').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible()
  const second = await placeOrder(request, shop, 'Martín Gómez')
  await expect(panelLink(page, 'Pedidos')).toHaveAccessibleDescription('2 pedidos pendientes', LIVE)
  await expect(panelLink(page, 'Pedidos').getByText('2', { exact: true })).toBeVisible()
  await expect(page).toHaveTitle(/^\(2\) /)
  await saveScreen(page, testInfo, 'business-products-with-pending-orders')

  // Both answered: the count, the badge and the chime are gone.
  await panelLink(page, 'Pedidos').click()
  for (const id of [first, second]) {
    await orderCard(page, id).getByLabel('Tiempo de espera (minutos)').fill('20')
    await orderCard(page, id).getByRole('button', { name: 'Aceptar' }).click()
    await expect(orderCard(page, id)).toContainText('Aceptado')
  }
  await expect(page).toHaveTitle(/^Barrio/)
  await expect(panelLink(page, 'Pedidos')).toHaveAccessibleDescription('')
  await expect(panelLink(page, 'Pedidos').getByText('2', { exact: true })).toHaveCount(0)
  const chimesWhenAnswered = (await spies(page)).chimeNotes
  await page.clock.runFor(25_000)
  expect((await spies(page)).chimeNotes).toBe(chimesWhenAnswered)
})

test('a new order raises a system notification while the panel is in the background', async ({
  page,
  context,
  request,
}) => {
  const shop = await openShopWithMenu(request)
  await context.grantPermissions(['notifications'])
  await installSpies(page, 'granted')
  await openOrders(page, shop.token)
  await expect(page.getByRole('button', { name: 'Activar avisos' })).toHaveCount(0)

  // On screen, the list says it; no notification.
  const seen = await placeOrder(request, shop, 'Sofía Ruiz')
  await expect(orderCard(page, seen)).toBeVisible(LIVE)
  expect((await spies(page)).notifications).toEqual([])

  // The owner switched to another tab.
  await page.evaluate(() =>
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' }),
  )
  await placeOrder(request, shop, 'Lucía Fernández')
  await expect
    .poll(async () => (await spies(page)).notifications, LIVE)
    .toEqual([{ title: 'Nuevo pedido', body: 'Lucía Fernández · $\u00a012.500,00' }])
})
