import { useEffect } from 'react'
import { useParams } from 'react-router'
import { assetUrl } from '../../../api/client'
import { usePublicMenu } from '../api/public-menu'
import { CategoryNav } from '../components/CategoryNav'
import { ShopLogoRow } from '../components/ShopLogoRow'
import { categoryAnchor, MenuCategory } from '../components/MenuCategory'
import { MenuSkeleton } from '../components/MenuSkeleton'
import { MenuUnavailable } from '../components/MenuUnavailable'

/** docs/product.md#screens 'Public menu': the page a customer opens by scanning the QR on the table. */
export function Component() {
  const { slug = '' } = useParams()
  const { data: menu, isPending, isError } = usePublicMenu(slug)

  useEffect(() => {
    if (menu) document.title = `${menu.business.name} · Menú · Barrio`
  }, [menu])

  if (isPending) return <MenuSkeleton />
  if (isError) return <MenuUnavailable />

  const { business, categories } = menu
  const cover = assetUrl(business.coverUrl)
  const address = [business.address, business.city].filter(Boolean).join(', ')

  return (
    <div className="mx-auto min-h-dvh max-w-3xl bg-white pb-10 shadow-sm">
      <header>
        <div className="aspect-[8/3] w-full bg-brand-100">
          {cover && (
            <img src={cover} alt="" className="size-full object-cover" fetchPriority="high" />
          )}
        </div>
        <ShopLogoRow business={business} />
        <div className="px-4 pt-3">
          <h1 className="text-2xl font-bold leading-tight text-stone-900">{business.name}</h1>
          {address && <p className="mt-1 text-stone-600">{address}</p>}
        </div>
      </header>

      {categories.length > 1 && (
        <CategoryNav
          categories={categories}
          anchor={categoryAnchor}
          className="top-0 mt-4 bg-white/95 backdrop-blur"
        />
      )}

      <main className="mt-3 flex flex-col gap-3 px-3 sm:px-4">
        {categories.length === 0 ? (
          <p className="rounded-xl bg-stone-50 p-6 text-center text-stone-600">
            Este comercio todavía no cargó productos.
          </p>
        ) : (
          categories.map((category) => (
            <MenuCategory
              key={category.id ?? 'otros'}
              category={category}
              anchor={categoryAnchor(category)}
            />
          ))
        )}
      </main>

      <footer className="mt-8 px-4 text-center text-sm text-stone-500">
        Menú digital hecho con <span className="font-semibold text-brand-700">Barrio</span>
      </footer>
    </div>
  )
}
