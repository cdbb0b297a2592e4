import type { FastifyRequest } from 'fastify'
import { businesses, categories, products } from '../../db/schema'
import type { ImageStore } from '../../lib/uploads'

/**
 * Every column that names a stored picture: a product's, a category's, the shop's logo and cover.
 * A picture goes only once none of them names it (docs/ARCHITECTURE.md#image-storage); a new
 * column that holds an upload belongs here.
 */
export const PICTURE_COLUMNS = [
  products.imageUrl,
  categories.imageUrl,
  businesses.logoUrl,
  businesses.coverUrl,
] as const

/** The request's database, storage and logger, as the services want them. */
export const imageStoreOf = (request: FastifyRequest): ImageStore => ({
  db: request.server.db,
  storage: request.server.adapters.storage,
  namedBy: PICTURE_COLUMNS,
  warn: (message, err) => request.log.warn({ err }, message),
})
