import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * Sends a public JSON answer with an ETag and a Cache-Control that lets browsers revalidate
 * cheaply (304) and a CDN hold it briefly. Serialised here once, so the tag matches the bytes.
 */
export function sendCacheableJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  cacheControl = 'public, max-age=0, must-revalidate, s-maxage=30, stale-while-revalidate=60',
) {
  const json = JSON.stringify(body)
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`
  reply.header('ETag', etag).header('Cache-Control', cacheControl)
  const ifNoneMatch = request.headers['if-none-match']
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
    return reply.status(304).send()
  }
  return reply.type('application/json; charset=utf-8').send(json)
}
