import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  publicBusinessSchema,
  publicMenuSchema,
  slugParamsSchema,
} from '../../../domain/public-menu'
import { errorBodySchema } from '../../lib/schemas'
import { sendCacheableJson, sendPreparedJson } from '../../lib/http-cache'
import { getPublicBusiness } from './service'

const publicMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/menu/:slug',
    {
      // The answer is compressed once per menu version, by the cache (sendPreparedJson).
      compress: false,
      schema: {
        tags: ['public'],
        summary: 'Menú público (QR) de un comercio',
        params: slugParamsSchema,
        response: { 200: publicMenuSchema, 304: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendPreparedJson(request, reply, await app.menuCache.get(request.params.slug)),
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
      sendCacheableJson(request, reply, await getPublicBusiness(app.db, request.params.slug)),
  )
}

export default publicMenuRoutes
