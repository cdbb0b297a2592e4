import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { TOP_BAR_SCROLL_THRESHOLD_PX } from '../../../../domain/constants'
import type { PublicProduct } from '../../../../domain/menu/schemas'
import { CartProvider } from '../components/CartProvider'
import { useCart } from '../lib/useCart'
import { paths } from '../../../paths'
import { CartBar, CartPanel } from '../components/CartSummary'
import { StoreHeader } from '../components/StoreHeader'
import { StoreProducts } from '../components/StoreProducts'
import { useStoreMenu } from '../lib/useStoreMenu'
import { StorefrontSkeleton } from '../components/StorefrontSkeleton'
import type { ConfirmedOrder } from '../components/OrderConfirmed'
import { PausedNotice } from '../../../components/PausedNotice'

const loadDialogs = () => import('../components/StoreDialogs')
const StoreDialogs = lazy(loadDialogs)
const TopBar = lazy(() => loadDialogs().then((m) => ({ default: m.TopBar })))
// Screens few visits see: kept out of the first load too.
const StoreUnavailable = lazy(() => import('../components/StoreUnavailable'))
const OrderConfirmed = lazy(() => import('../components/OrderConfirmed'))

/** Set by checkout when it sends the customer back after 'Ir a pagar': the order it placed. */
export interface StorefrontState {
  placedOrder?: ConfirmedOrder
}

/** docs/product.md#screens 'Storefront' /negocio/{slug}: the menu with a cart. */
export function Component() {
  const { slug = '' } = useParams()
  return (
    <CartProvider key={slug} slug={slug}>
      <Storefront slug={slug} />
    </CartProvider>
  )
}

function Storefront({ slug }: { slug: string }) {
  const { data: menu, isPending, error, retry } = useStoreMenu(slug)
  const { units, clear } = useCart()
  const navigate = useNavigate()
  const [product, setProduct] = useState<PublicProduct | null>(null)
  const [cartOpen, setCartOpen] = useState(false)
  const [exitOpen, setExitOpen] = useState(false)
  const [dialogsUsed, setDialogsUsed] = useState(false)
  const confirmed = useConfirmedOrder()
  const scrolled = useScrolledPast(TOP_BAR_SCROLL_THRESHOLD_PX)
  const [topBarUsed, setTopBarUsed] = useState(false)
  if (scrolled && !topBarUsed) setTopBarUsed(true)

  useEffect(() => {
    if (menu) document.title = `${menu.business.name} · Barrio`
  }, [menu])

  if (isPending) return <StorefrontSkeleton />
  if (!menu) {
    return (
      <Suspense fallback={null}>
        <StoreUnavailable error={error} onRetry={retry} />
      </Suspense>
    )
  }

  const { business, categories } = menu
  const openProduct = (p: PublicProduct) => {
    setDialogsUsed(true)
    setProduct(p)
  }
  const openCart = () => {
    setDialogsUsed(true)
    setCartOpen(true)
  }
  // Nothing to lose with an empty cart, so no question to answer either.
  const exit = () => {
    if (units === 0) return void navigate(paths.landing)
    setDialogsUsed(true)
    setExitOpen(true)
  }

  return (
    <div
      className="min-h-dvh pb-28 md:pb-10"
      // The first touch or key press fetches the dialogs, so they are there by the time of the tap.
      onPointerDownCapture={() => void loadDialogs()}
      onKeyDownCapture={() => void loadDialogs()}
    >
      {topBarUsed && (
        <Suspense fallback={null}>
          <TopBar shown={scrolled} name={business.name} onExit={exit} onOpenCart={openCart} />
        </Suspense>
      )}
      <div className="mx-auto max-w-6xl md:px-4">
        <StoreHeader business={business} onExit={exit} />
        {confirmed.order && (
          <Suspense fallback={null}>
            <OrderConfirmed order={confirmed.order} onDismiss={confirmed.dismiss} />
          </Suspense>
        )}
        {!business.isOpen && business.availability === 'taking-orders' && (
          <div className="mx-4 mt-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900 md:mx-0">
            {/* One that takes orders for later takes them now (docs/product.md#scheduled-orders). */}
            <p className="font-semibold">
              {business.acceptsScheduled
                ? 'Cerrado ahora · Pedí para más tarde'
                : 'El local está cerrado en este momento'}
            </p>
            <p className="text-sm">
              {business.openStatus.kind === 'closed' ? '' : `${business.openStatus.label}. `}
              {business.acceptsScheduled
                ? 'Armá tu pedido y elegí un horario al confirmarlo.'
                : 'Podés armar tu pedido y enviarlo cuando abra.'}
            </p>
          </div>
        )}
        {(business.isOpen || business.availability !== 'taking-orders') && (
          <PausedNotice
            pausedUntil={business.pausedUntil}
            availability={business.availability}
            className="mx-4 mt-4 md:mx-0"
          >
            Podés armar tu pedido y enviarlo cuando vuelva a tomar pedidos.
          </PausedNotice>
        )}
        {/* A suspended shop shows no products and takes no cart (docs/product.md#operators). */}
        {business.availability !== 'unavailable' && (
          <div className="mt-4 md:grid md:grid-cols-[minmax(0,1fr)_20rem] md:items-start md:gap-6">
            <main>
              <StoreProducts categories={categories} onOpen={openProduct} />
            </main>
            <CartPanel onEdit={openCart} />
          </div>
        )}
      </div>
      {business.availability !== 'unavailable' && <CartBar onOpen={openCart} />}

      {dialogsUsed && (
        <Suspense fallback={null}>
          <StoreDialogs
            product={product}
            onCloseProduct={() => setProduct(null)}
            cartOpen={cartOpen}
            onCloseCart={() => setCartOpen(false)}
            exitOpen={exitOpen}
            onCancelExit={() => setExitOpen(false)}
            onExit={() => {
              clear()
              void navigate(paths.landing)
            }}
          />
        </Suspense>
      )}
    </div>
  )
}

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return past
}

/**
 * The confirmation checkout asks for. It is taken out of the history entry at once, so a reload
 * does not confirm the order a second time.
 */
function useConfirmedOrder() {
  const location = useLocation()
  const navigate = useNavigate()
  const placed = (location.state as StorefrontState | null)?.placedOrder ?? null
  const [order, setOrder] = useState(placed)
  const pending = placed !== null
  useEffect(() => {
    if (pending) void navigate(location.pathname, { replace: true, state: null })
  }, [pending, navigate, location.pathname])
  return { order, dismiss: () => setOrder(null) }
}
