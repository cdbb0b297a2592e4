import { Outlet } from 'react-router'
import { SessionProvider } from './SessionProvider'
import { useSession } from './useSession'

export const RESTORING_SESSION = 'Restableciendo sesión...'

/**
 * The screen of the login's settling pause: the guest guard renders nothing meanwhile, so without
 * it the page would go blank for three seconds. Stored tokens are read before the first paint and
 * need no such screen.
 */
function RestoringSession() {
  const { loading } = useSession()
  if (!loading) return null
  return (
    <p role="status" className="px-6 pt-16 text-center text-lg font-medium text-stone-800">
      {RESTORING_SESSION}
    </p>
  )
}

/** Root of every route: the session. */
export function SessionRoot() {
  return (
    <SessionProvider>
      <RestoringSession />
      <Outlet />
    </SessionProvider>
  )
}
