import { useContext } from 'react'
import { SessionContext, type Session } from './SessionProvider'

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession must be used within a SessionProvider')
  return session
}

/** The session, or null outside a SessionProvider (a screen drawn on its own, as tests do). */
export const useOptionalSession = (): Session | null => useContext(SessionContext)
