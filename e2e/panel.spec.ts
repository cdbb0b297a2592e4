import { expect, test, type Page } from '@playwright/test'
import type { Order } from '../domain/orders/schemas'
import { registerOwner } from './support/owner'
import {
  failWith,
  fakeOrder,
  logInThroughForm,
  panelLink,
  pngFile,
  slugOf,
  storedToken,
  withStoredSession,
} from './support/panel'
import { saveScreen } from './support/screens'

/**
 * Panel del Comercio: Pedidos, Productos, Agregar/Editar producto and Categorías (docs/product.md#screens, §5, §8).
 * One freshly registered owner per project walks the catalog from empty to a public menu, so the
 * tests run in order and share that owner (registrations are rate limited per IP).
 */
test.describe.configure({ mode: 'serial' })

let owner: { email: string; password: string; token: string }

/**
 * Opens the panel with the stored session and goes to a section through the navigation, as an
 * owner does. (A direct load of a section is covered by its own test below.)
 */
async function openPanel(page: Page, section?: 'Pedidos' | 'Productos' | 'Categorías') {
  await withStoredSession(page, owner.token)
  await page.goto('/business/home')
  await expect(page.getByText('Panel del Comercio', { exact: true })).toBeVisible()
  if (section) {
    await panelLink(page, section).click()
    await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible()
  }
}

