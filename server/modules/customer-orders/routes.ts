import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  customerOrderParamsSchema,
  customerOrderQuerySchema,
  customerOrderSchema,
} from '../../../domain/customer-order'
import { errorBodySchema } from '../../lib/schemas'
import { getCustomerOrder } from './service'

/** Issue 7 item 4: the customer's order page, reached with the order's unguessable token. */
const customerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/orders/:id',
    {
      schema: {
        tags: ['public'],
        summary: 'Estado de un pedido, para quien lo hizo (requiere el token del pedido)',
        params: customerOrderParamsSchema,
        querystring: customerOrderQuerySchema,
        response: { 200: customerOrderSchema, 404: errorBodySchema },
      },
      // The status changes, and the answer is one customer's: never stored by a browser or a CDN.
      onRequest: async (_request, reply) => {
        reply.header('Cache-Control', 'no-store')
      },
    },
    async (request) => getCustomerOrder(app.db, request.params.id, request.query.token),
  )
}

export default customerOrderRoutes
