import { randomInt } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

/**
 * The operators' second step (docs/product.md#operators): RFC 6238 codes (SHA-1, 6 digits, 30 s),
 * what every authenticator app reads from an otpauth:// address.
 */
const ISSUER = 'Barrio'
const PERIOD = 30

const totpOf = (base32: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(base32),
  })

/** A new secret (160 bits, as RFC 4226 recommends), in base32 as people type it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32

/** The otpauth:// address an authenticator app takes from a QR code. */
export const totpUri = (base32: string, email: string) => totpOf(base32, email).toString()

/**
 * The time step `code` belongs to, if it is the secret's code now or one step either side (a phone
 * whose clock is a little off); null otherwise.
 */
export function totpStep(base32: string, code: string, now: Date): number | null {
  const delta = totpOf(base32).validate({ token: code, timestamp: now.getTime(), window: 1 })
  if (delta === null) return null
  return TOTP.counter({ period: PERIOD, timestamp: now.getTime() }) + delta
}

/** The code of `base32` at `at` (the tests' authenticator app). */
export const totpCode = (base32: string, at: Date) =>
  totpOf(base32).generate({ timestamp: at.getTime() })

// No 0/o, 1/l/i: a code read off paper is typed back right.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
export const RECOVERY_CODE_COUNT = 10

/** Ten recovery codes, 'abcde-23456' (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  const group = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('')
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`)
}

/** A recovery code as stored: without its dash, so 'abcde23456' and 'abcde-23456' are the same. */
export const recoveryCodeKey = (code: string) => `operator recovery ${code.replace('-', '')}`
