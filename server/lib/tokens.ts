import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import type { SessionClaims } from '../../domain/session'

const SESSION_DAYS = 7

/** A signed access token with exactly the claims of SPEC §3 and an exp (HS256). */
export async function signSessionToken(
  secret: string,
  claims: Omit<SessionClaims, 'exp'>,
  now = new Date(),
): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(Math.floor(now.getTime() / 1000) + SESSION_DAYS * 24 * 3600)
    .sign(new TextEncoder().encode(secret))
}

export async function verifySessionToken(secret: string, token: string): Promise<SessionClaims> {
  const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
    algorithms: ['HS256'],
  })
  return payload as unknown as SessionClaims
}

/** Six random digits, as people type them. */
export const newVerificationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** An unguessable token for links (password reset). */
export const newLinkToken = () => randomBytes(32).toString('base64url')

/**
 * Codes and link tokens are stored as keyed hashes: a leaked table is useless without the server
 * secret, even for six-digit codes that a plain hash would not protect.
 */
export const secretHash = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('base64url')

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
