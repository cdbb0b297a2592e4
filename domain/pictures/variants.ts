/*
 * A stored picture's smaller copies (docs/product.md#budgets): beside `<folder>/<name>.webp` sit
 * `<name>-<width>.avif` for each width of its folder and `<name>-<width>.webp` for each but the
 * last (the original is that one). A page offers them all and the browser loads the one its box
 * needs, so an 80 px menu row never loads the 800 px file. The server writes them
 * (server/lib/picture-variants.ts) and pages name them (pictureSources) from this one table.
 */

/**
 * Each folder's widths, the last one the original's (its kind's bound in server/lib/images.ts).
 * They are close enough that the boxes pages draw (a 56–96 px logo, a 64–96 px product row, a full
 * width cover), at 1× to 3× density, always find one at most twice their width.
 */
export const VARIANT_WIDTHS = {
  logos: [96, 192, 320, 512],
  covers: [400, 800, 1600],
  products: [120, 240, 400, 800],
  categories: [120, 240, 400, 640],
} as const

/**
 * The preset category pictures' copies (web/public/presets, drawn by `npm run presets`): beside
 * `<name>.jpg` (640×480) sit `<name>-<width>.avif`, AVIF only (every browser a phone runs reads
 * it; any other loads the JPEG) and no wider than the largest box a preset is drawn in (a 112 px
 * tile at 3×), so the committed files stay a few KB each.
 */
export const PRESET_WIDTHS = [120, 240, 400] as const

export type VariantFolder = keyof typeof VARIANT_WIDTHS
export type VariantFormat = 'avif' | 'webp'

/** One smaller copy: where it is (a key or a URL, as the original was given) and its width. */
export interface Variant {
  at: string
  width: number
  format: VariantFormat
}

const ORIGINAL = /(?:^|\/)(logos|covers|products|categories)\/([A-Za-z0-9][A-Za-z0-9_-]*)\.webp$/

/** The widths of a stored original, given its key or any URL ending in it; null for anything else. */
function widthsOf(original: string): readonly number[] | null {
  const match = ORIGINAL.exec(original)
  // A name ending in -<digits> is a copy's, never an original's.
  if (!match || /-\d+$/.test(match[2])) return null
  return VARIANT_WIDTHS[match[1] as VariantFolder]
}

/** A copy's address: the original's with its width and format before the extension. */
const copyOf = (original: string, width: number, format: VariantFormat) =>
  `${original.replace(/\.(webp|jpg)$/, '')}-${width}.${format}`

/**
 * The copies of a stored picture, given its key or any URL ending in it; none for anything else
 * (a preset, another site, a copy itself).
 */
export function pictureVariants(original: string): Variant[] {
  const widths = widthsOf(original) ?? []
  return (['avif', 'webp'] as const).flatMap((format) =>
    (format === 'avif' ? widths : widths.slice(0, -1)).map((width) => ({
      at: copyOf(original, width, format),
      width,
      format,
    })),
  )
}

/**
 * The `srcset`s of a picture (an upload or a preset, which has no WebP copies) for a `<picture>`'s
 * sources, or null when it has no copies. Apart from pictureVariants, so pages load only this.
 */
export function pictureSources(url: string): { avif: string; webp: string } | null {
  const preset = /^\/presets\/[a-z]+\.jpg$/.test(url)
  const widths = preset ? PRESET_WIDTHS : widthsOf(url)
  if (!widths) return null
  const last = widths.length - 1
  const srcset = (format: VariantFormat) =>
    widths
      .map((w, i) => `${i < last || format === 'avif' ? copyOf(url, w, format) : url} ${w}w`)
      .join(', ')
  return { avif: srcset('avif'), webp: preset ? '' : srcset('webp') }
}

/** The key of the original a copy's key belongs to, or null when the key is no copy. */
export function originalOfVariant(key: string): string | null {
  const match = /^(.+)-\d+\.(?:avif|webp)$/.exec(key)
  if (!match) return null
  const original = `${match[1]}.webp`
  return pictureVariants(original).some((v) => v.at === key) ? original : null
}
