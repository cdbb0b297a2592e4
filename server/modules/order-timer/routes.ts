import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  busySchema,
  orderSettingsSchema,
  orderTimingSchema,
} from '../../../domain/orders/timing-schemas'
import { errorBodySchema } from '../../lib/schemas'
import {
  endBusy,
  getOrderSettings,
  getOrderTiming,
  startBusy,
  updateOrderSettings,
} from './service'

const denied = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

/**
 * GET /business/orders/timing: what every role's Pedidos needs for its clocks
 * (docs/product.md#answer-in-time). Not a menu write.
 */
export const orderTimingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/timing',
    {
      schema: {
        tags: ['business'],
        summary:
          'Los tiempos del comercio: responder en, rechazo automático, preparación, mucho trabajo',
        response: { 200: orderTimingSchema, ...denied },
      },
    },
    async (request) => getOrderTiming(app.db, request.owner.businessId),
  )
}

/**
 * The order settings and 'Mucho trabajo' (docs/product.md#answer-in-time, #busy,
 * #scheduled-orders): registered among the routes that change the public menu, since the storefront
 * shows the wait and whether it takes orders for later.
 */
export const orderSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/orders',
    {
      schema: {
        tags: ['business'],
        summary: 'La configuración de pedidos del comercio',
        response: { 200: orderSettingsSchema, ...denied },
      },
    },
    async (request) => getOrderSettings(app.db, request.owner.businessId),
  )

  app.put(
    '/settings/orders',
    {
      schema: {
        tags: ['business'],
        summary: 'Cambiar la configuración de pedidos',
        body: orderSettingsSchema,
        response: { 200: orderSettingsSchema, 400: errorBodySchema, ...denied },
      },
    },
    async (request) => updateOrderSettings(app.db, request.owner.businessId, request.body),
  )

  app.put(
    '/busy',
    {
      schema: {
        tags: ['business'],
        summary: "'Mucho trabajo': sumar 15, 30 o 45 minutos a la espera hasta una hora",
        body: busySchema,
        response: { 200: orderTimingSchema, 400: errorBodySchema, ...denied },
      },
    },
    async (request) => startBusy(app.db, request.owner.businessId, request.body),
  )

  app.delete(
    '/busy',
    {
      schema: {
        tags: ['business'],
        summary: "Terminar 'Mucho trabajo' ya",
        response: { 200: orderTimingSchema, ...denied },
      },
    },
    async (request) => endBusy(app.db, request.owner.businessId),
  )
}
