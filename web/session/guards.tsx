import { Navigate, Outlet } from 'react-router'
import { Spinner } from '../components/Spinner'
import { paths } from '../paths'
import { useSession } from './useSession'

/**
 * Business area: only an authenticated BUSINESS_OWNER; others go to /login. Right after a logout
 * the owner goes to / instead, replacing the history entry (docs/product.md#screens).
 */
export function ProtectedRoute() {
  const { loading, isAuthenticated, endedBy } = useSession()
  if (loading) return <Spinner label="Cargando..." />
  if (!isAuthenticated) {
    return <Navigate to={endedBy === 'logout' ? paths.landing : paths.login} replace />
  }
  return <Outlet />
}

/** Login and password pages: an authenticated owner goes to the panel; nothing while loading. */
export function GuestRoute() {
  const { loading, isAuthenticated } = useSession()
  if (loading) return null
  if (isAuthenticated) return <Navigate to={paths.business.home} replace />
  return <Outlet />
}
