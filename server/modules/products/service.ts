import { isUuid } from '../../../domain/catalog/rules'
import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import { type Product, type ProductInput } from '../../../domain/catalog/schemas'
import { CATEGORY_NOT_FOUND_MESSAGE } from '../../../domain/messages/api'
import { PRODUCT_NOT_FOUND_MESSAGE } from '../../../domain/messages/panel'
import { isForeignKeyViolation } from '../../db/errors'
import type { Db } from '../../db/client'
import { categories, products } from '../../db/schema'
import { recordActivity, type ActivityActor } from '../../lib/activity'
import { ApiError } from '../../lib/errors'
import { removeImage, withStoredImage, type ImageStore } from '../../lib/uploads'

const productNotFound = () => new ApiError('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE)
const categoryNotFound = () => new ApiError('CATEGORY_NOT_FOUND', CATEGORY_NOT_FOUND_MESSAGE)

const ownProduct = (businessId: string, id: string) =>
  and(eq(products.businessId, businessId), eq(products.id, id))

/** The option groups a product offers, in its order, as one JSON array of the same statement. */
const optionGroupIdsOf = sql<string[]>`coalesce((
  select json_agg(pog.group_id order by pog.position, pog.group_id)
  from product_option_groups pog
  where pog.business_id = "products"."business_id" and pog.product_id = "products"."id"
), '[]'::json)`

/** The shop's products matching `where`, each with its category's name (one statement). */
async function selectProducts(db: Db, businessId: string, where?: SQL) {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      price: products.price,
      hasDiscount: products.hasDiscount,
      discountPrice: products.discountPrice,
      isAvailable: products.isAvailable,
      categoryId: products.categoryId,
      categoryName: categories.name,
      imageUrl: products.imageUrl,
      optionGroupIds: optionGroupIdsOf,
    })
    .from(products)
    .leftJoin(
      categories,
      and(eq(categories.businessId, products.businessId), eq(categories.id, products.categoryId)),
    )
    .where(and(eq(products.businessId, businessId), where))
    .orderBy(asc(products.position), asc(products.name), asc(products.id))
  return rows.map(({ categoryName, ...row }): Product => ({
    ...row,
    category: categoryName === null ? null : { name: categoryName },
  }))
}

export const listProducts = (db: Db, businessId: string) => selectProducts(db, businessId)

export async function getProduct(db: Db, businessId: string, id: string): Promise<Product> {
  if (!isUuid(id)) throw productNotFound()
  const [product] = await selectProducts(db, businessId, eq(products.id, id))
  if (!product) throw productNotFound()
  return product
}

async function assertOwnCategory(db: Db, businessId: string, categoryId: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.businessId, businessId), eq(categories.id, categoryId)))
    .limit(1)
  if (!row) throw categoryNotFound()
}

/**
 * Stores the new picture (refusing anything that is not an image before touching the database),
 * then writes the row. If the write fails the picture is removed again, so a refused request
 * leaves no file behind. A category deleted meanwhile trips the composite foreign key: 404.
 */
async function withNewImage<T>(
  images: ImageStore,
  upload: Buffer | null,
  write: (imageUrl: string | null) => Promise<T>,
): Promise<T> {
  return withStoredImage(images, upload, 'product', 'products', async (imageUrl) => {
    try {
      return await write(imageUrl)
    } catch (err) {
      if (isForeignKeyViolation(err)) throw categoryNotFound()
      throw err
    }
  })
}

const fieldsOf = (input: ProductInput) => ({
  name: input.name,
  description: input.description,
  price: input.price,
  hasDiscount: input.hasDiscount,
  discountPrice: input.discountPrice,
  isAvailable: input.isAvailable,
  categoryId: input.categoryId,
})

export async function createProduct(
  db: Db,
  businessId: string,
  input: ProductInput,
  upload: Buffer | null,
  images: ImageStore,
): Promise<Product> {
  await assertOwnCategory(db, businessId, input.categoryId)
  const id = await withNewImage(images, upload, async (imageUrl) => {
    const [row] = await db
      .insert(products)
      .values({ businessId, ...fieldsOf(input), imageUrl })
      .returning({ id: products.id })
    return row.id
  })
  return getProduct(db, businessId, id)
}

/**
 * Replaces every field of the product. A new picture replaces the old one and `removeImage`
 * without a new picture takes it away; the old file is deleted once no row names it. A new price
 * is a line of Actividad (docs/product.md#team), written with the change.
 */
export async function updateProduct(
  db: Db,
  actor: ActivityActor,
  id: string,
  input: ProductInput,
  upload: Buffer | null,
  images: ImageStore,
): Promise<Product> {
  const { businessId } = actor
  await getProduct(db, businessId, id)
  await assertOwnCategory(db, businessId, input.categoryId)
  const replacesImage = upload !== null || input.removeImage
  const oldImageUrl = await withNewImage(images, upload, (imageUrl) =>
    db.transaction(async (tx) => {
      // Locked so two saves at once cannot both keep (and leak) the same old picture.
      const [old] = await tx
        .select({ imageUrl: products.imageUrl, price: products.price })
        .from(products)
        .where(ownProduct(businessId, id))
        .for('update')
      if (!old) throw productNotFound()
      await tx
        .update(products)
        .set({ ...fieldsOf(input), ...(replacesImage ? { imageUrl } : {}), updatedAt: new Date() })
        .where(ownProduct(businessId, id))
      if (old.price !== input.price) {
        await recordActivity(tx, actor, 'product.price', {
          subjectId: id,
          name: input.name,
          oldPrice: old.price,
          newPrice: input.price,
        })
      }
      return old.imageUrl
    }),
  )
  if (replacesImage) await removeImage(images, oldImageUrl)
  return getProduct(db, businessId, id)
}

/** A product's stock switch; turning it is a line of Actividad (docs/product.md#team). */
export async function setAvailability(
  db: Db,
  actor: ActivityActor,
  id: string,
  isAvailable: boolean,
): Promise<Product> {
  const { businessId } = actor
  if (!isUuid(id)) throw productNotFound()
  await db.transaction(async (tx) => {
    const [old] = await tx
      .select({ isAvailable: products.isAvailable })
      .from(products)
      .where(ownProduct(businessId, id))
      .for('update')
    if (!old) throw productNotFound()
    if (old.isAvailable === isAvailable) return
    const [row] = await tx
      .update(products)
      .set({ isAvailable, updatedAt: new Date() })
      .where(ownProduct(businessId, id))
      .returning({ name: products.name })
    await recordActivity(tx, actor, 'product.stock', {
      subjectId: id,
      name: row.name,
      isAvailable,
    })
  })
  return getProduct(db, businessId, id)
}

/** Past orders keep the product's name and price as sold; their link to it becomes null. */
export async function deleteProduct(
  db: Db,
  businessId: string,
  id: string,
  images: ImageStore,
): Promise<void> {
  if (!isUuid(id)) throw productNotFound()
  const [row] = await db
    .delete(products)
    .where(ownProduct(businessId, id))
    .returning({ imageUrl: products.imageUrl })
  if (!row) throw productNotFound()
  await removeImage(images, row.imageUrl)
}
