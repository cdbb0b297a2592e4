import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  customerOrderParamsSchema,
  customerOrderQuerySchema,
} from '../../../domain/orders/customer'
import { onlineCheckoutSchema } from '../../../domain/payments/schemas'
import type { RateLimitRule } from '../../lib/rate-limit'
import { errorBodySchema } from '../../lib/schemas'
import { secretBoxOf } from '../../lib/secret-box'
import { PaymentProviderError } from '../../adapters/payments/types'
import { createOnlineCheckout } from './service'
import { handleNotification } from './webhook'
import { clientKey } from '../../lib/client-key'
import { planTermsOf } from '../../lib/plan-gate'

const MINUTE = 60_000

/**
 * The provider's own words on a failure go to the log, the client gets the catalogue's 502 (a
 * detail never holds a token: see PaymentProviderError).
 */
export function logProviderFailures(app: FastifyInstance) {
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof PaymentProviderError) {
      request.log.warn(
        { provider: app.adapters.payments.kind, detail: error.detail },
        error.message,
      )
    }
  })
}

/**
 * Each checkout is a call to Mercado Pago on the shop's account, from an anonymous route: a
 * customer retrying a few times is normal, a loop is not.
 */
export const onlineCheckoutLimits = {
  perIp: { name: 'mp-checkout-ip', max: 20, windowMs: 10 * MINUTE },
} satisfies Record<string, RateLimitRule>

export interface PaymentRoutesOptions {
  /** Defaults to onlineCheckoutLimits; a test may pass its own. */
  limits?: typeof onlineCheckoutLimits
}

/** What Mercado Pago appends to the notification_url, and the shop this app put there. */
const notificationQuerySchema = z.looseObject({
  shop: z.string().max(100).optional(),
  'data.id': z.string().max(100).optional(),
  type: z.string().max(100).optional(),
})

/**
 * docs/product.md#payments: the customer's way to Mercado Pago's checkout, and Mercado Pago's
 * notifications (mounted under /api).
 */
const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, opts) => {
  const limits = opts.limits ?? onlineCheckoutLimits
  const box = secretBoxOf(app.config)
  const deps = {
    db: app.db,
    box,
    provider: app.adapters.payments,
    publicUrl: app.config.publicUrl,
    terms: planTermsOf(app.config),
  }

  logProviderFailures(app)

  app.post(
    '/public/orders/:id/mercadopago',
    {
      schema: {
        tags: ['public'],
        summary: 'Pagar un pedido con Mercado Pago: crea el checkout y responde su dirección',
        description:
          'Solo para pedidos con Mercado Pago sin pagar; ítems, precios y total son los del ' +
          'pedido guardado. Un token que no corresponde responde el mismo 404 que el pedido.',
        params: customerOrderParamsSchema,
        querystring: customerOrderQuerySchema,
        response: {
          200: onlineCheckoutSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
      onRequest: async (_request, reply) => {
        reply.header('Cache-Control', 'no-store')
      },
    },
    async (request) => {
      await app.limiter.hit(limits.perIp, clientKey(request))
      return createOnlineCheckout(deps, request.params.id, request.query.token)
    },
  )

  app.post(
    '/webhooks/mercadopago',
    {
      // A notification is a few hundred bytes; its body is never trusted nor needed.
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['webhooks'],
        summary: 'Notificaciones de Mercado Pago (webhook de pagos)',
        description:
          'Firma `x-signature` (HMAC-SHA256 con la clave secreta del comercio sobre ' +
          '`id:{data.id};request-id:{x-request-id};ts:{ts};`), de hasta 5 minutos; cada firma ' +
          'vale una vez. El pago se lee de Mercado Pago, nunca del cuerpo. Otros tipos se ignoran.',
        querystring: notificationQuerySchema,
        response: {
          200: z.object({ received: z.literal(true) }),
          400: errorBodySchema,
          401: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      const header = (name: string) => {
        const value = request.headers[name]
        return typeof value === 'string' ? value : undefined
      }
      const outcome = await handleNotification(
        { db: app.db, box, provider: app.adapters.payments, sharedState: app.adapters.sharedState },
        {
          shop: request.query.shop,
          dataId: request.query['data.id'],
          type: request.query.type,
          signature: header('x-signature'),
          requestId: header('x-request-id'),
        },
      )
      request.log.info({ outcome, shop: request.query.shop }, 'mercadopago notification')
      return { received: true as const }
    },
  )
}

export default paymentRoutes
