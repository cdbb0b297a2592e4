import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlibConstants,
  gunzipSync,
} from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAdapters } from '../../adapters'
import { buildApp, type App } from '../../app'
import { eq } from 'drizzle-orm'
import { businesses } from '../../db/schema'
import { STORAGE_WARMUP_SCRIPT } from '../../lib/storage-warmup'
import { createBusiness } from '../../test/factories'
import { createMenuShop, createTestApp, type TestContext } from '../../test/harness'

// The built page's head, as Vite writes it: the site's title and a description over several lines.
const template = `<!doctype html>
<html lang="es-AR">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Barrio: pedí a los comercios de tu barrio."
    />
    <title>Barrio</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

let t: TestContext
let app: App
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://barrio.example' })
  const webDir = path.join(t.dataDir, 'web')
  mkdirSync(path.join(webDir, 'assets'), { recursive: true })
  writeFileSync(path.join(webDir, 'index.html'), template)
  writeFileSync(path.join(webDir, 'assets/index-abc.js'), 'console.log(1)\n')
  app = await buildApp({
    config: t.app.config,
    db: t.db,
    adapters: createAdapters(t.app.config, t.db),
    webDir,
  })
})
afterAll(async () => {
  await app?.close()
  await t.close()
})

/** The content of the first <meta> with this name or property. */
function meta(html: string, key: string) {
  const tag = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))
  return tag?.[1]
}

describe('a shop page', () => {
  it('carries the shop’s title, description, canonical address and preview tags', async () => {
    const { business } = await createBusiness(t.db, {
      name: 'Lo de Ana & "Hijos"',
      slug: 'lo-de-ana',
      city: 'Villa Allende',
      province: 'Córdoba',
      coverUrl: '/uploads/business/cover-1.webp',
    })
    const res = await app.inject('/menu/lo-de-ana')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers['cache-control']).toBe('no-cache')
    const html = res.body
    expect(html).toContain('<title>Lo de Ana &amp; &quot;Hijos&quot; · Menú · Barrio</title>')
    expect(html).toContain('<link rel="canonical" href="https://barrio.example/menu/lo-de-ana" />')
    expect(meta(html, 'og:title')).toBe('Lo de Ana &amp; &quot;Hijos&quot;')
    expect(meta(html, 'og:url')).toBe('https://barrio.example/menu/lo-de-ana')
    expect(meta(html, 'og:image')).toBe('https://barrio.example/uploads/business/cover-1.webp')
    expect(meta(html, 'twitter:card')).toBe('summary_large_image')
    expect(meta(html, 'og:description')).toContain('Villa Allende, Córdoba')
    // One description, the shop's, in place of the site's.
    expect(html.match(/name="description"/g)).toHaveLength(1)
    expect(meta(html, 'description')).toBe(meta(html, 'og:description'))
    // The app itself still loads.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>')
    expect(html).toContain('<div id="root"></div>')
    expect(business.slug).toBe('lo-de-ana')
  })

  it('serves the storefront the same way; another case of the link answers 301 to its own', async () => {
    await createBusiness(t.db, {
      name: 'Panadería Sol',
      slug: 'panaderia-sol',
      logoUrl: '/uploads/l.webp',
    })
    for (const [asked, location] of [
      ['/negocio/Panaderia-Sol', '/negocio/panaderia-sol'],
      [
        '/negocio/PANADERIA-SOL?utm_source=qr&mesa=4',
        '/negocio/panaderia-sol?utm_source=qr&mesa=4',
      ],
      ['/menu/Panaderia-sol?mesa=4', '/menu/panaderia-sol?mesa=4'],
    ]) {
      const moved = await app.inject(asked)
      expect(moved.statusCode, asked).toBe(301)
      expect(moved.headers.location, asked).toBe(location)
    }
    const res = await app.inject('/negocio/panaderia-sol')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<title>Panadería Sol · Barrio</title>')
    expect(meta(res.body, 'og:url')).toBe('https://barrio.example/negocio/panaderia-sol')
    // Without a cover the logo stands in, as a small card.
    expect(meta(res.body, 'og:image')).toBe('https://barrio.example/uploads/l.webp')
    expect(meta(res.body, 'twitter:card')).toBe('summary')
  })

  it('answers an unknown or impossible shop with 404 and the app’s own page', async () => {
    for (const url of [
      '/menu/no-existe',
      '/negocio/no-existe',
      `/menu/${'a'.repeat(90)}`,
      `/negocio/${'a'.repeat(200)}`,
    ]) {
      const res = await app.inject(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toContain('text/html')
      expect(res.body, url).toBe(template)
    }
  })
})

describe('the build’s files', () => {
  it('carry the headers a script needs and no more; pages keep every security header', async () => {
    const file = await app.inject('/assets/index-abc.js')
    expect(file.statusCode).toBe(200)
    expect(file.body).toBe('console.log(1)\n')
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(file.headers.etag).toBeDefined()
    expect(file.headers['x-content-type-options']).toBe('nosniff')
    expect(file.headers['cross-origin-resource-policy']).toBe('same-origin')
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-frame-options',
      'cross-origin-opener-policy',
      'x-request-id',
      'last-modified',
      'accept-ranges',
    ]) {
      expect(file.headers[name], name).toBeUndefined()
    }
    // A page, there or under /assets/ without a file's name (answered by the app's page).
    for (const url of ['/menu/no-existe', '/assets/no-es-un-archivo']) {
      const page = await app.inject(url)
      expect(page.headers['content-type'], url).toContain('text/html')
      expect(page.headers['content-security-policy'], url).toContain("default-src 'self'")
      expect(page.headers['strict-transport-security'], url).toBeDefined()
      expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN')
      expect(page.headers['x-request-id'], url).toBeDefined()
    }
  })
})

describe('pages drawn on the server', () => {
  // A web build as Vite writes it: the app's page and manifest, and the QR menu's own script and
  // stylesheet with theirs. The renderer stands in for dist/ssr: it draws what it is handed.
  let drawn: App
  const calls: { url: string; data: unknown }[] = []
  let menuDraws = 0
  beforeAll(async () => {
    const webDir = path.join(t.dataDir, 'web-drawn')
    mkdirSync(path.join(webDir, '.vite'), { recursive: true })
    mkdirSync(path.join(webDir, 'assets'), { recursive: true })
    writeFileSync(
      path.join(webDir, 'index.html'),
      template.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/react-5.js">\n' +
          '    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n  </head>',
      ),
    )
    writeFileSync(
      path.join(webDir, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-abc.js', isEntry: true },
        'features/storefront/pages/StorefrontPage.tsx': {
          file: 'assets/StorefrontPage-1.js',
          imports: ['index.html', '_money.js'],
        },
        '_money.js': { file: 'assets/money-2.js' },
        'features/auth/pages/LoginPage.tsx': {
          file: 'assets/LoginPage-4.js',
          imports: ['_customer.js', '_form.js'],
        },
        '_form.js': { file: 'assets/form-1.js', imports: ['_jsx.js'] },
      }),
    )
    writeFileSync(
      path.join(webDir, '.vite/menu-manifest.json'),
      JSON.stringify({
        'features/menu/island.tsx': {
          file: 'assets/island-3.js',
          css: ['assets/island-4.css'],
        },
      }),
    )
    writeFileSync(path.join(webDir, 'assets/island-4.css'), '.menu{color:red}')
    drawn = await buildApp({
      config: t.app.config,
      db: t.db,
      adapters: createAdapters(t.app.config, t.db),
      webDir,
      pageRenderer: {
        renderMenu: (menu) => {
          menuDraws++
          const sections = menu.categories.map(
            (c) =>
              `<h2>${c.name}</h2>` +
              c.products.map((p) => `<p>${p.name}:${p.isAvailable}</p>`).join(''),
          )
          return `<link rel="preload" as="image" href="/cover.webp"/><h1>${menu.business.name}</h1>${sections.join('')}`
        },
        renderAppPage: async (url, data) => {
          calls.push({ url, data })
          return { html: `<main>${data.menu?.business.name ?? 'page'}</main>`, state: [[['k'], 1]] }
        },
      },
    })
    await createBusiness(t.db, { name: 'El $& de Tito </script>', slug: 'tito' })
  })
  afterAll(async () => {
    await drawn?.close()
  })

  it('sends the QR menu drawn, its stylesheet inline, its data beside it and its own script', async () => {
    const res = await drawn.inject('/menu/tito')
    expect(res.statusCode).toBe(200)
    const html = res.body
    // The name is written as given: no replacement pattern expanded, no element closed early.
    expect(html).toContain('<h1>El $& de Tito </script></h1>')
    expect(html).toContain('<style>.menu{color:red}</style>')
    expect(html).not.toContain('index-abc.css')
    expect(html).toContain('<script type="module" crossorigin src="/assets/island-3.js"></script>')
    expect(html).not.toContain('index-abc.js')
    expect(html).not.toContain('react-5.js')
    // The cover's preload goes to the head.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'))
    const data = html.match(/<script type="application\/json" id="barrio-menu">(.*?)<\/script>/)
    expect(data).not.toBeNull()
    expect(data![1]).not.toContain('</script>')
    expect(JSON.parse(data![1]).business.name).toBe('El $& de Tito </script>')
    expect(meta(html, 'og:title')).toBe('El $&amp; de Tito &lt;/script&gt;')
  })

  it('answers 304 to a browser that has the same page', async () => {
    const first = await drawn.inject('/menu/tito')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await drawn.inject({ url: '/menu/tito', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('draws the storefront with its menu and announces the screen’s files', async () => {
    calls.length = 0
    const res = await drawn.inject('/negocio/tito')
    expect(res.statusCode).toBe(200)
    expect(calls).toHaveLength(1)
    expect(calls[0].url).toMatch(/\/negocio\/tito$/)
    expect((calls[0].data as { menu: { business: { slug: string } } }).menu.business.slug).toBe(
      'tito',
    )
    const html = res.body
    expect(html).toContain('<div id="root"><main>El $& de Tito </script></main></div>')
    expect(html).toContain('<script type="application/json" id="barrio-state">[[["k"],1]]</script>')
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/StorefrontPage-1.js">',
    )
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/money-2.js">')
    // The app's own script is loaded by its tag, not preloaded twice.
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/index-abc.js"')
    expect(meta(html, 'og:url')).toBe('https://barrio.example/negocio/tito')
  })

  it('draws the directory with its first page, and the start pages', async () => {
    calls.length = 0
    for (const url of ['/', '/client/home', '/explorar/restaurantes']) {
      const res = await drawn.inject(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain('<div id="root"><main>page</main></div>')
    }
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual([
      '/',
      '/client/home',
      '/explorar/restaurantes',
    ])
    const explore = calls[2].data as { explore: { items: { slug: string }[] } }
    expect(explore.explore.items.map((s) => s.slug)).toContain('tito')
  })

  it('shows a panel edit at the next visit, drawn anew only then', async () => {
    const s = await createMenuShop(t)
    const url = `/menu/${s.business.slug}`
    const draws = menuDraws
    const before = await drawn.inject(url)
    expect(before.body).toContain('<p>Muzzarella:true</p>')
    // A second visit is answered from the page already drawn.
    expect((await drawn.inject(url)).body).toBe(before.body)
    expect(menuDraws).toBe(draws + 1)
    const edit = await drawn.inject({
      method: 'PUT',
      url: `/api/business/products/${s.product.id}/toggle-availability`,
      headers: s.headers,
      payload: { isAvailable: false },
    })
    expect(edit.statusCode, edit.body).toBe(200)
    const after = await drawn.inject({ url, headers: { 'if-none-match': before.headers.etag } })
    expect(after.statusCode).toBe(200)
    expect(after.body).toContain('<p>Muzzarella:false</p>')
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(menuDraws).toBe(draws + 2)
  })

  it('draws no page for another spelling of a slug: it redirects to the one kept', async () => {
    const draws = menuDraws
    await drawn.inject('/negocio/tito')
    calls.length = 0
    for (const url of ['/negocio/TITO', '/negocio/Tito', '/negocio/tItO?x=1', '/menu/TITO']) {
      const res = await drawn.inject(url)
      expect(res.statusCode, url).toBe(301)
      expect(res.headers.location, url).toBe(url.replace(/tito/i, 'tito'))
    }
    expect(calls).toEqual([])
    expect((await drawn.inject('/menu/tito')).statusCode).toBe(200)
    expect(menuDraws).toBeLessThanOrEqual(draws + 1)
  })

  it('still answers 404 for a shop that does not exist', async () => {
    const res = await drawn.inject('/menu/nadie')
    expect(res.statusCode).toBe(404)
    expect(calls.some((c) => c.url.endsWith('/menu/nadie'))).toBe(false)
  })

  it('answers a 304 of a drawn shop page from the cache: no SQL, no drawing, every header', async () => {
    const security = (headers: Record<string, unknown>) =>
      Object.entries(headers).filter(([name]) =>
        /^(content-security-policy|strict-transport|x-frame|x-content|cross-origin|referrer)/.test(
          name,
        ),
      )
    for (const url of ['/menu/tito', '/negocio/tito']) {
      const first = await drawn.inject(url)
      expect(first.statusCode, url).toBe(200)
      const draws = menuDraws
      calls.length = 0
      t.queries.length = 0
      // The route's hook answers it: the handler's lookup is not reached.
      const lookup = vi.spyOn(drawn.menuCache, 'get')
      const again = await drawn.inject({ url, headers: { 'if-none-match': first.headers.etag } })
      expect(again.statusCode, url).toBe(304)
      expect(again.body, url).toBe('')
      expect(t.queries, url).toEqual([])
      expect(lookup, url).not.toHaveBeenCalled()
      lookup.mockRestore()
      expect([menuDraws, calls.length], url).toEqual([draws, 0])
      expect(again.headers.etag, url).toBe(first.headers.etag)
      expect(again.headers['cache-control'], url).toBe('no-cache')
      expect(again.headers['content-type'], url).toBeUndefined()
      expect(again.headers['x-request-id'], url).toMatch(/^[\w-]{8,}$/)
      expect(security(again.headers).length, url).toBeGreaterThanOrEqual(6)
      expect(security(again.headers), url).toEqual(security(first.headers))
      // Another spelling of the slug is still sent to the page's own address, tag or not.
      const moved = await drawn.inject({
        url: url.replace('tito', 'TITO'),
        headers: { 'if-none-match': first.headers.etag },
      })
      expect(moved.statusCode, url).toBe(301)
    }
  })
})

describe('the customer pages’ build and the panel’s', () => {
  // Both builds as Vite writes them: the app's page naming its entry, a preload and its stylesheet;
  // the light build's manifest (vite.customer.config.ts) with its entry, an import and its own.
  let both: App
  const calls: string[] = []
  beforeAll(async () => {
    const webDir = path.join(t.dataDir, 'web-both')
    mkdirSync(path.join(webDir, '.vite'), { recursive: true })
    writeFileSync(
      path.join(webDir, 'index.html'),
      template.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/react-5.js">\n' +
          '    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n  </head>',
      ),
    )
    writeFileSync(
      path.join(webDir, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react.js'] },
        '_react.js': { file: 'assets/react-5.js' },
        'features/storefront/pages/StorefrontPage.tsx': {
          file: 'assets/StorefrontPage-app.js',
          imports: ['index.html'],
        },
      }),
    )
    writeFileSync(
      path.join(webDir, '.vite/customer-manifest.json'),
      JSON.stringify({
        // The entry as a facade over a chunk the screens share, which carries the stylesheet.
        'customer.tsx': { file: 'assets/customer-9.js', isEntry: true, imports: ['_customer.js'] },
        '_customer.js': {
          file: 'assets/customer-shared-3.js',
          imports: ['_jsx.js'],
          css: ['assets/customer-8.css'],
        },
        '_jsx.js': { file: 'assets/jsx-7.js', imports: ['_hooks.js'] },
        '_hooks.js': { file: 'assets/hooks-6.js' },
        'features/storefront/pages/StorefrontPage.tsx': {
          file: 'assets/StorefrontPage-light.js',
          imports: ['_customer.js', '_jsx.js', '_money.js'],
        },
        '_money.js': { file: 'assets/money-2.js' },
        'features/auth/pages/LoginPage.tsx': {
          file: 'assets/LoginPage-4.js',
          imports: ['_customer.js', '_form.js'],
        },
        '_form.js': { file: 'assets/form-1.js', imports: ['_jsx.js'] },
        // The checkout's screen and the parts it loads apart (domain/menu/pages.ts CHECKOUT_PARTS).
        'features/storefront/pages/CheckoutPage.tsx': {
          file: 'assets/CheckoutPage-5.js',
          imports: ['_customer.js', '_icons.js'],
        },
        '_icons.js': { file: 'assets/icons-3.js' },
        'features/storefront/components/CouponField.tsx': {
          file: 'assets/CouponField-1.js',
          imports: ['_jsx.js', '_icons.js'],
        },
        'features/storefront/components/PaymentPicker.tsx': {
          file: 'assets/PaymentPicker-2.js',
          imports: ['_jsx.js', '_pesos.js'],
        },
        '_pesos.js': { file: 'assets/pesos-8.js' },
        'features/storefront/components/SchedulePicker.tsx': {
          file: 'assets/SchedulePicker-3.js',
          imports: ['_jsx.js', '_icons.js'],
        },
      }),
    )
    both = await buildApp({
      config: t.app.config,
      db: t.db,
      adapters: createAdapters(t.app.config, t.db),
      webDir,
      pageRenderer: {
        renderMenu: () => '<h1>menu</h1>',
        renderAppPage: async (url) => {
          calls.push(url)
          return { html: '<main>page</main>', state: [] }
        },
        pageState: async (url, data) => [[['shop', new URL(url).pathname], data.business]],
      },
    })
    await createBusiness(t.db, { name: 'Lo de Pepa', slug: 'lo-de-pepa' })
  })
  afterAll(async () => {
    await both?.close()
  })

  const light = (html: string, url: string) => {
    expect(html, url).toContain(
      '<script type="module" crossorigin src="/assets/customer-9.js"></script>',
    )
    expect(html, url).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/customer-shared-3.js">',
    )
    expect(html, url).toContain('<link rel="modulepreload" crossorigin href="/assets/jsx-7.js">')
    expect(html, url).toContain('<link rel="modulepreload" crossorigin href="/assets/hooks-6.js">')
    expect(html, url).toContain('<link rel="stylesheet" crossorigin href="/assets/customer-8.css">')
    // Nothing of the app on React.
    expect(html, url).not.toMatch(/index-abc|react-5/)
    // The stores its script reads are touched in a task the head schedules first, before the
    // stylesheet (which an inline script after it would wait for): the page's one inline script.
    const head = html.slice(0, html.indexOf('</head>'))
    expect(
      [...head.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1]),
      url,
    ).toEqual([STORAGE_WARMUP_SCRIPT])
    expect(head.indexOf('<script>'), url).toBeLessThan(head.indexOf('rel="stylesheet"'))
    expect(head.indexOf('<script>'), url).toBeGreaterThan(head.indexOf('<meta charset'))
  }

  it('lets the customer pages’ inline script run by its hash, and no other inline script', async () => {
    const res = await both.inject('/client/home')
    const inline = /<script>(.*?)<\/script>/.exec(res.body)![1]
    const hash = createHash('sha256').update(inline).digest('base64')
    const scripts = /script-src ([^;]*)/.exec(res.headers['content-security-policy'] as string)![1]
    expect(scripts.split(' ')).toEqual(["'self'", `'sha256-${hash}'`])
  })

  it('names the light build in the pages drawn on the server, with the screen’s own files', async () => {
    for (const url of ['/', '/client/home', '/explorar/restaurantes', '/negocio/lo-de-pepa']) {
      const res = await both.inject(url)
      expect(res.statusCode, url).toBe(200)
      light(res.body, url)
    }
    const storefront = (await both.inject('/negocio/lo-de-pepa')).body
    expect(storefront).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/StorefrontPage-light.js">',
    )
    expect(storefront).toContain('<link rel="modulepreload" crossorigin href="/assets/money-2.js">')
    expect(storefront).not.toContain('StorefrontPage-app.js')
    // The entry is loaded by its tag, and what it imports preloaded once.
    expect(storefront).not.toContain('modulepreload" crossorigin href="/assets/customer-9.js"')
    for (const file of ['customer-shared-3.js', 'jsx-7.js', 'hooks-6.js']) {
      expect(storefront.split(`href="/assets/${file}"`)).toHaveLength(2)
    }
    expect(calls.length).toBeGreaterThan(0)
  })

  it('names it in the pages the browser draws, and in a shop’s 404', async () => {
    for (const url of [
      '/login',
      '/registro-comercio',
      '/registro-comercio/detalles',
      '/pedido/abc?token=x',
      '/editar-pedido/lo-de-pepa',
      '/reset-password/t0k3n',
      '/terminos',
      '/no-such-page',
      '/businessman',
    ]) {
      const res = await both.inject(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toContain('text/html')
      light(res.body, url)
    }
    const missing = await both.inject('/negocio/nadie')
    expect(missing.statusCode).toBe(404)
    light(missing.body, '/negocio/nadie')
  })

  it('sends the checkout with its shop inline, as the API answers it, and drawn by the browser', async () => {
    const res = await both.inject('/editar-pedido/lo-de-pepa')
    expect(res.statusCode).toBe(200)
    light(res.body, '/editar-pedido/lo-de-pepa')
    expect(res.body).toContain('<div id="root"></div>')
    const state = /<script type="application\/json" id="barrio-state">(.*?)<\/script>/.exec(
      res.body,
    )?.[1]
    const api = (await both.inject('/api/public/business/lo-de-pepa')).json()
    expect(JSON.parse(state!)).toEqual([[['shop', '/editar-pedido/lo-de-pepa'], api]])
    // No shop by that name: the plain page, whose screen sends the customer to the start.
    for (const url of ['/editar-pedido/nadie', `/editar-pedido/${'x'.repeat(81)}`]) {
      const plain = await both.inject(url)
      expect(plain.statusCode, url).toBe(200)
      light(plain.body, url)
      expect(plain.body, url).not.toContain('barrio-state')
    }
  })

  it('names the files of the parts a shop’s checkout draws at once in its page, once each', async () => {
    await createBusiness(t.db, {
      name: 'La de Luz',
      slug: 'la-de-luz',
      acceptsCash: false,
      acceptsScheduled: true,
    })
    const preloaded = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g)]
        .map((m) => m[1])
        .filter((file) => !/^(customer-shared|jsx|hooks)-/.test(file))
        .sort()
    // Cash: the coupon's field and the payment's picker.
    const pepa = (await both.inject('/editar-pedido/lo-de-pepa')).body
    expect(preloaded(pepa)).toEqual([
      'CheckoutPage-5.js',
      'CouponField-1.js',
      'PaymentPicker-2.js',
      'icons-3.js',
      'pesos-8.js',
    ])
    // No payment method, orders for later: the coupon's field and the schedule's picker.
    const luz = (await both.inject('/editar-pedido/la-de-luz')).body
    expect(preloaded(luz)).toEqual([
      'CheckoutPage-5.js',
      'CouponField-1.js',
      'SchedulePicker-3.js',
      'icons-3.js',
    ])
    // No such shop: the screen's own files alone.
    const nobody = (await both.inject('/editar-pedido/nadie')).body
    expect(preloaded(nobody)).toEqual(['CheckoutPage-5.js', 'icons-3.js'])
  })

  it('names the screen’s own files in a page the browser draws, once each', async () => {
    for (const url of ['/login', '/LOGIN/']) {
      const login = (await both.inject(url)).body
      for (const file of ['LoginPage-4.js', 'form-1.js', 'jsx-7.js']) {
        expect(
          login.split(`<link rel="modulepreload" crossorigin href="/assets/${file}">`),
          url,
        ).toHaveLength(2)
      }
    }
    // An address without a screen of its own names the entry's files alone.
    expect((await both.inject('/no-such-page')).body).not.toMatch(/LoginPage|form-1|Storefront/)
  })

  it('answers the panel’s addresses with the app’s page, on React', async () => {
    for (const url of [
      '/business',
      '/business/home',
      '/business/pedidos?vista=historial',
      '/admin/login',
      '/invitacion/abc',
    ]) {
      const res = await both.inject(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain(
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      )
      expect(res.body, url).toContain('href="/assets/index-abc.css"')
      expect(res.body, url).not.toContain('customer-9')
      expect(res.body, url).not.toContain(STORAGE_WARMUP_SCRIPT)
    }
  })
})

describe('the directory page', () => {
  // A renderer that counts its drawings of the directory, and a clock the test moves.
  let directoryApp: App
  const drawings: { items: { slug: string; name: string }[] }[] = []
  let now = new Date('2026-03-11T15:00:10-03:00')
  beforeAll(async () => {
    directoryApp = await buildApp({
      config: t.app.config,
      db: t.db,
      adapters: createAdapters(t.app.config, t.db),
      webDir: path.join(t.dataDir, 'web'),
      clock: () => now,
      pageRenderer: {
        renderMenu: () => '',
        renderAppPage: async (url, data) => {
          if (new URL(url).pathname === '/explorar/restaurantes') {
            drawings.push(data.explore as (typeof drawings)[number])
          }
          return { html: `<main>${data.explore?.items.length ?? 0}</main>`, state: [] }
        },
      },
    })
  })
  afterAll(async () => {
    await directoryApp?.close()
  })

  const visit = async () => {
    const res = await directoryApp.inject('/explorar/restaurantes')
    expect(res.statusCode).toBe(200)
    return res
  }

  it('is drawn once for many visits, and again when a shop changes or the minute turns', async () => {
    const { business } = await createBusiness(t.db, { name: 'Heladería Polo', slug: 'polo' })
    const first = await visit()
    const second = await visit()
    expect(drawings).toHaveLength(1)
    expect(second.body).toBe(first.body)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(drawings[0].items.map((i) => i.slug)).toContain('polo')

    // A shop renamed (any process, any write to the shop) is in the next visit's page.
    await t.db
      .update(businesses)
      .set({ name: 'Heladería Polo Sur' })
      .where(eq(businesses.id, business.id))
    await visit()
    await visit()
    expect(drawings).toHaveLength(2)
    expect(drawings[1].items.find((i) => i.slug === 'polo')?.name).toBe('Heladería Polo Sur')

    // A new shop opens.
    await createBusiness(t.db, { name: 'Kiosco Norte', slug: 'kiosco-norte' })
    await visit()
    expect(drawings).toHaveLength(3)
    expect(drawings[2].items.map((i) => i.slug)).toContain('kiosco-norte')

    // Open statuses move by the minute.
    now = new Date(now.getTime() + 60_000)
    await visit()
    await visit()
    expect(drawings).toHaveLength(4)
  })

  it('is sent to a browser compressed once with its drawing, the same page as the plain one', async () => {
    const plain = await visit()
    for (const encoding of ['br', 'gzip'] as const) {
      const sent = await directoryApp.inject({
        url: '/explorar/restaurantes',
        headers: { 'accept-encoding': encoding },
      })
      expect(sent.headers['content-encoding']).toBe(encoding)
      expect(sent.headers.etag).toBe(plain.headers.etag)
      const unzip = encoding === 'br' ? brotliDecompressSync : gunzipSync
      expect(unzip(sent.rawPayload).toString()).toBe(plain.body)
      if (encoding === 'br') {
        // At the best quality, made once with the page: not @fastify/compress's per-visit setting.
        const best = brotliCompressSync(plain.rawPayload, {
          params: {
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: plain.rawPayload.length,
          },
        })
        expect(sent.rawPayload.equals(best)).toBe(true)
      }
      // The second visit gets the very bytes the first one got.
      const again = await directoryApp.inject({
        url: '/explorar/restaurantes',
        headers: { 'accept-encoding': encoding },
      })
      expect(again.rawPayload.equals(sent.rawPayload)).toBe(true)
    }
  })
})
