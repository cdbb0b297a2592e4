import { ROLE_BUSINESS_OWNER, type SessionClaims } from '../../domain/auth/session'
import {
  DEFAULT_BUSINESS_NAME,
  DEFAULT_PLAN_LABEL,
  TOKEN_STORAGE_KEY,
} from '../../domain/constants'
import type { MemberRole } from '../../domain/team/permissions'

/** docs/product.md#entities 'Session user', read from the token's claims with the spec's defaults. */
export type SessionUser = Omit<SessionClaims, 'exp' | 'memberRole'> & {
  /** Seconds since the epoch; null when the token has none (it then counts as expired). */
  exp: number | null
  /** docs/product.md#team: the member's role in the shop; a token without it is an owner's. */
  memberRole: MemberRole
}

/**
 * A JWT's claims: its three parts' middle one, base64url-encoded UTF-8 JSON. Nothing is verified
 * here (the server does, on every call); the page only reads who signed in. Throws when the token
 * is not a JWT or its claims are not a JSON object.
 */
function readClaims(token: string): Partial<SessionClaims> {
  const parts = token.split('.')
  if (parts.length !== 3) throw new Error('not a JWT')
  const binary = atob(parts[1].replace(/-/g, '+').replace(/_/g, '/'))
  const claims: unknown = JSON.parse(
    new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))),
  )
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) {
    throw new Error('claims are not an object')
  }
  return claims
}

/** Decodes a JWT's claims locally, with no server call (docs/product.md#api). Throws when it is not a JWT. */
export function decodeToken(token: string): SessionUser {
  const claims = readClaims(token)
  return {
    userId: String(claims.userId ?? ''),
    email: String(claims.email ?? ''),
    role: String(claims.role ?? ''),
    businessName: claims.businessName || DEFAULT_BUSINESS_NAME,
    plan: claims.plan || DEFAULT_PLAN_LABEL,
    subscriptionPaid: claims.subscriptionPaid ?? false,
    expiresAt: claims.expiresAt ?? null,
    exp: typeof claims.exp === 'number' ? claims.exp : null,
    // Checked here rather than with the team's module, which stays out of the public pages' entry.
    memberRole:
      claims.memberRole === 'manager' || claims.memberRole === 'staff'
        ? claims.memberRole
        : 'owner',
  }
}

/** A token without exp counts as expired. */
export const isExpired = (user: SessionUser, now = Date.now()) =>
  user.exp === null || user.exp * 1000 <= now

export const hasOwnerRole = (user: SessionUser) => user.role === ROLE_BUSINESS_OWNER

export interface TokenStores {
  persistent: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

export function clearStoredTokens(stores: TokenStores) {
  stores.persistent.removeItem(TOKEN_STORAGE_KEY)
  stores.session.removeItem(TOKEN_STORAGE_KEY)
}

/**
 * docs/product.md#states restore: the token from persistent storage first, then session storage; kept only when
 * not expired and of a BUSINESS_OWNER. Anything else clears both stores.
 */
export function restoreSession(
  stores: TokenStores,
  now = Date.now(),
): { token: string; user: SessionUser } | null {
  const token =
    stores.persistent.getItem(TOKEN_STORAGE_KEY) ?? stores.session.getItem(TOKEN_STORAGE_KEY)
  if (!token) return null
  try {
    const user = decodeToken(token)
    if (isExpired(user, now) || !hasOwnerRole(user)) {
      console.warn('Token expired or invalid role')
      clearStoredTokens(stores)
      return null
    }
    return { token, user }
  } catch {
    console.warn('Error decoding stored token')
    clearStoredTokens(stores)
    return null
  }
}

/**
 * docs/product.md#states login: decode on the client; another role is denied. The token goes to persistent
 * storage when remember is on (the default), else to session storage.
 */
export function acceptLoginToken(
  stores: TokenStores,
  token: string,
  remember = true,
): SessionUser | null {
  let user: SessionUser
  try {
    user = decodeToken(token)
  } catch {
    console.warn('Error decoding token')
    clearStoredTokens(stores)
    return null
  }
  if (!hasOwnerRole(user)) {
    console.warn('Invalid role. Access denied.')
    clearStoredTokens(stores)
    return null
  }
  clearStoredTokens(stores)
  ;(remember ? stores.persistent : stores.session).setItem(TOKEN_STORAGE_KEY, token)
  return user
}

/**
 * A new token for the same session (the server re-signs it when the shop's name changes): kept in
 * the storage that held the old one, so 'Recordarme' still decides how long it lasts.
 */
export function replaceStoredToken(
  stores: TokenStores,
  token: string,
  now = Date.now(),
): SessionUser | null {
  let user: SessionUser
  try {
    user = decodeToken(token)
  } catch {
    console.warn('Error decoding token')
    return null
  }
  if (!hasOwnerRole(user) || isExpired(user, now)) return null
  const remembered = stores.persistent.getItem(TOKEN_STORAGE_KEY) !== null
  ;(remembered ? stores.persistent : stores.session).setItem(TOKEN_STORAGE_KEY, token)
  return user
}
