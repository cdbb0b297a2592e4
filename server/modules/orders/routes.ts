import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  idParamsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  orderStatusActionSchema,
} from '../../../domain/business'
import { orderPaymentActionSchema } from '../../../domain/payment-schemas'
import { errorBodySchema } from '../../lib/schemas'
import { changeOrderStatus, listOrders, setOrderPaid } from './service'

const denied = { 401: errorBodySchema, 403: errorBodySchema }

/** docs/product.md#api /business/orders (mounted under /business, behind requireOwner). */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    {
      schema: {
        tags: ['business'],
        summary: 'Pedidos del comercio, los más nuevos primero',
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, ...denied, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => listOrders(app.db, request.owner.businessId, request.query),
  )

  app.post(
    '/orders/:id/status',
    {
      schema: {
        tags: ['business'],
        summary: 'Aceptar o rechazar un pedido pendiente',
        params: idParamsSchema,
        body: orderStatusActionSchema,
        response: {
          200: orderSchema,
          ...denied,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      changeOrderStatus(app.db, request.owner.businessId, request.params.id, request.body),
  )

  app.put(
    '/orders/:id/payment',
    {
      schema: {
        tags: ['business'],
        summary: 'Marcar un pedido en efectivo o por transferencia como pagado (o no)',
        description:
          'Los pedidos con Mercado Pago se marcan solos con sus notificaciones: responden 409.',
        params: idParamsSchema,
        body: orderPaymentActionSchema,
        response: {
          200: orderSchema,
          ...denied,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      setOrderPaid(app.db, request.owner.businessId, request.params.id, request.body.paid),
  )
}

export default orderRoutes
