import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import type { OptionGroup } from '../domain/option-groups/schemas'
import { orderCard, withStoredSession } from './support/panel'
import { saveScreen } from './support/screens'
import {
  bearer,
  customerPhone,
  offerDelivery,
  ok,
  openShopWithMenu,
  placePickupOrder,
  type ShopWithMenu,
} from './support/shop'
import { expect, test } from './support/test'

/**
 * Kitchen tickets (docs/product.md#tickets): 'Imprimir' on an order's card prints its
 * ticket alone, on an 80 mm page, and 'Imprimir al aceptar' prints the ticket of an order this
 * device accepts. The browser's print dialog is replaced by a counter that keeps what was printed.
 */

/** 80 mm and 58 mm in CSS pixels. */
const ROLL_80_PX = (80 * 96) / 25.4
const ROLL_58_PX = (58 * 96) / 25.4

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

/** 'Guarnición' (one, required) and 'Extras' on the milanesa, as an owner sets them up. */
async function milanesaOptions(request: APIRequestContext, shop: ShopWithMenu) {
  const group = async (data: object) =>
    ok<OptionGroup>(
      await request.post('/api/business/option-groups', { headers: bearer(shop.token), data }),
    )
  const side = await group({
    name: 'Guarnición',
    minChoices: 1,
    maxChoices: 1,
    options: [
      { name: 'Papas fritas', priceDelta: 0 },
      { name: 'Ensalada', priceDelta: 0 },
    ],
  })
  const extras = await group({
    name: 'Extras',
    minChoices: 0,
    maxChoices: 2,
    options: [
      { name: 'Huevo frito', priceDelta: 80_000 },
      { name: 'Jamón', priceDelta: 60_000 },
    ],
  })
  await ok(
    await request.put(`/api/business/products/${shop.milanesa}/option-groups`, {
      headers: bearer(shop.token),
      data: { groupIds: [side.id, extras.id] },
    }),
  )
  return { papas: side.options[0].id, huevo: extras.options[0].id }
}

