import type { BrowserContext, Page } from '@playwright/test'
import { lastMail, registerOwner } from './support/owner'
import { logInThroughForm, orderCard, panelLink, slugOf } from './support/panel'
import { saveScreen } from './support/screens'
import { addCategory, addProduct, bearer, ok, openAllWeek, placePickupOrder } from './support/shop'
import { anotherBrowser, expect, newReadyPage, test } from './support/test'

/**
 * docs/product.md#team: a restaurant is a team. The owner invites a cook and a manager by email;
 * each accepts in their own browser; the cook answers an order and sees nothing of Configuración;
 * the manager changes a price; the owner reads both in Actividad, then removes the cook, whose
 * open panel ends at once.
 */

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** The link of the last invitation mailed to `email`, waiting for the mail to be written. */
async function invitationLink(email: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(
      () => {
        try {
          link = /\/invitacion\/[A-Za-z0-9_-]+/.exec(lastMail(email).text)?.[0]
        } catch {
          link = undefined
        }
        return link
      },
      { message: `esperando la invitación para ${email}` },
    )
    .toBeTruthy()
  return link!
}

async function openSettingsTab(page: Page, isMobile: boolean, tab: 'Equipo' | 'Actividad') {
  // The mobile bottom bar calls it Perfil (docs/product.md#screens 'Business navigation').
  await panelLink(page, isMobile ? 'Perfil' : 'Configuración').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible()
  await page.getByRole('tab', { name: tab, exact: true }).click()
  await expect(page.getByRole('tabpanel')).toContainText(tab)
}

async function invite(page: Page, email: string, role: 'Encargado' | 'Cocina / Caja') {
  const form = page.getByRole('tabpanel')
  await form.getByLabel('Correo electrónico').fill(email)
  await form.getByLabel('Rol', { exact: true }).selectOption({ label: role })
  await form.getByRole('button', { name: 'Enviar invitación' }).click()
  await expect(page.getByRole('listitem', { name: email })).toContainText(role)
}

/** Opens the mailed link in a browser of its own and accepts it with a name and a password. */
async function accept(context: BrowserContext, link: string, name: string, shopName: string) {
  const page = await newReadyPage(context)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: `Sumate a ${shopName}` })).toBeVisible()
  await page.getByLabel('Tu nombre').fill(name)
  await page.getByLabel('Contraseña', { exact: true }).fill('Equipo2025!')
  await page.getByLabel('Repetí la contraseña').fill('Equipo2025!')
  return page
}

