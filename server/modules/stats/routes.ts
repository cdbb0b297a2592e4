import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { statsSchema } from '../../../domain/sales/schemas'
import { salesQuerySchema, salesSummarySchema } from '../../../domain/sales/schemas'
import { errorBodySchema } from '../../lib/schemas'
import { getSales, getStats } from './service'

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

  // docs/product.md#sales: Inicio's sales at a glance for today, 7 or 30 days.
  app.get(
    '/stats/sales',
    {
      schema: {
        tags: ['business'],
        summary:
          'Ventas del período (hoy, 7 o 30 días, hora de Argentina): cifras, barras y productos',
        querystring: salesQuerySchema,
        response: {
          200: salesSummarySchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => getSales(app.db, request.owner.businessId, request.query.range),
  )
}

export default statsRoutes
