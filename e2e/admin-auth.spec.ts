import { saveScreen } from './support/screens'
import { nextCode, signInOperator, signInWithCode, signOutOperator } from './support/operator'
import { expect, test } from './support/test'

// docs/product.md#operators: operators sign in with a password and an authenticator app's code,
// and 'Actividad' shows what they did.

const ACTIVITY = '/admin/actividad'

test('an operator’s first sign-in links the app, shows the recovery codes once and opens the console', async ({
  page,
}, testInfo) => {
  const operator = await signInOperator(page, {
    next: ACTIVITY,
    onStep: (step) => saveScreen(page, testInfo, `admin-${step}`),
  })
  await expect(page.getByRole('heading', { name: 'Actividad' })).toBeVisible()
  // The operator's address beside 'Cerrar sesión': the side column, or a phone's menu.
  const menu = page.getByRole('button', { name: 'Menú' })
  if (await menu.isVisible()) await menu.click()
  await expect(page.getByTitle(operator.email).filter({ visible: true })).toHaveText(operator.email)
  // The console's session is the tab's own, never the panel's.
  const stored = await page.evaluate(() => ({
    admin: sessionStorage.getItem('adminToken'),
    panel: localStorage.getItem('token') ?? sessionStorage.getItem('token'),
  }))
  expect(stored.admin).toBeTruthy()
  expect(stored.panel).toBeNull()
})

test('a later sign-in asks for the app’s code; a recovery code works once; sign-out ends the session', async ({
  page,
}, testInfo) => {
  // Four sign-ins, each a password checked with argon2: slow on a busy machine.
  test.slow()
  const operator = await signInOperator(page, { next: ACTIVITY })

  await signOutOperator(page)
  await expect(page.getByText('Cerraste la sesión.')).toBeVisible()
  // The console no longer opens: back to the sign-in.
  await page.goto(ACTIVITY)
  await expect(page).toHaveURL(/\/admin\/login/)

  await page.getByLabel('Correo electrónico').fill(operator.email)
  await page.getByLabel('Contraseña').fill(operator.password)
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page.getByRole('heading', { name: 'Código de verificación' })).toBeVisible()
  // A wrong code says so and lets the operator try again.
  await page.getByLabel('Código de verificación').fill('000000')
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await expect(page.getByText('Ese código no es correcto o ya se usó')).toBeVisible()
  await saveScreen(page, testInfo, 'admin-code')
  await page.getByLabel('Código de verificación').fill(nextCode(operator))
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await expect(page).toHaveURL(new RegExp(`${ACTIVITY}$`))

  await signOutOperator(page)
  const [recovery] = operator.recoveryCodes
  await page.goto(`/admin/login?next=${encodeURIComponent(ACTIVITY)}`)
  await signInWithCode(page, operator, recovery)
  await expect(page).toHaveURL(new RegExp(`${ACTIVITY}$`))

  // Spent: the same recovery code no longer opens the console.
  await signOutOperator(page)
  await signInWithCode(page, operator, recovery)
  await expect(page.getByText('Ese código no es correcto o ya se usó')).toBeVisible()
})

test('Actividad lists the operator’s sign-ins, filtered by operator and action', async ({
  page,
}, testInfo) => {
  const operator = await signInOperator(page, { next: ACTIVITY })
  await signOutOperator(page)
  await page.goto(`/admin/login?next=${encodeURIComponent(ACTIVITY)}`)
  await signInWithCode(page, operator, operator.recoveryCodes[0])
  await expect(page).toHaveURL(new RegExp(`${ACTIVITY}$`))

  await page.getByLabel('Operador').selectOption({ label: operator.email })
  await page.getByLabel('Acción').selectOption({ label: 'Ingresó' })
  await expect(page).toHaveURL(
    /operator=.*action=operator\.sign-in|action=operator\.sign-in.*operator=/,
  )
  // A table on a desktop, cards on a phone: whichever shows, two sign-ins, newest first.
  const rows = page.locator('tbody tr, ul[aria-label="Actividad"] > li').filter({ visible: true })
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText('con un código de recuperación')
  await expect(rows.nth(1)).toContainText('con la app de autenticación')
  await expect(rows.nth(0)).toContainText(operator.email)
  await saveScreen(page, testInfo, 'admin-activity')

  // Every action of the operator: the app linked, the password chosen, the sign-out.
  await page.getByLabel('Acción').selectOption({ label: 'Todas' })
  await expect(rows.filter({ hasText: 'Vinculó su app de autenticación' })).toHaveCount(1)
  await expect(rows.filter({ hasText: 'Eligió su contraseña' })).toHaveCount(1)
  await expect(rows.filter({ hasText: 'Cerró sesión' })).toHaveCount(1)

  await page.getByRole('button', { name: 'Quitar los filtros' }).click()
  await expect(page.getByLabel('Operador')).toHaveValue('')
  await expect(page).toHaveURL(new RegExp(`${ACTIVITY}$`))
})
