import { expect, test } from './support/test'

// docs/product.md#screens route table: every route exists (none falls through to the redirect of unknown paths).
const routes = [
  '/client/home',
  '/explorar/restaurantes',
  '/link-expirado',
  '/terminos',
  '/privacidad',
  '/registro-comercio',
  '/verificar-comercio',
  '/registro-comercio/detalles',
  '/negocio/pizzeria-don-luigi',
  '/editar-pedido/pizzeria-don-luigi',
  '/login',
  '/forgot-password',
  '/reset-password/abc',
  '/perfil',
  '/promos',
  '/orders',
]

// One test per route: sixteen page loads in one test outran its time budget on a busy machine.
for (const route of routes) {
  test(`${route} has a screen of its own`, async ({ page }) => {
    await page.goto(route)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(new URL(page.url()).pathname, route).not.toBe('/')
  })
}

test('the business area sends visitors to /login', async ({ page }) => {
  for (const route of [
    '/business',
    '/business/home',
    '/business/menu-qr',
    '/business/productos/editar/1',
  ]) {
    await page.goto(route)
    await expect(page).toHaveURL(/\/login$/)
  }
})
