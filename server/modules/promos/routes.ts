import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { promosQuerySchema, promosResponseSchema } from '../../../domain/promos/schemas'
import { sendCacheableJson } from '../../lib/http-cache'
import { errorBodySchema } from '../../lib/schemas'
import { listPromos } from './service'
import { planTermsOf } from '../../lib/plan-gate'

// Which shops are open changes by the minute: reused for 30 s only, as explore's answers are.
const CACHE_CONTROL = 'public, max-age=30, s-maxage=30, stale-while-revalidate=30'

/**
 * docs/product.md#screens: discounted products from the shops open now, nearest first with a
 * location.
 */
const promoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/promos',
    {
      schema: {
        tags: ['public'],
        summary: 'Promociones de los comercios abiertos ahora, las más cercanas primero',
        querystring: promosQuerySchema,
        response: { 200: promosResponseSchema, 304: z.null(), 400: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendCacheableJson(
        request,
        reply,
        await listPromos(app.db, { ...request.query, terms: planTermsOf(app.config) }),
        CACHE_CONTROL,
      ),
  )
}

export default promoRoutes
