import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PUSH_SERVICE_MESSAGE } from '../../../domain/messages/panel'
import {
  pushEndpointSchema,
  pushKeySchema,
  pushSubscriptionSchema,
} from '../../../domain/push/schemas'
import { ApiError } from '../../lib/errors'
import { errorBodySchema } from '../../lib/schemas'
import { pushEndpointAllowed, removeSubscription, saveSubscription } from './service'

const denied = { 401: errorBodySchema, 403: errorBodySchema }

/** docs/product.md#push: this device's order notifications (under /business, behind requireOwner). */
const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/push',
    {
      schema: {
        tags: ['business'],
        summary: 'Clave pública (VAPID) con la que el navegador se suscribe a los avisos',
        response: { 200: pushKeySchema, ...denied },
      },
    },
    async () => ({ publicKey: app.config.vapid.publicKey }),
  )

  app.post(
    '/push/subscriptions',
    {
      schema: {
        tags: ['business'],
        summary: 'Activar avisos de pedidos nuevos en este dispositivo',
        body: pushSubscriptionSchema,
        response: { 204: z.null(), ...denied, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!pushEndpointAllowed(request.body.endpoint, app.config.PUSH_ALLOWED_HOSTS)) {
        throw new ApiError('VALIDATION', PUSH_SERVICE_MESSAGE)
      }
      await saveSubscription(app.db, request.owner, request.body)
      return reply.status(204).send(null)
    },
  )

  app.delete(
    '/push/subscriptions',
    {
      schema: {
        tags: ['business'],
        summary: 'Dejar de recibir avisos en este dispositivo',
        body: pushEndpointSchema,
        response: { 204: z.null(), ...denied, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      await removeSubscription(app.db, request.owner.businessId, request.body.endpoint)
      return reply.status(204).send(null)
    },
  )
}

export default pushRoutes
