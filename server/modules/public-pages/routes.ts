import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
} from 'fastify'
import {
  APP_STATE_ID,
  CUSTOMER_SCREENS,
  checkoutParts,
  scriptJson,
  type PageRenderer,
} from '../../../domain/menu/pages'
import { ApiError } from '../../lib/errors'
import { matchesEtag, sendPrepared } from '../../lib/http-cache'
import { preparedExplore } from '../explore/service'
import type { MenuCacheEntry } from '../public-menu/cache'
import { appDocument, menuDocument, pageDocument, type Document, type WebBuild } from './documents'
import { shopPreviewTags, withShopHead } from './preview'
import { planTermsOf } from '../../lib/plan-gate'
import { getPublicBusiness } from '../public-menu/service'

/** The longest slug a shop can have (domain/menu/schemas.ts slugParamsSchema). */
const SLUG_MAX = 80

/** The screen module each drawn page loads, named in the page beside the customer pages' script. */
const SCREENS = {
  landing: CUSTOMER_SCREENS.landing.module,
  clientHome: CUSTOMER_SCREENS.clientHome.module,
  explore: CUSTOMER_SCREENS.explore.module,
  storefront: CUSTOMER_SCREENS.storefront.module,
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

  // A page is compressed once with its drawing (docs/ARCHITECTURE.md#explore), not per visit:
  // its routes turn @fastify/compress off.
  const send = async (request: FastifyRequest, reply: FastifyReply, page: Document) => {
    await sendPrepared(request, reply, page, 'text/html; charset=utf-8', 'no-cache')
    return reply
  }
  const drawn = { compress: false } as const
  /**
   * A shop's page already drawn for the cached version of its menu, under its own slug, answered
   * 304 by the route's onRequest hook when the browser holds it: no lookup, no text check, no
   * handler, no compression step (docs/ARCHITECTURE.md#menu-cache). Anything else goes on. Its
   * headers are those `send` gives a 304.
   */
  const notModifiedShopPage =
    (key: string): onRequestHookHandler =>
    (request, reply, done) => {
      const { slug } = request.params as { slug: string }
      const entry = app.menuCache.peek(slug)
      const page = entry?.menu.business.slug === slug && entry.peekMemo<Document>(key)
      if (!page || !matchesEtag(request.headers['if-none-match'], page.etag)) return done()
      reply
        .header('ETag', page.etag)
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .status(304)
        .send()
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
    app.get(path, drawn, async (request, reply) => {
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
  // the minute, as the page's own data does), and kept with the directory's answers (ADR 0020).
  // The page reads no query, so one drawing serves every visitor.
  app.get('/explorar/restaurantes', drawn, async (request, reply) => {
    await app.directory.fresh()
    const now = app.menuCache.clock()
    const page = await app.directory.remember(
      `explore-page|${Math.floor(now.getTime() / 60_000)}`,
      async () => {
        const { response } = await preparedExplore(app.directory, {
          now,
          terms: planTermsOf(app.config),
        })
        return drawAppPage('/explorar/restaurantes', {
          module: SCREENS.explore,
          data: { explore: response },
        })
      },
    )
    return send(request, reply, page)
  })

  /**
   * The address of the shop's page under its own slug, the query kept: another spelling of it
   * (capitals) answers a permanent redirect there, so the page is drawn and kept for one address.
   */
  const canonicalAddress = (request: FastifyRequest, prefix: string, slug: string) => {
    const query = request.url.indexOf('?')
    return `${prefix}${encodeURIComponent(slug)}${query === -1 ? '' : request.url.slice(query)}`
  }

  const MENU_PAGE = 'menu-page'
  const STOREFRONT_PAGE = 'storefront-page'

  app.get<{ Params: { slug: string } }>(
    '/menu/:slug',
    { ...drawn, onRequest: notModifiedShopPage(MENU_PAGE) },
    async (request, reply) => {
      const entry = await findMenu(request.params.slug)
      if (!entry) return notFound(reply)
      const { slug } = entry.menu.business
      if (request.params.slug !== slug) {
        return reply.redirect(canonicalAddress(request, '/menu/', slug), 301)
      }
      const page = entry.memo(MENU_PAGE, () => {
        const { menu } = entry
        const head = shopPreviewTags(menu.business, 'menu', app.config.publicUrl)
        if (!renderer || !menuIsland) {
          return pageDocument(withShopHead(build.customerTemplate, head))
        }
        return menuDocument({ ...build, menuIsland }, head, renderer.renderMenu(menu), menu)
      })
      return send(request, reply, page)
    },
  )

  app.get<{ Params: { slug: string } }>(
    '/negocio/:slug',
    { ...drawn, onRequest: notModifiedShopPage(STOREFRONT_PAGE) },
    async (request, reply) => {
      const entry = await findMenu(request.params.slug)
      if (!entry) return notFound(reply)
      const { slug } = entry.menu.business
      if (request.params.slug !== slug) {
        return reply.redirect(canonicalAddress(request, '/negocio/', slug), 301)
      }
      const page = await entry.memo(STOREFRONT_PAGE, () =>
        drawAppPage(`/negocio/${encodeURIComponent(slug)}`, {
          module: SCREENS.storefront,
          head: shopPreviewTags(entry.menu.business, 'storefront', app.config.publicUrl),
          data: { menu: entry.menu },
        }),
      )
      return send(request, reply, page)
    },
  )

  // The checkout is the browser's to draw (its cart lives there), but its shop comes inline in
  // its page, as the API answers it now: the checkout shows at once instead of after a further
  // round trip. Its page names the files of the parts this shop's checkout draws (checkoutParts),
  // fetched with the page's own. An unknown shop's gets the plain page, whose screen sends the
  // customer to the start.
  app.get<{ Params: { slug: string } }>(
    '/editar-pedido/:slug',
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
    async (request, reply) => {
      const path = request.url.split('?')[0]
      const { slug } = request.params
      const business =
        renderer?.pageState && slug.length <= SLUG_MAX
          ? await getPublicBusiness(app.db, slug, planTermsOf(app.config)).catch((error) => {
              if (error instanceof ApiError && error.code === 'BUSINESS_NOT_FOUND') return null
              throw error
            })
          : null
      const state =
        business && (await renderer?.pageState?.(`http://localhost${path}`, { business }))
      const page = build.pageFor(path, business ? checkoutParts(business) : [])
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(
          state
            ? page.replace(
                '<div id="root"></div>',
                `<div id="root"></div><script type="application/json" id="${APP_STATE_ID}">${scriptJson(state)}</script>`,
              )
            : page,
        )
    },
  )
}

export default publicPageRoutes
