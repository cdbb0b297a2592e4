import { directoryRow } from './support/directory'
import { expect, test } from './support/test'
import { saveScreen } from './support/screens'
import { registeredOwnerToken } from './support/owner'

/**
 * /client/home (docs/product.md#screens): the header with 'Enviar a', 'Buscar locales' and the shop entry points,
 * the Restaurantes card, the mobile bottom nav, and the address dialog with the fake geocoder.
 */

test('a visitor chooses an address and sees the nearest shops', async ({
  page,
  isMobile,
}, testInfo) => {
  await page.goto('/client/home')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Explorá los comercios cerca tuyo' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Iniciar sesión comercio' })).toHaveAttribute(
    'href',
    '/login',
  )
  await expect(page.getByRole('link', { name: 'Registrar comercio' })).toHaveAttribute(
    'href',
    '/registro-comercio',
  )
  // Nothing sticks out sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )
  if (!isMobile) {
    // No location yet: the desktop prompt asks for one.
    await expect(page.getByRole('dialog', { name: 'Elegí tu dirección' })).toBeVisible()
  } else {
    const nav = page.getByRole('navigation', { name: 'Navegación' })
    for (const [name, href] of [
      ['Inicio', '/client/home'],
      ['Promos', '/promos'],
      ['Pedidos', '/orders'],
      ['Perfil', '/perfil'],
    ])
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href)
    await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page')
  }
  await expect(page.getByRole('searchbox', { name: 'Buscar locales' })).toBeVisible()
  await saveScreen(page, testInfo, 'client-home')

  // The address dialog: search, pick, the summary, save.
  await page.getByRole('button', { name: /^Enviar a/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Ingresá tu dirección' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Guardar ubicación' })).toBeDisabled()
  await dialog.getByLabel('Buscar dirección').fill('Colón')
  await dialog.getByRole('option', { name: 'Av. Colón 1045, Córdoba' }).click()
  const summary = dialog.getByRole('group', { name: 'Resumen de la dirección' })
  await expect(summary).toContainText('Av. Colón 1045')
  await expect(summary).toContainText('Córdoba')
  await expect(summary).toContainText(/Ubicación en el mapa: -31\.\d+, -64\.\d+/)
  await saveScreen(page, testInfo, 'client-home-address')
  await dialog.getByRole('button', { name: 'Guardar ubicación' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: /^Enviar a/ })).toContainText('Córdoba')
  await expect(page.getByRole('dialog', { name: 'Elegí tu dirección' })).toHaveCount(0)
  const stored = await page.evaluate(() => ({
    selected: JSON.parse(localStorage.getItem('selectedLocation') ?? 'null') as {
      street: string
      lat: number
    },
    line: localStorage.getItem('userAddress'),
  }))
  expect(stored.selected).toMatchObject({ street: 'Av. Colón', lat: expect.any(Number) })
  expect(stored.line).toBe('Av. Colón 1045, Córdoba')

  // Kept across visits, and the explore list now measures from there.
  await page.reload()
  await expect(page.getByRole('button', { name: /^Enviar a/ })).toContainText('Córdoba')
  await page.getByRole('link', { name: /Restaurantes/ }).click()
  await expect(page).toHaveURL(/\/explorar\/restaurantes$/)
  await expect(page.getByText('Cerca de Av. Colón 1045')).toBeVisible()
  await expect(await directoryRow(page, 'Pizzería Don Luigi')).toContainText(/a \d/)
})

test('Cancelar leaves the address as it was', async ({ page }) => {
  await page.goto('/client/home')
  await page.getByRole('button', { name: /^Enviar a/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Ingresá tu dirección' })
  await dialog.getByLabel('Buscar dirección').fill('Colón')
  await dialog.getByRole('option', { name: 'Av. Colón 1045, Córdoba' }).click()
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(dialog).toBeHidden()
  // The dialog loads apart and leaves the page when closed: the focus goes back to its button.
  await expect(page.getByRole('button', { name: /^Enviar a/ })).toBeFocused()
  await expect(page.getByRole('button', { name: /^Enviar a/ })).toContainText('Elegí tu dirección')
  expect(await page.evaluate(() => localStorage.getItem('selectedLocation'))).toBeNull()
})

test('a logged-in owner gets the Mi Perfil menu, whose Cerrar Sesión goes to /', async ({
  page,
  request,
}, testInfo) => {
  const { token } = await registeredOwnerToken(request)
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', t)
      sessionStorage.setItem('seeded', '1')
    }
  }, token)
  await page.goto('/client/home')
  await expect(page.getByRole('link', { name: 'Iniciar sesión comercio' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Mi Perfil' }).click()
  await expect(page.getByRole('menuitem', { name: 'Ver Perfil' })).toHaveAttribute(
    'href',
    '/perfil',
  )
  await saveScreen(page, testInfo, 'client-home-profile-menu')
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})
