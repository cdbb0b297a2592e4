import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema, productSchema } from '../../../domain/catalog/schemas'
import {
  optionAvailabilitySchema,
  optionGroupInputSchema,
  optionGroupParamsSchema,
  optionGroupSchema,
  optionParamsSchema,
  productOptionGroupsInputSchema,
} from '../../../domain/option-groups/schemas'
import { publicOptionSchema } from '../../../domain/options/schemas'
import { errorBodySchema } from '../../lib/schemas'
import { getProduct } from '../products/service'
import {
  createOptionGroup,
  deleteOptionGroup,
  listOptionGroups,
  setOptionAvailability,
  setProductOptionGroups,
  updateOptionGroup,
} from './service'

const denied = { 401: errorBodySchema, 403: errorBodySchema }
const failures = { ...denied, 400: errorBodySchema, 404: errorBodySchema }

/**
 * docs/product.md#product-options: the shop's option groups, their options' stock and the groups
 * each product offers (mounted under /business, behind requireOwner, in the menu's scope: a write
 * refreshes the public menu).
 */
const productOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/option-groups',
    {
      schema: {
        tags: ['business'],
        summary:
          'Grupos de opciones del comercio, con sus opciones y los productos que los ofrecen',
        response: { 200: z.array(optionGroupSchema), ...denied },
      },
    },
    async (request) => listOptionGroups(app.db, request.owner.businessId),
  )

  app.post(
    '/option-groups',
    {
      schema: {
        tags: ['business'],
        summary: 'Crear un grupo de opciones',
        body: optionGroupInputSchema,
        response: { 201: optionGroupSchema, ...failures },
      },
    },
    async (request, reply) => {
      const group = await createOptionGroup(app.db, request.owner.businessId, request.body)
      return reply.status(201).send(group)
    },
  )

  app.put(
    '/option-groups/:id',
    {
      schema: {
        tags: ['business'],
        summary: 'Editar un grupo de opciones',
        description:
          'Reemplaza nombre, mínimo, máximo y la lista de opciones: las que traen id (de este ' +
          'grupo) se actualizan y reordenan, las que no traen id se agregan y las que faltan se ' +
          'eliminan.',
        params: optionGroupParamsSchema,
        body: optionGroupInputSchema,
        response: { 200: optionGroupSchema, ...failures },
      },
    },
    async (request) =>
      updateOptionGroup(app.db, request.owner.businessId, request.params.id, request.body),
  )

  app.delete(
    '/option-groups/:id',
    {
      schema: {
        tags: ['business'],
        summary: 'Eliminar un grupo de opciones (deja de ofrecerse en sus productos)',
        params: optionGroupParamsSchema,
        response: { 204: z.null(), ...failures },
      },
    },
    async (request, reply) => {
      await deleteOptionGroup(app.db, request.owner.businessId, request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.patch(
    '/options/:id',
    {
      schema: {
        tags: ['business'],
        summary: 'Marcar una opción con o sin stock',
        params: optionParamsSchema,
        body: optionAvailabilitySchema,
        response: { 200: publicOptionSchema, ...failures },
      },
    },
    async (request) =>
      setOptionAvailability(app.db, request.owner, request.params.id, request.body.isAvailable),
  )

  app.put(
    '/products/:id/option-groups',
    {
      schema: {
        tags: ['business'],
        summary: 'Elegir los grupos de opciones que ofrece un producto, en orden',
        params: idParamsSchema,
        body: productOptionGroupsInputSchema,
        response: { 200: productSchema, ...failures },
      },
    },
    async (request) => {
      const { businessId } = request.owner
      await setProductOptionGroups(app.db, businessId, request.params.id, request.body.groupIds)
      return getProduct(app.db, businessId, request.params.id)
    },
  )
}

export default productOptionRoutes
