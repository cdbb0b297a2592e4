import type { RouteObject } from 'react-router'
import { RouteError } from './components/RouteError'
import { Spinner } from './components/Spinner'
import { paths } from './paths'
import { GuestRoute } from './session/guards'
import { SessionRoot } from './session/SessionRoot'

/**
 * docs/product.md#screens: the customer's screens, written once. The app's route table
 * (routes.tsx) holds them beside the panel's; the customer pages' light build (customer.tsx,
 * docs/decisions/0021-light-customer-runtime.md) holds them alone. Every screen is its own lazily
 * loaded module, so a customer opening a QR menu never downloads the business panel.
 */
export const customerRoutes: RouteObject[] = [
  // Public
  { path: paths.landing, lazy: () => import('./features/info/pages/LandingPage') },
  { path: paths.clientHome, lazy: () => import('./features/directory/pages/ClientHomePage') },
  {
    path: paths.exploreRestaurants,
    lazy: () => import('./features/directory/pages/ExplorePage'),
  },
  { path: '/menu/:slug', lazy: () => import('./features/menu/pages/MenuPage') },
  { path: paths.linkExpired, lazy: () => import('./features/info/pages/LinkExpiredPage') },
  { path: paths.terms, lazy: () => import('./features/info/pages/TermsPage') },
  { path: paths.privacy, lazy: () => import('./features/info/pages/PrivacyPage') },
  { path: paths.register, lazy: () => import('./features/registration/pages/RegisterPage') },
  { path: paths.verify, lazy: () => import('./features/registration/pages/VerifyPage') },
  {
    path: paths.registerDetails,
    lazy: () => import('./features/registration/pages/DetailsPage'),
  },
  // Customer
  { path: '/negocio/:slug', lazy: () => import('./features/storefront/pages/StorefrontPage') },
  {
    path: '/editar-pedido/:slug',
    lazy: () => import('./features/storefront/pages/CheckoutPage'),
  },
  { path: '/pedido/:id', lazy: () => import('./features/customer-orders/pages/OrderPage') },
  // Guest-only
  {
    element: <GuestRoute />,
    children: [
      { path: paths.login, lazy: () => import('./features/auth/pages/LoginPage') },
      {
        path: paths.forgotPassword,
        lazy: () => import('./features/auth/pages/ForgotPasswordPage'),
      },
      {
        path: '/reset-password/:token',
        lazy: () => import('./features/auth/pages/ResetPasswordPage'),
      },
    ],
  },
  // Customer links whose content the spec does not show
  { path: paths.profile, lazy: () => import('./features/info/pages/ProfilePage') },
  { path: paths.promos, lazy: () => import('./features/directory/pages/PromosPage') },
  {
    path: paths.orders,
    lazy: () => import('./features/customer-orders/pages/CustomerOrdersPage'),
  },
]

/** A route table: its screens under the session, with the app's error and loading screens. */
export const sessionTable = (children: RouteObject[]): RouteObject[] => [
  {
    element: <SessionRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner label="Cargando..." />,
    children,
  },
]
