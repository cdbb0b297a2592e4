import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdapters } from '../../adapters'
import { buildApp, type App } from '../../app'
import { createBusiness } from '../../test/factories'
import { createTestApp, type TestContext } from '../../test/harness'

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
  mkdirSync(webDir, { recursive: true })
  writeFileSync(path.join(webDir, 'index.html'), template)
  app = await buildApp({
    config: t.app.config,
    db: t.db,
    adapters: createAdapters(t.app.config),
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

  it('serves the storefront the same way, whatever the case of the link', async () => {
    await createBusiness(t.db, {
      name: 'Panadería Sol',
      slug: 'panaderia-sol',
      logoUrl: '/uploads/l.webp',
    })
    const res = await app.inject('/negocio/Panaderia-Sol')
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
