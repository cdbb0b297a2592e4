import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { operatorMeSchema } from '../../../domain/admin/schemas'
import { errorBodySchema } from '../../lib/schemas'
import { operatorMe, signOut } from './service'

const refused = { 401: errorBodySchema, 403: errorBodySchema }

/** The signed-in operator's own session (docs/product.md#operators); behind requireOperator. */
const adminSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['admin'],
        summary: 'El operador con la sesión abierta',
        response: { 200: operatorMeSchema, ...refused },
      },
    },
    async (request) => operatorMe(app.db, request.operator.id),
  )

  app.post(
    '/logout',
    {
      schema: {
        tags: ['admin'],
        summary: 'Cerrar esta sesión de operador',
        response: { 200: z.object({ success: z.literal(true) }), ...refused },
      },
    },
    async (request) => {
      await signOut(app.db, request.operator, false)
      return { success: true as const }
    },
  )

  app.post(
    '/logout-all',
    {
      schema: {
        tags: ['admin'],
        summary: 'Cerrar todas las sesiones del operador',
        response: { 200: z.object({ success: z.literal(true) }), ...refused },
      },
    },
    async (request) => {
      await signOut(app.db, request.operator, true)
      return { success: true as const }
    },
  )
}

export default adminSessionRoutes
