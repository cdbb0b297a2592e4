import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { PageRenderer } from '../../../domain/public-pages'
import { ApiError } from '../../lib/errors'
import { exploreRestaurants } from '../explore/service'
import type { MenuCacheEntry } from '../public-menu/cache'
import { appDocument, menuDocument, pageDocument, readWebBuild, type Document } from './documents'
import { shopPreviewTags, withShopHead } from './preview'

/** The longest slug a shop can have (domain/public-menu.ts slugParamsSchema). */
const SLUG_MAX = 80

/** The screen module each drawn page loads, so the browser fetches it beside the app's script. */
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
 * answers 404 with the app's page, which shows its friendly 'not available' screen.
 */
const publicPageRoutes: FastifyPluginAsync<{
  webDir: string
  renderer: PageRenderer | null
}> = async (app, { webDir, renderer }) => {
  // The built app does not change while the server runs.
  const build = readWebBuild(webDir)
  const { menuIsland } = build

  const send = (request: FastifyRequest, reply: FastifyReply, page: Document) => {
    reply.header('Cache-Control', 'no-cache').header('ETag', page.etag)
    const ifNoneMatch = request.headers['if-none-match']
    if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
      return reply.status(304).send()
    }
    return reply.type('text/html; charset=utf-8').send(page.html)
  }
  const notFound = (reply: FastifyReply) =>
    reply
      .status(404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(build.template)

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
  const drawAppPage = async (request: FastifyRequest, options: AppPageOptions) => {
    const rendered =
      renderer && (await renderer.renderAppPage(fullUrl(request), options.data ?? {}))
    if (!rendered) {
      // Not built for the server: the app draws the page in the browser.
      const html = options.head ? withShopHead(build.template, options.head) : build.template
      return pageDocument(html)
    }
    return appDocument(build, rendered, options)
  }
  const appPage = async (request: FastifyRequest, reply: FastifyReply, options: AppPageOptions) =>
    send(request, reply, await drawAppPage(request, options))

  app.get('/', (request, reply) => appPage(request, reply, { module: SCREENS.landing }))
  app.get('/client/home', (request, reply) =>
    appPage(request, reply, { module: SCREENS.clientHome }),
  )
  app.get('/explorar/restaurantes', async (request, reply) =>
    appPage(request, reply, {
      module: SCREENS.explore,
      data: { explore: await exploreRestaurants(app.db, {}) },
    }),
  )

  app.get<{ Params: { slug: string } }>('/menu/:slug', async (request, reply) => {
    const entry = await findMenu(request.params.slug)
    if (!entry) return notFound(reply)
    const page = entry.memo('menu-page', () => {
      const { menu } = entry
      const head = shopPreviewTags(menu.business, 'menu', app.config.publicUrl)
      if (!renderer || !menuIsland) return pageDocument(withShopHead(build.template, head))
      return menuDocument({ ...build, menuIsland }, head, renderer.renderMenu(menu), menu)
    })
    return send(request, reply, page)
  })

  app.get<{ Params: { slug: string } }>('/negocio/:slug', async (request, reply) => {
    const entry = await findMenu(request.params.slug)
    if (!entry) return notFound(reply)
    const page = await entry.memo(`storefront-page ${request.url}`, () =>
      drawAppPage(request, {
        module: SCREENS.storefront,
        head: shopPreviewTags(entry.menu.business, 'storefront', app.config.publicUrl),
        data: { menu: entry.menu },
      }),
    )
    return send(request, reply, page)
  })
}

/** The address the browser asked for, for the router to match. */
const fullUrl = (request: FastifyRequest) => `http://${request.host || 'localhost'}${request.url}`

export default publicPageRoutes
