import { createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { z } from 'zod'
import type { SessionClaims } from '../../domain/auth/session'

const SESSION_DAYS = 7

/**
 * What the server reads of a session token: the session claims (docs/product.md#session) plus
 * `sv`, the owner's session version when it was signed, which ends the token once the version
 * moves on (password or email change, reset, logout everywhere).
 */
export type SessionTokenClaims = SessionClaims & { sv: number }

// A token the server signed always has these; anything else (no exp, a userId that is not a UUID,
// a token from before session versions) is no session at all.
const verifiedClaims = z.looseObject({
  userId: z.guid(),
  role: z.string(),
  sv: z.number().int().nonnegative(),
  exp: z.number(),
})

/** A signed access token with the session claims, its session version and an exp (HS256). */
export async function signSessionToken(
  secret: string,
  claims: Omit<SessionTokenClaims, 'exp'>,
  now = new Date(),
): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(Math.floor(now.getTime() / 1000) + SESSION_DAYS * 24 * 3600)
    .sign(new TextEncoder().encode(secret))
}

/** The token's claims; throws on a bad signature, an expired token or claims out of shape. */
export async function verifySessionToken(
  secret: string,
  token: string,
): Promise<SessionTokenClaims> {
  const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
    algorithms: ['HS256'],
    requiredClaims: ['exp'],
  })
  verifiedClaims.parse(payload)
  return payload as unknown as SessionTokenClaims
}

/** Six random digits, as people type them. */
export const newVerificationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** An unguessable token for links (password reset). */
export const newLinkToken = () => randomBytes(32).toString('base64url')

/** HMAC keys derived from each server secret seen, for this one purpose. */
const hmacKeys = new Map<string, Buffer>()

/**
 * Codes and link tokens are stored as keyed hashes: a leaked table is useless without the server
 * secret, even for six-digit codes that a plain hash would not protect. The key is derived from
 * the secret with HKDF for this purpose alone (docs/ARCHITECTURE.md#sealed-secrets): the key that
 * signs sessions never hashes anything.
 */
export function secretHash(secret: string, value: string): string {
  let key = hmacKeys.get(secret)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'barrio token hmac', 32))
    hmacKeys.set(secret, key)
  }
  return createHmac('sha256', key).update(value).digest('base64url')
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
