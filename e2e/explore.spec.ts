import { expect, test } from './support/test'
import { directoryRows as rows } from './support/directory'
import { withSavedLocation } from './support/location'
import { saveScreen } from './support/screens'

/**
 * Explore restaurants (docs/product.md#screens, §4 'Explore open status') over the demo shops, whose hours are set
 * relative to the moment the server seeded them: one open around the clock, one closed today and
 * one opening within the hour. Shops other tests register (no hours yet) show as Cerrado.
 */

const RANK: Record<string, number> = { Abierto: 0, 'Abre pronto': 1, Cerrado: 3 }
const rankOf = (label: string) => RANK[label] ?? (/^Abre a las \d\d:\d\d$/.test(label) ? 2 : -1)

test('open shops first, then opening soon, later and closed; ties by name', async ({
  page,
}, testInfo) => {
  await page.goto('/explorar/restaurantes')
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurantes' })).toBeVisible()
  const shops = await rows(page)
  const labels = shops.map(
    (s) => /(Abierto|Abre pronto|Abre a las \d\d:\d\d|Cerrado)/.exec(s.text)?.[1] ?? '',
  )
  for (const label of ['Abierto', 'Abre pronto', 'Cerrado']) expect(labels).toContain(label)
  const ranks = labels.map(rankOf)
  expect(ranks).not.toContain(-1)
  expect([...ranks].sort((a, b) => a - b)).toEqual(ranks)
  for (let i = 1; i < shops.length; i++) {
    if (ranks[i] === ranks[i - 1] && ranks[i] !== 2) {
      expect(
        shops[i - 1].name.localeCompare(shops[i].name, 'es', { sensitivity: 'base' }),
      ).toBeLessThanOrEqual(0)
    }
  }

  // Each row: logo, name, city and what the shop offers. Lomitos 24 is open around the clock, so
  // it is on the first page at any hour, however many shops the suite has opened.
  const lomitos = page.getByRole('listitem', { name: 'Lomitos 24' })
  await expect(lomitos).toContainText('Córdoba')
  await expect(page.getByText('Delivery', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Retiro en el local', { exact: true }).first()).toBeVisible()
  await saveScreen(page, testInfo, 'explore')

  await lomitos.getByRole('link').click()
  await expect(page).toHaveURL(/\/negocio\/lomitos-24$/)
  await page.goBack()
  await page.getByRole('link', { name: 'Volver al inicio' }).click()
  await expect(page).toHaveURL(/\/client\/home$/)
})

test('with a saved location, distances show and the nearest come first within a status', async ({
  page,
}, testInfo) => {
  await withSavedLocation(page, {
    street: 'Obispo Trejo',
    number: '242',
    city: 'Córdoba',
    province: 'Córdoba',
    lat: -31.4189,
    lng: -64.1874,
  })
  await page.goto('/explorar/restaurantes')
  await expect(page.getByText('Cerca de Obispo Trejo 242')).toBeVisible()
  const shops = await rows(page)
  const distance = (text: string) => {
    // Case-sensitive on purpose: the badges after the distance start with a capital letter.
    const m = /a ([\d,]+) (km|m)(?![a-z])/.exec(text)
    if (!m) return null
    const n = Number(m[1].replace(',', '.'))
    return m[2] === 'km' ? n * 1000 : n
  }
  const seeded = shops.filter((s) => distance(s.text) !== null)
  expect(seeded.length).toBeGreaterThan(3)
  const labels = seeded.map(
    (s) => /(Abierto|Abre pronto|Abre a las \d\d:\d\d|Cerrado)/.exec(s.text)?.[1] ?? '',
  )
  for (let i = 1; i < seeded.length; i++) {
    if (labels[i] === labels[i - 1]) {
      // Shown rounded to 100 m, so equal shown distances may come in either order.
      expect(distance(seeded[i].text)!).toBeGreaterThanOrEqual(distance(seeded[i - 1].text)!)
    }
  }
  await saveScreen(page, testInfo, 'explore-near-me')
})

test('a saved address far from every shop still lists them, under a heading that says so', async ({
  page,
}, testInfo) => {
  // A mistyped address about 30 km south of the demo shops, which are all in Córdoba.
  await withSavedLocation(page, {
    street: 'Ruta 36',
    number: '100',
    city: 'Despeñaderos',
    province: 'Córdoba',
    lat: -31.69,
    lng: -64.19,
  })
  await page.goto('/explorar/restaurantes')
  await expect(page.getByText('Cerca de Ruta 36 100')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Lejos de tu ubicación' })).toBeVisible()
  await expect(
    page.getByText('No encontramos comercios cerca de tu dirección. Revisá que sea la correcta.'),
  ).toBeVisible()
  await expect(page.getByText('Todavía no hay comercios cerca tuyo.')).toHaveCount(0)
  const far = await rows(page, 'Lejos de tu ubicación')
  expect(far.find((s) => s.name === 'Lomitos 24')?.text).toMatch(/a [\d,]+ km/)
  const labels = far.map(
    (s) => /(Abierto|Abre pronto|Abre a las \d\d:\d\d|Cerrado)/.exec(s.text)?.[1] ?? '',
  )
  const ranks = labels.map(rankOf)
  expect(ranks).not.toContain(-1)
  expect([...ranks].sort((a, b) => a - b)).toEqual(ranks)
  await saveScreen(page, testInfo, 'explore-far')
})

test('a failed load says so and can be retried', async ({ page }, testInfo) => {
  let fail = true
  await page.route('**/api/explore/restaurant*', (route) =>
    fail
      ? route.fulfill({ status: 500, json: { error: 'x', code: 'INTERNAL' } })
      : route.fallback(),
  )
  // Opened from its address the directory arrives drawn; opened from the app, it asks the API.
  await page.goto('/client/home')
  await page.evaluate(() => {
    history.pushState(null, '', '/explorar/restaurantes')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.getByRole('alert')).toHaveText('No se pudieron cargar los comercios.', {
    timeout: 10_000,
  })
  await saveScreen(page, testInfo, 'explore-error')
  fail = false
  await page.getByRole('button', { name: 'Reintentar' }).click()
  // Open around the clock: on the first page however many shops the suite has opened.
  await expect(page.getByRole('listitem', { name: 'Lomitos 24' })).toBeVisible()
})
