import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { withStoredSession } from './support/panel'
import { saveScreen } from './support/screens'
import { bearer, ok, openShopWithMenu, placePickupOrder } from './support/shop'
import { expect, test } from './support/test'

/**
 * The order history (docs/product.md#order-history): orders placed through the public
 * API and answered through the panel's, then the owner's Historial: filter by status and search,
 * the rows it shows, and the CSV file it downloads.
 */

/** The Historial's rows on screen: the table's on desktop, the list's on a phone. */
const rows = (page: Page) => page.locator('[data-history-row]').filter({ visible: true })

test('history filters and CSV download content', async ({ page, request }, testInfo) => {
  test.slow()
  const shop = await openShopWithMenu(request)
  const place = (name: string, items: { productId: string; quantity: number }[]) =>
    placePickupOrder(request, shop.slug, name, items)
  const lucia = await place('Lucía Fernández', [{ productId: shop.milanesa, quantity: 2 }])
  const jose = await place('José Muñoz', [
    { productId: shop.papas, quantity: 1 },
    { productId: shop.milanesa, quantity: 1 },
  ])
  const marta = await place('Marta Díaz', [{ productId: shop.papas, quantity: 3 }])
  const answer = (id: string, data: Record<string, unknown>) =>
    request.post(`/api/business/orders/${id}/status`, { headers: bearer(shop.token), data })
  await ok(await answer(lucia.id, { action: 'ACCEPT', estimatedTime: 20 }))
  await ok(await answer(jose.id, { action: 'ACCEPT', estimatedTime: 30 }))
  await ok(await answer(marta.id, { action: 'REJECT' }))

  await withStoredSession(page, shop.token)
  await page.goto('/business/pedidos')
  // 'Hoy' shows today's orders; the Historial is one tap away.
  await expect(page.getByRole('article')).toHaveCount(3)
  await page.getByRole('link', { name: 'Historial' }).click()
  await expect(page).toHaveURL(/\/business\/pedidos\?vista=historial$/)
  await expect(rows(page)).toHaveCount(3)
  await expect(page.getByText(/^3 pedidos · 2 aceptados por/)).toContainText('$ 41.500,00')

  // Estado: Aceptado applies at once, newest first.
  await page.getByLabel('Estado').selectOption({ label: 'Aceptado' })
  await expect(page).toHaveURL(/estado=aceptado/)
  await expect(rows(page)).toHaveCount(2)
  await expect(rows(page).nth(0)).toContainText('José Muñoz')
  await expect(rows(page).nth(0)).toContainText(`#${jose.id.slice(0, 8)}`)
  await expect(rows(page).nth(0)).toContainText('Aceptado')
  await expect(rows(page).nth(1)).toContainText('Lucía Fernández')
  await expect(rows(page).nth(1)).toContainText('$ 25.000,00')

  // Buscar: a name without its accents, within the status chosen.
  await page.getByLabel('Buscar').fill('lucia')
  await page.getByRole('button', { name: 'Filtrar' }).click()
  await expect(page).toHaveURL(/q=lucia/)
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page)).toContainText('Lucía Fernández')

  // An id prefix, any status; the dates of today typed as Argentina writes them.
  const today = new Intl.DateTimeFormat('es-AR', {
    timeZone: 'America/Argentina/Buenos_Aires',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date())
  await page.getByLabel('Estado').selectOption({ label: 'Todos' })
  await page.getByLabel('Buscar').fill(`#${marta.id.slice(0, 6)}`)
  await page.getByLabel('Desde').fill(today)
  await page.getByLabel('Hasta').fill(today)
  await page.getByRole('button', { name: 'Filtrar' }).click()
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page)).toContainText('Marta Díaz')
  await expect(rows(page)).toContainText('Rechazado')

  // Reloading keeps the filters.
  await page.reload()
  await expect(page.getByLabel('Desde')).toHaveValue(today)
  await expect(rows(page)).toHaveCount(1)

  // Back to accepted orders of today for the file.
  await page.getByLabel('Buscar').fill('')
  await page.getByLabel('Estado').selectOption({ label: 'Aceptado' })
  await expect(rows(page)).toHaveCount(2)
  await saveScreen(page, testInfo, 'business-orders-history')

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Descargar CSV' }).click()
  const download = await downloading
  const isoToday = today.split('/').reverse().join('-')
  expect(download.suggestedFilename()).toBe(`pedidos-${isoToday}_a_${isoToday}.csv`)
  const bytes = await readFile(await download.path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')
  // Every field quoted, the header's too.
  expect(lines[0]).toBe(
    '"Fecha";"Hora";"Pedido";"Cliente";"Teléfono";"Método";"Dirección";"Estado";"Productos";"Subtotal";"Envío";"Total";"Programado para";"Cupón";"Descuento"',
  )
  expect(lines).toHaveLength(3)
  const [first, second] = lines.slice(1).map(csvFields)
  expect(first[0]).toBe(today)
  expect(first[1]).toMatch(/^\d{2}:\d{2}$/)
  expect(first.slice(2, 4)).toEqual([`#${jose.id.slice(0, 8)}`, 'José Muñoz'])
  // The phone starts with '+': a spreadsheet would read a formula, so it starts with an apostrophe.
  expect(first[4]).toMatch(/^'\+549\d{10}$/)
  expect(first.slice(5)).toEqual([
    'Retiro en el local',
    '',
    'Aceptado',
    '1 x Milanesa napolitana; 1 x Papas fritas',
    '16500,00',
    '0,00',
    '16500,00',
    // 'Programado para': empty for an order for now; no coupon, nothing off.
    '',
    '',
    '0,00',
  ])
  // Quoted, since it holds the separator.
  expect(lines[1]).toContain(';"1 x Milanesa napolitana; 1 x Papas fritas";')
  expect(second.slice(2, 4)).toEqual([`#${lucia.id.slice(0, 8)}`, 'Lucía Fernández'])
  expect(second.slice(7)).toEqual([
    'Aceptado',
    '2 x Milanesa napolitana',
    '25000,00',
    '0,00',
    '25000,00',
    '',
    '',
    '0,00',
  ])
})

/** One line of the file split into its fields (RFC 4180 quoting, ';' between fields). */
function csvFields(line: string): string[] {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') field += line[++i]
      else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ';') {
      fields.push(field)
      field = ''
    } else field += c
  }
  fields.push(field)
  return fields
}
