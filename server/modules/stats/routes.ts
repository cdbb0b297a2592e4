import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { statsSchema } from '../../../domain/business'
import { errorBodySchema } from '../../lib/schemas'
import { getStats } from './service'

/** docs/product.md#api /business/stats: the home cards (mounted under /business, behind requireOwner). */
const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      schema: {
        tags: ['business'],
        summary: 'Pedidos de hoy (hora de Argentina) y producto más vendido en 30 días',
        response: { 200: statsSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => getStats(app.db, request.owner.businessId),
  )
}

export default statsRoutes