test('Imprimir prints the order’s ticket alone, on an 80 mm page', async ({
  page,
  request,
}, testInfo) => {
  test.slow()
  const shop = await openShopWithMenu(request)
  await offerDelivery(request, shop.token)
  const options = await milanesaOptions(request, shop)
  // A delivery paid in cash, with options, an item's note and the customer's note.
  const placed = await request.post(`/api/public/business/${shop.slug}/orders`, {
    data: {
      method: 'DELIVERY',
      customer: { fullName: 'Lucía Fernández', phone: customerPhone() },
      address: {
        street: 'Obispo Trejo',
        number: '242',
        floorApartment: '3° B',
        notes: 'timbre 2',
        city: 'Córdoba',
        lat: -31.4189,
        lng: -64.1874,
      },
      note: 'Sin sal, por favor',
      items: [
        {
          productId: shop.milanesa,
          quantity: 2,
          notes: 'Bien cocida',
          options: [options.papas, options.huevo],
        },
        { productId: shop.papas, quantity: 1 },
      ],
      payment: { method: 'CASH', cashAmount: 4_000_000 },
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { order } = (await placed.json()) as { order: { id: string; total: number } }
  expect(order.total).toBe(3_210_000)
  const shortId = order.id.slice(0, 8)

  await stubPrint(page)
  await withStoredSession(page, shop.token)
  await page.goto('/business/pedidos')
  const card = orderCard(page, order.id)
  await expect(card).toContainText('Nota: Sin sal, por favor')

  // The printing settings of this device, under 'Tickets': off, on 80 mm paper.
  await page.getByRole('button', { name: 'Tickets' }).click()
  const settings = page.getByRole('region', { name: 'Tickets de cocina' })
  await expect(settings.getByRole('switch', { name: 'Imprimir al aceptar' })).not.toBeChecked()
  await expect(settings.getByRole('radio', { name: '80 mm' })).toBeChecked()
  await saveScreen(page, testInfo, 'business-orders-tickets')

  await card.getByRole('button', { name: /^Imprimir/ }).click()
  await expect.poll(() => printed(page)).toHaveLength(1)
  const [ticket] = await printed(page)
  for (const part of [
    shop.name,
    `#${shortId}`,
    'Lucía Fernández',
    'Envío a domicilio',
    'Obispo Trejo 242, 3° B (timbre 2)',
    '2 x Milanesa napolitana',
    'Guarnición: Papas fritas',
    'Extras: Huevo frito',
    'Nota: Bien cocida',
    '1 x Papas fritas',
    'Nota del cliente: Sin sal, por favor',
    'Envío$ 1.500',
    'TOTAL$ 32.100',
    'Efectivo · Sin pagar',
    'Paga con $ 40.000',
    'Vuelto: $ 7.900',
  ]) {
    expect(ticket).toContain(part)
  }

  // The page as the printer gets it: the ticket alone, 80 mm wide.
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('#root')).toBeHidden()
  const sheet = page.locator('.print-ticket')
  await expect(sheet).toBeVisible()
  await expect(sheet.getByText(`#${shortId}`)).toBeVisible()
  const box = (await sheet.boundingBox())!
  expect(Math.abs(box.width - ROLL_80_PX), `ticket width ${box.width}px`).toBeLessThan(1.5)
  expect(box.x).toBe(0)
  await saveScreen(page, testInfo, 'kitchen-ticket-print-80mm')

  // 'Guardar como PDF': one page the roll's width, with the ticket on it.
  const pdf = await page.pdf({ width: '80mm', preferCSSPageSize: true, printBackground: true })
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  const file = `test-results/screens/kitchen-ticket-80mm-${testInfo.project.name}.pdf`
  mkdirSync('test-results/screens', { recursive: true })
  writeFileSync(file, pdf)
  const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
  if (!text.error) {
    expect(text.stdout).toContain(`#${shortId}`)
    expect(text.stdout).toContain('Milanesa napolitana')
    const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' })
    if (!info.error) {
      expect(info.stdout).toMatch(/^Pages:\s+1$/m)
      // 80 mm is 226.8 points (Chromium rounds the page to whole pixels).
      const [, pageWidth] = /^Page size:\s+([\d.]+) x /m.exec(info.stdout) ?? []
      expect(Math.abs(Number(pageWidth) - 226.8), info.stdout).toBeLessThan(1)
    }
  }

  // Back on screen the board is as it was.
  await page.emulateMedia({ media: 'screen' })
  await expect(card).toBeVisible()
  await expect(sheet).toBeHidden()

  // On 58 mm paper the same ticket is narrower, one sheet still.
  await settings.getByText('58 mm').click()
  await expect(settings.getByRole('radio', { name: '58 mm' })).toBeChecked()
  await card.getByRole('button', { name: /^Imprimir/ }).click()
  await expect.poll(() => printed(page)).toHaveLength(2)
  await page.emulateMedia({ media: 'print' })
  await expect(sheet).toHaveCount(1)
  await expect(sheet.getByText(`#${shortId}`)).toBeVisible()
  const narrow = (await sheet.boundingBox())!
  expect(Math.abs(narrow.width - ROLL_58_PX), `ticket width ${narrow.width}px`).toBeLessThan(1.5)
  await saveScreen(page, testInfo, 'kitchen-ticket-print-58mm')
})

test('with Imprimir al aceptar on, accepting an order here prints its ticket', async ({
  page,
  request,
}) => {
  test.slow()
  const shop = await openShopWithMenu(request)
  const first = await placePickupOrder(request, shop.slug, 'Martín Gómez', [
    { productId: shop.milanesa, quantity: 1 },
  ])
  const second = await placePickupOrder(request, shop.slug, 'Sofía Ruiz', [
    { productId: shop.papas, quantity: 2 },
  ])

  await stubPrint(page)
  await withStoredSession(page, shop.token)
  await page.goto('/business/pedidos')
  const firstCard = orderCard(page, first.id)
  await expect(firstCard).toContainText('Pendiente')

  // Off by default: accepting prints nothing…
  await firstCard.getByLabel('Tiempo de espera (minutos)').fill('15')
  await firstCard.getByRole('button', { name: 'Aceptar' }).click()
  await expect(firstCard).toContainText('Aceptado')
  expect(await printed(page)).toEqual([])

  // …until this device turns it on; it stays on after a reload.
  await page.getByRole('button', { name: 'Tickets' }).click()
  await page.getByRole('switch', { name: 'Imprimir al aceptar' }).check()
  await page.reload()
  await page.getByRole('button', { name: 'Tickets' }).click()
  await expect(page.getByRole('switch', { name: 'Imprimir al aceptar' })).toBeChecked()

  const secondCard = orderCard(page, second.id)
  await secondCard.getByLabel('Tiempo de espera (minutos)').fill('20')
  await secondCard.getByRole('button', { name: 'Aceptar' }).click()
  await expect(secondCard).toContainText('Aceptado')
  await expect.poll(() => printed(page)).toHaveLength(1)
  const [ticket] = await printed(page)
  expect(ticket).toContain(`#${second.id.slice(0, 8)}`)
  expect(ticket).toContain('Sofía Ruiz')
  expect(ticket).toContain('Retiro en el local')
  expect(ticket).toContain('2 x Papas fritas')
  expect(ticket).toContain('Listo en 20 min')
})
