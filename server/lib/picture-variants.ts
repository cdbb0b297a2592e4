import type { Storage } from '../adapters/storage/types'
import { pictureVariants } from '../../domain/pictures/variants'
import { sharpImage } from './images'

/*
 * A stored picture's smaller copies (domain/pictures/variants.ts, docs/product.md#budgets), written
 * beside it through the same storage. They are made from the stored original, so an upload and
 * `npm run pictures:variants` make the same bytes.
 */

/** AVIF's encoder effort (0–9): 4 keeps an 800 px copy well under a second on one core. */
const AVIF = { quality: 55, effort: 2 } as const
const WEBP = { quality: 78, effort: 4 } as const

/**
 * Writes the copies of the original stored under `key` (its WebP bytes given), one after the
 * other so an upload holds one encoder's memory at a time; never wider than the original. With
 * `onlyMissing` a copy already stored is left alone. Answers how many were written.
 */
export async function writeVariants(
  storage: Storage,
  key: string,
  original: Buffer,
  { onlyMissing = false }: { onlyMissing?: boolean } = {},
): Promise<number> {
  let written = 0
  for (const variant of pictureVariants(key)) {
    if (onlyMissing && (await storage.has(variant.at))) continue
    const resized = (await sharpImage(original)).resize({
      width: variant.width,
      withoutEnlargement: true,
    })
    const bytes = await (
      variant.format === 'avif' ? resized.avif(AVIF) : resized.webp(WEBP)
    ).toBuffer()
    await storage.put(variant.at, bytes, `image/${variant.format}`)
    written++
  }
  return written
}

/** Deletes the copies of the picture at `url` (a URL of this storage); any other URL has none. */
export async function removeVariants(storage: Storage, url: string): Promise<void> {
  for (const variant of pictureVariants(url)) await storage.remove(variant.at)
}
