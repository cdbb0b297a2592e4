import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { slugParamsSchema } from '../../../domain/menu/schemas'
import { businesses } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { errorBodySchema } from '../../lib/schemas'

/*
 * The demo's way to move a shop's plan dates and suspension (docs/product.md#plan-payments), so a
 * trial or grace period that takes weeks can be seen at once: registered in the demo only, never
 * in a deployment. A shop's row changes as an operator's or a payment's write would change it, so
 * its menu, its pages and the directory follow through the row's triggers.
 */

const bodySchema = z.object({
  /** When the shop was registered: its trial runs from then. */
  createdAt: z.iso.datetime().max(40).optional(),
  subscriptionPaid: z.boolean().optional(),
  expiresAt: z.iso.datetime().max(40).nullable().optional(),
  /** A reason suspends the shop now; null reactivates it. */
  suspensionReason: z.string().trim().min(1).max(500).nullable().optional(),
})

const answerSchema = z.object({
  slug: z.string(),
  createdAt: z.string(),
  subscriptionPaid: z.boolean(),
  expiresAt: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
})

const devPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/dev/plan/:slug',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mover las fechas del plan de un comercio o suspenderlo (solo en la demo)',
        params: slugParamsSchema,
        body: bodySchema,
        response: { 200: answerSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { createdAt, subscriptionPaid, expiresAt, suspensionReason } = request.body
      const now = new Date()
      const [row] = await app.db
        .update(businesses)
        .set({
          ...(createdAt !== undefined && { createdAt: new Date(createdAt) }),
          ...(subscriptionPaid !== undefined && { subscriptionPaid }),
          ...(expiresAt !== undefined && {
            expiresAt: expiresAt === null ? null : new Date(expiresAt),
          }),
          ...(suspensionReason !== undefined && {
            suspendedAt: suspensionReason === null ? null : now,
            suspensionReason,
          }),
          updatedAt: now,
        })
        .where(eq(businesses.slug, request.params.slug.toLowerCase()))
        .returning()
      if (!row) throw new ApiError('BUSINESS_NOT_FOUND')
      // This process's cached menu goes at once; the others' with the row's NOTIFY.
      app.menuCache.invalidate(row.id)
      return {
        slug: row.slug,
        createdAt: row.createdAt.toISOString(),
        subscriptionPaid: row.subscriptionPaid,
        expiresAt: row.expiresAt?.toISOString() ?? null,
        suspendedAt: row.suspendedAt?.toISOString() ?? null,
        suspensionReason: row.suspensionReason,
      }
    },
  )
}

export default devPlanRoutes
