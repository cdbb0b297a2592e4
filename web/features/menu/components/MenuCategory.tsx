import { useState } from 'react'
import { thumbnailUrl } from '../../../../domain/constants'
import type { PublicCategory } from '../../../../domain/menu/schemas'
import { assetUrl } from '../../../api/client'
import { Svg } from '../../../components/Svg'
import { MenuOptions } from './MenuOptions'
import { ProductSummary } from './ProductSummary'
import { Picture } from '../../../components/Picture'

export const categoryAnchor = (category: PublicCategory) => `categoria-${category.id ?? 'otros'}`

export function MenuCategory({
  category,
  anchor,
  eager = false,
}: {
  category: PublicCategory
  anchor: string
  /** Its pictures load with the page (the section on screen as it opens), not as it scrolls in. */
  eager?: boolean
}) {
  const [open, setOpen] = useState(true)
  // Named after the section, not by useId: the server's HTML and the browser's agree on it.
  const panelId = `${anchor}-productos`
  const image = assetUrl(category.imageUrl && thumbnailUrl(category.imageUrl))
  const count = category.products.length

  return (
    <section
      id={anchor}
      className="scroll-mt-16 overflow-hidden rounded-2xl border border-stone-200 bg-white"
      // Jumping here from the category bar opens the section if it was collapsed.
      onFocus={(event) => {
        if (event.target === event.currentTarget) setOpen(true)
      }}
      tabIndex={-1}
    >
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
          className="flex min-h-16 w-full items-center gap-3 p-3 text-left hover:bg-stone-50"
        >
          <span className="h-12 w-16 shrink-0 overflow-hidden rounded-lg bg-brand-50">
            {image && (
              <Picture
                src={image}
                sizes="64px"
                alt=""
                width={64}
                height={48}
                loading={eager ? undefined : 'lazy'}
                className="size-full object-cover"
              />
            )}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-lg font-semibold text-stone-900">{category.name}</span>
            <span className="block text-sm text-stone-500">
              {`${count} ${count === 1 ? 'producto' : 'productos'}`}
            </span>
          </span>
          <ChevronDown
            className={`size-6 shrink-0 text-stone-500 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <ul
        id={panelId}
        hidden={!open}
        className="divide-y divide-stone-100 border-t border-stone-100"
      >
        {category.products.map((product) => (
          <li
            key={product.id}
            aria-label={product.name}
            className={`flex gap-3 p-3 ${product.isAvailable ? '' : 'bg-stone-50'}`}
          >
            <ProductSummary
              product={product}
              title="h3"
              imageSize={80}
              eager={eager}
              details={<MenuOptions groups={product.optionGroups} />}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Drawn inline: the QR menu's first paint does without the icon library. */
const ChevronDown = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
)
