import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  categoryFormSchema,
  categoryListSchema,
  categorySchema,
  idParamsSchema,
} from '../../../domain/catalog/schemas'
import { ApiError } from '../../lib/errors'
import { errorBodySchema } from '../../lib/schemas'
import { readFormWithImage } from '../../lib/uploads'
import { imageStoreOf } from '../pictures/store'
import { createCategory, deleteCategory, listCategories } from './service'

const denied = { 401: errorBodySchema, 403: errorBodySchema }

/** docs/product.md#api /business/categories (mounted under /business, behind requireOwner). */
const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['business'],
        summary: 'Categorías del comercio, en el orden del menú',
        response: { 200: categoryListSchema, ...denied },
      },
    },
    async (request) => listCategories(app.db, request.owner.businessId),
  )

  app.post(
    '/categories',
    {
      schema: {
        tags: ['business'],
        summary: 'Crear una categoría',
        description:
          'multipart/form-data: name, y presetImage (una de las doce imágenes predefinidas) ' +
          'o image (archivo), no las dos.',
        consumes: ['multipart/form-data'],
        response: {
          201: categorySchema,
          ...denied,
          400: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { fields, image } = await readFormWithImage(request)
      const parsed = categoryFormSchema.safeParse(fields)
      if (!parsed.success) throw new ApiError('VALIDATION', parsed.error.issues[0].message)
      const category = await createCategory(
        app.db,
        request.owner.businessId,
        parsed.data,
        image,
        imageStoreOf(request),
      )
      return reply.status(201).send(category)
    },
  )

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags: ['business'],
        summary: 'Eliminar una categoría sin productos',
        params: idParamsSchema,
        response: { 204: z.null(), ...denied, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteCategory(
        app.db,
        request.owner.businessId,
        request.params.id,
        imageStoreOf(request),
      )
      return reply.status(204).send(null)
    },
  )
}

export default categoryRoutes
