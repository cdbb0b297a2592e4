import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { PageRenderer } from '../../../domain/menu/pages'
import { ApiError } from '../../lib/errors'
import { matchesEtag } from '../../lib/http-cache'
import { exploreRestaurants } from '../explore/service'
import type { MenuCacheEntry } from '../public-menu/cache'
import { appDocument, menuDocument, pageDocument, type Document, type WebBuild } from './documents'
import { shopPreviewTags, withShopHead } from './preview'
import { planTermsOf } from '../../lib/plan-gate'

/** The longest slug a shop can have (domain/menu/schemas.ts slugParamsSchema). */
const SLUG_MAX = 80

/**
 * The screen module each drawn page loads, so the browser fetches it beside the customer pages'
 * script.
 */
const SCREENS = {
  landing: 'features/info/pages/LandingPage.tsx',
  clientHome: 'features/directory/pages/ClientHomePage.tsx',
  explore: 'features/directory/pages/ExplorePage.tsx',
  storefront: 'features/storefront/pages/StorefrontPage.tsx',
}

/**
 * The public pages (docs/product.md#fast-public-pages): /, /client/home, /explorar/restaurantes,
 * /menu/{slug} and /negocio/{slug} answer drawn, with the data they were drawn from inline, so a
 * phone shows them before any script runs; shop pages carry their link preview. A slug no shop has
 * answers 404 with the customer's page, which shows its friendly 'not available' screen; a shop's slug
 * spelled otherwise (capitals) answers 301 to its own address.
 */
const publicPageRoutes: FastifyPluginAsync<{
  build: WebBuild
  renderer: PageRenderer | null
}> = async (app, { build, renderer }) => {
  const { menuIsland } = build

  const send = (request: FastifyRequest, reply: FastifyReply, page: Document) => {
    reply.header('Cache-Control', 'no-cache').header('ETag', page.etag)
    if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.status(304).send()
    return reply.type('text/html; charset=utf-8').send(page.html)
  }
  const notFound = (reply: FastifyReply) =>
    reply
      .status(404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(build.customerTemplate)

  // Through the menu cache (docs/product.md#fast-public-pages): a shop's page is drawn once per
  // version of its menu and dropped with it.
  const findMenu = async (slug: string): Promise<MenuCacheEntry | null> => {
    if (slug.length > SLUG_MAX) return null
    try {
      return await app.menuCache.get(slug)
    } catch (error) {
      if (error instanceof ApiError && error.code === 'BUSINESS_NOT_FOUND') return null
      throw error
    }
  }

  type AppPageOptions = Parameters<typeof appDocument>[2] & {
    data?: Parameters<PageRenderer['renderAppPage']>[1]
  }
  /** An app page at `path` (no query: none of these pages reads one, so none is drawn twice). */
  const drawAppPage = async (path: string, options: AppPageOptions) => {
    const rendered =
      renderer && (await renderer.renderAppPage(`http://localhost${path}`, options.data ?? {}))
    if (!rendered) {
      // Not built for the server: the app draws the page in the browser.
      const template = build.customerTemplate
      const html = options.head ? withShopHead(template, options.head) : template
      return pageDocument(html)
    }
    return appDocument(build, rendered, options)
  }

  // The landing and the customer home show no data: drawn once per process, on first visit.
  const drawnOnce = new Map<string, Promise<Document>>()
  for (const [path, module] of [
    ['/', SCREENS.landing],
    ['/client/home', SCREENS.clientHome],
  ]) {
    app.get(path, async (request, reply) => {
      let page = drawnOnce.get(path)
      if (!page) {
        page = drawAppPage(path, { module })
        drawnOnce.set(path, page)
        page.catch(() => drawnOnce.delete(path))
      }
      return send(request, reply, await page)
    })
  }
  // The directory's first page, drawn once per version of the directory (every shop written
  // anywhere moves it on, docs/ARCHITECTURE.md#explore) and per minute (open statuses change by
  // the minute, as the page's own data does). The page reads no query, so one drawing serves every
  // visitor; only the newest is kept.
  let explorePage: { key: string; page: Promise<Document> } | null = null
  app.get('/explorar/restaurantes', async (request, reply) => {
    await app.directory.fresh()
    const now = app.menuCache.clock()
    const key = `${app.directory.version}@${Math.floor(now.getTime() / 60_000)}`
    if (explorePage?.key !== key) {
      const page = exploreRestaurants(app.directory, { now, terms: planTermsOf(app.config) }).then(
        (explore) =>
          drawAppPage('/explorar/restaurantes', { module: SCREENS.explore, data: { explore } }),
      )
      const drawing = { key, page }
      explorePage = drawing
      // A failed drawing is not kept: the next visit draws again.
      page.catch(() => {
        if (explorePage === drawing) explorePage = null
      })
    }
    return send(request, reply, await explorePage.page)
  })

  /**
   * The address of the shop's page under its own slug, the query kept: another spelling of it
   * (capitals) answers a permanent redirect there, so the page is drawn and kept for one address.
   */
  const canonicalAddress = (request: FastifyRequest, prefix: string, slug: string) => {
    const query = request.url.indexOf('?')
    return `${prefix}${encodeURIComponent(slug)}${query === -1 ? '' : request.url.slice(query)}`
  }

  app.get<{ Params: { slug: string } }>('/menu/:slug', async (request, reply) => {
    const entry = await findMenu(request.params.slug)
    if (!entry) return notFound(reply)
    const { slug } = entry.menu.business
    if (request.params.slug !== slug) {
      return reply.redirect(canonicalAddress(request, '/menu/', slug), 301)
    }
    const page = entry.memo('menu-page', () => {
      const { menu } = entry
      const head = shopPreviewTags(menu.business, 'menu', app.config.publicUrl)
      if (!renderer || !menuIsland) {
        return pageDocument(withShopHead(build.customerTemplate, head))
      }
      return menuDocument({ ...build, menuIsland }, head, renderer.renderMenu(menu), menu)
    })
    return send(request, reply, page)
  })

  app.get<{ Params: { slug: string } }>('/negocio/:slug', async (request, reply) => {
    const entry = await findMenu(request.params.slug)
    if (!entry) return notFound(reply)
    const { slug } = entry.menu.business
    if (request.params.slug !== slug) {
      return reply.redirect(canonicalAddress(request, '/negocio/', slug), 301)
    }
    const page = await entry.memo('storefront-page', () =>
      drawAppPage(`/negocio/${encodeURIComponent(slug)}`, {
        module: SCREENS.storefront,
        head: shopPreviewTags(entry.menu.business, 'storefront', app.config.publicUrl),
        data: { menu: entry.menu },
      }),
    )
    return send(request, reply, page)
  })
}

export default publicPageRoutes