test('an owner, a cook and a manager share a shop, and a removed cook is out at once', async ({
  page,
  browser,
  request,
  isMobile,
}, testInfo) => {
  test.slow()
  const shop = await registerOwner(request)
  const { token } = await ok<{ token: string }>(
    await request.post('/api/auth/login-manual', {
      data: { email: shop.email, password: shop.password },
    }),
  )
  await openAllWeek(request, token)
  const category = await addCategory(request, token)
  const milanesa = await addProduct(request, token, {
    name: 'Milanesa napolitana',
    price: 1_250_000,
    categoryId: category.id,
  })
  const slug = await slugOf(request, token)

  // The owner invites a cook and a manager from Configuración › Equipo.
  const id = tag()
  const cook = { name: 'Tomás Cocina', email: `cocina-${id}@example.com` }
  const manager = { name: 'Lucía Encargada', email: `encargada-${id}@example.com` }
  await logInThroughForm(page, shop.email, shop.password)
  await openSettingsTab(page, isMobile, 'Equipo')
  await invite(page, cook.email, 'Cocina / Caja')
  await invite(page, manager.email, 'Encargado')

  const cookContext = await anotherBrowser(browser, testInfo)
  const managerContext = await anotherBrowser(browser, testInfo)
  try {
    // The cook accepts in their own browser and lands on Pedidos, with no Configuración.
    const cookPage = await accept(
      cookContext,
      await invitationLink(cook.email),
      cook.name,
      shop.name,
    )
    await expect(cookPage.getByText('Cocina / Caja', { exact: true })).toBeVisible()
    await saveScreen(cookPage, testInfo, 'team-invitation')
    await cookPage.getByRole('button', { name: 'Crear mi cuenta y entrar' }).click()
    await expect(cookPage).toHaveURL(/\/business\/pedidos$/)
    await expect(cookPage.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible()
    await expect(panelLink(cookPage, 'Mi cuenta')).toBeVisible()
    for (const name of ['Configuración', 'Perfil', 'Inicio', 'Cobros', 'Equipo']) {
      await expect(panelLink(cookPage, name)).toHaveCount(0)
    }
    // Their own password is under Mi cuenta, alone: a tab of another role's is not there.
    await cookPage.goto('/business/configuracion?tab=cobros')
    await expect(cookPage.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible()
    await expect(cookPage.getByRole('heading', { level: 2, name: 'Contraseña' })).toBeVisible()
    await expect(cookPage.getByRole('tab')).toHaveCount(0)
    // A screen the role cannot use sends it to one it can.
    await cookPage.goto('/business/home')
    await expect(cookPage).toHaveURL(/\/business\/pedidos$/)
    await panelLink(cookPage, 'Pedidos').click()
    await expect(cookPage.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible()

    // A customer orders; the cook accepts it and the card says who did.
    const order = await placePickupOrder(request, slug, 'Ana Cliente', [
      { productId: milanesa, quantity: 1 },
    ])
    const card = orderCard(cookPage, order.id)
    await card.getByLabel('Tiempo de espera (minutos)').fill('20')
    await card.getByRole('button', { name: 'Aceptar' }).click()
    await expect(card).toContainText(`Aceptado por ${cook.name}`)
    await saveScreen(cookPage, testInfo, 'team-cook-orders')

    // The manager accepts and changes the milanesa's price.
    const managerPage = await accept(
      managerContext,
      await invitationLink(manager.email),
      manager.name,
      shop.name,
    )
    await managerPage.getByRole('button', { name: 'Crear mi cuenta y entrar' }).click()
    await expect(managerPage).toHaveURL(/\/business\/home$/)
    await panelLink(managerPage, 'Productos').click()
    await managerPage.getByRole('link', { name: 'Editar Milanesa napolitana' }).click()
    await managerPage.getByLabel('Precio', { exact: true }).fill('13000')
    await managerPage.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(managerPage).toHaveURL(/\/business\/productos$/)
    const product = await ok<{ price: number }>(
      await request.get(`/api/business/products/${milanesa}`, { headers: bearer(token) }),
    )
    expect(product.price).toBe(1_300_000)

    // The owner reads both in Actividad, with who did it.
    await page.reload()
    await openSettingsTab(page, isMobile, 'Actividad')
    const activity = page.getByRole('list', { name: 'Actividad del equipo' })
    await expect(
      activity.getByRole('listitem').filter({ hasText: 'Aceptó un pedido' }),
    ).toContainText(cook.name)
    await expect(
      activity.getByRole('listitem').filter({ hasText: 'Cambió un precio' }),
    ).toContainText(manager.name)
    await saveScreen(page, testInfo, 'team-activity')

    // The owner removes the cook; the cook's open Pedidos ends and lands on /login.
    await page.getByRole('tab', { name: 'Equipo', exact: true }).click()
    const cookCard = page.getByRole('listitem', { name: cook.name })
    await expect(cookCard).toContainText('Activo')
    await expect(page.getByRole('listitem', { name: manager.name })).toContainText('Encargado')
    await saveScreen(page, testInfo, 'team-equipo')
    await cookCard.getByRole('button', { name: 'Quitar del equipo' }).click()
    const dialog = page.getByRole('alertdialog', { name: `¿Quitar a ${cook.name} del equipo?` })
    await expect(dialog).toContainText('Sus sesiones terminan ahora')
    await dialog.getByRole('button', { name: 'Quitar', exact: true }).click()
    await expect(page.getByRole('listitem', { name: cook.name })).toHaveCount(0)
    await expect(cookPage).toHaveURL(/\/login$/, { timeout: 30_000 })
  } finally {
    await cookContext.close()
    await managerContext.close()
  }
})
