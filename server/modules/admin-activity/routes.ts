import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { activityPageSchema, activityQuerySchema } from '../../../domain/admin/schemas'
import { errorBodySchema } from '../../lib/schemas'
import { listActivity } from './service'

/** 'Actividad' (docs/product.md#operators): the audit log; behind requireOperator. */
const adminActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activity',
    {
      schema: {
        tags: ['admin'],
        summary: 'El registro de lo que hicieron los operadores, del más nuevo al más viejo',
        querystring: activityQuerySchema,
        response: {
          200: activityPageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => listActivity(app.db, request.query),
  )
}

export default adminActivityRoutes
