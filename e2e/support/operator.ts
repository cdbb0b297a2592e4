import { expect, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'

/*
 * Operators in the browser (docs/product.md#operators), the whole real way: the demo's stand-in for
 * `npm run admin:create`, the one-time link, the password, the sign-in with the authenticator app's
 * code (worked out here from the key the screen shows, as an app would) and the recovery codes.
 */

export const OPERATOR_PASSWORD = 'Operadora#2026'

export interface SignedInOperator {
  email: string
  password: string
  /** The authenticator app's key, as base32. */
  secret: string
  recoveryCodes: string[]
  /** The app's code at a time: the next sign-in needs a later step than the last one taken. */
  codeAt(at: Date): string
}

/** The screens of the first sign-in, for a test that saves each. */
export type FirstSignInStep = 'activate' | 'login' | 'setup' | 'recovery'

export const totpCode = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() })

/** The next time step's code: a code one step ahead is still taken, a code taken before never. */
export const nextCode = (operator: SignedInOperator) =>
  operator.codeAt(new Date(Date.now() + 30_000))

/**
 * A new operator signed in for the first time on `page`: it lands on `next` (a console screen) or
 * where the console opens. `onStep` runs on each screen of the way (a test's screenshots).
 */
export async function signInOperator(
  page: Page,
  {
    email = `operadora-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@barrio.test`,
    next,
    onStep,
  }: { email?: string; next?: string; onStep?: (step: FirstSignInStep) => Promise<void> } = {},
): Promise<SignedInOperator> {
  const created = await page.request.post('/api/dev/operators', { data: { email } })
  expect(created.ok(), await created.text()).toBe(true)
  const link = new URL(((await created.json()) as { link: string }).link)

  await page.goto(`${link.pathname}${link.search}`)
  await page.getByLabel('Contraseña', { exact: true }).fill(OPERATOR_PASSWORD)
  await page.getByLabel('Repetí la contraseña').fill(OPERATOR_PASSWORD)
  await onStep?.('activate')
  await page.getByRole('button', { name: 'Guardar contraseña' }).click()
  await expect(page.getByText('Tu contraseña quedó guardada')).toBeVisible()
  if (next) await page.goto(`/admin/login?next=${encodeURIComponent(next)}`)

  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(OPERATOR_PASSWORD)
  await onStep?.('login')
  await page.getByRole('button', { name: 'Continuar' }).click()

  const shown = page.getByTestId('totp-secret')
  await expect(shown).toBeVisible()
  await expect(page.getByRole('img', { name: /Código QR/ })).toBeVisible()
  const secret = (await shown.innerText()).replace(/\s+/g, '')
  await onStep?.('setup')
  await page.getByLabel('Código de verificación').fill(totpCode(secret, new Date()))
  await page.getByRole('button', { name: 'Ingresar' }).click()

  const list = page.getByRole('list', { name: 'Códigos de recuperación' })
  await expect(list).toBeVisible()
  const recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim())
  expect(recoveryCodes).toHaveLength(10)
  await onStep?.('recovery')
  await page.getByRole('button', { name: 'Ya los guardé' }).click()
  await expect(page).toHaveURL(next ? new RegExp(`${next}$`) : /\/admin\/[a-z]/)

  return {
    email,
    password: OPERATOR_PASSWORD,
    secret,
    recoveryCodes,
    codeAt: (at) => totpCode(secret, at),
  }
}

/** A later sign-in from /admin/login: the password, then `code` (the app's or a recovery code). */
export async function signInWithCode(page: Page, operator: SignedInOperator, code: string) {
  await page.getByLabel('Correo electrónico').fill(operator.email)
  await page.getByLabel('Contraseña').fill(operator.password)
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page.getByRole('heading', { name: 'Código de verificación' })).toBeVisible()
  await page.getByLabel('Código de verificación').fill(code)
  await page.getByRole('button', { name: 'Ingresar' }).click()
}

/** 'Cerrar sesión': in the side column on a desktop, in the top bar's menu on a phone. */
export async function signOutOperator(page: Page) {
  const menu = page.getByRole('button', { name: 'Menú' })
  const signOut = page.getByRole('button', { name: 'Cerrar sesión' })
  // The console's frame first: on a phone the menu's button, on a desktop the side column's.
  await expect(menu.or(signOut)).toBeVisible()
  if (await menu.isVisible()) await menu.click()
  await signOut.click()
  await expect(page).toHaveURL(/\/admin\/login/)
}
