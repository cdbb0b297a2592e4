import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminCitiesSchema,
  adminExtendBodySchema,
  adminReasonBodySchema,
  adminShopDetailSchema,
  adminShopListSchema,
  adminShopsQuerySchema,
} from '../../../domain/admin/shops'
import { idParamsSchema } from '../../../domain/catalog/schemas'
import { errorBodySchema } from '../../lib/schemas'
import { extendPlan, getShop, listCities, listShops, setSuspension } from './service'

const denied = { 401: errorBodySchema, 403: errorBodySchema }
const tags = ['admin']

/** docs/product.md#operators: 'Comercios', a shop's page and the actions on it (under /admin, behind requireOperator). */
const adminShopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shops',
    {
      schema: {
        tags,
        summary: 'Buscar comercios por nombre, email, teléfono, slug o ciudad',
        description:
          'Filtra por estado del plan y ciudad, ordena por nombre, alta o vencimiento; de a 50.',
        querystring: adminShopsQuerySchema,
        response: { 200: adminShopListSchema, 400: errorBodySchema, ...denied },
      },
    },
    async (request) => listShops(app.db, request.query),
  )

  app.get(
    '/shops/cities',
    {
      schema: {
        tags,
        summary: 'Las ciudades de los comercios, para el filtro',
        response: { 200: adminCitiesSchema, ...denied },
      },
    },
    async () => listCities(app.db),
  )

  app.get(
    '/shops/:id',
    {
      schema: {
        tags,
        summary: 'La ficha de un comercio',
        params: idParamsSchema,
        response: { 200: adminShopDetailSchema, 404: errorBodySchema, ...denied },
      },
    },
    async (request) => getShop(app.db, request.params.id),
  )

  const action = {
    200: adminShopDetailSchema,
    400: errorBodySchema,
    404: errorBodySchema,
    ...denied,
  }

  app.post(
    '/shops/:id/extend',
    {
      schema: {
        tags,
        summary: 'Extender el plan N meses por un pago recibido por transferencia o en efectivo',
        params: idParamsSchema,
        body: adminExtendBodySchema,
        response: action,
      },
    },
    async (request) => {
      await extendPlan(app.db, request.operator.id, request.params.id, request.body)
      return getShop(app.db, request.params.id)
    },
  )

  app.post(
    '/shops/:id/suspend',
    {
      schema: {
        tags,
        summary: 'Suspender un comercio, con el motivo',
        params: idParamsSchema,
        body: adminReasonBodySchema,
        response: { ...action, 409: errorBodySchema },
      },
    },
    async (request) => {
      await setSuspension(app.db, request.operator.id, request.params.id, true, request.body.reason)
      return getShop(app.db, request.params.id)
    },
  )

  app.post(
    '/shops/:id/reactivate',
    {
      schema: {
        tags,
        summary: 'Reactivar un comercio suspendido, con el motivo',
        params: idParamsSchema,
        body: adminReasonBodySchema,
        response: { ...action, 409: errorBodySchema },
      },
    },
    async (request) => {
      await setSuspension(
        app.db,
        request.operator.id,
        request.params.id,
        false,
        request.body.reason,
      )
      return getShop(app.db, request.params.id)
    },
  )
}

export default adminShopRoutes
