import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { slugParamsSchema } from '../../../domain/menu/schemas'
import { slotListSchema } from '../../../domain/orders/timing-schemas'
import { planTermsOf } from '../../lib/plan-gate'
import { errorBodySchema } from '../../lib/schemas'
import { listSlots } from './service'

const publicSlotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/business/:slug/slots',
    {
      schema: {
        tags: ['public'],
        summary: 'Franjas para programar un pedido hoy y mañana, con las completas marcadas',
        params: slugParamsSchema,
        response: { 200: slotListSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const slots = await listSlots(app.db, request.params.slug, planTermsOf(app.config))
      // Every order placed for later changes the counts: never kept.
      return reply.header('Cache-Control', 'no-store').send(slots)
    },
  )
}

export default publicSlotRoutes
