import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import type { AppPageData, PageQueries, PageRenderer } from '../domain/menu/pages'
import { exploreQueryKey } from './features/directory'
import { publicMenuQuery } from './features/menu'
import { publicBusinessQuery } from './features/storefront/api/public-business'
import { MenuView } from './features/menu/components/MenuView'
import { setAdoptingServerHtml } from './lib/hydration'
import { routes } from './routes'

/*
 * The server's side of the public pages (docs/product.md#fast-public-pages), built by
 * `vite build --ssr` into dist/ssr and loaded by the server: React renders each page to HTML from
 * data the server hands over, so the browser shows it before any script runs.
 */

// Browser storage does not exist here: every page renders as for a first visit.
setAdoptingServerHtml(true)

// The route table matched on the server, made once.
const handler = createStaticHandler(routes)

/** The QR menu's HTML; its own script (features/menu/island.tsx) adopts it in the browser. */
export const renderMenu: PageRenderer['renderMenu'] = (menu) => {
  return renderToString(<MenuView menu={menu} />)
}

/** The page at `url`'s match and a query cache seeded with `data`; null for no page to draw. */
async function seeded(url: string, data: AppPageData) {
  const context = await handler.query(new Request(url))
  if (context instanceof Response) return null
  const client = new QueryClient()
  const slug = context.matches.at(-1)?.params.slug
  if (data.menu && slug) client.setQueryData(publicMenuQuery(slug).queryKey, data.menu)
  if (data.business && slug) client.setQueryData(publicBusinessQuery(slug).queryKey, data.business)
  if (data.explore) {
    client.setQueryData(exploreQueryKey(null), { pages: [data.explore], pageParams: [undefined] })
  }
  return { context, client }
}

const queriesOf = (client: QueryClient): PageQueries =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => [query.queryKey, query.state.data])

/**
 * An app page (landing, customer home, directory, storefront) as HTML, with the query cache it
 * was drawn from, for web/main.tsx to adopt with the whole app. Null when the address is not a
 * page to draw here (the app then takes it in the browser).
 */
export const renderAppPage: PageRenderer['renderAppPage'] = async (url, data) => {
  const page = await seeded(url, data)
  if (!page) return null
  const router = createStaticRouter(handler.dataRoutes, page.context)
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={page.client}>
        <StaticRouterProvider router={router} context={page.context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  )
  return { html, state: queriesOf(page.client) }
}

/** The queries of a page the browser draws, seeded on the server (the checkout's shop). */
export const pageState: NonNullable<PageRenderer['pageState']> = async (url, data) => {
  const page = await seeded(url, data)
  return page && queriesOf(page.client)
}
