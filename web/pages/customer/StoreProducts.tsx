import { useDeferredValue, useState } from 'react'
import type { PublicCategory, PublicProduct } from '../../../domain/public-menu'
import { assetUrl } from '../../api/client'
import { ProductPrice } from '../../components/ProductPrice'
import { searchable } from './delivery'
import { SearchIcon, UtensilsIcon } from './icons'

const anchor = (category: PublicCategory) => `seccion-${category.id ?? 'otros'}`

/** The 'Buscar' box, the category chips and the products grouped by category. */
export function StoreProducts({
  categories,
  onOpen,
}: {
  categories: PublicCategory[]
  onOpen: (product: PublicProduct) => void
}) {
  const [query, setQuery] = useState('')
  const term = searchable(useDeferredValue(query))
  const shown = term
    ? categories
        .map((c) => ({
          ...c,
          products: c.products.filter((p) => searchable(p.name).includes(term)),
        }))
        .filter((c) => c.products.length > 0)
    : categories

  return (
    <div className="flex flex-col gap-4">
      <div className="px-4 md:px-0">
        <label className="relative block">
          <span className="sr-only">Buscar</span>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500" />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Buscar"
            className="min-h-12 w-full rounded-full border border-stone-300 bg-white pr-4 pl-11 text-base placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
        </label>
      </div>

      {!term && categories.length > 1 && <CategoryChips categories={categories} />}

      {categories.length === 0 ? (
        <p className="mx-4 rounded-2xl bg-white p-6 text-center text-stone-600 md:mx-0">
          Este comercio todavía no cargó productos.
        </p>
      ) : shown.length === 0 ? (
        <div className="mx-4 flex flex-col items-center gap-2 rounded-2xl bg-white p-8 text-center md:mx-0">
          <SearchIcon className="size-8 text-stone-400" />
          <p role="status" className="font-medium text-stone-800">
            No encontramos productos con “{query.trim()}”.
          </p>
          <button
            type="button"
            onClick={() => setQuery('')}
            className="min-h-11 rounded-lg px-4 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Ver todo el menú
          </button>
        </div>
      ) : (
        shown.map((category) => (
          <section
            key={category.id ?? 'otros'}
            id={anchor(category)}
            aria-labelledby={`${anchor(category)}-titulo`}
            className="scroll-mt-32"
          >
            <h2
              id={`${anchor(category)}-titulo`}
              className="px-4 pb-2 text-lg font-bold text-stone-900 md:px-0"
            >
              {category.name}
            </h2>
            <ul className="grid gap-px overflow-hidden border-y border-stone-200 bg-stone-200 md:grid-cols-2 md:gap-3 md:border-0 md:bg-transparent">
              {category.products.map((product) => (
                <ProductCard key={product.id} product={product} onOpen={onOpen} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  )
}

function CategoryChips({ categories }: { categories: PublicCategory[] }) {
  return (
    <nav
      aria-label="Categorías"
      // Sticks under the compact top bar, which is always shown by the time this reaches the top.
      className="sticky top-14 z-10 -mb-2 border-b border-stone-200 bg-stone-50/95 backdrop-blur md:rounded-b-xl"
    >
      <ul className="flex gap-2 overflow-x-auto px-4 py-2 [scrollbar-width:none] md:px-0">
        {categories.map((category) => (
          <li key={category.id ?? 'otros'} className="shrink-0">
            <a
              href={`#${anchor(category)}`}
              className="flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-medium text-stone-700 hover:border-brand-600 hover:text-brand-700"
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function ProductCard({
  product,
  onOpen,
}: {
  product: PublicProduct
  onOpen: (product: PublicProduct) => void
}) {
  const image = assetUrl(product.imageUrl)
  const available = product.isAvailable
  return (
    <li aria-label={product.name} className="bg-white md:rounded-2xl md:border md:border-stone-200">
      <button
        type="button"
        disabled={!available}
        aria-haspopup="dialog"
        onClick={() => onOpen(product)}
        className="flex h-full w-full gap-3 p-4 text-left hover:bg-stone-50 disabled:cursor-not-allowed disabled:bg-stone-50 md:rounded-2xl"
      >
        <span className="flex min-w-0 flex-1 flex-col">
          <span className={`font-semibold ${available ? 'text-stone-900' : 'text-stone-500'}`}>
            {product.name}
          </span>
          {product.description && (
            <span className="mt-0.5 line-clamp-2 text-sm text-stone-600">
              {product.description}
            </span>
          )}
          <span className="mt-auto flex flex-wrap items-center gap-2 pt-2">
            <ProductPrice {...product} />
            {!available && (
              <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-700">
                Sin stock
              </span>
            )}
          </span>
        </span>
        <span className="size-24 shrink-0 overflow-hidden rounded-xl bg-brand-50">
          {image ? (
            <img
              src={image}
              alt=""
              width={96}
              height={96}
              loading="lazy"
              className={`size-full object-cover ${available ? '' : 'opacity-60 grayscale'}`}
            />
          ) : (
            <span className="flex size-full items-center justify-center text-brand-200">
              <UtensilsIcon className="size-7" />
            </span>
          )}
        </span>
      </button>
    </li>
  )
}
