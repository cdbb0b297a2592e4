import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError } from '../../lib/errors'
import { errorBodySchema } from '../../lib/schemas'
import { isReady } from '../../lib/shutdown'
import { DATABASE_DOWN_MESSAGE, SHUTTING_DOWN_MESSAGE } from '../../../domain/messages/api'

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers and reaches its database. It stays 200 while shutting down,
  // so an orchestrator does not kill a process that is finishing its requests.
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
        throw new ApiError('UNAVAILABLE', DATABASE_DOWN_MESSAGE)
      }
      return { status: 'ok' as const, database: 'ok' as const }
    },
  )

  // Readiness: whether to send this process new work. 503 from the moment it starts shutting
  // down, while it still finishes (and answers) what it has.
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Si el proceso recibe trabajo nuevo (503 mientras se apaga)',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: errorBodySchema,
        },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store')
      if (!isReady(app.server)) {
        throw new ApiError('UNAVAILABLE', SHUTTING_DOWN_MESSAGE)
      }
      return { status: 'ready' as const }
    },
  )
}

export default healthRoutes
