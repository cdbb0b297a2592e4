import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Secrets a shop gives us to keep (its Mercado Pago access token and webhook secret,
 * docs/product.md#payments), encrypted at rest with AES-256-GCM, a random 96-bit IV and a 128-bit
 * tag. Keys come from a key list (docs/ARCHITECTURE.md#sealed-secrets): SECRET_KEYS, the first
 * seals and every one opens, so a key is rotated by putting the new one first; without it,
 * JWT_SECRET. Each key is stretched with HKDF-SHA256 for this one purpose, so no key that signs or
 * hashes anything else ever encrypts.
 *
 * Stored as `v2.<key id>.<iv>.<ciphertext>.<tag>` (base64url parts): the key id names the key of
 * the list it was sealed with, and the shop's id is the associated data, so a value copied to
 * another shop's row does not open. `v1.<iv>.<ciphertext>.<tag>` values (sealed under JWT_SECRET
 * before key lists) still open; whatever opens under anything but the first key is resealed by
 * its reader (`isCurrent`).
 */

const SEAL_INFO = 'barrio sealed secrets v2'
const KEY_ID_INFO = 'barrio sealed secrets key id'
const LEGACY_INFO = 'barrio payments'
const IV_BYTES = 12
const TAG_BYTES = 16
const BASE64URL = /^[A-Za-z0-9_-]*$/

/** A sealed value that does not open: another key's, altered, truncated, or not a sealed value. */
export class SealedSecretError extends Error {
  constructor(
    readonly reason:
      | 'malformed-part'
      | 'wrong-length'
      | 'not-this-key'
      | 'unknown-key'
      | 'no-key-opens'
      | 'unknown-format',
    detail = '',
  ) {
    // For logs only: a value that does not open reads as 'not connected' to its shop.
    super(`sealed secret: ${reason}${detail && ` (${detail})`}`)
    this.name = 'SealedSecretError'
  }
}

export interface SecretBoxKeys {
  /** SECRET_KEYS: the first seals, every one opens. Empty: `serverSecret` seals. */
  secretKeys: readonly string[]
  /** JWT_SECRET: always opens what was sealed under it (before SECRET_KEYS was set). */
  serverSecret: string
}

export interface SecretBox {
  /** `plain` sealed for the shop `shopId`, under the first key. */
  seal(plain: string, shopId: string): string
  /** Throws SealedSecretError for a value of another shop or key, or altered since. */
  open(sealed: string, shopId: string): string
  /** Whether `sealed` is in today's format under the first key; else its reader reseals it. */
  isCurrent(sealed: string): boolean
}

const derive = (secret: string, info: string, bytes: number) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, bytes))

interface Key {
  id: string
  seal: Buffer
  legacy: Buffer
}

function keyOf(secret: string): Key {
  return {
    id: derive(secret, KEY_ID_INFO, 6).toString('base64url'),
    seal: derive(secret, SEAL_INFO, 32),
    legacy: derive(secret, LEGACY_INFO, 32),
  }
}

const shopData = (shopId: string) => Buffer.from(`barrio shop ${shopId}`, 'utf8')

function part(text: string | undefined, what: string, length?: number): Buffer {
  if (text === undefined || !BASE64URL.test(text))
    throw new SealedSecretError('malformed-part', what)
  const bytes = Buffer.from(text, 'base64url')
  if (length !== undefined && bytes.length !== length) {
    throw new SealedSecretError('wrong-length', `${what}: ${bytes.length}`)
  }
  return bytes
}

function decrypt(key: Buffer, iv: Buffer, data: Buffer, tag: Buffer, aad?: Buffer): string {
  // The tag length is pinned: GCM would otherwise accept a tag cut down to 4 bytes.
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
  if (aad) decipher.setAAD(aad)
  decipher.setAuthTag(tag)
  try {
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
  } catch {
    throw new SealedSecretError('not-this-key')
  }
}

export function secretBox({ secretKeys, serverSecret }: SecretBoxKeys): SecretBox {
  const sealing = keyOf(secretKeys[0] ?? serverSecret)
  const opening = [...new Set([...secretKeys, serverSecret])].map(keyOf)
  const byId = new Map(opening.map((key) => [key.id, key]))

  return {
    seal(plain, shopId) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', sealing.seal, iv, { authTagLength: TAG_BYTES })
      cipher.setAAD(shopData(shopId))
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      const parts = [iv, data, cipher.getAuthTag()].map((b) => b.toString('base64url'))
      return ['v2', sealing.id, ...parts].join('.')
    },

    open(sealed, shopId) {
      const parts = sealed.split('.')
      if (parts[0] === 'v2' && parts.length === 5) {
        const key = byId.get(parts[1])
        if (!key) throw new SealedSecretError('unknown-key')
        const [iv, data, tag] = [
          part(parts[2], 'iv', IV_BYTES),
          part(parts[3], 'ciphertext'),
          part(parts[4], 'tag', TAG_BYTES),
        ]
        return decrypt(key.seal, iv, data, tag, shopData(shopId))
      }
      if (parts[0] === 'v1' && parts.length === 4) {
        const [iv, data, tag] = [
          part(parts[1], 'iv', IV_BYTES),
          part(parts[2], 'ciphertext'),
          part(parts[3], 'tag', TAG_BYTES),
        ]
        // Sealed before key ids and shop binding: under the server secret of the time, which is
        // JWT_SECRET or, once it changed, one of SECRET_KEYS.
        for (const key of opening) {
          try {
            return decrypt(key.legacy, iv, data, tag)
          } catch {
            // The next key.
          }
        }
        throw new SealedSecretError('no-key-opens')
      }
      throw new SealedSecretError('unknown-format')
    },

    isCurrent(sealed) {
      return sealed.startsWith(`v2.${sealing.id}.`)
    },
  }
}

/** The box of a running server: SECRET_KEYS, with JWT_SECRET behind them. */
export const secretBoxOf = (config: { SECRET_KEYS: readonly string[]; jwtSecret: string }) =>
  secretBox({ secretKeys: config.SECRET_KEYS, serverSecret: config.jwtSecret })
