import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ORDER_SSE_EVENT } from '../../../domain/orders/events'
import { errorBodySchema } from '../../lib/schemas'
import { startEventStream, type EventStreamOptions } from '../../lib/sse'
import {
  PANEL_STREAMS_PER_ADDRESS_MESSAGE,
  PANEL_STREAMS_PER_SHOP_MESSAGE,
} from '../../../domain/messages/api'
import { clientKey } from '../../lib/client-key'

export type OrderEventRoutesOptions = EventStreamOptions

/**
 * Each open stream holds a socket and a subscription: a shop's panel open on a few screens and
 * devices is normal, dozens for one shop or from one address are not.
 */
export const ownerStreamLimits = {
  perShop: {
    name: 'owner-stream',
    max: 10,
    message: PANEL_STREAMS_PER_SHOP_MESSAGE,
  },
  perIp: {
    name: 'owner-stream-ip',
    max: 20,
    message: PANEL_STREAMS_PER_ADDRESS_MESSAGE,
  },
}

/**
 * docs/product.md#live: live order events of the caller's shop (mounted under /business, behind
 * requireOwner).
 */
const orderEventRoutes: FastifyPluginAsyncZod<OrderEventRoutesOptions> = async (app, opts) => {
  app.get(
    '/orders/events',
    {
      // The stream is written to the socket as it happens; compression would buffer it.
      compress: false,
      schema: {
        tags: ['business'],
        summary: 'Eventos en vivo de los pedidos del comercio (Server-Sent Events)',
        description:
          'Flujo text/event-stream. Empieza con `retry: 3000`; por cada pedido nuevo o cambio de ' +
          'estado envía `event: order` con `data: {"orderId":"…","type":"created"|"status"}`; cada ' +
          '25 s, un comentario para mantener viva la conexión. Solo llegan los pedidos del comercio ' +
          'del dueño autenticado. Termina cuando termina su sesión (cambio de contraseña o de ' +
          'correo, contraseña restablecida, cierre de sesión en todos los dispositivos).',
        response: {
          200: {
            description:
              'Flujo de eventos (sigue abierto hasta que el cliente se desconecta o su sesión termina).',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const release = await app.streamSlots.acquireAll([
        [ownerStreamLimits.perShop, request.owner.businessId],
        [ownerStreamLimits.perIp, clientKey(request)],
      ])
      startEventStream(
        reply,
        (stream) => {
          const { userId, businessId, sessionVersion, sessionExpiresAt } = request.owner
          const unsubscribe = app.orderEvents.subscribe(businessId, {
            kind: 'owner',
            // Ends once this session does (a password or email change, a reset, logout-all).
            session: { userId, version: sessionVersion, expiresAt: sessionExpiresAt },
            send: (event) => stream.send(ORDER_SSE_EVENT, event),
            end: stream.end,
          })
          return () => {
            unsubscribe()
            release()
          }
        },
        opts,
      )
    },
  )
}

export default orderEventRoutes
