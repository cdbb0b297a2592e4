import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminOverviewSchema } from '../../../domain/admin/shops'
import { errorBodySchema } from '../../lib/schemas'
import { getOverview } from './service'

/** docs/product.md#operators: 'Panorama' (under /admin, behind requireOperator). */
const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/overview',
    {
      schema: {
        tags: ['admin'],
        summary: 'Panorama: comercios por estado del plan, altas, pedidos, ventas e ingresos',
        response: { 200: adminOverviewSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => getOverview(app.db),
  )
}

export default adminOverviewRoutes
