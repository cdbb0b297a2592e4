import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { METRICS_TOKEN_MESSAGE } from '../../../domain/messages/api'
import { ApiError } from '../../lib/errors'
import { METRICS_PATH } from '../../lib/metrics'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * `GET /api/metrics`: this process's metrics in Prometheus' text format, for whoever holds
 * METRICS_TOKEN (`Authorization: Bearer <token>`). Without a token configured the route does not
 * exist, so the path answers the 404 of any unknown /api path and does not reveal itself. Left out
 * of the OpenAPI document: it is for the operator's scraper, not for the web app.
 */
const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const token = app.config.METRICS_TOKEN
  if (!token) return
  // Digests of equal length, compared in constant time: the answer's timing tells nothing of the token.
  const expected = digest(token)
  const authorized = (header: string | undefined) => {
    const given = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1]
    return given !== undefined && timingSafeEqual(digest(given), expected)
  }

  app.get(
    METRICS_PATH.slice('/api'.length),
    {
      schema: { hide: true },
      // Refused before anything else runs.
      onRequest: async (request, reply) => {
        if (authorized(request.headers.authorization)) return
        reply.header('WWW-Authenticate', 'Bearer realm="metrics"')
        throw new ApiError('UNAUTHENTICATED', METRICS_TOKEN_MESSAGE)
      },
    },
    async (_request, reply) => {
      const text = await app.metrics.registry.metrics()
      return reply
        .header('Cache-Control', 'no-store')
        .type(app.metrics.registry.contentType)
        .send(text)
    },
  )
}

export default metricsRoutes
