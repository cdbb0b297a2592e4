import { Outlet } from 'react-router'
import { SessionProvider } from './SessionProvider'

/** Root of every route: the session. */
export function SessionRoot() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  )
}
