import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { checkSignature, signatureHeader, signatureManifest } from './signature'

/* Mercado Pago's x-signature (docs/product.md#payments), as its documentation builds it. */

const SECRET = 'whsec-0123456789abcdef0123'
const hmac = (manifest: string) => createHmac('sha256', SECRET).update(manifest).digest('hex')

describe('signatureManifest', () => {
  it('is id, request-id and ts, each ending in a semicolon; an alphanumeric id in lower case', () => {
    expect(signatureManifest({ dataId: '123456', requestId: 'req-1', ts: '1704908010' })).toBe(
      'id:123456;request-id:req-1;ts:1704908010;',
    )
    expect(signatureManifest({ dataId: 'ABC123', requestId: 'r', ts: '1' })).toBe(
      'id:abc123;request-id:r;ts:1;',
    )
    // Not alphanumeric: kept as it came.
    expect(signatureManifest({ dataId: 'AB-12', requestId: 'r', ts: '1' })).toBe(
      'id:AB-12;request-id:r;ts:1;',
    )
  })

  it('leaves out, label and all, each part the notification lacks', () => {
    expect(signatureManifest({ requestId: 'r', ts: '1' })).toBe('request-id:r;ts:1;')
    expect(signatureManifest({ dataId: '9', ts: '1' })).toBe('id:9;ts:1;')
    expect(signatureManifest({ ts: '1' })).toBe('ts:1;')
  })
})

describe('checkSignature', () => {
  const now = 1_704_908_010_000
  const ts = String(now / 1000)

  it('accepts the HMAC of the manifest, in either order of the header and either case', () => {
    const v1 = hmac(`id:123;request-id:r;ts:${ts};`)
    const parts = { dataId: '123', requestId: 'r' }
    expect(checkSignature(SECRET, `ts=${ts},v1=${v1}`, parts, now)).toMatchObject({ ok: true })
    expect(checkSignature(SECRET, ` v1=${v1.toUpperCase()} , ts=${ts}`, parts, now).ok).toBe(true)
    expect(checkSignature(SECRET, signatureHeader(SECRET, { ...parts, ts }), parts, now).ok).toBe(
      true,
    )
    // Without a request id, it is left out of what was signed.
    const bare = hmac(`id:123;ts:${ts};`)
    expect(checkSignature(SECRET, `ts=${ts},v1=${bare}`, { dataId: '123' }, now).ok).toBe(true)
  })

  it('refuses another secret, a changed part, or a malformed header', () => {
    const header = signatureHeader(SECRET, { dataId: '123', requestId: 'r', ts })
    expect(checkSignature('otra', header, { dataId: '123', requestId: 'r' }, now)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(checkSignature(SECRET, header, { dataId: '124', requestId: 'r' }, now).ok).toBe(false)
    expect(checkSignature(SECRET, header, { dataId: '123' }, now).ok).toBe(false)
    for (const bad of [
      undefined,
      '',
      'ts=1',
      'v1=ab',
      `ts=x,v1=${'0'.repeat(64)}`,
      'x'.repeat(400),
    ]) {
      expect(checkSignature(SECRET, bad, { dataId: '123', requestId: 'r' }, now).ok).toBe(false)
    }
  })

  it('refuses a timestamp more than 5 minutes away, in seconds or milliseconds', () => {
    const at = (ms: number, unit: 's' | 'ms') => {
      const stamp = unit === 's' ? String(Math.floor(ms / 1000)) : String(ms)
      return checkSignature(
        SECRET,
        signatureHeader(SECRET, { dataId: '1', ts: stamp }),
        { dataId: '1' },
        now,
      )
    }
    expect(at(now - 4 * 60_000, 's').ok).toBe(true)
    expect(at(now + 4 * 60_000, 'ms').ok).toBe(true)
    expect(at(now - 6 * 60_000, 's')).toEqual({ ok: false, reason: 'stale' })
    expect(at(now + 6 * 60_000, 's')).toEqual({ ok: false, reason: 'stale' })
    expect(at(now - 6 * 60_000, 'ms')).toEqual({ ok: false, reason: 'stale' })
  })
})