/** Moves the app to another path without reloading it (what a link inside the app does). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

const productRow = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Tus productos' }).getByRole('listitem', { name, exact: true })
const categoryCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Tus categorías' }).getByRole('listitem', { name, exact: true })

test('a new shop sees the empty states of Pedidos, Productos and Categorías', async ({
  page,
  request,
}, testInfo) => {
  const shop = await registerOwner(request)
  await logInThroughForm(page, shop.email, shop.password)
  owner = { email: shop.email, password: shop.password, token: await storedToken(page) }

  await panelLink(page, 'Pedidos').click()
  await expect(page).toHaveURL(/\/business\/pedidos$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible()
  await expect(page.getByText('No hay pedidos aún.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Compartir menú QR' })).toBeVisible()
  await saveScreen(page, testInfo, 'business-orders-empty')

  await panelLink(page, 'Productos').click()
  await expect(page.getByText('Aún no agregaste productos.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Agregar producto' })).toBeVisible()
  await saveScreen(page, testInfo, 'business-products-empty')

  await panelLink(page, 'Categorías').click()
  await expect(page.getByText('Todavía no tenés categorías.')).toBeVisible()
})

test('categories: blank name ignored, a preset and an uploaded picture, preview, delete after confirm', async ({
  page,
}, testInfo) => {
  test.slow()
  await openPanel(page, 'Categorías')
  const name = page.getByLabel('Nombre de la categoría')
  const upload = page.getByLabel('Subir imagen')
  const create = page.getByRole('button', { name: 'Crear categoría' })
  const preview = page.getByAltText('Vista previa de la imagen')
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/business/categories')) posts.push(r.url())
  })

  // docs/product.md#validation: a blank name is silently ignored: no call, no message.
  await name.fill('   ')
  await create.click()
  await expect(name).toBeFocused()
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(posts).toHaveLength(0)

  // A preset disables the upload; pressing it again frees it.
  await name.fill('Minutas')
  const minutas = page.getByRole('button', { name: 'Minutas', exact: true })
  await minutas.click()
  await expect(minutas).toHaveAttribute('aria-pressed', 'true')
  await expect(upload).toBeDisabled()
  await expect(page.getByText('Quitá la imagen predefinida para subir una propia.')).toBeVisible()
  await expect(page.getByTestId('category-preview-name')).toHaveText('Minutas')
  await minutas.click()
  await expect(minutas).toHaveAttribute('aria-pressed', 'false')
  await expect(upload).toBeEnabled()
  await minutas.click()
  await saveScreen(page, testInfo, 'business-categories-preset')
  await create.click()
  await expect(page.getByRole('status').filter({ hasText: 'Categoría creada.' })).toBeVisible()
  await expect(categoryCard(page, 'Minutas')).toContainText('0 productos')
  await expect(categoryCard(page, 'Minutas').locator('img')).toHaveAttribute(
    'src',
    '/presets/minutas.jpg',
  )
  await expect(name).toHaveValue('')
  await expect(upload).toBeEnabled()

  // Only images may be uploaded; a picture shows in the preview before it is sent.
  await name.fill('Postres de la casa')
  await upload.setInputFiles({
    name: 'menu.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hola'),
  })
  await expect(page.getByText('Elegí un archivo de imagen (JPG, PNG o WebP).')).toBeVisible()
  await upload.setInputFiles(await pngFile('postres.png', { r: 190, g: 90, b: 60 }))
  await expect(preview).toHaveAttribute('src', /^blob:/)
  await expect(page.getByRole('button', { name: 'Quitar imagen' })).toBeVisible()
  await saveScreen(page, testInfo, 'business-categories-upload')
  await create.click()
  await expect(categoryCard(page, 'Postres de la casa').locator('img')).toHaveAttribute(
    'src',
    /^\/uploads\//,
  )

  // The server's reason is shown when it refuses (a name already used).
  await name.fill('minutas')
  await create.click()
  await expect(page.getByRole('alert')).toHaveText('Ya tenés una categoría con ese nombre.')

  // Delete after the spec's confirmation; Escape and Cancelar keep the category.
  await name.fill('Temporal')
  await create.click()
  await expect(categoryCard(page, 'Temporal')).toBeVisible()
  await categoryCard(page, 'Temporal')
    .getByRole('button', { name: /^Eliminar/ })
    .click()
  const dialog = page.getByRole('alertdialog', {
    name: '¿Estás seguro de que querés eliminar esta categoría?',
  })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused()
  await saveScreen(page, testInfo, 'business-categories-confirm')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(categoryCard(page, 'Temporal')).toBeVisible()
  await categoryCard(page, 'Temporal')
    .getByRole('button', { name: /^Eliminar/ })
    .click()
  await dialog.getByRole('button', { name: 'Eliminar' }).click()
  await expect(categoryCard(page, 'Temporal')).toHaveCount(0)
  await expect(categoryCard(page, 'Minutas')).toBeVisible()
  await saveScreen(page, testInfo, 'business-categories')
})

test('add product: the docs/product.md#validation messages, then products with and without discount and picture', async ({
  page,
}, testInfo) => {
  test.slow()
  await openPanel(page, 'Productos')
  await page.getByRole('link', { name: 'Agregar producto' }).click()
  await expect(page).toHaveURL(/\/business\/productos\/agregar$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Agregar producto' })).toBeVisible()

  const save = page.getByRole('button', { name: 'Guardar producto' })
  const required = page.getByText('Completá correctamente todos los campos obligatorios.')
  const discountRule = page.getByText('El precio con descuento debe ser menor al precio normal.')
  const discountPrice = page.getByLabel('Precio con descuento')
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/business/products')) posts.push(r.url())
  })

  await expect(discountPrice).toBeDisabled()
  await save.click()
  await expect(required).toBeVisible()
  await expect(page.getByText('Ingresá el nombre del producto.')).toBeVisible()
  await expect(page.getByText('Elegí una categoría.')).toBeVisible()
  await expect(page.getByLabel('Nombre')).toBeFocused()
  await saveScreen(page, testInfo, 'business-product-add-errors')

  await page.getByLabel('Nombre').fill('   Milanesa napolitana  ')
  await page.getByLabel('Descripción (opcional)').fill('  Con papas fritas.  ')
  await page.getByLabel('Categoría').selectOption({ label: 'Minutas' })
  await page.getByLabel('Precio', { exact: true }).fill('doce mil')
  await save.click()
  await expect(required).toBeVisible()
  await expect(page.getByText('Ingresá un precio mayor a $ 0.')).toBeVisible()

  await page.getByLabel('Precio', { exact: true }).fill('12500')
  await page.getByRole('switch', { name: 'Aplicar descuento' }).check()
  await expect(discountPrice).toBeEnabled()
  await expect(discountPrice).toBeFocused()
  await expect(page.getByLabel('Precio', { exact: true })).toHaveValue('12.500')
  await discountPrice.fill('13.000')
  await save.click()
  await expect(discountRule).toBeVisible()
  await expect(required).toBeHidden()
  await discountPrice.fill('0')
  await save.click()
  await expect(discountRule).toBeVisible()
  expect(posts).toHaveLength(0)

  await discountPrice.fill('10900,5')
  await expect(discountRule).toBeHidden()
  await page
    .getByLabel('Subir imagen')
    .setInputFiles(await pngFile('mila.png', { r: 200, g: 150, b: 40 }))
  await expect(page.getByAltText('Vista previa de la imagen')).toHaveAttribute('src', /^blob:/)
  await saveScreen(page, testInfo, 'business-product-add')
  await save.click()
  await expect(page).toHaveURL(/\/business\/productos$/)
  await expect(page.getByRole('status').filter({ hasText: 'Producto agregado.' })).toBeVisible()
  const mila = productRow(page, 'Milanesa napolitana')
  await expect(mila.getByRole('heading')).toHaveText('Milanesa napolitana')
  await expect(mila).toContainText('Minutas')
  await expect(mila).toContainText('$ 10.900,50')
  await expect(mila.locator('del')).toHaveText('$ 12.500,00')
  await expect(mila.locator('img')).toHaveAttribute('src', /^\/uploads\//)

  // Without discount nor picture; and one more to delete later.
  for (const [productName, category, price] of [
    ['Flan casero', 'Postres de la casa', '3500'],
    ['Papas fritas', 'Minutas', '4.200'],
  ]) {
    await page.getByRole('link', { name: 'Agregar producto' }).click()
    await page.getByLabel('Nombre').fill(productName)
    await page.getByLabel('Categoría').selectOption({ label: category })
    await page.getByLabel('Precio', { exact: true }).fill(price)
    await save.click()
    await expect(page).toHaveURL(/\/business\/productos$/)
  }
  const flan = productRow(page, 'Flan casero')
  await expect(flan).toContainText('$ 3.500,00')
  await expect(flan.locator('del')).toHaveCount(0)
  await expect(flan.locator('img')).toHaveCount(0)
  await expect(page.getByText('3 productos en tu menú')).toBeVisible()
  await saveScreen(page, testInfo, 'business-products')
})

test('products: stock toggle, edit with the discount rule, delete after confirm', async ({
  page,
  request,
}, testInfo) => {
  test.slow()
  await openPanel(page, 'Productos')
  const flan = productRow(page, 'Flan casero')

  // Stock: the box and its label change, and the change is kept.
  // The box follows the server's answer, so click and wait for it rather than uncheck().
  await flan.getByRole('checkbox', { name: 'Con stock' }).click()
  await expect(flan.getByRole('checkbox', { name: 'Sin stock' })).not.toBeChecked()
  const saved = await request.get('/api/business/products', {
    headers: { Authorization: `Bearer ${owner.token}` },
  })
  expect(
    ((await saved.json()) as { name: string; isAvailable: boolean }[]).find(
      (p) => p.name === 'Flan casero',
    )?.isAvailable,
  ).toBe(false)

  // Edit: the form holds the saved (trimmed) values; discount price only with the box checked.
  await productRow(page, 'Milanesa napolitana')
    .getByRole('link', { name: /^Editar/ })
    .click()
  await expect(page).toHaveURL(/\/business\/productos\/editar\/[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Editar producto' })).toBeVisible()
  await expect(page.getByLabel('Nombre')).toHaveValue('Milanesa napolitana')
  await expect(page.getByLabel('Descripción (opcional)')).toHaveValue('Con papas fritas.')
  await expect(page.getByLabel('Precio', { exact: true })).toHaveValue('12.500')
  await expect(page.getByLabel('Precio con descuento')).toHaveValue('10.900,50')
  await expect(page.getByRole('switch', { name: 'Aplicar descuento' })).toBeChecked()
  await expect(page.getByLabel('Precio con descuento')).toBeEnabled()
  await expect(page.getByAltText('Vista previa de la imagen')).toHaveAttribute(
    'src',
    /^\/uploads\//,
  )
  await saveScreen(page, testInfo, 'business-product-edit')
  await page.getByRole('link', { name: 'Cancelar' }).click()

  await productRow(page, 'Flan casero')
    .getByRole('link', { name: /^Editar/ })
    .click()
  const discountBox = page.getByRole('switch', { name: 'Aplicar descuento' })
  const discountPrice = page.getByLabel('Precio con descuento')
  await expect(page.getByLabel('Nombre')).toHaveValue('Flan casero')
  await expect(discountBox).not.toBeChecked()
  await expect(discountPrice).toBeDisabled()
  await expect(page.getByText('Activá el descuento para cargar este precio.')).toBeVisible()
  await discountBox.check()
  await expect(discountPrice).toBeEnabled()
  await discountPrice.fill('3600')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(
    page.getByText('El precio con descuento debe ser menor al precio normal.'),
  ).toBeVisible()
  await discountPrice.fill('2.990')
  await page.getByLabel('Nombre').fill('Flan casero con dulce de leche')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page).toHaveURL(/\/business\/productos$/)
  await expect(
    page.getByRole('status').filter({ hasText: 'Cambios guardados correctamente.' }),
  ).toBeVisible()
  const edited = productRow(page, 'Flan casero con dulce de leche')
  await expect(edited).toContainText('$ 2.990,00')
  await expect(edited.locator('del')).toHaveText('$ 3.500,00')
  await expect(edited.getByRole('checkbox', { name: 'Sin stock' })).not.toBeChecked()

  // Delete: Cancelar keeps it; Eliminar removes it.
  const papas = productRow(page, 'Papas fritas')
  await papas.getByRole('button', { name: /^Eliminar/ }).click()
  const dialog = page.getByRole('alertdialog', { name: '¿Eliminar este producto?' })
  await expect(dialog).toBeVisible()
  await saveScreen(page, testInfo, 'business-product-delete-confirm')
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(dialog).toBeHidden()
  await expect(papas).toBeVisible()
  await papas.getByRole('button', { name: /^Eliminar/ }).click()
  await dialog.getByRole('button', { name: 'Eliminar' }).click()
  await expect(papas).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Producto eliminado.' })).toBeVisible()

  // A category that still holds products stays, and the owner reads why.
  await panelLink(page, 'Categorías').click()
  await expect(categoryCard(page, 'Minutas')).toContainText('1 producto')
  await categoryCard(page, 'Minutas')
    .getByRole('button', { name: /^Eliminar/ })
    .click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'No podés eliminar una categoría que tiene productos. Mové o eliminá sus productos primero.',
  )
  await expect(categoryCard(page, 'Minutas')).toBeVisible()
})

// On a fresh load the first queries must already carry the stored session's token.
test('a panel screen opened directly (reload, bookmark) loads its data', async ({ page }) => {
  await withStoredSession(page, owner.token)
  await page.goto('/business/productos')
  await expect(productRow(page, 'Milanesa napolitana')).toBeVisible()
  await page.goto('/business/categorias')
  await expect(categoryCard(page, 'Minutas')).toBeVisible()
  await page.goto('/business/productos/editar/00000000-0000-4000-8000-000000000000')
  await expect(page.getByText('Producto no encontrado.')).toBeVisible()
})

test('the public menu shows what the owner loaded', async ({ page, request }, testInfo) => {
  const slug = await slugOf(request, owner.token)
  await page.goto(`/menu/${slug}`)
  await expect(page.getByRole('button', { name: /^Minutas/ })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Postres de la casa/ })).toBeVisible()
  const mila = page.getByRole('listitem', { name: 'Milanesa napolitana' })
  await expect(mila).toContainText('$ 10.900,50')
  await expect(mila.locator('del')).toHaveText('$ 12.500,00')
  await expect(mila).toContainText('Con papas fritas.')
  const flan = page.getByRole('listitem', { name: 'Flan casero con dulce de leche' })
  await expect(flan).toContainText('Sin stock')
  await expect(flan.locator('del')).toHaveText('$ 3.500,00')
  await expect(page.getByRole('listitem', { name: 'Papas fritas' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Temporal/ })).toHaveCount(0)
  await saveScreen(page, testInfo, 'business-public-menu')
})

test('product screens show the docs/product.md#errors errors when the API fails (mocked failures)', async ({
  page,
}, testInfo) => {
  test.slow()
  await openPanel(page)

  // Load.
  await page.route('**/api/business/products', (route) =>
    route.request().method() === 'GET' ? failWith(route) : route.fallback(),
  )
  await panelLink(page, 'Productos').click()
  await expect(page.getByRole('alert')).toHaveText('No se pudieron cargar los productos.', {
    timeout: 10_000,
  })
  await saveScreen(page, testInfo, 'business-products-load-error')
  await page.unroute('**/api/business/products')
  await page.getByRole('button', { name: 'Reintentar' }).click()
  const mila = productRow(page, 'Milanesa napolitana')
  await expect(mila).toBeVisible()

  // Stock toggle: the box goes back and the owner is told.
  await page.route('**/api/business/products/*/toggle-availability', (route) => failWith(route))
  // A click, not uncheck(): the box may already be back by the time uncheck() would look at it.
  await mila.getByRole('checkbox', { name: 'Con stock' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'No se pudo cambiar el estado de stock.' }),
  ).toBeVisible()
  await expect(mila.getByRole('checkbox', { name: 'Con stock' })).toBeChecked()

  // Delete.
  await page.route('**/api/business/products/*', (route) =>
    route.request().method() === 'DELETE' ? failWith(route) : route.fallback(),
  )
  await mila.getByRole('button', { name: /^Eliminar/ }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Error al eliminar el producto.' }),
  ).toBeVisible()
  await expect(mila).toBeVisible()

  // Save new.
  await page.route('**/api/business/products', (route) =>
    route.request().method() === 'POST' ? failWith(route) : route.fallback(),
  )
  await page.getByRole('link', { name: 'Agregar producto' }).click()
  await page.getByLabel('Nombre').fill('Empanada')
  await page.getByLabel('Categoría').selectOption({ label: 'Minutas' })
  await page.getByLabel('Precio', { exact: true }).fill('1500')
  await page.getByRole('button', { name: 'Guardar producto' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Hubo un error al guardar el producto.' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/agregar$/)

  // Edit save.
  await page.getByRole('link', { name: 'Cancelar' }).click()
  await page.route('**/api/business/products/*', (route) =>
    route.request().method() === 'PUT' ? failWith(route) : route.fallback(),
  )
  await mila.getByRole('link', { name: /^Editar/ }).click()
  await expect(page.getByLabel('Nombre')).toHaveValue('Milanesa napolitana')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Error al guardar los cambios.' }),
  ).toBeVisible()
  await saveScreen(page, testInfo, 'business-product-edit-error')

  // Edit: a product that does not exist, and a load that fails (back to the list).
  await navigateInApp(page, '/business/productos/editar/00000000-0000-4000-8000-000000000000')
  await expect(page.getByText('Producto no encontrado.')).toBeVisible()
  await saveScreen(page, testInfo, 'business-product-not-found')
  await page.route('**/api/business/products/*', (route) =>
    route.request().method() === 'GET' ? failWith(route) : route.fallback(),
  )
  await panelLink(page, 'Productos').click()
  await mila.getByRole('link', { name: /^Editar/ }).click()
  await expect(page).toHaveURL(/\/business\/productos$/, { timeout: 10_000 })
  await expect(
    page.getByRole('alert').filter({ hasText: 'No se pudo cargar el producto.' }),
  ).toBeVisible()
})

