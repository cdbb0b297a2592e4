import type { FastifyInstance, FastifyReply } from 'fastify'
import { IMMUTABLE_CACHE_CONTROL, UPLOADS_URL_PREFIX, isStorageKey } from '../adapters/storage/keys'
import type { Storage } from '../adapters/storage/types'
import { originalOfVariant } from '../../domain/pictures/variants'

/**
 * A smaller copy of a picture uploaded before copies were made (until `npm run pictures:variants`
 * writes it) is answered with a redirect to the original, which the browser shows in the copy's
 * place: a page never shows a broken picture. Cached briefly, since the copy may come later. False
 * when the key is no copy, which is then a plain 404.
 */
export function redirectMissingVariant(reply: FastifyReply, key: string): boolean {
  const original = originalOfVariant(key)
  if (!original) return false
  reply.header('Cache-Control', 'public, max-age=600')
  reply.redirect(UPLOADS_URL_PREFIX + original, 307)
  return true
}

/**
 * `GET /uploads/*` from a storage that can read its objects back (S3): any process serves a
 * picture stored by any other (docs/product.md#scale). Only keys of our picture folders are read;
 * anything else, like a key that is not stored, is the app's JSON 404.
 */
export async function serveUploads(app: FastifyInstance, storage: Storage) {
  const get = storage.get?.bind(storage)
  if (!get) throw new Error('this storage cannot read its objects back')
  app.get<{ Params: { '*': string } }>(
    '/uploads/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*']
      if (!isStorageKey(key)) return reply.callNotFound()
      const found = await get(key, request.headers['if-none-match'])
      if (!found) return redirectMissingVariant(reply, key) ? reply : reply.callNotFound()
      reply.header('Cache-Control', IMMUTABLE_CACHE_CONTROL)
      if (found.etag) reply.header('ETag', found.etag)
      if (found.notModified) return reply.status(304).send()
      reply.type(found.contentType)
      if (found.length !== undefined) reply.header('Content-Length', found.length)
      return reply.send(found.body)
    },
  )
}
