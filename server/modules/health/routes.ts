import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError } from '../../lib/errors'
import { errorBodySchema } from '../../lib/schemas'

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Estado del servicio y de su base de datos',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      try {
        await app.db.execute(sql`select 1`)
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable')
        throw new ApiError('UNAVAILABLE', 'La base de datos no responde.')
      }
      return { status: 'ok' as const, database: 'ok' as const }
    },
  )
}

export default healthRoutes
