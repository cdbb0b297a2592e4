import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { businesses } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { removeImage, withStoredImage, type ImageStore } from '../../lib/uploads'

/** Each shop picture: its sharp preset, its storage folder and its column. */
const pictures = {
  logo: { folder: 'logos', column: 'logoUrl' },
  cover: { folder: 'covers', column: 'coverUrl' },
} as const
export type ShopPicture = keyof typeof pictures

/**
 * Stores the new picture (refusing anything that is not an image before touching the database),
 * points the shop at it and deletes the old file (unless another row names it). If the write fails
 * the new file is removed, so a refused request leaves nothing behind.
 */
export async function replaceShopPicture(
  db: Db,
  businessId: string,
  kind: ShopPicture,
  upload: Buffer,
  images: ImageStore,
): Promise<string> {
  const { folder, column } = pictures[kind]
  const { url, oldUrl } = await withStoredImage(images, upload, kind, folder, (url) =>
    db.transaction(async (tx) => {
      // Locked so two uploads at once cannot both keep (and leak) the same old picture.
      const [old] = await tx
        .select({ url: businesses[column] })
        .from(businesses)
        .where(eq(businesses.id, businessId))
        .for('update')
      if (!old) throw new ApiError('BUSINESS_NOT_FOUND')
      await tx
        .update(businesses)
        .set({ [column]: url, updatedAt: new Date() })
        .where(eq(businesses.id, businessId))
      return { url, oldUrl: old.url }
    }),
  )
  await removeImage(images, oldUrl)
  return url
}
