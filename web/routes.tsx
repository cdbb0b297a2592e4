import { Navigate, type RouteObject } from 'react-router'
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
      // docs/product.md#team: an invited member's link, whether or not someone is signed in here.
      { path: '/invitacion/:token', lazy: () => import('./features/team/pages/InvitationPage') },
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
      // Business area
      {
        path: paths.business.root,
        element: <ProtectedRoute />,
        children: [
          {
            lazy: () => import('./features/panel/pages/BusinessLayout'),
            children: [
              { index: true, element: <Navigate to={paths.business.home} replace /> },
              { path: 'home', lazy: () => import('./features/panel/pages/HomePage') },
              { path: 'pedidos', lazy: () => import('./features/orders/pages/OrdersPage') },
              { path: 'productos', lazy: () => import('./features/products/pages/ProductsPage') },
              {
                path: 'productos/agregar',
                lazy: () => import('./features/products/pages/AddProductPage'),
              },
              {
                path: 'productos/editar/:id',
                lazy: () => import('./features/products/pages/EditProductPage'),
              },
              {
                path: 'categorias',
                lazy: () => import('./features/categories/pages/CategoriesPage'),
              },
              {
                path: 'configuracion',
                lazy: () => import('./features/settings/pages/SettingsPage'),
              },
              { path: 'menu-qr', lazy: () => import('./features/panel/pages/QrMenuPage') },
              {
                path: 'clientes',
                lazy: () => import('./features/customers/pages/CustomersPage'),
              },
              { path: 'cupones', lazy: () => import('./features/coupons/pages/CouponsPage') },
              { path: 'planes/*', lazy: () => import('./features/panel/pages/PlansPage') },
            ],
          },
        ],
      },
      // Barrio's operator console (docs/product.md#operators), its own session and its own routes.
      { path: '/admin/*', lazy: () => import('./features/admin/pages/AdminRoutes') },
      // Customer links whose content the spec does not show
      { path: paths.profile, lazy: () => import('./features/info/pages/ProfilePage') },
      { path: paths.promos, lazy: () => import('./features/directory/pages/PromosPage') },
      {
        path: paths.orders,
        lazy: () => import('./features/customer-orders/pages/CustomerOrdersPage'),
      },
      { path: '*', element: <Navigate to={paths.landing} replace /> },
    ],
  },
]
