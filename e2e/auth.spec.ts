import type { Page } from '@playwright/test'
import { expect, newReadyPage, test } from './support/test'
import { lastMail, registerOwner } from './support/owner'
import { saveScreen } from './support/screens'
import { PANEL_AFTER_LOGIN_MS } from './support/panel'

async function logIn(page: Page, email: string, password: string, remember = true) {
  await page.goto('/login')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  const box = page.getByRole('checkbox', { name: 'Recordarme' })
  await expect(box).toBeChecked()
  if (!remember) await box.uncheck()
  await page.getByRole('button', { name: 'Ingresar' }).click()
}

test.describe('Sesión del dueño', () => {
  test('login with Recordarme keeps the session in a new browser context; logout ends it', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const shop = await registerOwner(request)
    await page.goto('/login')
    await saveScreen(page, testInfo, 'login')
    await logIn(page, shop.email, shop.password)
    // The spec's deliberate 3 s pause: the panel shows 'Cargando...' first.
    await expect(page.getByText('Cargando...')).toBeVisible()
    await expect(
      page.getByRole('status').filter({ hasText: 'Restableciendo sesión...' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/business\/home$/)
    await expect(page.getByText('Panel del Comercio')).toBeVisible({
      timeout: PANEL_AFTER_LOGIN_MS,
    })
    await expect(page.getByText('Restableciendo sesión...')).toHaveCount(0)
    await expect(page.getByText('Plan actual: Starter')).toBeVisible()

    const again = await browser.newContext({ storageState: await page.context().storageState() })
    const second = await newReadyPage(again)
    await second.goto('/business')
    await expect(second).toHaveURL(/\/business\/home$/)
    await expect(second.getByText('Panel del Comercio')).toBeVisible()
    // A logged-in owner opening a guest page goes to the panel.
    await second.goto('/login')
    await expect(second).toHaveURL(/\/business\/home$/)
    await again.close()

    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.goBack()
    await expect(page).not.toHaveURL(/\/business\/home$/)
    await page.goto('/business/home')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('login without Recordarme lasts only for this browser session', async ({
    page,
    request,
    browser,
  }) => {
    const shop = await registerOwner(request)
    await logIn(page, shop.email, shop.password, false)
    await expect(page.getByText('Panel del Comercio')).toBeVisible({
      timeout: PANEL_AFTER_LOGIN_MS,
    })
    await page.reload()
    await expect(page.getByText('Panel del Comercio')).toBeVisible()

    const again = await browser.newContext({ storageState: await page.context().storageState() })
    const second = await newReadyPage(again)
    await second.goto('/business/home')
    await expect(second).toHaveURL(/\/login$/)
    await again.close()
  })

  test('wrong credentials show the spec message', async ({ page }, testInfo) => {
    await logIn(page, 'nadie@example.com', 'Otra2025!')
    await expect(page.getByRole('alert')).toHaveText(
      'Credenciales incorrectas o error de servidor.',
    )
    await saveScreen(page, testInfo, 'login-error')
  })

  // The login's captcha loads apart from the page (docs/decisions/0006-bundle-driven-splits.md):
  // shown once the server asks for it, it must work as the registration's does.
  test('after five failed tries the login asks for the captcha, whose proof lets the owner in', async ({
    page,
    request,
  }) => {
    const shop = await registerOwner(request)
    await page.goto('/login')
    await page.getByLabel('Correo electrónico').fill(shop.email)
    const password = page.getByLabel('Contraseña')
    const tryWith = async (value: string) => {
      await password.fill(value)
      const answer = page.waitForResponse('**/api/auth/login-manual')
      await page.getByRole('button', { name: 'Ingresar' }).click()
      await answer
    }
    for (let i = 1; i <= 5; i++) {
      await tryWith(`Otra2025!${i}`)
      await expect(page.getByRole('alert')).toHaveText(
        'Credenciales incorrectas o error de servidor.',
      )
    }
    await tryWith('Otra2025!6')
    await expect(page.getByRole('alert')).toContainText('completá la verificación')
    const captcha = page.getByRole('group', { name: 'Verificación de seguridad' })
    await password.fill(shop.password)
    await expect(captcha.getByRole('checkbox', { name: 'Verificado' })).toBeChecked({
      timeout: 20_000,
    })
    await page.getByRole('button', { name: 'Ingresar' }).click()
    await expect(page.getByText('Panel del Comercio')).toBeVisible({
      timeout: PANEL_AFTER_LOGIN_MS,
    })
  })

  test('protected pages send visitors to /login', async ({ page }) => {
    await page.goto('/business/productos')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('forgot password → mailed link → new password → login; the old link is then invalid', async ({
    page,
    request,
  }, testInfo) => {
    const shop = await registerOwner(request)
    await page.goto('/forgot-password')
    await page.getByLabel('Correo electrónico').fill(shop.email)
    await page.getByRole('button', { name: 'Enviar enlace' }).click()
    await expect(
      page.getByText(
        'Si tu correo está registrado, te enviaremos un enlace para modificar tu contraseña.',
      ),
    ).toBeVisible()
    await saveScreen(page, testInfo, 'forgot-password')

    const link = lastMail(shop.email).text.match(/\/reset-password\/[\w-]+/)![0]
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Nueva contraseña' })).toBeVisible()
    await page.getByLabel('Nueva contraseña').fill('corta')
    await page.getByLabel('Repetí la contraseña').fill('corta')
    await page.getByRole('button', { name: 'Guardar contraseña' }).click()
    await expect(page.getByRole('alert')).toHaveText('La contraseña no cumple con los requisitos.')
    await page.getByLabel('Nueva contraseña').fill('Nueva2026$')
    await page.getByLabel('Repetí la contraseña').fill('Nueva2026%')
    await page.getByRole('button', { name: 'Guardar contraseña' }).click()
    await expect(page.getByRole('alert')).toHaveText('Las contraseñas no coinciden.')
    await page.getByLabel('Repetí la contraseña').fill('Nueva2026$')
    await saveScreen(page, testInfo, 'reset-password')
    await page.getByRole('button', { name: 'Guardar contraseña' }).click()

    await expect(page).toHaveURL(/\/login\?reset=success$/)
    await expect(
      page.getByText('Tu contraseña se cambió correctamente. Iniciá sesión con la nueva.'),
    ).toBeVisible()
    await logIn(page, shop.email, 'Nueva2026$')
    await expect(page.getByText('Panel del Comercio')).toBeVisible({
      timeout: PANEL_AFTER_LOGIN_MS,
    })
    await page.getByRole('button', { name: 'Cerrar sesión' }).click()

    await page.goto(link)
    await expect(page).toHaveURL(/\/link-expirado$/)
    await expect(page.getByRole('heading', { name: 'Enlace inválido' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    await saveScreen(page, testInfo, 'link-expirado')
  })

  test('a reset link that never existed goes to Enlace inválido', async ({ page }) => {
    await page.goto('/reset-password/no-existe')
    await expect(page).toHaveURL(/\/link-expirado$/)
  })
})
