import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { RouteError } from './components/RouteError'
import { Spinner } from './components/Spinner'
import { paths } from './paths'
import { GuestRoute, ProtectedRoute } from './session/guards'
import { SessionRoot } from './session/SessionRoot'

/**
 * docs/product.md#screens route table. Every screen is its own lazily loaded module, so a customer opening a QR
 * menu never downloads the business panel.
 */
export const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner label="Cargando..." />,
    children: [
      // Public
      { path: paths.landing, lazy: () => import('./pages/public/LandingPage') },
      { path: paths.clientHome, lazy: () => import('./pages/public/ClientHomePage') },
      { path: paths.exploreRestaurants, lazy: () => import('./pages/public/ExplorePage') },
      { path: '/menu/:slug', lazy: () => import('./pages/public/MenuPage') },
      { path: paths.linkExpired, lazy: () => import('./pages/public/LinkExpiredPage') },
      { path: paths.terms, lazy: () => import('./pages/public/TermsPage') },
      { path: paths.privacy, lazy: () => import('./pages/public/PrivacyPage') },
      { path: paths.register, lazy: () => import('./pages/registration/RegisterPage') },
      { path: paths.verify, lazy: () => import('./pages/registration/VerifyPage') },
      { path: paths.registerDetails, lazy: () => import('./pages/registration/DetailsPage') },
      // Customer
      { path: '/negocio/:slug', lazy: () => import('./pages/customer/StorefrontPage') },
      { path: '/editar-pedido/:slug', lazy: () => import('./pages/customer/CheckoutPage') },
      { path: '/pedido/:id', lazy: () => import('./pages/customer/OrderPage') },
      // Guest-only
      {
        element: <GuestRoute />,
        children: [
          { path: paths.login, lazy: () => import('./pages/auth/LoginPage') },
          { path: paths.forgotPassword, lazy: () => import('./pages/auth/ForgotPasswordPage') },
          { path: '/reset-password/:token', lazy: () => import('./pages/auth/ResetPasswordPage') },
        ],
      },
      // Business area
      {
        path: paths.business.root,
        element: <ProtectedRoute />,
        children: [
          {
            lazy: () => import('./pages/business/BusinessLayout'),
            children: [
              { index: true, element: <Navigate to={paths.business.home} replace /> },
              { path: 'home', lazy: () => import('./pages/business/HomePage') },
              { path: 'pedidos', lazy: () => import('./pages/business/OrdersPage') },
              { path: 'productos', lazy: () => import('./pages/business/ProductsPage') },
              { path: 'productos/agregar', lazy: () => import('./pages/business/AddProductPage') },
              {
                path: 'productos/editar/:id',
                lazy: () => import('./pages/business/EditProductPage'),
              },
              { path: 'categorias', lazy: () => import('./pages/business/CategoriesPage') },
              {
                path: 'configuracion',
                lazy: () => import('./pages/business/settings/SettingsPage'),
              },
              { path: 'menu-qr', lazy: () => import('./pages/business/QrMenuPage') },
              { path: 'planes', lazy: () => import('./pages/business/PlansPage') },
            ],
          },
        ],
      },
      // Customer links whose content the spec does not show
      { path: paths.profile, lazy: () => import('./pages/public/ProfilePage') },
      { path: paths.promos, lazy: () => import('./pages/public/PromosPage') },
      { path: paths.orders, lazy: () => import('./pages/public/CustomerOrdersPage') },
      { path: '*', element: <Navigate to={paths.landing} replace /> },
    ],
  },
]

export const router = createBrowserRouter(routes)
