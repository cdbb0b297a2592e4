import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { couponCheckRequestSchema, couponCheckSchema } from '../../../domain/coupons/schemas'
import { COUPON_CHECKS_MESSAGE } from '../../../domain/messages/coupons'
import { slugParamsSchema } from '../../../domain/menu/schemas'
import { clientKey } from '../../lib/client-key'
import type { RateLimitRule } from '../../lib/rate-limit'
import { errorBodySchema } from '../../lib/schemas'
import { checkCoupon } from './service'

/**
 * Every check counts per IP, found or not: a code is a shop's secret until it shares it, and a
 * customer types a few at most, so trying codes one after another is stopped here.
 */
export const couponCheckLimits = {
  perIp: { name: 'coupon-ip', max: 30, windowMs: 10 * 60_000, message: COUPON_CHECKS_MESSAGE },
} satisfies Record<string, RateLimitRule>

export interface PublicCouponRoutesOptions {
  /** Defaults to couponCheckLimits; a test may pass its own. */
  limits?: typeof couponCheckLimits
}

/** docs/product.md#coupons: 'Tengo un cupón' in the checkout. */
const publicCouponRoutes: FastifyPluginAsyncZod<PublicCouponRoutesOptions> = async (app, opts) => {
  const limits = opts.limits ?? couponCheckLimits
  app.post(
    '/public/business/:slug/coupon',
    {
      schema: {
        tags: ['public'],
        summary:
          'Revisar un cupón en el checkout: sus condiciones y el descuento sobre el subtotal',
        description:
          'Un código que el comercio no tiene es COUPON_NOT_FOUND (404); un cupón que no vale ' +
          'para este pedido es un 409 con el motivo. El pedido se revisa de nuevo al hacerlo.',
        params: slugParamsSchema,
        body: couponCheckRequestSchema,
        response: {
          200: couponCheckSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await app.limiter.hit(limits.perIp, clientKey(request))
      const check = await checkCoupon(app.db, { slug: request.params.slug, ...request.body })
      // Its uses change with every order: never kept.
      return reply.header('Cache-Control', 'no-store').send(check)
    },
  )
}

export default publicCouponRoutes
