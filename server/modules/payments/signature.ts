import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Mercado Pago's webhook signature (docs/product.md#payments). The `x-signature` header is
 * `ts=<timestamp>,v1=<hex HMAC-SHA256>`; what is signed is the manifest
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, where data.id is the one of the notification's
 * query (lower-cased when alphanumeric) and each part the notification lacks is left out, with
 * its label. The key is the shop's webhook secret.
 */

/** Notifications older or further ahead than this are refused, whatever their signature. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000

export interface SignedParts {
  /** data.id from the query string. */
  dataId?: string | null
  /** The x-request-id header. */
  requestId?: string | null
  /** The signature's own ts. */
  ts?: string | null
}

export function signatureManifest({ dataId, requestId, ts }: SignedParts): string {
  let manifest = ''
  if (dataId) manifest += `id:${/^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId};`
  if (requestId) manifest += `request-id:${requestId};`
  if (ts) manifest += `ts:${ts};`
  return manifest
}

const hmacOf = (secret: string, manifest: string) =>
  createHmac('sha256', secret).update(manifest, 'utf8').digest()

/** The header Mercado Pago would send for these parts (the fake provider's notifications). */
export function signatureHeader(secret: string, parts: SignedParts & { ts: string }): string {
  return `ts=${parts.ts},v1=${hmacOf(secret, signatureManifest(parts)).toString('hex')}`
}

export function parseSignatureHeader(header: string): { ts: string; v1: string } | null {
  if (header.length > 300) return null
  const fields = new Map<string, string>()
  for (const part of header.split(',')) {
    const cut = part.indexOf('=')
    if (cut > 0) fields.set(part.slice(0, cut).trim(), part.slice(cut + 1).trim())
  }
  const ts = fields.get('ts')
  const v1 = fields.get('v1')?.toLowerCase()
  if (!ts || !/^\d{1,16}$/.test(ts) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return null
  return { ts, v1 }
}

export type SignatureCheck =
  { ok: true; ts: string; v1: string } | { ok: false; reason: 'invalid' | 'stale' }

/**
 * Checks a notification's signature in constant time, then its age: `ts` in seconds, or in
 * milliseconds (13 digits), as either has been seen.
 */
export function checkSignature(
  secret: string,
  header: string | undefined,
  parts: Omit<SignedParts, 'ts'>,
  now: number = Date.now(),
): SignatureCheck {
  const parsed = header ? parseSignatureHeader(header) : null
  if (!parsed) return { ok: false, reason: 'invalid' }
  const expected = hmacOf(secret, signatureManifest({ ...parts, ts: parsed.ts }))
  if (!timingSafeEqual(expected, Buffer.from(parsed.v1, 'hex'))) {
    return { ok: false, reason: 'invalid' }
  }
  const stamp = Number(parsed.ts)
  const at = parsed.ts.length >= 13 ? stamp : stamp * 1000
  if (Math.abs(now - at) > SIGNATURE_MAX_AGE_MS) return { ok: false, reason: 'stale' }
  return { ok: true, ...parsed }
}
