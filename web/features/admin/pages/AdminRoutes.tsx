import { Navigate, useRoutes, type RouteObject } from 'react-router'
import { paths } from '../../../paths'
import { Component as ActivatePage } from './ActivatePage'
import { Component as ActivityPage } from './ActivityPage'
import { Component as AdminLayout } from './AdminLayout'
import { Component as AdminLoginPage } from './AdminLoginPage'
import { PanoramaPage } from './PanoramaPage'
import { ShopPage } from './ShopPage'
import { ShopsPage } from './ShopsPage'

/**
 * The operator console's screens under /admin (docs/product.md#operators), paths relative to it.
 * They load together and only there: the route table names this one module for all of /admin, so
 * a console screen added here weighs nothing on the public pages (docs/product.md#budgets).
 */
const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.admin.panorama} replace /> },
  { path: 'activar', element: <ActivatePage /> },
  { path: 'login', element: <AdminLoginPage /> },
  {
    // The console's screens: an operator's complete session only (AdminGuard).
    element: <AdminLayout />,
    children: [
      { path: 'panorama', element: <PanoramaPage /> },
      { path: 'comercios', element: <ShopsPage /> },
      { path: 'comercios/:id', element: <ShopPage /> },
      { path: 'actividad', element: <ActivityPage /> },
    ],
  },
  { path: '*', element: <Navigate to={paths.landing} replace /> },
]

export function Component() {
  return useRoutes(adminRoutes)
}
