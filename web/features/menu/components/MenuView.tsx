import type { PublicMenu } from '../../../../domain/menu/schemas'
import { assetUrl } from '../../../api/client'
import { CategoryNav } from './CategoryNav'
import { categoryAnchor, MenuCategory } from './MenuCategory'
import { ShopLogoRow } from './ShopLogoRow'
import { PausedNotice } from '../../../components/PausedNotice'
import { Picture } from '../../../components/Picture'
import { Later } from '../../../components/Later'

/** The cover's box, 8:3 of the page's width up to the menu's 768 px column. */
export const COVER_WIDTH = 768
export const COVER_HEIGHT = 288

/**
 * docs/product.md#screens 'Public menu': a shop's QR menu drawn from its data alone, so the server
 * renders it to HTML (docs/product.md#fast-public-pages) and the browser adopts that HTML with the
 * same component.
 */
export function MenuView({ menu }: { menu: PublicMenu }) {
  const { business, categories } = menu
  const cover = assetUrl(business.coverUrl)
  const address = [business.address, business.city].filter(Boolean).join(', ')

  return (
    <div className="mx-auto min-h-dvh max-w-3xl bg-white pb-10 shadow-sm">
      <header>
        <div className="aspect-[8/3] w-full bg-brand-100">
          {cover && (
            <Picture
              src={cover}
              sizes="(min-width: 768px) 768px, 100vw"
              alt=""
              width={COVER_WIDTH}
              height={COVER_HEIGHT}
              className="size-full object-cover"
              fetchPriority="high"
            />
          )}
        </div>
        <ShopLogoRow business={business} />
        <div className="px-4 pt-3">
          <h1 className="text-2xl font-bold leading-tight text-stone-900">{business.name}</h1>
          {address && <p className="mt-1 text-stone-600">{address}</p>}
        </div>
        <PausedNotice
          pausedUntil={business.pausedUntil}
          availability={business.availability}
          className="mx-4 mt-3"
        />
      </header>

      {categories.length > 1 && business.availability !== 'unavailable' && (
        <CategoryNav
          categories={categories}
          anchor={categoryAnchor}
          className="top-0 mt-4 bg-white/95 backdrop-blur"
        />
      )}

      <main className="mt-3 flex flex-col gap-3 px-3 sm:px-4">
        {business.availability === 'unavailable' ? null : categories.length === 0 ? (
          <p className="rounded-xl bg-stone-50 p-6 text-center text-stone-600">
            Este comercio todavía no cargó productos.
          </p>
        ) : (
          categories.map((category, index) => (
            // Each section is adopted in a step of its own: a long menu answers taps sooner.
            <Later key={category.id ?? 'otros'}>
              <MenuCategory
                category={category}
                anchor={categoryAnchor(category)}
                // The first section is on screen as the page opens; the rest load their pictures
                // as the customer scrolls to them.
                eager={index === 0}
              />
            </Later>
          ))
        )}
      </main>

      <footer className="mt-8 px-4 text-center text-sm text-stone-500">
        Menú digital hecho con <span className="font-semibold text-brand-700">Barrio</span>
      </footer>
    </div>
  )
}
