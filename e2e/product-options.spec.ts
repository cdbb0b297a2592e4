import type { Page } from '@playwright/test'
import { orderCard, pngFile, withStoredSession } from './support/panel'
import { saveScreen, saveViewport } from './support/screens'
import { customerPhone, openShopWithMenu } from './support/shop'
import { anotherBrowser, expect, newReadyPage, test } from './support/test'

/**
 * Product options (docs/product.md#product-options), from the panel to the kitchen: the owner adds
 * a product with two groups; a customer in another browser picks options in the storefront, sees
 * the price follow them and orders; the panel's card, the customer's order page and the WhatsApp
 * text list the options under the item.
 */

/** Fills one group of the product form's 'Opciones' section (the last group added). */
async function fillGroup(
  page: Page,
  group: { name: string; min: string; max: string; options: [string, string][] },
) {
  await page.getByRole('button', { name: 'Crear grupo nuevo' }).click()
  const editor = page.getByRole('region', { name: 'Opciones' })
  await editor.getByLabel('Nombre del grupo').last().fill(group.name)
  await editor.getByLabel('Mínimo a elegir').last().fill(group.min)
  await editor.getByLabel('Máximo a elegir').last().fill(group.max)
  for (const [i, [name, price]] of group.options.entries()) {
    if (i > 0) await editor.getByRole('button', { name: 'Agregar opción' }).last().click()
    await editor
      .getByLabel(`Opción ${i + 1}`, { exact: true })
      .last()
      .fill(name)
    await editor.getByLabel('Precio adicional').last().fill(price)
  }
}

test('an owner adds a product with options; a customer chooses them, orders, and everyone reads them', async ({
  page,
  browser,
}, testInfo) => {
  test.slow()
  const shop = await openShopWithMenu(page.request)

  // The owner, in the panel.
  await withStoredSession(page, shop.token)
  await page.goto('/business/productos/agregar')
  await expect(page.getByRole('heading', { level: 1, name: 'Agregar producto' })).toBeVisible()
  await page.getByLabel('Nombre').fill('Pizza muzzarella')
  await page
    .getByLabel('Descripción (opcional)')
    .fill('Masa madre estirada a mano, salsa de tomates de estación, muzzarella y orégano.')
  await page.getByLabel('Categoría').selectOption({ index: 1 })
  await page.getByLabel('Precio', { exact: true }).fill('9000')
  // With a photo, as most shops' products have: the sheet must still show the first group.
  await page
    .getByLabel('Subir imagen')
    .setInputFiles(await pngFile('muzzarella.png', { r: 220, g: 160, b: 60 }))
  await fillGroup(page, {
    name: 'Tamaño',
    min: '1',
    max: '1',
    options: [
      ['Chica', '0'],
      ['Grande', '2500'],
    ],
  })
  await fillGroup(page, {
    name: 'Extras',
    min: '0',
    max: '2',
    options: [
      ['Extra queso', '800'],
      ['Huevo', '500'],
    ],
  })
  const preview = page.getByRole('region', { name: 'Vista previa para tus clientes' })
  await expect(preview).toContainText('Obligatorio')
  await expect(preview).toContainText('Opcional · hasta 2')
  await expect(preview).toContainText('+$ 2.500')
  await saveScreen(page, testInfo, 'business-product-options')
  await page.getByRole('button', { name: 'Guardar producto' }).click()
  await expect(page).toHaveURL(/\/business\/productos$/)
  await expect(page.getByText('Extra queso').first()).toBeVisible()
  await saveScreen(page, testInfo, 'business-products-options')

  // A customer, in a browser of their own.
  const customerContext = await anotherBrowser(browser, testInfo)
  const customer = await newReadyPage(customerContext)
  try {
    await customer.goto(`/negocio/${shop.slug}`)
    await customer.getByRole('listitem', { name: 'Pizza muzzarella' }).getByRole('button').click()
    const dialog = customer.getByRole('dialog', { name: 'Pizza muzzarella' })
    const add = dialog.getByRole('button', { name: /^Agregar/ })
    await expect(add).toBeDisabled()
    // The first group's heading and choices are in sight as the sheet opens, above the pinned
    // 'Agregar', without scrolling: on a phone too.
    await expect(dialog.locator('img')).toBeVisible()
    const footerTop = (await add.locator('xpath=ancestor::form').boundingBox())!.y
    const viewport = customer.viewportSize()!
    for (const shown of [
      dialog.getByText('Tamaño', { exact: true }),
      dialog.getByText('Obligatorio'),
      dialog.getByRole('radio', { name: /Chica/ }).locator('xpath=ancestor::label'),
    ]) {
      const box = (await shown.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThanOrEqual(Math.min(viewport.height, footerTop))
    }
    await saveViewport(customer, testInfo, 'storefront-product-options-open')
    await expect(dialog).toContainText('Elegí una opción de "Tamaño" para Pizza muzzarella.')
    await expect(add).toContainText('$ 9.000')
    await dialog.getByRole('radio', { name: /Grande/ }).check()
    await expect(add).toBeEnabled()
    await expect(add).toContainText('$ 11.500')
    await dialog.getByRole('checkbox', { name: /Extra queso/ }).check()
    await expect(add).toContainText('$ 12.300')
    await saveScreen(customer, testInfo, 'storefront-product-options')
    await add.click()
    await expect(dialog).toBeHidden()

    await customer.goto(`/editar-pedido/${shop.slug}`)
    await expect(customer.getByRole('heading', { name: 'Tus datos' })).toBeVisible()
    await expect(customer.getByRole('main')).toContainText('Tamaño: Grande')
    await expect(customer.getByRole('main')).toContainText('Extras: Extra queso')
    await customer.getByRole('radio', { name: 'Retiro en el local' }).check()
    await customer.getByLabel('Nombre y apellido').fill('Lucía Fernández')
    await customer.getByLabel('Teléfono').fill(customerPhone())
    await customer.getByRole('button', { name: 'Ir a pagar' }).click()

    const banner = customer.getByRole('region', { name: '¡Listo! Confirmamos tu pedido.' })
    await expect(banner).toBeVisible()
    await expect(banner).toContainText('Total $ 12.300')
    const whatsApp = await banner
      .getByRole('link', { name: 'Enviar pedido por WhatsApp' })
      .getAttribute('href')
    const text = (new URL(whatsApp ?? '').searchParams.get('text') ?? '').replace(/\u00a0/g, ' ')
    expect(text).toContain('1 x Pizza muzzarella')
    expect(text).toMatch(/Tamaño: Grande/)
    expect(text).toMatch(/Extras: Extra queso/)

    const href = await banner.getByRole('link', { name: 'Ver mi pedido' }).getAttribute('href')
    const id = /^\/pedido\/([0-9a-f-]{36})/.exec(href ?? '')?.[1] ?? ''
    expect(id, `order link ${href}`).not.toBe('')
    await customer.goto(href!)
    await expect(customer.getByRole('main')).toContainText('Tamaño: Grande')
    await expect(customer.getByRole('main')).toContainText('Extras: Extra queso')
    await saveScreen(customer, testInfo, 'customer-order-options')

    // The owner's Pedidos card reads the options under the item, as the kitchen will.
    await page.goto('/business/pedidos')
    const card = orderCard(page, id)
    await expect(card).toContainText('Pizza muzzarella')
    await expect(card).toContainText('Tamaño: Grande')
    await expect(card).toContainText('Extras: Extra queso')
    await expect(card).toContainText('$ 12.300')
    await saveScreen(page, testInfo, 'business-order-options')
  } finally {
    await customerContext.close()
  }
})
