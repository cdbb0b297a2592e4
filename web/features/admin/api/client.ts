import { OPERATOR_UNAUTHENTICATED_MESSAGE } from '../../../../domain/messages/admin'
import { apiFetch, ApiRequestError } from '../../../api/client'
import { paths } from '../../../paths'
import { clearAdminToken, getAdminToken } from '../lib/admin-session'

/**
 * Every query key of the console starts with this, so signing out drops all of them at once
 * (`queryClient.removeQueries({ queryKey: [ADMIN_QUERY] })`).
 */
export const ADMIN_QUERY = 'admin'

/** Why the console sent the operator back to its sign-in. */
export type AdminSignOutReason = 'expired' | 'logout'

let onUnauthorized: (reason: AdminSignOutReason) => void = () => {
  window.location.assign(paths.admin.login)
}

/** Set by the console's frame: what a refused session does (back to /admin/login). */
export function setAdminUnauthorizedHandler(handler: typeof onUnauthorized) {
  onUnauthorized = handler
}

/** Ends this browser's operator session and goes back to the sign-in. */
export function endAdminSession(reason: AdminSignOutReason) {
  clearAdminToken()
  onUnauthorized(reason)
}

interface AdminInit extends Omit<RequestInit, 'body'> {
  /** A plain object is sent as JSON. */
  body?: unknown
}

/**
 * A call to /api/admin with the operator's bearer token (docs/product.md#operators). A 401 (the
 * session ended, expired or was revoked) forgets the token and goes back to /admin/login; the
 * error is thrown all the same, for the screen that made the call.
 */
export async function adminFetch<T>(path: string, init: AdminInit = {}): Promise<T> {
  const token = getAdminToken()
  if (!token) {
    endAdminSession('expired')
    throw new ApiRequestError(401, 'OPERATOR_UNAUTHENTICATED', OPERATOR_UNAUTHENTICATED_MESSAGE)
  }
  const headers = new Headers(init.headers)
  headers.set('Authorization', `Bearer ${token}`)
  try {
    return await apiFetch<T>(`/admin${path}`, { ...init, headers })
  } catch (err) {
    // Only if the refused token is still this tab's: a sign-in meanwhile stays.
    if (err instanceof ApiRequestError && err.status === 401 && getAdminToken() === token) {
      endAdminSession('expired')
    }
    throw err
  }
}
