import { ChevronDown, UtensilsCrossed } from 'lucide-react'
import { useId, useState } from 'react'
import type { PublicCategory, PublicProduct } from '../../../domain/public-menu'
import { assetUrl } from '../../api/client'
import { ProductPrice } from '../../components/ProductPrice'

export function MenuCategory({ category, anchor }: { category: PublicCategory; anchor: string }) {
  const [open, setOpen] = useState(true)
  const panelId = useId()
  const image = assetUrl(category.imageUrl)
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
              <img src={image} alt="" width={64} height={48} className="size-full object-cover" />
            )}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-lg font-semibold text-stone-900">{category.name}</span>
            <span className="block text-sm text-stone-500">
              {count} {count === 1 ? 'producto' : 'productos'}
            </span>
          </span>
          <ChevronDown
            aria-hidden
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
          <MenuProduct key={product.id} product={product} />
        ))}
      </ul>
    </section>
  )
}

function MenuProduct({ product }: { product: PublicProduct }) {
  const image = assetUrl(product.imageUrl)
  return (
    <li
      className={`flex gap-3 p-3 ${product.isAvailable ? '' : 'bg-stone-50'}`}
      aria-label={product.name}
    >
      <div className="min-w-0 flex-1">
        <h3 className={`font-medium ${product.isAvailable ? 'text-stone-900' : 'text-stone-500'}`}>
          {product.name}
        </h3>
        {product.description && (
          <p className="mt-0.5 line-clamp-2 text-sm text-stone-600">{product.description}</p>
        )}
        <div className="mt-1.5 flex flex-wrap items-center gap-2">
          <ProductPrice {...product} />
          {!product.isAvailable && (
            <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-700">
              Sin stock
            </span>
          )}
        </div>
      </div>
      <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-brand-50">
        {image ? (
          <img
            src={image}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            className={`size-full object-cover ${product.isAvailable ? '' : 'grayscale'}`}
          />
        ) : (
          <div className="flex size-full items-center justify-center bg-brand-50 text-brand-200">
            <UtensilsCrossed aria-hidden className="size-6" />
          </div>
        )}
      </div>
    </li>
  )
}
