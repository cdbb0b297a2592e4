import { Navigate, type RouteObject } from 'react-router'
import { customerRoutes, sessionTable } from './customer-routes'
import { paths } from './paths'
import { ProtectedRoute } from './session/guards'

/**
 * docs/product.md#screens route table: the customer's screens (customer-routes.tsx), the panel's
 * and the operators'. Every screen is its own lazily loaded module, so a customer opening a QR menu
 * never downloads the business panel.
 */
export const routes: RouteObject[] = sessionTable([
  ...customerRoutes,
  // docs/product.md#team: an invited member's link, whether or not someone is signed in here.
  { path: '/invitacion/:token', lazy: () => import('./features/team/pages/InvitationPage') },
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
  { path: '*', element: <Navigate to={paths.landing} replace /> },
])
