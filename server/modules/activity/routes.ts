import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { activityPageSchema, activityQuerySchema } from '../../../domain/team/schemas'
import { errorBodySchema } from '../../lib/schemas'
import { listActivity } from './service'

/**
 * docs/product.md#team: Actividad, who of the team did what (mounted under /business, behind
 * requireOwner: the owner and managers).
 */
const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activity',
    {
      schema: {
        tags: ['business'],
        summary: 'Quién hizo qué en el comercio, de lo más nuevo a lo más viejo',
        querystring: activityQuerySchema,
        response: {
          200: activityPageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => listActivity(app.db, request.owner.businessId, request.query),
  )
}

export default activityRoutes
