import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ORDER_SSE_EVENT } from '../../../domain/order-events'
import { errorBodySchema } from '../../lib/schemas'

/** A comment line every 25 s keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000
/** What the browser waits before reconnecting a dropped stream (the SSE `retry:` field). */
export const RETRY_MS = 3000
/** A client this far behind (bytes not yet sent) is dropped; its EventSource reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024

export interface OrderEventRoutesOptions {
  heartbeatMs?: number
}

/** Issue 7 §3: live order events of the caller's shop (mounted under /business, behind requireOwner). */
const orderEventRoutes: FastifyPluginAsyncZod<OrderEventRoutesOptions> = async (app, opts) => {
  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS

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
      const businessId = request.owner.businessId
      // From here Fastify sends nothing: no serializer, no onSend hooks (so no compression).
      reply.hijack()
      const res = reply.raw
      // Headers set so far (security headers from helmet) still go out.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) res.setHeader(name, value)
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'x-accel-buffering': 'no',
      })
      res.write(`retry: ${RETRY_MS}\n\n`)

      const write = (chunk: string) => {
        if (res.writableEnded || res.destroyed) return
        if (res.writableLength > MAX_BUFFERED_BYTES) {
          res.destroy()
          return
        }
        res.write(chunk)
      }
      const heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs)
      const unsubscribe = app.orderEvents.subscribe(businessId, {
        send: (event) => write(`event: ${ORDER_SSE_EVENT}\ndata: ${JSON.stringify(event)}\n\n`),
        end: () => res.end(),
      })
      const cleanup = () => {
        clearInterval(heartbeat)
        unsubscribe()
      }
      res.on('close', cleanup)
      // A client gone before the subscription (no 'close' left to come) is cleaned up now.
      if (res.destroyed) cleanup()
    },
  )
}

export default orderEventRoutes
