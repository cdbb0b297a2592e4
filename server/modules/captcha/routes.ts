import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isAltchaCaptcha } from '../../adapters/captcha/altcha'
import { ApiError } from '../../lib/errors'
import { errorBodySchema } from '../../lib/schemas'

/**
 * altcha-lib 2's challenge, which the altcha 3 widget reads. Every parameter is listed: the
 * signature covers them all, so one dropped by the serializer would fail verification.
 */
export const altchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
})

export const clientConfigSchema = z.object({
  captcha: z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('altcha'), challengeUrl: z.string() }),
    z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
  ]),
  mapTileUrl: z.string(),
})

/** Per IP. Each challenge costs the server one key derivation; a person needs a few per form. */
export const CHALLENGE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' }

const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/captcha/challenge',
    {
      config: { rateLimit: CHALLENGE_RATE_LIMIT },
      schema: {
        tags: ['captcha'],
        summary: 'Desafío ALTCHA para el widget del navegador',
        response: { 200: altchaChallengeSchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (_request, reply) => {
      const captcha = app.adapters.captcha
      if (!isAltchaCaptcha(captcha)) {
        // With reCAPTCHA there is nothing to serve: the same answer as an unknown route.
        throw new ApiError('ROUTE_NOT_FOUND')
      }
      reply.header('Cache-Control', 'no-store')
      return captcha.createChallenge()
    },
  )

  app.get(
    '/client-config',
    {
      schema: {
        tags: ['system'],
        summary: 'Configuración pública que necesita el navegador (captcha, mapa)',
        response: { 200: clientConfigSchema },
      },
    },
    async (_request, reply) => {
      // Short: a deploy that changes providers reaches open tabs within minutes.
      reply.header('Cache-Control', 'public, max-age=300')
      return { captcha: app.adapters.captcha.clientConfig, mapTileUrl: app.config.MAP_TILE_URL }
    },
  )
}

export default captchaRoutes
