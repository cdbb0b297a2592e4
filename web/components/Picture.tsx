import type { ImgHTMLAttributes } from 'react'
import { pictureSources } from '../../domain/pictures/variants'

/**
 * A picture that loads the copy its box needs (docs/product.md#budgets): `sizes` says how wide the
 * box is drawn, the browser picks an AVIF or WebP copy from it. Anything with no copies (a preset's
 * thumbnail, a picture from elsewhere, a form's preview) is a plain `<img>`, which keeps every
 * attribute given and is the fallback of the copies.
 */
export function Picture({
  src,
  sizes,
  ...img
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; sizes: string }) {
  const sources = pictureSources(src)
  const image = <img src={src} {...img} />
  if (!sources) return image
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      {sources.webp && <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
      {image}
    </picture>
  )
}
