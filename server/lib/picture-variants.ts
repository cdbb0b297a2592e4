import type { Storage } from '../adapters/storage/types'
import { pictureVariants, type VariantFormat } from '../../domain/pictures/variants'
import { sharpImage } from './images'

/*
 * A stored picture's smaller copies (domain/pictures/variants.ts, docs/product.md#budgets), written
 * beside it through the same storage. They are made from the stored original, so an upload and
 * `npm run pictures:variants` make the same bytes; `npm run presets` makes the preset pictures'
 * copies with the same encoder.
 */

/**
 * AVIF's encoder effort (0–9): 2 takes a tenth of effort 4's time (0.5 s against 5 s for a
 * 1600 px cover on a busy core) for 1 to 8% more bytes.
 */
const AVIF = { quality: 55, effort: 2 } as const
const WEBP = { quality: 78, effort: 4 } as const

/** One copy of a picture: `width` wide (never wider than the picture), in `format`. */
export async function encodeVariant(
  original: Buffer,
  width: number,
  format: VariantFormat,
): Promise<Buffer> {
  const resized = (await sharpImage(original)).resize({ width, withoutEnlargement: true })
  return (format === 'avif' ? resized.avif(AVIF) : resized.webp(WEBP)).toBuffer()
}

/**
 * Writes the copies of the original stored under `key` (its WebP bytes given), one after the
 * other so an upload holds one encoder's memory at a time. With `onlyMissing` a copy already
 * stored is left alone. Answers how many were written.
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
    const bytes = await encodeVariant(original, variant.width, variant.format)
    await storage.put(variant.at, bytes, `image/${variant.format}`)
    written++
  }
  return written
}

/** Deletes the copies of the picture at `url` (a URL of this storage); any other URL has none. */
export async function removeVariants(storage: Storage, url: string): Promise<void> {
  for (const variant of pictureVariants(url)) await storage.remove(variant.at)
}
