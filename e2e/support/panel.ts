import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test'
import sharp from 'sharp'
import type { Order } from '../../domain/orders/schemas'

/**
 * How long the panel may take to show after 'Ingresar': the spec's 3 s pause, then the panel's
 * own page load (the app on React), which a busy machine stretches past 10 s.
 */
export const PANEL_AFTER_LOGIN_MS = 25_000

/** Logs in through /login as a person does; the panel appears after the spec's 3 s pause. */
export async function logInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await expect(page).toHaveURL(/\/business\/home$/)
  await expect(page.getByText('Panel del Comercio', { exact: true })).toBeVisible({
    timeout: PANEL_AFTER_LOGIN_MS,
  })
}

/** The access token the login stored (Recordarme on: localStorage 'token', docs/product.md#entities). */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  if (!token) throw new Error('no token in localStorage: log in first')
  return token
}

/** Starts the page with a session already stored, as a returning owner's browser has it. */
export async function withStoredSession(page: Page, token: string) {
  await page.addInitScript((t) => localStorage.setItem('token', t), token)
}

/** The shop's public menu slug, read as the panel reads it. */
export async function slugOf(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/api/business/settings/profile', {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { slug: string }).slug
}

/** A navigation entry of the panel, whichever of the two bars (sidebar, bottom bar) is on screen. */
export const panelLink = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: /^Panel/ })
    .getByRole('link', { name, exact: true })
    .filter({ visible: true })

/** An order's card on the panel's Pedidos screen, found by the short id in its heading. */
export const orderCard = (page: Page, id: string) =>
  page.getByRole('article').filter({
    has: page.getByRole('heading', { name: new RegExp(`#${id.slice(0, 8)}`) }),
  })

/** A small solid PNG, made on the spot, to upload as a picture. */
export async function pngFile(name: string, color: { r: number; g: number; b: number }) {
  const buffer = await sharp({
    create: { width: 96, height: 72, channels: 3, background: color },
  })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

/** Answers a route with the API's error shape. */
export const failWith = (route: Route, status = 500, error = 'Ocurrió un error inesperado.') =>
  route.fulfill({ status, json: { error, code: status === 409 ? 'CONFLICT' : 'INTERNAL' } })

/** An order as GET /api/business/orders answers it (domain/business orderSchema). */
export function fakeOrder(overrides: Partial<Order> & Pick<Order, 'id'>): Order {
  return {
    createdAt: new Date().toISOString(),
    status: 'PENDING',
    method: 'DELIVERY',
    user: { fullName: 'Cliente de prueba', phone: null },
    deliveryInfo: 'Av. Colón 1234, Córdoba',
    note: null,
    items: [],
    deliveryFee: 0,
    discount: 0,
    couponCode: null,
    total: 0,
    estimatedTime: null,
    payment: { method: 'CASH', status: 'UNPAID', cashAmount: null, flag: null },
    respondedByName: null,
    scheduledFor: null,
    rejectReason: null,
    ...overrides,
    // Waiting since it was placed, unless told otherwise.
    waitingSince: overrides.waitingSince ?? overrides.createdAt ?? new Date().toISOString(),
  }
}
