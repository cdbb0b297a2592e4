import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { exploreQuerySchema, exploreResponseSchema } from '../../../domain/explore/schemas'
import { sendPreparedJson } from '../../lib/http-cache'
import { errorBodySchema } from '../../lib/schemas'
import { preparedExplore } from './service'
import { planTermsOf } from '../../lib/plan-gate'

// Open statuses change by the minute: browsers and a CDN may reuse an answer for 30 s only.
const CACHE_CONTROL = 'public, max-age=30, s-maxage=30, stale-while-revalidate=30'

const exploreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/explore/restaurant',
    {
      // Answers are kept per directory version with their compressed forms (ADR 0020).
      compress: false,
      schema: {
        tags: ['public'],
        summary: 'Directorio de restaurantes: abiertos primero, cerca tuyo si indicás ubicación',
        querystring: exploreQuerySchema,
        response: { 200: exploreResponseSchema, 304: z.null(), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      await app.directory.fresh()
      const { json } = await preparedExplore(app.directory, {
        ...request.query,
        terms: planTermsOf(app.config),
      })
      await sendPreparedJson(request, reply, json, CACHE_CONTROL)
      return reply
    },
  )
}

export default exploreRoutes
