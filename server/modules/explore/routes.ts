import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { exploreQuerySchema, exploreResponseSchema } from '../../../domain/explore/schemas'
import { sendCacheableJson } from '../../lib/http-cache'
import { errorBodySchema } from '../../lib/schemas'
import { exploreRestaurants } from './service'
import { planTermsOf } from '../../lib/plan-gate'

// Open statuses change by the minute: browsers and a CDN may reuse an answer for 30 s only.
const CACHE_CONTROL = 'public, max-age=30, s-maxage=30, stale-while-revalidate=30'

const exploreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/explore/restaurant',
    {
      schema: {
        tags: ['public'],
        summary: 'Directorio de restaurantes: abiertos primero, cerca tuyo si indicás ubicación',
        querystring: exploreQuerySchema,
        response: { 200: exploreResponseSchema, 304: z.null(), 400: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendCacheableJson(
        request,
        reply,
        await exploreRestaurants(app.directory, {
          ...request.query,
          terms: planTermsOf(app.config),
        }),
        CACHE_CONTROL,
      ),
  )
}

export default exploreRoutes
