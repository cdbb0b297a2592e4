import type { FastifyInstance } from 'fastify'
import { apiErrorBody } from '../../domain/errors/catalogue'
import { errorAnswer } from '../lib/error-handler'
import type { WebBuild } from '../modules/public-pages/documents'

/**
 * What no route answers (docs/ARCHITECTURE.md#request-path): a page path gets the web build's page
 * for it (the panel's addresses the app's, any other the customer pages',
 * docs/decisions/0021-light-customer-runtime.md) and its router decides; anything else, the JSON
 * 404. Rate limited.
 */
export function answerUnmatched(app: FastifyInstance, build: WebBuild | null) {
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
    (request, reply) => {
      const path = request.url.split('?')[0]
      const isPage =
        build &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.startsWith('/api/') &&
        path !== '/api' &&
        !path.startsWith('/uploads/') &&
        !/\.[a-z0-9]+$/i.test(path)
      if (isPage) {
        // Client-side routes: the SPA decides, including the redirect of unknown paths to /. A shop
        // page that reaches this far (a slug longer than any route parameter) is no shop's.
        if (/^\/(menu|negocio)\/[^/]+\/?$/.test(path)) reply.status(404)
        return reply
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(build.pageFor(path))
      }
      return reply.status(404).send(errorAnswer(request, apiErrorBody('ROUTE_NOT_FOUND')))
    },
  )
}
