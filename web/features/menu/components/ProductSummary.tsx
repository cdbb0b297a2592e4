import type { ReactNode } from 'react'
import type { PublicProduct } from '../../../../domain/menu/schemas'
import { assetUrl } from '../../../api/client'
import { Svg } from '../../../components/Svg'
import { ProductPrice } from '../../../components/ProductPrice'
import { Picture } from '../../../components/Picture'

/**
 * One product of a shop's menu as both the QR menu and the storefront list it: name, description,
 * price (with its discount) and 'Sin stock', beside its picture. Written in phrasing elements so it
 * fits in a list item or inside the storefront's button.
 */
export function ProductSummary({
  product,
  title: Title,
  imageSize,
  eager = false,
  details,
}: {
  product: PublicProduct
  /** The QR menu names each product with a heading; inside a button only text can go. */
  title: 'h3' | 'span'
  imageSize: 80 | 96
  /** Load the picture with the page rather than when it scrolls into view. */
  eager?: boolean
  /** Shown under the description, e.g. the QR menu's options. */
  details?: ReactNode
}) {
  const image = assetUrl(product.imageUrl)
  const available = product.isAvailable
  return (
    <>
      <span className="flex min-w-0 flex-1 flex-col">
        <Title className={`font-semibold ${available ? 'text-stone-900' : 'text-stone-500'}`}>
          {product.name}
        </Title>
        {product.description && (
          <span className="mt-0.5 line-clamp-2 text-sm text-stone-600">{product.description}</span>
        )}
        {details}
        <span className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          <ProductPrice {...product} />
          {!available && (
            <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-700">
              Sin stock
            </span>
          )}
        </span>
      </span>
      <span
        className={`${imageSize === 80 ? 'size-20' : 'size-24'} shrink-0 overflow-hidden rounded-xl bg-brand-50`}
      >
        {image ? (
          <Picture
            src={image}
            sizes={`${imageSize}px`}
            alt=""
            width={imageSize}
            height={imageSize}
            loading={eager ? undefined : 'lazy'}
            className={`size-full object-cover ${available ? '' : 'opacity-60 grayscale'}`}
          />
        ) : (
          <span className="flex size-full items-center justify-center text-brand-200">
            <UtensilsIcon className="size-7" />
          </span>
        )}
      </span>
    </>
  )
}

/** Stands in for a product with no picture. */
const UtensilsIcon = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path d="m16 2-2.3 2.3a3 3 0 0 0 0 4.2l1.8 1.8a3 3 0 0 0 4.2 0L22 8M15 15 3.3 3.3a4.2 4.2 0 0 0 0 6l7.3 7.3c.7.7 2 .7 2.8 0L15 15Zm0 0 7 7m-19.9-.2 6.4-6.3M19 5l-7 7" />
  </Svg>
)
