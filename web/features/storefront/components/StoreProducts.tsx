import { useDeferredValue, useState } from 'react'
import type { PublicCategory, PublicProduct } from '../../../../domain/menu/schemas'
import { CategoryNav, ProductSummary } from '../../menu'
import { searchable } from '../lib/delivery'
import { SearchIcon } from '../../../components/icons'
import { Later } from '../../../components/Later'

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

      {!term && categories.length > 1 && (
        <CategoryNav
          categories={categories}
          anchor={anchor}
          // Sticks under the compact top bar, which is always shown by the time this reaches the top.
          className="top-14 -mb-2 bg-stone-50/95 backdrop-blur md:rounded-b-xl"
          listClassName="px-4 md:px-0"
        />
      )}

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
          // Each section is adopted in a step of its own: a long menu answers taps sooner.
          <Later key={category.id ?? 'otros'}>
            <section
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
                  <li
                    key={product.id}
                    aria-label={product.name}
                    className="bg-white md:rounded-2xl md:border md:border-stone-200"
                  >
                    <button
                      type="button"
                      disabled={!product.isAvailable}
                      aria-haspopup="dialog"
                      onClick={() => onOpen(product)}
                      className="flex h-full w-full gap-3 p-4 text-left hover:bg-stone-50 disabled:cursor-not-allowed disabled:bg-stone-50 md:rounded-2xl"
                    >
                      <ProductSummary product={product} title="span" imageSize={96} />
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          </Later>
        ))
      )}
    </div>
  )
}
