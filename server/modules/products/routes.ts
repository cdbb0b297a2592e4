import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  idParamsSchema,
  productFormSchema,
  productListSchema,
  productSchema,
  toggleAvailabilitySchema,
} from '../../../domain/catalog/schemas'
import { ApiError } from '../../lib/errors'
import { errorBodySchema } from '../../lib/schemas'
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  setAvailability,
  updateProduct,
} from './service'
import { readFormWithImage } from '../../lib/uploads'
import { imageStoreOf } from '../pictures/store'

const denied = { 401: errorBodySchema, 403: errorBodySchema }
const formFailures = {
  ...denied,
  400: errorBodySchema,
  404: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
}
const FORM_DESCRIPTION =
  'multipart/form-data: name, description, price (centavos), hasDiscount, discountPrice ' +
  "(centavos), isAvailable ('true'/'false'), categoryId, y opcionalmente image (archivo). " +
  "En la edición, removeImage='true' quita la imagen."

/** The multipart form, validated by the schema the web form uses. */
async function readProductForm(request: FastifyRequest) {
  const { fields, image } = await readFormWithImage(request)
  const parsed = productFormSchema.safeParse(fields)
  if (!parsed.success) throw new ApiError('VALIDATION', parsed.error.issues[0].message)
  return { input: parsed.data, image }
}

/** docs/product.md#api /business/products: the caller's products (mounted under /business, behind requireOwner). */
const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['business'],
        summary: 'Productos del comercio',
        response: { 200: productListSchema, ...denied },
      },
    },
    async (request) => listProducts(app.db, request.owner.businessId),
  )

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['business'],
        summary: 'Un producto del comercio',
        params: idParamsSchema,
        response: { 200: productSchema, ...denied, 404: errorBodySchema },
      },
    },
    async (request) => getProduct(app.db, request.owner.businessId, request.params.id),
  )

  app.post(
    '/products',
    {
      schema: {
        tags: ['business'],
        summary: 'Crear un producto',
        description: FORM_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: productSchema, ...formFailures },
      },
    },
    async (request, reply) => {
      const { input, image } = await readProductForm(request)
      const product = await createProduct(
        app.db,
        request.owner.businessId,
        input,
        image,
        imageStoreOf(request),
      )
      return reply.status(201).send(product)
    },
  )

  app.put(
    '/products/:id',
    {
      schema: {
        tags: ['business'],
        summary: 'Editar un producto',
        description: FORM_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: productSchema, ...formFailures },
      },
    },
    async (request) => {
      const { input, image } = await readProductForm(request)
      return updateProduct(
        app.db,
        request.owner,
        request.params.id,
        input,
        image,
        imageStoreOf(request),
      )
    },
  )

  app.put(
    '/products/:id/toggle-availability',
    {
      schema: {
        tags: ['business'],
        summary: 'Marcar un producto con o sin stock',
        params: idParamsSchema,
        body: toggleAvailabilitySchema,
        response: { 200: productSchema, ...denied, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      setAvailability(app.db, request.owner, request.params.id, request.body.isAvailable),
  )

  app.delete(
    '/products/:id',
    {
      schema: {
        tags: ['business'],
        summary: 'Eliminar un producto',
        params: idParamsSchema,
        response: { 204: z.null(), ...denied, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteProduct(
        app.db,
        request.owner.businessId,
        request.params.id,
        imageStoreOf(request),
      )
      return reply.status(204).send(null)
    },
  )
}

export default productRoutes
