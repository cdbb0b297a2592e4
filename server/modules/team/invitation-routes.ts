import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  acceptInvitationSchema,
  invitationPreviewSchema,
  invitationTokenSchema,
} from '../../../domain/team/schemas'
import { clientKey } from '../../lib/client-key'
import { authLimits } from '../../lib/rate-limit'
import { errorBodySchema } from '../../lib/schemas'
import { acceptInvitation, previewInvitation } from './service'

/**
 * docs/product.md#team: the page of an invitation link (under /auth, public). The token is sent in
 * the body, never in a URL a log would keep. INVALID_TOKEN (400) for a link used, cancelled,
 * replaced or expired; EMAIL_HAS_ACCOUNT (409) for an address with an account since.
 */
const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.jwtSecret

  app.post(
    '/invitations/preview',
    {
      schema: {
        tags: ['auth'],
        summary: 'Lo que muestra la página de una invitación antes de aceptarla',
        body: invitationTokenSchema,
        response: {
          200: invitationPreviewSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      await app.limiter.hit(authLimits.invitationTokenPerIp, clientKey(request))
      return previewInvitation(app.db, secret, request.body.token)
    },
  )

  app.post(
    '/invitations/accept',
    {
      schema: {
        tags: ['auth'],
        summary: 'Aceptar una invitación con nombre y contraseña',
        description: 'Crea la cuenta del miembro y responde su sesión.',
        body: acceptInvitationSchema,
        response: {
          200: z.object({ token: z.string() }),
          400: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      await app.limiter.hit(authLimits.invitationTokenPerIp, clientKey(request))
      return { token: await acceptInvitation(app.db, secret, request.body) }
    },
  )
}

export default invitationRoutes
