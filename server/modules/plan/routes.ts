import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { UNAUTHENTICATED_MESSAGE } from '../../../domain/messages/api'
import { planCheckoutSchema, planOverviewSchema } from '../../../domain/plan/schemas'
import { ApiError } from '../../lib/errors'
import { PLAN_WEBHOOK_PATH, platformCredentials } from '../../lib/platform-payments'
import type { RateLimitRule } from '../../lib/rate-limit'
import { errorBodySchema } from '../../lib/schemas'
import { verifySessionToken } from '../../lib/tokens'
import { logProviderFailures } from '../payments/routes'
import { createPlanCheckout, planOverview } from './service'
import { handlePlanNotification, suspiciousOutcomes } from './webhook'

const MINUTE = 60_000

/** Each checkout is a call to Mercado Pago on Barrio's account: a few retries are normal, a loop is not. */
export const planCheckoutLimits = {
  perShop: { name: 'plan-checkout-shop', max: 20, windowMs: 10 * MINUTE },
} satisfies Record<string, RateLimitRule>

const denied = { 401: errorBodySchema, 403: errorBodySchema }

/**
 * docs/product.md#plan-payments: the shop's plan and paying it, under /business behind
 * requireOwner.
 */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = platformCredentials(app.config)
  const terms = { trialDays: app.config.PLAN_TRIAL_DAYS, graceDays: app.config.PLAN_GRACE_DAYS }

  logProviderFailures(app)

  app.get(
    '/plan',
    {
      schema: {
        tags: ['business'],
        summary: 'El plan del comercio: estado, vencimiento, si toma pedidos y sus pagos',
        description:
          'Incluye `token`, una sesión firmada de nuevo, cuando la del pedido ya no dice el ' +
          'plan como está (un pago aprobado desde que se firmó).',
        response: { 200: planOverviewSchema, ...denied },
      },
    },
    async (request) => {
      // requireOwner verified this token already; its claims are read again here.
      const token = request.headers.authorization?.slice('Bearer '.length).trim() ?? ''
      const claims = await verifySessionToken(app.config.jwtSecret, token).catch(() => {
        throw new ApiError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE)
      })
      return planOverview(
        { db: app.db, jwtSecret: app.config.jwtSecret, terms },
        request.owner,
        claims,
      )
    },
  )

  app.post(
    '/plan/checkout',
    {
      schema: {
        tags: ['business'],
        summary: 'Pagar un mes del plan con Mercado Pago: crea el checkout y responde su dirección',
        description:
          'Un pago pendiente del plan de los últimos 30 minutos se usa de nuevo. Se cobra con la ' +
          'cuenta de Mercado Pago de Barrio; la notificación llega a ' +
          `\`${PLAN_WEBHOOK_PATH}\`.`,
        response: {
          200: planCheckoutSchema,
          ...denied,
          409: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      await app.limiter.hit(planCheckoutLimits.perShop, request.owner.businessId)
      return createPlanCheckout(
        {
          db: app.db,
          provider: app.adapters.payments,
          platform,
          publicUrl: app.config.publicUrl,
        },
        request.owner.businessId,
      )
    },
  )
}

const notificationQuerySchema = z.looseObject({
  'data.id': z.string().max(100).optional(),
  type: z.string().max(100).optional(),
})

/** docs/product.md#plan-payments: Mercado Pago's notifications of plan payments (under /api). */
export const planWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = platformCredentials(app.config)

  logProviderFailures(app)

  app.post(
    PLAN_WEBHOOK_PATH.replace(/^\/api/, ''),
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['webhooks'],
        summary: 'Notificaciones de Mercado Pago de los pagos del plan',
        description:
          'Como `/webhooks/mercadopago`, con la clave de Barrio (`PLATFORM_MP_WEBHOOK_SECRET`): ' +
          'firma de hasta 5 minutos, cada una vale una vez; el pago se lee de Mercado Pago con ' +
          'el token de Barrio y su monto debe ser el del pago del plan.',
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
      const outcome = await handlePlanNotification(
        {
          db: app.db,
          provider: app.adapters.payments,
          platform,
          sharedState: app.adapters.sharedState,
        },
        {
          dataId: request.query['data.id'],
          type: request.query.type,
          signature: header('x-signature'),
          requestId: header('x-request-id'),
        },
      )
      const log = { outcome, payment: request.query['data.id'] }
      if (suspiciousOutcomes.has(outcome)) {
        request.log.warn(log, 'plan payment notification refused')
      } else {
        request.log.info(log, 'plan payment notification')
      }
      return { received: true as const }
    },
  )
}
