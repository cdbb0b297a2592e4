import type { ExploreResponse } from '../explore/schemas'
import type { PublicMenu } from './schemas'

/**
 * What the server-rendered public pages (docs/product.md#fast-public-pages) and the scripts that adopt
 * them agree on: where each page's data travels inside its HTML.
 */

/** The QR menu's data, a JSON script beside the menu's HTML. */
export const MENU_DATA_ID = 'barrio-menu'

/** The app pages' query cache, dehydrated into a JSON script. */
export const APP_STATE_ID = 'barrio-state'

/** JSON safe to place inside a <script> element: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** What the server hands the renderer for an app page: the storefront its menu, the directory its first page. */
export interface AppPageData {
  menu?: PublicMenu
  explore?: ExploreResponse
}

/** The queries an app page was drawn from, as [query key, data] pairs for the browser's cache. */
export type PageQueries = [readonly unknown[], unknown][]

/** An app page drawn on the server, with the queries it was drawn from. */
export interface RenderedAppPage {
  html: string
  state: PageQueries
}

/** The web app's server entry (web/entry-server.tsx), as the server loads it from the build. */
export interface PageRenderer {
  renderMenu(menu: PublicMenu): string
  renderAppPage(url: string, data: AppPageData): Promise<RenderedAppPage | null>
}

/**
 * The panel's addresses (a shop's panel, Barrio's operator console, a team's invitation link): the
 * app on React draws them. Every other page is the customer pages' light build's
 * (docs/decisions/0021-light-customer-runtime.md).
 */
export const isPanelAddress = (pathname: string) =>
  /^\/(business|admin|invitacion)(\/|$)/.test(pathname)
