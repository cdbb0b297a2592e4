import type sharp from 'sharp'
import type { Sharp, SharpInput, SharpOptions } from 'sharp'
import { ApiError } from './errors'
import { NOT_AN_IMAGE_MESSAGE } from '../../domain/messages/api'

/** How large each kind of picture is kept: enough for a sharp screen, never megabytes on a phone. */
export const imageKinds = {
  logo: { width: 512, height: 512, fit: 'cover' },
  cover: { width: 1600, height: 600, fit: 'cover' },
  product: { width: 800, height: 800, fit: 'inside' },
  category: { width: 640, height: 480, fit: 'cover' },
} as const
export type ImageKind = keyof typeof imageKinds

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024

// Raster formats phones and cameras produce. SVG and PDF are refused: they are documents, not photos.
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])

let loading: Promise<typeof sharp> | null = null

/**
 * sharp (libvips and its libraries, about 28 MB of RSS) is loaded on the first picture, not at
 * start: a process that only serves menus never needs it. Its operation cache is turned off: every
 * upload is a different image, so cached operations never hit and would only hold memory (libvips
 * keeps up to 50 MB by default). Its concurrency is left at sharp's own default, 1 thread per
 * image on glibc without jemalloc, which keeps malloc arenas few.
 */
export function loadSharp(): Promise<typeof sharp> {
  loading ??= import('sharp').then(({ default: loaded }) => {
    loaded.cache(false)
    return loaded
  })
  return loading
}

/** A sharp pipeline on the lazily loaded module. */
export async function sharpImage(input?: SharpInput, options?: SharpOptions): Promise<Sharp> {
  return (await loadSharp())(input, options)
}

/**
 * Re-encodes an uploaded picture as WebP: decodes it fully (anything that is not a raster image
 * is refused), applies its EXIF rotation, strips metadata and bounds its size.
 */
export async function toWebp(input: Buffer, kind: ImageKind): Promise<Buffer> {
  const { width, height, fit } = imageKinds[kind]
  try {
    const image = await sharpImage(input, { failOn: 'error', limitInputPixels: 40_000_000 })
    const { format } = await image.metadata()
    if (!format || !acceptedFormats.has(format)) throw new Error(`format ${format}`)
    return await image
      .rotate()
      .resize({ width, height, fit, withoutEnlargement: fit === 'inside' })
      .webp({ quality: 80, effort: 4 })
      .toBuffer()
  } catch {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE_MESSAGE)
  }
}
