import { ChevronRight, UtensilsCrossed } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../../paths'
import { CustomerHeader } from '../components/CustomerHeader'
import { CustomerNav } from '../../../components/layout/CustomerNav'
import { Picture } from '../../../components/Picture'

/** docs/product.md#screens '/client/home': the customer's start, with one category card, Restaurantes. */
export function Component() {
  return (
    <div className="min-h-dvh bg-stone-50 pb-20 md:pb-0">
      <CustomerHeader />
      <main className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-6">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">
          Explorá los comercios cerca tuyo
        </h1>
        <ul aria-label="Categorías" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <li>
            <Link
              to={paths.exploreRestaurants}
              className="group flex items-center gap-4 overflow-hidden rounded-2xl border border-stone-200 bg-white p-3 hover:border-brand-300"
            >
              <Picture
                src="/presets/pastas.jpg"
                sizes="96px"
                alt=""
                width={96}
                height={72}
                className="aspect-[4/3] w-24 shrink-0 rounded-xl object-cover"
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex items-center gap-2 text-lg font-bold text-stone-900">
                  <UtensilsCrossed aria-hidden className="size-5 text-brand-700" />
                  Restaurantes
                </span>
                <span className="text-sm text-stone-600">
                  Pizzerías, parrillas, sushi, cafés y más.
                </span>
              </span>
              <ChevronRight
                aria-hidden
                className="size-5 shrink-0 text-stone-400 group-hover:text-brand-700"
              />
            </Link>
          </li>
        </ul>
      </main>
      <CustomerNav />
    </div>
  )
}
