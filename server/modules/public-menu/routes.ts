import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  publicBusinessSchema,
  publicMenuSchema,
  slugParamsSchema,
} from '../../../domain/menu/schemas'
import { errorBodySchema } from '../../lib/schemas'
import { sendCacheableJson, sendPreparedJson } from '../../lib/http-cache'
import { planTermsOf } from '../../lib/plan-gate'
import { getPublicBusiness } from './service'

const publicMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/menu/:slug',
    {
      // The hot path (docs/ARCHITECTURE.md#menu-cache): the answer is compressed once per menu
      // version by the cache.
      compress: false,
      decompress: false,
      onRequest: (request, reply, done) => {
        // A cached menu is answered here, before the text check and validation the handler's path
        // runs: its slug passed them when it was read, and any other string is only a lookup.
        const cached = app.menuCache.peek((request.params as { slug: string }).slug)
        if (!cached) return done()
        sendPreparedJson(request, reply, cached)?.catch(done)
      },
      schema: {
        tags: ['public'],
        summary: 'Menú público (QR) de un comercio',
        params: slugParamsSchema,
        response: { 200: publicMenuSchema, 304: z.null(), 404: errorBodySchema },
      },
    },
    // A menu not cached yet (onRequest answered the others): read, keep, send.
    (request, reply) =>
      app.menuCache
        .get(request.params.slug)
        .then((entry) => sendPreparedJson(request, reply, entry)),
  )

  app.get(
    '/public/business/:slug',
    {
      schema: {
        tags: ['public'],
        summary: 'Datos públicos de un comercio',
        params: slugParamsSchema,
        response: { 200: publicBusinessSchema, 304: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendCacheableJson(
        request,
        reply,
        await getPublicBusiness(app.db, request.params.slug, planTermsOf(app.config)),
      ),
  )
}

export default publicMenuRoutes
