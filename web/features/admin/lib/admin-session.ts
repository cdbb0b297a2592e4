/**
 * The operator's session in this browser (docs/product.md#operators): its own token, kept for the
 * tab only and under its own key, never the panel's 'token'. The server holds the session itself;
 * this is only the bearer that names it.
 */
export const ADMIN_TOKEN_KEY = 'adminToken'

const storage = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage)

export const getAdminToken = () => storage()?.getItem(ADMIN_TOKEN_KEY) ?? null

export function setAdminToken(token: string) {
  storage()?.setItem(ADMIN_TOKEN_KEY, token)
}

export function clearAdminToken() {
  storage()?.removeItem(ADMIN_TOKEN_KEY)
}
