import { Negotiator } from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'

/** Browsers revalidate every time (304 when unchanged); a CDN may hold the answer briefly. */
export const PUBLIC_CACHE_CONTROL =
  'public, max-age=0, must-revalidate, s-maxage=30, stale-while-revalidate=60'
const JSON_TYPE = 'application/json; charset=utf-8'

/** Whether an If-None-Match header names `etag` (weak or strong, alone or in a list). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch === etag) return true
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)
}

/**
 * Sends a public JSON answer with an ETag and a Cache-Control that lets browsers revalidate
 * cheaply (304) and a CDN hold it briefly. Serialised here once, so the tag matches the bytes.
 */
export function sendCacheableJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  cacheControl = PUBLIC_CACHE_CONTROL,
) {
  const json = JSON.stringify(body)
  const etag = etagOf(json)
  reply.header('ETag', etag).header('Cache-Control', cacheControl)
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send()
  return reply.type(JSON_TYPE).send(json)
}

/** A JSON answer (or a page) made once and kept, with its tag and its compressed forms. */
export interface PreparedJson {
  /** The JSON (or the page) as UTF-8. */
  bytes: Buffer
  etag: string
  /** The bytes compressed with `encoding`: at once when already made. */
  encoded(encoding: 'br' | 'gzip'): Buffer | Promise<Buffer>
}

/** Encodings a prepared answer keeps its bytes in, besides the plain ones. */
export type PreparedEncoding = 'br' | 'gzip'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const compressors: Record<PreparedEncoding, (bytes: Buffer) => Promise<Buffer>> = {
  // Made once per prepared answer, in libuv's thread pool, so the best ratio costs no request time.
  br: (bytes) =>
    brotli(bytes, {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipAsync(bytes, { level: 9 }),
}

/** `bytes` compressed with `encoding`, once: the promise, then (once made) the bytes themselves. */
export function compressOnce(
  bytes: Buffer,
): (encoding: PreparedEncoding) => Buffer | Promise<Buffer> {
  const made = new Map<PreparedEncoding, Buffer | Promise<Buffer>>()
  return (encoding) => {
    let value = made.get(encoding)
    if (!value) {
      value = compressors[encoding](bytes).then((done) => {
        made.set(encoding, done)
        return done
      })
      made.set(encoding, value)
    }
    return value
  }
}

/** The quoted base64url SHA-1 every cacheable answer is tagged with. */
export const etagOf = (text: string | Buffer) =>
  `"${createHash('sha1').update(text).digest('base64url')}"`

/** A JSON text prepared to be sent many times (sendPreparedJson): its bytes, tag and compressed forms. */
export function prepareJson(json: string): PreparedJson {
  const bytes = Buffer.from(json)
  return { bytes, etag: etagOf(bytes), encoded: compressOnce(bytes) }
}

// Clients send a handful of distinct Accept-Encoding headers; each is parsed once.
const encodings = new Negotiator<'br' | 'gzip'>({
  supportedValues: ['br', 'gzip'],
  cache: new LRUCache<string, string>({ max: 200 }),
})

/**
 * sendCacheableJson for an answer prepared in advance: a matching If-None-Match costs a string
 * comparison, and a client that accepts br or gzip gets the bytes compressed once (the route turns
 * @fastify/compress off with `compress: false`, so they are not compressed again). Sends at once,
 * unless the compressed bytes are still being made: then the answer is a promise of the send.
 */
export function sendPreparedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PreparedJson,
  cacheControl = PUBLIC_CACHE_CONTROL,
): void | Promise<void> {
  return sendPrepared(request, reply, body, JSON_TYPE, cacheControl)
}

/** sendPreparedJson for prepared bytes of any type (a drawn page). */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PreparedJson,
  type: string,
  cacheControl: string,
): void | Promise<void> {
  reply.header('ETag', body.etag).header('Cache-Control', cacheControl)
  reply.header('Vary', 'Accept-Encoding')
  if (matchesEtag(request.headers['if-none-match'], body.etag)) {
    reply.status(304).send()
    return
  }
  const accept = request.headers['accept-encoding']
  const encoding = accept ? encodings.negotiate(accept) : null
  reply.type(type)
  if (!encoding) {
    reply.send(body.bytes)
    return
  }
  reply.header('Content-Encoding', encoding)
  const bytes = body.encoded(encoding)
  if (!Buffer.isBuffer(bytes)) {
    return bytes.then((made) => {
      reply.send(made)
    })
  }
  reply.send(bytes)
}
