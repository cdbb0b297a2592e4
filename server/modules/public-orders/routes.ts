import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  type CheckoutRequest,
  checkoutRequestSchema,
  currentPriceSchema,
  idempotencyKeySchema,
  type PlacedOrder,
  placedOrderSchema,
} from '../../../domain/checkout/schemas'
import { IDEMPOTENCY_KEY_HEADER } from '../../../domain/checkout/rules'
import { databaseOf } from '../../db/client'
import { OneAtATime } from '../../lib/one-at-a-time'
import { slugParamsSchema } from '../../../domain/menu/schemas'
import type { RateLimitRule } from '../../lib/rate-limit'
import { errorBodySchema } from '../../lib/schemas'
import { planTermsOf } from '../../lib/plan-gate'
import { prepareOrder, writeOrder } from './service'
import { newOrderMessage, pushToDevices } from '../push/service'
import { ORDERS_PER_ADDRESS_MESSAGE, ORDERS_PER_PHONE_MESSAGE } from '../../../domain/messages/api'
import { clientKey } from '../../lib/client-key'

const MINUTE = 60_000

/**
 * Orders are anonymous, so these limits are what stands between a shop and a flood of fake ones.
 * Every attempt counts per IP except a retry answered with the order its key already placed (a
 * customer's flaky connection is not a flood); per phone only orders about to be written count,
 * so a customer who fixes a refused cart (closed, sin stock) is not locked out.
 */
export const publicOrderLimits = {
  perIp: {
    name: 'order-ip',
    max: 20,
    windowMs: 10 * MINUTE,
    message: ORDERS_PER_ADDRESS_MESSAGE,
  },
  perPhone: {
    name: 'order-phone',
    max: 10,
    windowMs: 60 * MINUTE,
    message: ORDERS_PER_PHONE_MESSAGE,
  },
} satisfies Record<string, RateLimitRule>

export interface PublicOrderRoutesOptions {
  /** Defaults to publicOrderLimits; a deployment or a test may pass its own. */
  limits?: typeof publicOrderLimits
}

const publicOrderRoutes: FastifyPluginAsyncZod<PublicOrderRoutesOptions> = async (app, opts) => {
  const limits = opts.limits ?? publicOrderLimits
  const turns = new OneAtATime({
    // One process owns an embedded database, so its turns need not be shared with any other.
    state: databaseOf(app.db)?.driver === 'pglite' ? undefined : app.adapters.sharedState,
    onError: (err) => app.log.warn({ err }, 'order turns: shared state failed'),
  })
  // The turns given back after their answers, before the shared state closes.
  app.addHook('onClose', () => turns.idle())

  app.post(
    '/public/business/:slug/orders',
    {
      schema: {
        tags: ['public'],
        summary: 'Hacer un pedido a un comercio (precios y envío calculados en el servidor)',
        params: slugParamsSchema,
        // Loose: the other headers of the request stay as they came.
        headers: z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() }),
        body: checkoutRequestSchema,
        response: {
          201: placedOrderSchema,
          200: placedOrderSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          // PRICE_CHANGED carries today's price of each ordered product.
          409: errorBodySchema.extend({ prices: z.array(currentPriceSchema).optional() }),
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { slug } = request.params
      const idempotencyKey = request.headers[IDEMPOTENCY_KEY_HEADER] ?? null
      const place = () => placeOrder(request, slug, idempotencyKey)
      // Sends of one key take turns: a retry sent while the first is still being placed waits for
      // it, and is answered with its order before any limit counts it.
      const { status, answer } = idempotencyKey
        ? await turns.run(`order:${slug.toLowerCase()}:${idempotencyKey}`, place)
        : await place()
      return reply.status(status).send(answer)
    },
  )

  async function placeOrder(
    request: FastifyRequest<{ Body: CheckoutRequest }>,
    slug: string,
    idempotencyKey: string | null,
  ): Promise<{ status: 200 | 201; answer: PlacedOrder }> {
    const prepared = await prepareOrder(app.db, app.adapters.geocoder, {
      slug,
      request: request.body,
      idempotencyKey,
      terms: planTermsOf(app.config),
      admit: () => app.limiter.hit(limits.perIp, clientKey(request)),
    })
    if (prepared.kind === 'existing') return { status: 200, answer: prepared.answer }
    await app.limiter.hit(limits.perPhone, request.body.customer.phone)
    const { created, answer, devices } = await writeOrder(app.db, prepared.draft)
    // A racing retry that found its order already written is not a new one.
    if (created) {
      app.metrics.ordersCreated.inc()
      // The shop's devices (read as the order was written) hear of it even with no panel open; the
      // answer does not wait for them.
      void pushToDevices(
        app.db,
        app.config,
        prepared.draft.shop.id,
        devices,
        newOrderMessage({
          orderId: answer.order.id,
          customerName: request.body.customer.fullName,
          total: answer.order.total,
        }),
        request.log,
      ).catch((err: Error) => request.log.warn({ err: err.message }, 'push to shop failed'))
    }
    return { status: created ? 201 : 200, answer }
  }
}

export default publicOrderRoutes
