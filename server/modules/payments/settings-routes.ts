import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MP_TOKEN_REQUIRED_MESSAGE } from '../../../domain/messages/panel'
import {
  paymentSettingsInputSchema,
  paymentSettingsSchema,
  paymentTestInputSchema,
  paymentTestResultSchema,
} from '../../../domain/payments/schemas'
import { ApiError } from '../../lib/errors'
import type { RateLimitRule } from '../../lib/rate-limit'
import { errorBodySchema } from '../../lib/schemas'
import { secretBoxOf } from '../../lib/secret-box'
import { logProviderFailures } from './routes'
import { getPaymentSettings, shopCredentials, updatePaymentSettings } from './settings-service'

const denied = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

/** Each test is a call to Mercado Pago: a few tries while pasting a token, not a loop. */
export const paymentTestPerUser: RateLimitRule = {
  name: 'mp-test-user',
  max: 10,
  windowMs: 10 * 60_000,
}

/**
 * Configuración › Cobros (docs/product.md#payments), under /business behind requireOwner. The
 * access token and the webhook secret go in, sealed, and never come back out.
 */
const paymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const box = secretBoxOf(app.config)
  logProviderFailures(app)

  app.get(
    '/settings/payments',
    {
      schema: {
        tags: ['settings'],
        summary: 'Medios de cobro del comercio',
        description:
          'De Mercado Pago solo dice si está conectado y los últimos 4 caracteres del token.',
        response: { 200: paymentSettingsSchema, ...denied },
      },
    },
    async (request) =>
      getPaymentSettings(app.db, box, app.config.publicUrl, request.owner.businessId),
  )

  app.put(
    '/settings/payments',
    {
      schema: {
        tags: ['settings'],
        summary: 'Guardar los medios de cobro',
        description:
          'Token y clave secreta de Mercado Pago: ausentes se conservan, null se borran, un ' +
          'texto los reemplaza. Sin token, Mercado Pago queda desactivado.',
        body: paymentSettingsInputSchema,
        response: { 200: paymentSettingsSchema, ...denied, 400: errorBodySchema },
      },
    },
    async (request) =>
      updatePaymentSettings(app.db, box, app.config.publicUrl, request.owner, request.body),
  )

  app.post(
    '/settings/payments/test',
    {
      schema: {
        tags: ['settings'],
        summary: 'Probar el access token de Mercado Pago',
        description: 'El token escrito (sin guardar) o, sin él, el guardado.',
        body: paymentTestInputSchema,
        response: {
          200: paymentTestResultSchema,
          ...denied,
          400: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      await app.limiter.hit(paymentTestPerUser, request.owner.userId)
      const token =
        request.body.accessToken ??
        (await shopCredentials(app.db, box, request.owner.businessId))?.accessToken
      if (!token) throw new ApiError('VALIDATION', MP_TOKEN_REQUIRED_MESSAGE)
      return app.adapters.payments.verifyToken(token)
    },
  )
}

export default paymentSettingsRoutes
