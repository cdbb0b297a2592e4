import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ORDER_SSE_EVENT } from '../../../domain/order-events'
import { errorBodySchema } from '../../lib/schemas'
import { startEventStream, type EventStreamOptions } from '../../lib/sse'

export type OrderEventRoutesOptions = EventStreamOptions

/** Issue 7 §3: live order events of the caller's shop (mounted under /business, behind requireOwner). */
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
          'del dueño autenticado.',
        response: {
          200: {
            description: 'Flujo de eventos (no termina hasta que el cliente se desconecta).',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    (request, reply) => {
      startEventStream(
        reply,
        (stream) =>
          app.orderEvents.subscribe(request.owner.businessId, {
            send: (event) => stream.send(ORDER_SSE_EVENT, event),
            end: stream.end,
          }),
        opts,
      )
    },
  )
}

export default orderEventRoutes
