import { ArrowLeft, Bike, ShoppingBag, Store } from 'lucide-react'
import { Link } from 'react-router'
import type { ExploreItem } from '../../../../domain/explore/schemas'
import { assetUrl } from '../../../api/client'
import { useExplore } from '../api/explore'
import { OpenStatusBadge } from '../../../components/OpenStatusBadge'
import { Button } from '../../../components/ui/Button'
import { EmptyState } from '../../../components/ui/EmptyState'
import { ListState } from '../../../components/ui/ListState'
import { Skeleton } from '../../../components/ui/Skeleton'
import { useBrowserState } from '../../../lib/hydration'
import { readSavedLocation } from '../../../lib/location'
import { EXPLORE_LOAD_ERROR } from '../../../../domain/messages/customer'
import { paths } from '../../../paths'
import { Picture } from '../../../components/Picture'
import { Later } from '../../../components/Later'
import { formatKm } from '../../../../domain/geo/rules'

const FAR_HEADING = 'Lejos de tu ubicación'
const NOTHING_NEAR = 'No encontramos comercios cerca de tu dirección. Revisá que sea la correcta.'

const distanceText = (meters: number) => (meters < 1000 ? `a ${meters} m` : `a ${formatKm(meters)}`)

function Badge({ icon: Icon, children }: { icon: typeof Bike; children: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
      <Icon aria-hidden className="size-3.5" />
      {children}
    </span>
  )
}

function ShopRow({ shop }: { shop: ExploreItem }) {
  const logo = assetUrl(shop.logoUrl)
  return (
    <li aria-label={shop.name}>
      <Link
        to={paths.storefront(shop.slug)}
        className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3 hover:border-brand-300 hover:bg-brand-50/40"
      >
        <span className="size-16 shrink-0 overflow-hidden rounded-xl bg-stone-100">
          {logo ? (
            <Picture
              src={logo}
              sizes="64px"
              alt=""
              loading="lazy"
              className="size-full object-cover"
            />
          ) : (
            <span className="flex size-full items-center justify-center text-stone-400">
              <Store aria-hidden className="size-7" />
            </span>
          )}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="line-clamp-2 font-semibold text-stone-900">{shop.name}</span>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <OpenStatusBadge
              status={shop.openStatus}
              pausedUntil={shop.pausedUntil}
              availability={shop.availability}
            />
            <span className="text-sm text-stone-600">
              {[shop.city, shop.distanceMeters === null ? null : distanceText(shop.distanceMeters)]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </span>
          <span className="flex flex-wrap gap-1.5">
            {shop.supportsDelivery && <Badge icon={Bike}>Delivery</Badge>}
            {shop.supportsPickup && <Badge icon={ShoppingBag}>Retiro en el local</Badge>}
          </span>
        </span>
      </Link>
    </li>
  )
}

function ShopList({ label, shops }: { label: string; shops: ExploreItem[] }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {shops.map((shop) => (
        // Each row is adopted in a step of its own: the list answers taps sooner on a slow phone.
        <Later key={shop.id}>
          <ShopRow shop={shop} />
        </Later>
      ))}
    </ul>
  )
}

/** docs/product.md#screens 'Explore restaurants': open ones first (docs/product.md#states), nearest first with a saved location. */
export function Component() {
  const [location] = useBrowserState(() => readSavedLocation(), null)
  const explore = useExplore(location)
  const shops = explore.data?.pages.flatMap((p) => p.items) ?? []
  // The server lists the shops in reach first; the rest follow under their own heading.
  const near = shops.filter((shop) => shop.nearYou !== false)
  const far = shops.filter((shop) => shop.nearYou === false)

  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col gap-4 bg-stone-50 px-4 py-4">
      <Link
        to={paths.clientHome}
        className="-ml-2 inline-flex min-h-11 items-center gap-1 self-start rounded-lg px-2 font-medium text-brand-700 hover:bg-brand-50"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Volver al inicio
      </Link>
      <header>
        <h1 className="text-2xl font-bold text-stone-900">Restaurantes</h1>
        <p className="text-stone-600">
          {location
            ? `Cerca de ${[location.street, location.number].filter(Boolean).join(' ') || 'tu ubicación'}`
            : 'Los abiertos primero.'}
        </p>
      </header>
      <ListState
        query={explore}
        loadingLabel="Cargando comercios..."
        skeleton={
          <div className="flex flex-col gap-3">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-24 w-full rounded-2xl" />
            ))}
          </div>
        }
        errorMessage={EXPLORE_LOAD_ERROR}
        isEmpty={shops.length === 0}
        empty={
          <EmptyState icon={Store} title="Todavía no hay comercios cerca tuyo.">
            Probá con otra dirección o volvé más tarde.
          </EmptyState>
        }
      >
        {() => (
          <>
            {near.length > 0 && <ShopList label="Restaurantes" shops={near} />}
            {far.length > 0 && (
              <section aria-labelledby="explore-far" className="flex flex-col gap-3">
                <h2 id="explore-far" className="pt-2 text-lg font-semibold text-stone-900">
                  {FAR_HEADING}
                </h2>
                {near.length === 0 && <p className="text-stone-600">{NOTHING_NEAR}</p>}
                <ShopList label={FAR_HEADING} shops={far} />
              </section>
            )}
            {explore.hasNextPage && (
              <Button
                variant="secondary"
                busy={explore.isFetchingNextPage}
                onClick={() => void explore.fetchNextPage()}
              >
                Ver más comercios
              </Button>
            )}
          </>
        )}
      </ListState>
    </main>
  )
}
