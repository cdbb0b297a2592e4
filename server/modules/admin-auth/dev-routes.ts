import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { emailSchema } from '../../../domain/auth/schemas'
import { errorBodySchema } from '../../lib/schemas'
import { issueOperatorLink } from './service'

/**
 * The demo's stand-in for `npm run admin:create` (docs/product.md#operators), for the end-to-end
 * tests: an operator and the link to set the password. Registered in the demo only.
 */
const devOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/operators',
    {
      schema: {
        tags: ['dev'],
        summary: 'Demo: crear un operador y su enlace para elegir la contraseña',
        body: z.object({ email: emailSchema }),
        response: {
          200: z.object({ email: z.string(), link: z.string() }),
          400: errorBodySchema,
        },
      },
    },
    async (request) => {
      const issued = await issueOperatorLink(
        app.db,
        { secret: app.config.jwtSecret, publicUrl: app.config.publicUrl },
        request.body.email,
        'demo',
      )
      return { email: issued.email, link: issued.link }
    },
  )
}

export default devOperatorRoutes
