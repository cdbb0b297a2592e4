import { ArrowLeft, ShoppingBag } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, Navigate, useNavigate, useParams } from 'react-router'
import { formatMoney } from '../../../domain/money'
import { usePublicBusiness } from '../../api/public-business'
import { CartProvider } from '../../cart/CartProvider'
import { useCart } from '../../cart/useCart'
import { Alert } from '../../components/ui/Alert'
import { Button } from '../../components/ui/Button'
import { LinkButton } from '../../components/ui/LinkButton'
import { LoadingRegion, Skeleton } from '../../components/ui/Skeleton'
import { paths } from '../../paths'
import { CheckoutLine } from './CheckoutLine'
import { deliveryFeeText } from './delivery'
import { defaultMethod, MethodPicker, offers, type Method } from './MethodPicker'
import type { StorefrontState } from './StorefrontPage'

/** SPEC §2 'Checkout' /editar-pedido/{slug}. */
export function Component() {
  const { slug = '' } = useParams()
  return (
    <CartProvider key={slug} slug={slug}>
      <Checkout slug={slug} />
    </CartProvider>
  )
}

function Checkout({ slug }: { slug: string }) {
  const { data: business, isPending, isError } = usePublicBusiness(slug)
  const { items, total, clear } = useCart()
  const navigate = useNavigate()
  const [chosen, setChosen] = useState<Method | null>(null)

  useEffect(() => {
    if (business) document.title = `Tu pedido · ${business.name} · Barrio`
  }, [business])

  // SPEC §2: a shop that cannot be loaded sends the customer to the start.
  if (isError) return <Navigate to={paths.landing} replace />
  if (isPending) return <CheckoutSkeleton />

  const method = chosen && offers(business, chosen) ? chosen : defaultMethod(business)
  const empty = items.length === 0
  const closed = !business.isOpen
  const fee = method === 'delivery' ? deliveryFeeText(business) : null
  const belowMinimum = method === 'delivery' && !empty && (business.minOrderAmount ?? 0) > total

  const pay = () => {
    // Real orders are created by a later issue; until then the spec's steps: clear, back, and the
    // storefront shows the confirmation.
    clear()
    const state: StorefrontState = { orderConfirmed: true }
    void navigate(paths.storefront(slug), { state })
  }

  return (
    <div className="min-h-dvh pb-44 md:pb-10">
      <header className="sticky top-0 z-20 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-2 md:px-4">
          <Link
            to={paths.storefront(slug)}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
          >
            <ArrowLeft aria-hidden className="size-5" />
            <span className="sr-only">Volver a {business.name}</span>
          </Link>
          <div className="min-w-0">
            <h1 className="text-lg leading-tight font-bold text-stone-900">Tu pedido</h1>
            <p className="truncate text-sm text-stone-600">{business.name}</p>
          </div>
        </div>
      </header>

      <div className="mx-auto mt-4 flex max-w-5xl flex-col gap-4 px-4 md:grid md:grid-cols-[minmax(0,1fr)_20rem] md:items-start md:gap-6">
        <main className="flex flex-col gap-4">
          <section className="rounded-2xl border border-stone-200 bg-white p-4">
            <MethodPicker business={business} value={method} onChange={setChosen} />
          </section>

          <section
            aria-labelledby="productos-titulo"
            className="rounded-2xl border border-stone-200 bg-white px-4 pt-4"
          >
            <h2 id="productos-titulo" className="text-lg font-bold text-stone-900">
              Productos
            </h2>
            {empty ? (
              <div className="flex flex-col items-center gap-3 py-8 text-center">
                <ShoppingBag aria-hidden className="size-10 text-stone-400" />
                <p className="font-medium text-stone-800">Tu pedido está vacío.</p>
                <LinkButton to={paths.storefront(slug)} variant="secondary">
                  Ver productos
                </LinkButton>
              </div>
            ) : (
              <ul aria-label="Productos del pedido" className="divide-y divide-stone-200">
                {items.map((line) => (
                  <CheckoutLine key={line.uid} line={line} />
                ))}
              </ul>
            )}
          </section>
        </main>

        <aside
          aria-label="Resumen"
          className="fixed inset-x-0 bottom-0 z-20 flex flex-col gap-2 border-t border-stone-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] md:sticky md:top-[4.5rem] md:rounded-2xl md:border md:p-4 md:shadow-none"
        >
          {closed && (
            <Alert tone="info">
              <p className="font-semibold">El local está cerrado en este momento</p>
              {business.openStatus.kind !== 'closed' && <p>{business.openStatus.label}.</p>}
            </Alert>
          )}
          <p className="flex items-baseline justify-between text-lg font-bold">
            <span>Total</span>
            <span className="tabular-nums">{formatMoney(total, 0)}</span>
          </p>
          {fee && fee !== 'Envío gratis' && (
            <p className="-mt-1 text-sm text-stone-600">{fee}, no incluido en el total.</p>
          )}
          {fee === 'Envío gratis' && <p className="-mt-1 text-sm text-stone-600">Envío gratis.</p>}
          {belowMinimum && (
            <p className="text-sm text-amber-900">
              El pedido mínimo para delivery es {formatMoney(business.minOrderAmount ?? 0, 0)}.
            </p>
          )}
          <Button full disabled={empty || closed} onClick={pay}>
            Ir a pagar
          </Button>
          {empty && !closed && (
            <p className="text-center text-sm text-stone-600">Agregá productos para continuar.</p>
          )}
        </aside>
      </div>
    </div>
  )
}

function CheckoutSkeleton() {
  return (
    <LoadingRegion label="Cargando tu pedido...">
      <div className="mx-auto flex max-w-5xl flex-col gap-4 p-4">
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    </LoadingRegion>
  )
}
