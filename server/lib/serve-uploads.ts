import type { FastifyInstance } from 'fastify'
import { IMMUTABLE_CACHE_CONTROL, isStorageKey } from '../adapters/storage/keys'
import type { Storage } from '../adapters/storage/types'

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
      if (!found) return reply.callNotFound()
      reply.header('Cache-Control', IMMUTABLE_CACHE_CONTROL)
      if (found.etag) reply.header('ETag', found.etag)
      if (found.notModified) return reply.status(304).send()
      reply.type(found.contentType)
      if (found.length !== undefined) reply.header('Content-Length', found.length)
      return reply.send(found.body)
    },
  )
}
