import type { FastifyInstance } from 'fastify'
import { apiErrorBody } from '../../domain/errors/catalogue'
import { errorAnswer } from '../lib/error-handler'

/**
 * What no route answers (docs/ARCHITECTURE.md#request-path): a page path gets the web app's
 * `index.html` and the React router decides; anything else, the JSON 404. Rate limited.
 */
export function answerUnmatched(app: FastifyInstance, web: { webDir: string; hasWeb: boolean }) {
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
    (request, reply) => {
      const path = request.url.split('?')[0]
      const isPage =
        web.hasWeb &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.startsWith('/api/') &&
        path !== '/api' &&
        !path.startsWith('/uploads/') &&
        !/\.[a-z0-9]+$/i.test(path)
      if (isPage) {
        // Client-side routes: the SPA decides, including the redirect of unknown paths to /. A shop
        // page that reaches this far (a slug longer than any route parameter) is no shop's.
        if (/^\/(menu|negocio)\/[^/]+\/?$/.test(path)) reply.status(404)
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html', web.webDir)
      }
      return reply.status(404).send(errorAnswer(request, apiErrorBody('ROUTE_NOT_FOUND')))
    },
  )
}
