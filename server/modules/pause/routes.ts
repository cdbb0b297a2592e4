import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pauseRequestSchema, pauseStateSchema } from '../../../domain/pause/schemas'
import { errorBodySchema } from '../../lib/schemas'
import { getPause, pauseOrders, resumeOrders } from './service'

const denied = { 401: errorBodySchema, 403: errorBodySchema }

/**
 * docs/product.md#pause: 'Pausar pedidos' of the caller's shop (under /business, behind
 * requireOwner, among the routes that change the public menu).
 */
const pauseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pause',
    {
      schema: {
        tags: ['business'],
        summary: 'Hasta cuándo están pausados los pedidos (null: se toman pedidos)',
        response: { 200: pauseStateSchema, ...denied },
      },
    },
    async (request) => getPause(app.db, request.owner.businessId),
  )

  app.put(
    '/pause',
    {
      schema: {
        tags: ['business'],
        summary: 'Pausar pedidos por unos minutos o hasta mañana',
        description:
          '`{ "minutes": 15 }` pausa desde ahora (redondeado al minuto); `{ "until": "tomorrow" }` ' +
          'hasta la próxima apertura después del turno actual. Los horarios no cambian.',
        body: pauseRequestSchema,
        response: { 200: pauseStateSchema, 400: errorBodySchema, ...denied },
      },
    },
    async (request) => pauseOrders(app.db, request.owner, request.body),
  )

  app.delete(
    '/pause',
    {
      schema: {
        tags: ['business'],
        summary: 'Reanudar pedidos ya',
        response: { 200: pauseStateSchema, ...denied },
      },
    },
    async (request) => resumeOrders(app.db, request.owner),
  )
}

export default pauseRoutes
