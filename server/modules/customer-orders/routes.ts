import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  customerOrderParamsSchema,
  customerOrderQuerySchema,
  customerOrderSchema,
  type CustomerOrderEventData,
} from '../../../domain/orders/customer'
import { ORDER_SSE_EVENT } from '../../../domain/orders/events'
import { errorBodySchema } from '../../lib/schemas'
import { startEventStream, type EventStreamOptions } from '../../lib/sse'
import { repeatOrderSchema } from '../../../domain/orders/repeat-schemas'
import { customerOrderStreamTarget, getCustomerOrder, getRepeatOrder } from './service'
import {
  ORDER_STREAMS_PER_ADDRESS_MESSAGE,
  ORDER_STREAMS_PER_ORDER_MESSAGE,
} from '../../../domain/messages/api'
import { clientKey } from '../../lib/client-key'

export type CustomerOrderRoutesOptions = EventStreamOptions

/**
 * Each open stream holds a socket and a subscription, and the route is anonymous: a page open in a
 * few tabs is normal, hundreds from one address or for one order are not.
 */
export const customerStreamLimits = {
  perOrder: {
    name: 'order-stream',
    max: 10,
    message: ORDER_STREAMS_PER_ORDER_MESSAGE,
  },
  perIp: {
    name: 'order-stream-ip',
    max: 30,
    message: ORDER_STREAMS_PER_ADDRESS_MESSAGE,
  },
}

/**
 * docs/product.md#real-orders: the customer's order page, reached with the order's unguessable
 * token.
 */
const customerOrderRoutes: FastifyPluginAsyncZod<CustomerOrderRoutesOptions> = async (
  app,
  opts,
) => {
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

  app.get(
    '/public/orders/:id/repeat',
    {
      schema: {
        tags: ['public'],
        summary: 'Repetir un pedido: sus renglones con el menú y los precios de hoy',
        description:
          'docs/product.md#repeat-order. Cada renglón del pedido con el producto, las opciones y ' +
          'el precio de hoy, y lo que cambió desde que se vendió (precio, producto borrado o sin ' +
          'stock, opción que ya no se ofrece). Los renglones `LEFT_OUT` no van al carrito. Requiere ' +
          'el token del pedido; los mismos 404 que el pedido.',
        params: customerOrderParamsSchema,
        querystring: customerOrderQuerySchema,
        response: { 200: repeatOrderSchema, 404: errorBodySchema },
      },
      // Today's prices, for one customer: never stored by a browser or a CDN.
      onRequest: async (_request, reply) => {
        reply.header('Cache-Control', 'no-store')
      },
    },
    async (request) => getRepeatOrder(app.db, request.params.id, request.query.token),
  )

  app.get(
    '/public/orders/:id/events',
    {
      // The stream is written to the socket as it happens; compression would buffer it.
      compress: false,
      schema: {
        tags: ['public'],
        summary: 'Cambios en vivo de un pedido, para quien lo hizo (Server-Sent Events)',
        description:
          'Flujo text/event-stream. Empieza con `retry: 3000`; cuando el comercio acepta o ' +
          'rechaza el pedido envía `event: order` con `data: {"type":"status"}`, y cuando cambia ' +
          'su pago, `data: {"type":"payment"}` (sin datos del pedido: es la señal para volver a ' +
          'pedirlo); cada 25 s, un comentario para mantener viva la conexión. Un token que no ' +
          'corresponde responde el mismo 404 que un pedido inexistente.',
        params: customerOrderParamsSchema,
        querystring: customerOrderQuerySchema,
        response: {
          200: {
            description: 'Flujo de eventos (no termina hasta que el cliente se desconecta).',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
      onRequest: async (_request, reply) => {
        reply.header('Cache-Control', 'no-store')
      },
    },
    async (request, reply) => {
      const { orderId, businessId } = await customerOrderStreamTarget(
        app.db,
        request.params.id,
        request.query.token,
      )
      const release = await app.streamSlots.acquireAll([
        [customerStreamLimits.perIp, clientKey(request)],
        [customerStreamLimits.perOrder, orderId],
      ])
      // The hub fans out per shop; of that shop's events only this order's reach its customer.
      startEventStream(
        reply,
        (stream) => {
          const unsubscribe = app.orderEvents.subscribe(businessId, {
            kind: 'customer',
            send: (event) => {
              // Its status and its payment (docs/product.md#payments); its creation is old news.
              if (event.orderId !== orderId || event.type === 'created') return
              const data: CustomerOrderEventData = { type: event.type }
              stream.send(ORDER_SSE_EVENT, data)
            },
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

export default customerOrderRoutes
