import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  anonymizeCustomerSchema,
  anonymizedCustomerSchema,
  customersPageSchema,
  customersQuerySchema,
  privacySettingsSchema,
} from '../../../domain/customers/schemas'
import { errorBodySchema } from '../../lib/schemas'
import { exportCustomersCsv } from './export'
import { anonymizeCustomer, getPrivacySettings, listCustomers, setPrivacySettings } from './service'

const denied = { 401: errorBodySchema, 403: errorBodySchema }

/**
 * Clientes and customers' data (docs/product.md#customers, docs/product.md#personal-data), mounted
 * under /business behind requireOwner: the owner and managers.
 */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers',
    {
      schema: {
        tags: ['business'],
        summary: 'Clientes del comercio, uno por teléfono, del último pedido al más viejo',
        querystring: customersQuerySchema,
        response: { 200: customersPageSchema, ...denied, 400: errorBodySchema },
      },
    },
    async (request) => listCustomers(app.db, request.owner.businessId, request.query),
  )

  app.get(
    '/customers/export.csv',
    {
      schema: {
        tags: ['business'],
        summary: 'Clientes con la búsqueda, en CSV (UTF-8 con BOM, separado por ;)',
        querystring: customersQuerySchema.pick({ q: true }),
        response: {
          200: z.string().describe('El archivo CSV (text/csv), no JSON'),
          ...denied,
          400: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const csv = await exportCustomersCsv(app.db, request.owner.businessId, request.query.q)
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${csv.filename}"`)
        .header('Cache-Control', 'no-store')
        .send(csv.body)
    },
  )

  app.post(
    '/customers/anonymize',
    {
      schema: {
        tags: ['business'],
        summary: 'Quitar el nombre, teléfono, dirección y notas de un cliente de todos sus pedidos',
        description:
          'Los importes quedan, así que las ventas no cambian. No se puede deshacer. Responde cuántos pedidos se anonimizaron (0 si ninguno tenía ese teléfono).',
        body: anonymizeCustomerSchema,
        response: { 200: anonymizedCustomerSchema, ...denied, 400: errorBodySchema },
      },
    },
    async (request) => anonymizeCustomer(app.db, request.owner, request.body.phone),
  )

  app.get(
    '/settings/privacy',
    {
      schema: {
        tags: ['business'],
        summary: 'Cuántos meses se guardan los datos de los clientes',
        response: { 200: privacySettingsSchema, ...denied },
      },
    },
    async (request) => getPrivacySettings(app.db, request.owner.businessId),
  )

  app.put(
    '/settings/privacy',
    {
      schema: {
        tags: ['business'],
        summary: 'Cambiar cuántos meses se guardan los datos de los clientes (6 a 120)',
        body: privacySettingsSchema,
        response: { 200: privacySettingsSchema, ...denied, 400: errorBodySchema },
      },
    },
    async (request) => setPrivacySettings(app.db, request.owner, request.body),
  )
}

export default customerRoutes