test.describe('Pedidos, UI with a mocked orders API', () => {
  // The time must be Argentina's whatever the device's zone: run this browser in Tokyo.
  test.use({ timezoneId: 'Asia/Tokyo' })

  const placedAt = new Date(Date.now() - 12 * 60_000)
  const argentinaTime = new Intl.DateTimeFormat('es-AR', {
    timeZone: 'America/Argentina/Buenos_Aires',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(placedAt)

  function seedOrders(): Order[] {
    return [
      fakeOrder({
        id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        createdAt: placedAt.toISOString(),
        user: { fullName: 'Lucía Fernández', phone: null },
        deliveryInfo: 'Av. Colón 1234, piso 3 B, Córdoba',
        items: [
          {
            quantity: 2,
            product: { name: 'Milanesa napolitana' },
            unitPrice: 1_090_050,
            notes: 'Sin cebolla',
            options: [],
          },
          {
            quantity: 1,
            product: { name: 'Flan casero' },
            unitPrice: 299_000,
            notes: null,
            options: [],
          },
        ],
        total: 2_479_100,
      }),
      fakeOrder({
        id: 'b3f1c2d4-5e6f-4a1b-9c8d-7e6f5a4b3c2d',
        createdAt: new Date(placedAt.getTime() - 40 * 60_000).toISOString(),
        user: { fullName: 'Martín Gómez', phone: null },
        method: 'PICKUP',
        deliveryInfo: 'Retira en el local',
        items: [
          {
            quantity: 3,
            product: { name: 'Empanada de carne' },
            unitPrice: 150_000,
            notes: null,
            options: [],
          },
        ],
        total: 450_000,
      }),
      fakeOrder({
        id: 'e1d2c3b4-a596-4877-8899-aabbccddeeff',
        createdAt: new Date(placedAt.getTime() - 3 * 3600_000).toISOString(),
        status: 'ACCEPTED',
        estimatedTime: 30,
        user: { fullName: 'Sofía Ruiz', phone: null },
        items: [
          {
            quantity: 1,
            product: { name: 'Pizza muzzarella' },
            unitPrice: 950_000,
            notes: null,
            options: [],
          },
        ],
        total: 950_000,
      }),
      fakeOrder({
        id: 'f0e1d2c3-b4a5-4697-8877-665544332211',
        createdAt: new Date(placedAt.getTime() - 5 * 3600_000).toISOString(),
        status: 'REJECTED',
        user: { fullName: 'Diego Pérez', phone: null },
        items: [
          {
            quantity: 2,
            product: { name: 'Sushi 12 piezas' },
            unitPrice: 1_400_000,
            notes: null,
            options: [],
          },
        ],
        total: 2_800_000,
      }),
    ]
  }

  /** GET answers the seeded list; POST …/status answers the changed order (or fails on demand). */
  async function mockOrdersApi(page: Page, orders: Order[]) {
    const calls = { list: 0, status: [] as unknown[], failNext: false }
    await page.route(/\/api\/business\/orders(\?.*)?$/, (route) => {
      calls.list++
      return route.fulfill({ json: orders })
    })
    await page.route(/\/api\/business\/orders\/[^/]+\/status$/, (route) => {
      const body = route.request().postDataJSON() as { action: string; estimatedTime?: number }
      calls.status.push(body)
      if (calls.failNext) return failWith(route)
      const id = route.request().url().split('/').at(-2)
      const order = orders.find((o) => o.id === id)!
      return route.fulfill({
        json: {
          ...order,
          status: body.action === 'ACCEPT' ? 'ACCEPTED' : 'REJECTED',
          estimatedTime: body.action === 'ACCEPT' ? body.estimatedTime : null,
        },
      })
    })
    return calls
  }

  const orderCard = (page: Page, shortId: string) =>
    page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: new RegExp(`#${shortId}`) }) })

  test('the list, accept with 25 minutes, reject after confirm, and the update error', async ({
    page,
  }, testInfo) => {
    const calls = await mockOrdersApi(page, seedOrders())
    await openPanel(page, 'Pedidos')

    const lucia = orderCard(page, '7c9e6679')
    await expect(lucia).toContainText('Lucía Fernández')
    await expect(lucia.locator('time')).toHaveText(argentinaTime)
    await expect(lucia).toContainText('Av. Colón 1234, piso 3 B, Córdoba')
    await expect(lucia.getByRole('list', { name: 'Productos del pedido' })).toContainText(
      '2 x Milanesa napolitana',
    )
    await expect(lucia).toContainText('1 x Flan casero')
    await expect(lucia).toContainText('$ 24.791,00')
    await expect(lucia).toContainText('Pendiente')
    await expect(orderCard(page, 'e1d2c3b4')).toContainText('Aceptado')
    await expect(orderCard(page, 'e1d2c3b4')).toContainText('Tiempo estimado: 30 min')
    await expect(orderCard(page, 'f0e1d2c3')).toContainText('Rechazado')
    // Only pending orders can be answered.
    await expect(
      orderCard(page, 'e1d2c3b4').getByRole('button', { name: /^(Aceptar|Rechazar)$/ }),
    ).toHaveCount(0)
    await expect(orderCard(page, 'f0e1d2c3').getByLabel('Tiempo de espera (minutos)')).toHaveCount(
      0,
    )
    // Newest first.
    await expect(page.getByRole('article').first()).toContainText('Lucía Fernández')
    await expect(page.getByText('Tenés 2 pedidos pendientes.')).toBeVisible()
    await saveScreen(page, testInfo, 'business-orders')

    // The wait comes filled with the preparation time; it must be whole minutes from 1 to 240.
    const minutes = lucia.getByLabel('Tiempo de espera (minutos)')
    await expect(minutes).toHaveValue('30')
    await minutes.fill('')
    await lucia.getByRole('button', { name: 'Aceptar' }).click()
    await expect(
      lucia.getByText('Ingresá el tiempo de espera en minutos (entre 1 y 240).'),
    ).toBeVisible()
    await minutes.fill('300')
    await lucia.getByRole('button', { name: 'Aceptar' }).click()
    await expect(
      lucia.getByText('Ingresá el tiempo de espera en minutos (entre 1 y 240).'),
    ).toBeVisible()
    expect(calls.status).toHaveLength(0)

    // The update fails: the alert, and the order stays pending.
    calls.failNext = true
    await minutes.fill('25')
    await lucia.getByRole('button', { name: 'Aceptar' }).click()
    await expect(lucia.getByRole('alert')).toHaveText(
      'Hubo un error al actualizar el estado del pedido.',
    )
    await expect(lucia).toContainText('Pendiente')
    await saveScreen(page, testInfo, 'business-orders-update-error')

    // Accept: the card changes with the server's answer, without reloading the list.
    calls.failNext = false
    const listCalls = calls.list
    await lucia.getByRole('button', { name: 'Aceptar' }).click()
    await expect(lucia).toContainText('Aceptado')
    await expect(lucia).toContainText('Tiempo estimado: 25 min')
    await expect(lucia.getByRole('button', { name: 'Aceptar' })).toHaveCount(0)
    await expect(lucia.getByRole('alert')).toHaveCount(0)
    expect(calls.status.at(-1)).toEqual({ action: 'ACCEPT', estimatedTime: 25 })
    expect(calls.list).toBe(listCalls)

    // Reject, after confirming.
    const martin = orderCard(page, 'b3f1c2d4')
    await martin.getByRole('button', { name: 'Rechazar' }).click()
    const dialog = page.getByRole('alertdialog', { name: '¿Rechazar este pedido?' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await expect(martin).toContainText('Pendiente')
    await martin.getByRole('button', { name: 'Rechazar' }).click()
    await dialog.getByRole('button', { name: 'Rechazar pedido' }).click()
    await expect(martin).toContainText('Rechazado')
    expect(calls.status.at(-1)).toEqual({ action: 'REJECT' })
    await expect(page.getByText('No tenés pedidos pendientes.')).toBeVisible()
    await saveScreen(page, testInfo, 'business-orders-answered')
  })

  test('a failed load shows the spec message', async ({ page }, testInfo) => {
    await page.route(/\/api\/business\/orders(\?.*)?$/, (route) => failWith(route))
    await openPanel(page, 'Pedidos')
    await expect(page.getByRole('alert')).toHaveText('No se pudieron cargar los pedidos.', {
      timeout: 10_000,
    })
    await saveScreen(page, testInfo, 'business-orders-load-error')
  })
})
