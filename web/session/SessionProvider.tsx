import {
  createContext,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { LOGIN_SETTLING_DELAY_MS } from '../../domain/constants'
import { setAuthHandlers } from '../api/client'
import { useBrowserState } from '../lib/hydration'
import {
  acceptLoginToken,
  clearStoredTokens,
  replaceStoredToken,
  restoreSession,
  type SessionUser,
  type TokenStores,
} from './token'

export interface Session {
  user: SessionUser | null
  token: string | null
  isAuthenticated: boolean
  /** True during the settling delay after login (docs/product.md#states). */
  loading: boolean
  /** How the last session ended: a logout goes to /, an expiry to /login. */
  endedBy: 'logout' | 'expired' | null
  login(token: string, remember?: boolean): void
  /** Swaps in a re-signed token of the same owner at once (no settling delay). */
  refresh(token: string): void
  logout(): void
}

export const SessionContext = createContext<Session | null>(null)

const NO_SESSION = { token: null, user: null }

const browserStores = (): TokenStores => ({ persistent: localStorage, session: sessionStorage })

/** docs/product.md#states 'Session', in one place: restore, login with its delay, logout, expiry and 401s. */
export function SessionProvider({ children }: { children: ReactNode }) {
  // Storage is read before the first paint, so no screen waits on the restore.
  const [state, setState] = useBrowserState<{ token: string | null; user: SessionUser | null }>(
    () => restoreSession(browserStores()) ?? NO_SESSION,
    NO_SESSION,
  )
  const [settling, setSettling] = useState(false)
  const [endedBy, setEndedBy] = useState<Session['endedBy']>(null)
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const end = useCallback(
    (reason: NonNullable<Session['endedBy']>) => {
      clearTimeout(settleTimer.current)
      clearStoredTokens(browserStores())
      setSettling(false)
      setEndedBy(reason)
      setState({ token: null, user: null })
    },
    [setState],
  )
  const logout = useCallback(() => end('logout'), [end])

  const login = useCallback(
    (token: string, remember = true) => {
      const user = acceptLoginToken(browserStores(), token, remember)
      if (!user) {
        logout()
        return
      }
      // The spec's deliberate pause before the panel opens.
      setSettling(true)
      setEndedBy(null)
      clearTimeout(settleTimer.current)
      settleTimer.current = setTimeout(() => {
        setState({ token, user })
        setSettling(false)
      }, LOGIN_SETTLING_DELAY_MS)
    },
    [logout, setState],
  )

  // The token API calls carry. A refresh sets it at once: a call started before the next render
  // (a refetch right after a password change) must not go out with the session that just ended.
  const currentToken = useRef(state.token)

  const refresh = useCallback(
    (token: string) => {
      const user = replaceStoredToken(browserStores(), token)
      if (!user) return
      currentToken.current = token
      setState({ token, user })
    },
    [setState],
  )

  // An expired token or a 401 from the API ends the session once, here; the protected guard then
  // sends the owner to /login.
  const expire = useCallback(() => end('expired'), [end])

  // A layout effect: every layout effect runs before any passive one, and the screens' first
  // queries start from passive effects, so on a fresh load they already go out with the token.
  useLayoutEffect(() => {
    currentToken.current = state.token
    setAuthHandlers({ getToken: () => currentToken.current, onUnauthorized: expire })
  }, [state.token, expire])

  useEffect(() => {
    const exp = state.user?.exp
    if (!exp) return
    const timer = setTimeout(expire, Math.max(0, exp * 1000 - Date.now()))
    return () => clearTimeout(timer)
  }, [state.user, expire])

  useEffect(() => () => clearTimeout(settleTimer.current), [])

  const value = useMemo<Session>(
    () => ({
      ...state,
      isAuthenticated: state.user !== null,
      loading: settling,
      endedBy,
      login,
      refresh,
      logout,
    }),
    [state, settling, endedBy, login, refresh, logout],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}
