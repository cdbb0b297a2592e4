import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '../../../domain/catalog/schemas'
import {
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  orderStatusActionSchema,
} from '../../../domain/orders/schemas'
import { orderFilterSchema, orderSummarySchema } from '../../../domain/orders/history'
import { orderPaymentActionSchema } from '../../../domain/payments/schemas'
import { errorBodySchema } from '../../lib/schemas'
import { exportOrdersCsv } from './export'
import { summarizeOrders } from './filters'
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

  // docs/product.md#order-history: the totals above the Historial list, and its CSV file.
  app.get(
    '/orders/summary',
    {
      schema: {
        tags: ['business'],
        summary: 'Cantidad de pedidos y total aceptado con los filtros del historial',
        querystring: orderFilterSchema,
        response: { 200: orderSummarySchema, ...denied, 400: errorBodySchema },
      },
    },
    async (request) => summarizeOrders(app.db, request.owner.businessId, request.query),
  )

  app.get(
    '/orders/export.csv',
    {
      schema: {
        tags: ['business'],
        summary: 'Pedidos con los filtros del historial, en CSV (UTF-8 con BOM, separado por ;)',
        querystring: orderFilterSchema,
        response: {
          200: z.string().describe('El archivo CSV (text/csv), no JSON'),
          ...denied,
          400: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const csv = await exportOrdersCsv(app.db, request.owner.businessId, request.query)
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${csv.filename}"`)
        .header('Cache-Control', 'no-store')
        .send(csv.body)
    },
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
    async (request) => changeOrderStatus(app.db, request.owner, request.params.id, request.body),
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
    async (request) => setOrderPaid(app.db, request.owner, request.params.id, request.body.paid),
  )
}

export default orderRoutes
