import type { ExploreResponse } from '../explore/schemas'
import type { PublicBusiness, PublicMenu } from './schemas'

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

/**
 * What the server hands the renderer for an app page: the storefront its menu, the directory its
 * first page, the checkout its shop.
 */
export interface AppPageData {
  menu?: PublicMenu
  explore?: ExploreResponse
  business?: PublicBusiness
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
  /**
   * The queries of the page at `url` seeded with `data`, for a page the browser draws (the
   * checkout, whose cart is the browser's): it starts from them instead of asking the API first.
   */
  pageState?(url: string, data: AppPageData): Promise<PageQueries | null>
}

/**
 * The panel's addresses (a shop's panel, Barrio's operator console, a team's invitation link): the
 * app on React draws them. Every other page is the customer pages' light build's
 * (docs/decisions/0021-light-customer-runtime.md).
 */
export const isPanelAddress = (pathname: string) =>
  /^\/(business|admin|invitacion)(\/|$)/.test(pathname)

/**
 * The screen module (in web/) of each customer page, by its address: a page names its screen's
 * files beside the customer pages' script, so the browser fetches them together instead of
 * learning of the screen only once the script has run. Written beside web/customer-routes.tsx,
 * which loads the same modules; its test holds the two to the same screens.
 */
export const CUSTOMER_SCREENS = {
  landing: { address: /^\/$/, module: 'features/info/pages/LandingPage.tsx' },
  clientHome: {
    address: /^\/client\/home\/?$/i,
    module: 'features/directory/pages/ClientHomePage.tsx',
  },
  explore: {
    address: /^\/explorar\/restaurantes\/?$/i,
    module: 'features/directory/pages/ExplorePage.tsx',
  },
  menu: { address: /^\/menu\/[^/]+\/?$/i, module: 'features/menu/pages/MenuPage.tsx' },
  linkExpired: {
    address: /^\/link-expirado\/?$/i,
    module: 'features/info/pages/LinkExpiredPage.tsx',
  },
  terms: { address: /^\/terminos\/?$/i, module: 'features/info/pages/TermsPage.tsx' },
  privacy: { address: /^\/privacidad\/?$/i, module: 'features/info/pages/PrivacyPage.tsx' },
  register: {
    address: /^\/registro-comercio\/?$/i,
    module: 'features/registration/pages/RegisterPage.tsx',
  },
  verify: {
    address: /^\/verificar-comercio\/?$/i,
    module: 'features/registration/pages/VerifyPage.tsx',
  },
  registerDetails: {
    address: /^\/registro-comercio\/detalles\/?$/i,
    module: 'features/registration/pages/DetailsPage.tsx',
  },
  storefront: {
    address: /^\/negocio\/[^/]+\/?$/i,
    module: 'features/storefront/pages/StorefrontPage.tsx',
  },
  checkout: {
    address: /^\/editar-pedido\/[^/]+\/?$/i,
    module: 'features/storefront/pages/CheckoutPage.tsx',
  },
  order: {
    address: /^\/pedido\/[^/]+\/?$/i,
    module: 'features/customer-orders/pages/OrderPage.tsx',
  },
  login: { address: /^\/login\/?$/i, module: 'features/auth/pages/LoginPage.tsx' },
  forgotPassword: {
    address: /^\/forgot-password\/?$/i,
    module: 'features/auth/pages/ForgotPasswordPage.tsx',
  },
  resetPassword: {
    address: /^\/reset-password\/[^/]+\/?$/i,
    module: 'features/auth/pages/ResetPasswordPage.tsx',
  },
  profile: { address: /^\/perfil\/?$/i, module: 'features/info/pages/ProfilePage.tsx' },
  promos: { address: /^\/promos\/?$/i, module: 'features/directory/pages/PromosPage.tsx' },
  orders: {
    address: /^\/orders\/?$/i,
    module: 'features/customer-orders/pages/CustomerOrdersPage.tsx',
  },
} as const

/**
 * The parts the checkout's screen loads apart from itself (in web/, each imported lazily by
 * features/storefront/pages/CheckoutPage.tsx) and draws as soon as it starts, for a shop that has
 * them: 'Tengo un cupón' under any cart, '¿Cómo pagás?' where the shop takes a payment method,
 * '¿Para cuándo?' where it takes orders for later. The checkout's page names their files, so they
 * arrive with the page instead of a round trip after its script has run.
 */
export const CHECKOUT_PARTS = {
  coupon: 'features/storefront/components/CouponField.tsx',
  payment: 'features/storefront/components/PaymentPicker.tsx',
  schedule: 'features/storefront/components/SchedulePicker.tsx',
} as const

/** The parts of CHECKOUT_PARTS that `shop`'s checkout draws at once. */
export function checkoutParts(
  shop: Pick<PublicBusiness, 'paymentMethods' | 'acceptsScheduled'>,
): string[] {
  return [
    CHECKOUT_PARTS.coupon,
    ...(shop.paymentMethods.length > 0 ? [CHECKOUT_PARTS.payment] : []),
    ...(shop.acceptsScheduled ? [CHECKOUT_PARTS.schedule] : []),
  ]
}

/** The screen module of the customer page at `pathname`, or null (an unknown address's). */
export const customerScreenOf = (pathname: string): string | null =>
  Object.values(CUSTOMER_SCREENS).find((screen) => screen.address.test(pathname))?.module ?? null
