import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Secrets a shop gives us to keep (its Mercado Pago access token and webhook secret,
 * docs/product.md#payments), encrypted at rest: AES-256-GCM with a random 96-bit IV, under a key
 * derived from the server's secret (config `jwtSecret`) with HKDF-SHA256, info 'barrio payments',
 * so the session-signing key itself never encrypts anything. Stored as
 * `v1.<iv>.<ciphertext>.<tag>`, each part base64url; the version names the scheme, so a later key
 * rotation can tell the old rows apart.
 */

const INFO = 'barrio payments'
const VERSION = 'v1'

export interface SecretBox {
  seal(plain: string): string
  /** Throws on a value sealed with another key or altered since. */
  open(sealed: string): string
}

export function secretBox(serverSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), INFO, 32))
  return {
    seal(plain) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      const parts = [iv, data, cipher.getAuthTag()].map((b) => b.toString('base64url'))
      return [VERSION, ...parts].join('.')
    },
    open(sealed) {
      const [version, iv, data, tag] = sealed.split('.')
      if (version !== VERSION || !iv || data === undefined || !tag) {
        throw new Error('sealed secret: unknown format')
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8')
    },
  }
}
