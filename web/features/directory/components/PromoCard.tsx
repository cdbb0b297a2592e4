import { Store, Tag } from 'lucide-react'
import { Link } from 'react-router'
import { formatKm } from '../../../../domain/geo/rules'
import type { PromoItem } from '../../../../domain/promos/schemas'
import { ProductPrice } from '../../../components/ProductPrice'
import { paths } from '../../../paths'
import { Picture } from '../../../components/Picture'

/** 'a 350 m' close by (as Explorar says it), 'a 1,2 km' farther. */
export const distanceText = (meters: number) =>
  meters < 1000 ? `a ${meters} m` : `a ${formatKm(meters)}`

/** The product's picture; without one, the shop's logo (or a tag) keeps the card's shape. */
function PromoPicture({ item }: { item: PromoItem }) {
  if (item.imageUrl) {
    return (
      <Picture
        src={item.imageUrl}
        sizes="(min-width: 640px) 205px, 50vw"
        alt=""
        loading="lazy"
        decoding="async"
        width={320}
        height={240}
        className="size-full object-cover"
      />
    )
  }
  return (
    <span className="flex size-full items-center justify-center">
      {item.business.logoUrl ? (
        <Picture
          src={item.business.logoUrl}
          sizes="64px"
          alt=""
          loading="lazy"
          decoding="async"
          width={64}
          height={64}
          className="size-16 rounded-2xl object-cover shadow-sm"
        />
      ) : (
        <Tag aria-hidden className="size-10 text-brand-300" />
      )}
    </span>
  )
}

/** One discounted product; the whole card opens the shop's storefront, where it can be ordered. */
export function PromoCard({ item }: { item: PromoItem }) {
  const { business } = item
  return (
    <li aria-label={item.name}>
      <Link
        to={paths.storefront(business.slug)}
        className="group flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white hover:border-brand-300 hover:shadow-sm"
      >
        <span className="relative block aspect-[4/3] overflow-hidden bg-brand-50">
          <PromoPicture item={item} />
          <span className="absolute top-2 left-2 rounded-full bg-brand-600 px-2 py-0.5 text-sm font-bold text-white shadow-sm">
            -{item.discountPercent}%
          </span>
        </span>
        <span className="flex flex-1 flex-col gap-1 p-3">
          <span className="line-clamp-2 font-semibold text-stone-900 group-hover:text-brand-800">
            {item.name}
          </span>
          <ProductPrice
            price={item.price}
            hasDiscount
            discountPrice={item.discountPrice}
            showPercent={false}
          />
          <span className="mt-auto flex min-w-0 items-center gap-1.5 pt-1 text-sm text-stone-700">
            <Store aria-hidden className="size-4 shrink-0 text-stone-500" />
            <span className="truncate">{business.name}</span>
          </span>
          {business.distanceMeters !== null && (
            <span className="text-sm text-stone-600">{distanceText(business.distanceMeters)}</span>
          )}
        </span>
      </Link>
    </li>
  )
}
