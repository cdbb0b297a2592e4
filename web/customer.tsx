import { useEffect } from 'react'
import { matchRoutes, Navigate, useLocation } from 'react-router'
import { isPanelAddress } from '../domain/menu/pages'
import { customerRoutes, sessionTable } from './customer-routes'
import { paths } from './paths'
import { loadScreens } from './runtime/screens'
import { start } from './runtime/start'
import { ProtectedRoute } from './session/guards'
import './styles.css'

/**
 * An address this build has no screen for. The panel's (after signing in, say) is the app's, on
 * React: the browser loads its page in place of this one's entry in the history. Any other goes to
 * the landing, as in the app.
 */
function ElsewhereOrLanding() {
  const { pathname, search, hash } = useLocation()
  const panel = isPanelAddress(pathname)
  useEffect(() => {
    if (panel) window.location.replace(`${pathname}${search}${hash}`)
  }, [panel, pathname, search, hash])
  return panel ? null : <Navigate to={paths.landing} replace />
}

/**
 * The customer pages' script (docs/decisions/0021-light-customer-runtime.md): their screens alone,
 * the same components as the app's, run on Preact's React-compatible runtime
 * (vite.customer.config.ts), so a phone loads a fraction of React's weight before a page answers.
 * The business area keeps its guard here, so a login's settling pause ('Cargando...' and
 * 'Restableciendo sesión...', docs/product.md#states) and a visitor without a session are answered
 * as in the app before the panel's page loads.
 */
const routes = sessionTable([
  ...customerRoutes,
  {
    path: paths.business.root,
    element: <ProtectedRoute />,
    children: [
      { index: true, element: <ElsewhereOrLanding /> },
      { path: '*', element: <ElsewhereOrLanding /> },
    ],
  },
  { path: '*', element: <ElsewhereOrLanding /> },
])

// A page names its screen's files beside this script (domain/menu/pages.ts CUSTOMER_SCREENS), so
// they arrive together: a page the browser draws waits for its screen and draws it first, rather
// than the loading screen for the moment between. One that fails to load is left to the router,
// which tries again and shows the error.
void loadScreens(matchRoutes(routes, window.location) ?? [])
  .catch(() => {})
  .then(() => start(routes, document.getElementById('root')!))
