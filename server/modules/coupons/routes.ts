import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema } from '../../../domain/catalog/schemas'
import { couponInputSchema, couponListSchema, couponSchema } from '../../../domain/coupons/schemas'
import { errorBodySchema } from '../../lib/schemas'
import { createCoupon, deleteCoupon, listCoupons, updateCoupon } from './service'

const denied = { 401: errorBodySchema, 403: errorBodySchema }
const tags = ['business']

/**
 * docs/product.md#coupons: Cupones, the owner's and the Encargado's (under /business, behind
 * requireOwner). Another shop's coupon is not found; a code the shop already has is a 409.
 */
const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Cupones del comercio, con sus usos y el descuento que dieron',
        response: { 200: couponListSchema, ...denied },
      },
    },
    async (request) => listCoupons(app.db, request.owner.businessId),
  )

  app.post(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Crear un cupón',
        body: couponInputSchema,
        response: { 201: couponSchema, 400: errorBodySchema, ...denied, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCoupon(app.db, request.owner, request.body)),
  )

  app.put(
    '/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Editar un cupón (el cupón entero)',
        params: idParamsSchema,
        body: couponInputSchema,
        response: {
          200: couponSchema,
          400: errorBodySchema,
          ...denied,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => updateCoupon(app.db, request.owner, request.params.id, request.body),
  )

  app.delete(
    '/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar un cupón (sus pedidos conservan el código y el descuento)',
        params: idParamsSchema,
        response: { 204: z.null(), ...denied, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteCoupon(app.db, request.owner, request.params.id)
      return reply.status(204).send(null)
    },
  )
}

export default couponRoutes
