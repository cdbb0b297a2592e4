import { useQueryClient } from '@tanstack/react-query'
import { useLayoutEffect, type ReactNode } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { paths } from '../../../paths'
import { ADMIN_QUERY, setAdminUnauthorizedHandler } from '../api/client'
import { getAdminToken } from '../lib/admin-session'

/**
 * The console's screens open only with an operator session in this tab; without one, or once the
 * server refuses it (expired, revoked), the operator goes to /admin/login.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const client = useQueryClient()
  const { pathname, search } = useLocation()
  // After signing in again the operator comes back to this screen (not after signing out).
  const here = `${pathname}${search}`
  useLayoutEffect(() => {
    setAdminUnauthorizedHandler((reason) => {
      client.removeQueries({ queryKey: [ADMIN_QUERY] })
      const login =
        reason === 'expired'
          ? `${paths.admin.login}?next=${encodeURIComponent(here)}`
          : paths.admin.login
      navigate(login, { replace: true, state: { endedBy: reason } })
    })
  }, [navigate, client, here])
  if (!getAdminToken()) {
    return <Navigate to={`${paths.admin.login}?next=${encodeURIComponent(here)}`} replace />
  }
  return children
}
