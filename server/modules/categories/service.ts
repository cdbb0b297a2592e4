import { isUuid } from '../../../domain/catalog/rules'
import { and, asc, count, eq, sql } from 'drizzle-orm'
import { type Category } from '../../../domain/catalog/schemas'
import {
  CATEGORY_IN_USE_MESSAGE,
  CATEGORY_NAME_TAKEN_MESSAGE,
  CATEGORY_NOT_FOUND_MESSAGE,
  ONE_CATEGORY_IMAGE_MESSAGE,
} from '../../../domain/messages/api'
import { presetImageUrl, type PresetCategoryImage } from '../../../domain/constants'
import type { Db } from '../../db/client'
import { isForeignKeyViolation, uniqueViolation } from '../../db/errors'
import { categories, products } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { removeImage, withStoredImage, type ImageStore } from '../../lib/uploads'

const categoryNotFound = () => new ApiError('CATEGORY_NOT_FOUND', CATEGORY_NOT_FOUND_MESSAGE)
const nameTaken = () => new ApiError('CATEGORY_NAME_TAKEN', CATEGORY_NAME_TAKEN_MESSAGE)

/** The shop's categories with their product counts, in menu order (one statement). */
export async function listCategories(db: Db, businessId: string): Promise<Category[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      imageUrl: categories.imageUrl,
      productCount: count(products.id),
    })
    .from(categories)
    .leftJoin(
      products,
      and(eq(products.businessId, categories.businessId), eq(products.categoryId, categories.id)),
    )
    .where(eq(categories.businessId, businessId))
    .groupBy(categories.id)
    .orderBy(asc(categories.position), asc(sql`lower(${categories.name})`), asc(categories.id))
}

export interface NewCategory {
  name: string
  presetImage: PresetCategoryImage | null
}

/**
 * Adds a category at the end of the menu, pictured by a preset or an uploaded file (not both).
 * Names are unique per shop whatever their case; the unique index settles a race.
 */
export async function createCategory(
  db: Db,
  businessId: string,
  input: NewCategory,
  upload: Buffer | null,
  images: ImageStore,
): Promise<Category> {
  if (input.presetImage && upload) throw new ApiError('VALIDATION', ONE_CATEGORY_IMAGE_MESSAGE)
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.businessId, businessId),
        sql`lower(${categories.name}) = lower(${input.name})`,
      ),
    )
    .limit(1)
  if (taken) throw nameTaken()

  return withStoredImage(images, upload, 'category', 'categories', async (uploadedUrl) => {
    const imageUrl = input.presetImage ? presetImageUrl(input.presetImage) : uploadedUrl
    try {
      const [row] = await db
        .insert(categories)
        .values({
          businessId,
          name: input.name,
          imageUrl,
          position: sql`(select coalesce(max(${categories.position}) + 1, 0) from ${categories} where ${categories.businessId} = ${businessId})`,
        })
        .returning({ id: categories.id, name: categories.name, imageUrl: categories.imageUrl })
      return { ...row, productCount: 0 }
    } catch (err) {
      if (uniqueViolation(err) === 'categories_business_name_key') throw nameTaken()
      throw err
    }
  })
}

/**
 * Deletes an empty category. One that still holds products is refused (409): deleting it would
 * silently move them out of the menu's sections. A product added meanwhile trips the foreign key.
 */
export async function deleteCategory(
  db: Db,
  businessId: string,
  id: string,
  images: ImageStore,
): Promise<void> {
  if (!isUuid(id)) throw categoryNotFound()
  let deleted: { imageUrl: string | null } | undefined
  try {
    ;[deleted] = await db
      .delete(categories)
      .where(
        and(
          eq(categories.businessId, businessId),
          eq(categories.id, id),
          sql`not exists (select 1 from ${products} where ${products.businessId} = ${businessId} and ${products.categoryId} = ${id})`,
        ),
      )
      .returning({ imageUrl: categories.imageUrl })
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new ApiError('CATEGORY_IN_USE', CATEGORY_IN_USE_MESSAGE)
    throw err
  }
  if (!deleted) {
    const [exists] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.businessId, businessId), eq(categories.id, id)))
      .limit(1)
    if (!exists) throw categoryNotFound()
    throw new ApiError('CATEGORY_IN_USE', CATEGORY_IN_USE_MESSAGE)
  }
  await removeImage(images, deleted.imageUrl)
}
