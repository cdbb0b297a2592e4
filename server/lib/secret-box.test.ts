import { createCipheriv, createHmac, hkdfSync, randomBytes, randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { SealedSecretError, secretBox } from './secret-box'
import { secretHash } from './tokens'

/*
 * docs/ARCHITECTURE.md#sealed-secrets: a shop's secrets at rest. A tag cut short or altered, a
 * value moved to another shop, a key not in the list: each is refused; a key list rotates.
 */

const JWT = 'the session signing secret, 32 chars or more'
const KEY1 = 'first sealing key, at least 32 characters long'
const KEY2 = 'second sealing key, at least 32 characters long'
const shopA = randomUUID()
const shopB = randomUUID()
const TOKEN = 'APP_USR-1234567890-abcdef-secret'

/** Splits a v2 value into its parts, to alter one. */
const partsOf = (sealed: string) => sealed.split('.')
const withPart = (sealed: string, index: number, value: string) => {
  const parts = partsOf(sealed)
  parts[index] = value
  return parts.join('.')
}

/** A value as the first version sealed it: `v1.iv.data.tag`, HKDF 'barrio payments', no shop. */
function sealedV1(serverSecret: string, plain: string) {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'barrio payments', 32))
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv, data, cipher.getAuthTag()].map((p) => p.toString('base64url')).join('.')
}

describe('a sealed secret', () => {
  const box = secretBox({ secretKeys: [KEY1], serverSecret: JWT })

  it('opens for its own shop only', () => {
    const sealed = box.seal(TOKEN, shopA)
    expect(sealed).toMatch(/^v2\.[\w-]{8}\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/)
    expect(sealed).not.toContain(TOKEN)
    expect(box.open(sealed, shopA)).toBe(TOKEN)
    expect(() => box.open(sealed, shopB)).toThrow(SealedSecretError)
  })

  it('is refused with its tag altered or cut short, or its ciphertext altered', () => {
    const sealed = box.seal(TOKEN, shopA)
    const tag = Buffer.from(partsOf(sealed)[4], 'base64url')
    const flipped = Buffer.from(tag)
    flipped[0] ^= 1
    for (const altered of [
      withPart(sealed, 4, flipped.toString('base64url')),
      // GCM would take these shorter tags unless the length is pinned.
      withPart(sealed, 4, tag.subarray(0, 4).toString('base64url')),
      withPart(sealed, 4, tag.subarray(0, 12).toString('base64url')),
      withPart(sealed, 4, ''),
      withPart(sealed, 3, Buffer.from('APP_USR-other').toString('base64url')),
      withPart(sealed, 4, `${partsOf(sealed)[4]}*`),
      withPart(sealed, 2, randomBytes(16).toString('base64url')),
      sealed.split('.').slice(0, 4).join('.'),
      'v3.x.y.z.w',
      TOKEN,
    ]) {
      expect(() => box.open(altered, shopA), altered).toThrow(SealedSecretError)
    }
  })

  it('is sealed under a key derived for the purpose, never the raw secret', () => {
    const sealed = box.seal(TOKEN, shopA)
    const [, , iv, data, tag] = partsOf(sealed).map((p) => Buffer.from(p, 'base64url'))
    const raw = Buffer.from(KEY1).subarray(0, 32)
    const decipher = createCipheriv('aes-256-gcm', raw, iv)
    expect(Buffer.concat([decipher.update(data), decipher.final()]).toString()).not.toBe(TOKEN)
    expect(tag).toHaveLength(16)
    // Tokens and codes are hashed under a key of their own too, not the session signing key.
    expect(secretHash(JWT, 'abc')).not.toBe(
      createHmac('sha256', JWT).update('abc').digest('base64url'),
    )
    expect(secretHash(JWT, 'abc')).toBe(secretHash(JWT, 'abc'))
  })

  it('rotates: the first key seals, every key opens, a key left out opens nothing', () => {
    const sealedWith1 = box.seal(TOKEN, shopA)
    const rotated = secretBox({ secretKeys: [KEY2, KEY1], serverSecret: JWT })
    expect(rotated.open(sealedWith1, shopA)).toBe(TOKEN)
    expect(rotated.isCurrent(sealedWith1)).toBe(false)
    const resealed = rotated.seal(TOKEN, shopA)
    expect(rotated.isCurrent(resealed)).toBe(true)
    const only2 = secretBox({ secretKeys: [KEY2], serverSecret: JWT })
    expect(only2.open(resealed, shopA)).toBe(TOKEN)
    expect(() => only2.open(sealedWith1, shopA)).toThrow(SealedSecretError)
  })

  it('without SECRET_KEYS is sealed under JWT_SECRET, which keeps opening once SECRET_KEYS is set', () => {
    const plain = secretBox({ secretKeys: [], serverSecret: JWT })
    const sealed = plain.seal(TOKEN, shopA)
    expect(plain.isCurrent(sealed)).toBe(true)
    const keyed = secretBox({ secretKeys: [KEY1], serverSecret: JWT })
    expect(keyed.open(sealed, shopA)).toBe(TOKEN)
    expect(keyed.isCurrent(sealed)).toBe(false)
  })

  it('opens a value of the first version under JWT_SECRET, or under SECRET_KEYS once JWT_SECRET changed', () => {
    const old = sealedV1(JWT, TOKEN)
    const same = secretBox({ secretKeys: [], serverSecret: JWT })
    expect(same.open(old, shopA)).toBe(TOKEN)
    expect(same.isCurrent(old)).toBe(false)
    // JWT_SECRET rotated, the old one kept in SECRET_KEYS behind a new sealing key.
    const moved = secretBox({
      secretKeys: [KEY1, JWT],
      serverSecret: 'a brand new session secret, 32+ chars',
    })
    expect(moved.open(old, shopA)).toBe(TOKEN)
    const lost = secretBox({
      secretKeys: [KEY1],
      serverSecret: 'a brand new session secret, 32+ chars',
    })
    expect(() => lost.open(old, shopA)).toThrow(SealedSecretError)
    // Its tag cut short is refused as well.
    const tag = Buffer.from(partsOf(old)[3], 'base64url')
    expect(() =>
      same.open(withPart(old, 3, tag.subarray(0, 8).toString('base64url')), shopA),
    ).toThrow(SealedSecretError)
  })
})
