import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  COVER_FIELD,
  coverResponseSchema,
  LOGO_FIELD,
  logoResponseSchema,
} from '../../../domain/settings/schemas'
import { IMAGE_REQUIRED_MESSAGE } from '../../../domain/messages/api'
import { ApiError } from '../../lib/errors'
import { errorBodySchema } from '../../lib/schemas'
import { readFormWithImage } from '../../lib/uploads'
import { imageStoreOf } from '../pictures/store'
import { replaceShopPicture, type ShopPicture } from './picture-service'

const failures = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
}

async function upload(request: FastifyRequest, kind: ShopPicture, field: string) {
  const { image } = await readFormWithImage(request, field)
  if (!image) throw new ApiError('VALIDATION', IMAGE_REQUIRED_MESSAGE)
  return replaceShopPicture(
    request.server.db,
    request.owner.businessId,
    kind,
    image,
    imageStoreOf(request),
  )
}

/** docs/product.md#api PUT /business/settings/logo and /cover: one image each, re-encoded to WebP. */
const pictureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/settings/logo',
    {
      schema: {
        tags: ['settings'],
        summary: 'Subir el logo del comercio',
        description: `multipart/form-data con la imagen en el campo "${LOGO_FIELD}" (cuadrada, 512 px).`,
        consumes: ['multipart/form-data'],
        response: { 200: logoResponseSchema, ...failures },
      },
    },
    async (request) => ({ business: { logoUrl: await upload(request, 'logo', LOGO_FIELD) } }),
  )

  app.put(
    '/settings/cover',
    {
      schema: {
        tags: ['settings'],
        summary: 'Subir la portada del comercio',
        description: `multipart/form-data con la imagen en el campo "${COVER_FIELD}" (1600×600 px).`,
        consumes: ['multipart/form-data'],
        response: { 200: coverResponseSchema, ...failures },
      },
    },
    async (request) => ({ business: { coverUrl: await upload(request, 'cover', COVER_FIELD) } }),
  )
}

export default pictureRoutes
