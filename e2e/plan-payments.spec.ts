import type { Page } from '@playwright/test'
import { decodeJwt } from 'jose'
import { formatDate } from '../domain/plan/rules'
import type { PlanOverview } from '../domain/plan/schemas'
import { signInOperator } from './support/operator'
import { registeredOwnerToken } from './support/owner'
import { saveScreen } from './support/screens'
import { bearer, ok } from './support/shop'
import { anotherBrowser, expect, newReadyPage, test } from './support/test'

/**
 * Paying the plan (docs/product.md#plan-payments) through the local payments provider: the owner
 * pays a month from Planes, comes back to an active plan, a green home banner with the new date and
 * a printable receipt; the panel open on another device follows without a new login.
 */

/** Whole pesos as the console writes them ('$ 25.000') back to a number. */
const pesosIn = (text: string) => Number(text.replace(/[^0-9]/g, ''))

/** A session stored once, as login leaves it: what the app stores afterwards stays. */
async function signedIn(page: Page, token: string) {
  await page.addInitScript((t) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', t)
  }, token)
}

test('an owner pays the plan with Mercado Pago and gets a receipt', async ({
  page,
  browser,
}, testInfo) => {
  test.slow()
  const { shop, token } = await registeredOwnerToken(page.request)
  await signedIn(page, token)

  await page.goto('/business/home')
  const banner = page
    .getByText('Tu plan está pendiente de pago.')
    .locator('xpath=ancestor::section')
  await expect(banner).toHaveClass(/amber/)
  await banner.getByRole('link', { name: 'Abonar ahora' }).click()

  await expect(page).toHaveURL(/\/business\/planes$/)
  const state = page.getByRole('region', { name: 'Estado de tu plan' })
  await expect(state).toContainText('Pendiente')
  await expect(state).toContainText('Tu prueba gratis termina el')
  await expect(page.getByRole('heading', { name: 'Starter' })).toBeVisible()
  await expect(page.getByText('Todavía no tenés pagos del plan.')).toBeVisible()
  await saveScreen(page, testInfo, 'business-plan')

  // The operator, in a browser of their own, reads this month's plan income before the payment.
  const operatorBrowser = await anotherBrowser(browser, testInfo)
  const operator = await newReadyPage(operatorBrowser)
  await signInOperator(operator, { next: '/admin/panorama' })
  const income = operator.getByRole('group', { name: 'Ingresos del mes' })
  const before = pesosIn(await income.innerText())

  // Mercado Pago's checkout (the local stand-in), paid to Barrio.
  await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click()
  await expect(page).toHaveURL(/\/api\/dev\/pay\//)
  await expect(page.getByRole('heading', { name: 'Pagar a Barrio' })).toBeVisible()
  await expect(page.getByText('$ 25.000').first()).toBeVisible()
  await page.getByRole('button', { name: 'Aprobar' }).click()

  // Back on Planes, told how it went; the plan is active until a month on.
  await expect(page).toHaveURL(/\/business\/planes\?pago=ok$/)
  await expect(page.getByText('¡Listo! Recibimos tu pago.')).toBeVisible()
  const plan = await ok<PlanOverview>(
    await page.request.get('/api/business/plan', { headers: bearer(token) }),
  )
  expect(plan).toMatchObject({ standing: 'active', subscriptionPaid: true })
  const [payment] = plan.payments
  expect(payment).toMatchObject({ status: 'approved', source: 'mercadopago', amount: 25_000_00 })
  const until = formatDate(plan.expiresAt!)
  await expect(state).toContainText('Activo')
  await expect(state).toContainText(`Válido hasta ${until}`)
  await expect(state).toHaveClass(/green/)
  const receipts = page.getByRole('region', { name: 'Comprobantes' })
  await expect(receipts.getByRole('listitem')).toHaveCount(1)
  await expect(receipts).toContainText(`Nº ${payment.number} · $ 25.000`)
  await expect(receipts).toContainText(`${formatDate(payment.paidAt!)} · Mercado Pago`)
  await saveScreen(page, testInfo, 'business-plan-paid')

  // The session followed the payment: the home banner is green with the new date, no new login.
  await page.goto('/business/home')
  const active = page.getByText('Plan activo').locator('xpath=ancestor::section')
  await expect(active).toHaveText(`Plan activo hasta el ${until}.`)
  await expect(active).toHaveClass(/green/)
  const stored = await page.evaluate(() => localStorage.getItem('token'))
  expect(decodeJwt(stored!)).toMatchObject({
    subscriptionPaid: true,
    expiresAt: plan.expiresAt,
    plan: 'Starter',
  })

  // The receipt, to print.
  await page.goto('/business/planes')
  await page.getByRole('link', { name: `Ver comprobante Nº ${payment.number}` }).click()
  await expect(page).toHaveURL(new RegExp(`/business/planes/comprobante/${payment.id}$`))
  const receipt = page.getByRole('article', { name: `Comprobante Nº ${payment.number}` })
  await expect(receipt).toContainText('Barrio')
  await expect(receipt).toContainText(shop.name)
  await expect(receipt).toContainText('20-12345678-6')
  await expect(receipt).toContainText(`Fecha de pago${formatDate(payment.paidAt!)}`)
  await expect(receipt).toContainText(
    `Del ${formatDate(payment.periodStart!)} al ${formatDate(payment.periodEnd!)}`,
  )
  await expect(receipt).toContainText('Medio de pagoMercado Pago')
  await expect(receipt).toContainText('Total pagado$ 25.000,00')
  await saveScreen(page, testInfo, 'business-plan-receipt')
  await page.evaluate(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', '')
  })
  await page.getByRole('button', { name: 'Imprimir' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-printed', '')
  // On paper, the receipt alone.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden()
  await expect(page.getByText('Panel del Comercio', { exact: true })).toBeHidden()
  await expect(receipt).toBeVisible()
  await page.emulateMedia({ media: 'screen' })

  // The operator sees the payment on the shop's page and in this month's income.
  try {
    await operator.reload()
    await expect
      .poll(async () => pesosIn(await income.innerText()))
      .toBeGreaterThanOrEqual(before + 25_000)
    await operator.goto(`/admin/comercios?q=${encodeURIComponent(shop.name)}`)
    await operator.getByRole('link', { name: shop.name }).click()
    await expect(operator.getByRole('heading', { name: shop.name, level: 1 })).toBeVisible()
    await expect(
      operator.getByText(`Comprobante ${payment.number} · Mercado Pago · 1 mes`),
    ).toBeVisible()
    await expect(operator.getByText('Activo').first()).toBeVisible()
  } finally {
    await operatorBrowser.close()
  }

  // The panel on another device, signed in before the payment: it follows on its next visit.
  const context = await anotherBrowser(browser, testInfo)
  try {
    const other = await newReadyPage(context)
    await signedIn(other, token)
    await other.goto('/business/configuracion')
    const summary = other.getByRole('region', { name: 'Tu plan' })
    await expect(summary).toContainText('Activo')
    await expect(summary).toContainText(until)
    await expect(summary.getByRole('link', { name: 'Ver plan' })).toHaveAttribute(
      'href',
      '/business/planes',
    )
    await other.goto('/business/home')
    await expect(other.getByText(`Plan activo hasta el ${until}.`)).toBeVisible()
  } finally {
    await context.close()
  }
})
