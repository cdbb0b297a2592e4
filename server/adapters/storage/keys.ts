import { createHash } from 'node:crypto'

export const UPLOADS_URL_PREFIX = '/uploads/'

/** A stored picture never changes under its name (the name is its content's hash). */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** The folders pictures are stored in, one per kind of picture. */
export const IMAGE_FOLDERS = ['logos', 'covers', 'products', 'categories'] as const
export type ImageFolder = (typeof IMAGE_FOLDERS)[number]

/**
 * What a key may look like: one of our folders, then one plain file name (the hash; older uploads
 * had random or slug names), WebP or, for a picture's smaller copies, AVIF (domain/pictures).
 * Nothing else is ever read or deleted, so no URL reaches past them.
 */
const KEY = new RegExp(
  `^(${IMAGE_FOLDERS.join('|')})/[A-Za-z0-9][A-Za-z0-9_-]{0,127}\\.(webp|avif)$`,
)

export const isStorageKey = (key: string) => KEY.test(key)

/** A picture's key: its folder and the SHA-256 of its bytes, so the same picture is stored once. */
export function imageKey(folder: ImageFolder, bytes: Buffer): string {
  return `${folder}/${createHash('sha256').update(bytes).digest('hex')}.webp`
}

/** The key an URL names when it starts with `prefix`, or null. */
export function keyAfter(url: string, prefix: string): string | null {
  if (!url.startsWith(prefix)) return null
  const key = url.slice(prefix.length)
  return isStorageKey(key) ? key : null
}
