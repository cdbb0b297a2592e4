import { ReceiptText, Store } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import type { CustomerOrder } from '../../../../domain/orders/customer'
import { whatsAppLink, type HandoffOrder } from '../../../../domain/orders/handoff'
import { ApiRequestError, assetUrl } from '../../../api/client'
import { useCustomerOrder } from '../api/customer-orders'
import { PublicTopBar } from '../../../components/SiteChrome'
import { LinkButton } from '../../../components/ui/LinkButton'
import { LoadingRegion, Skeleton } from '../../../components/ui/Skeleton'
import { WhatsAppHandoff } from '../../../components/WhatsAppHandoff'
import { paths } from '../../../paths'
import { formatPlacedAt, orderNumber } from '../lib/format'
import { OrderPayment } from '../components/OrderPayment'
import { OrderReceipt } from '../components/OrderReceipt'
import { OrderStatusPanel } from '../components/OrderStatusPanel'
import { OrderUnavailable } from '../components/OrderUnavailable'
import { RepeatOrderButton } from '../components/RepeatOrderButton'
import { Picture } from '../../../components/Picture'

/**
 * /pedido/{id}?token= (docs/product.md#real-orders): the customer's receipt, with the shop's
 * answer arriving live. It only reads: an order opened from a shared link is not added to this
 * browser's orders.
 */
export function Component() {
  const { id = '' } = useParams()
  const token = useSearchParams()[0].get('token') ?? ''
  const { data, error, isPending, refetch } = useCustomerOrder(id, token)
  // Without a token there is nothing to ask: the server would answer the same 404.
  const notFound = !token || (error instanceof ApiRequestError && error.status === 404)

  useEffect(() => {
    document.title = data
      ? `Pedido ${orderNumber(data.order.id)} · ${data.business.name} · Barrio`
      : notFound
        ? 'Pedido no encontrado · Barrio'
        : 'Tu pedido · Barrio'
  }, [data, notFound])

  return (
    <div className="flex min-h-dvh flex-col bg-stone-100">
      <PublicTopBar width="max-w-lg" to={paths.orders} label="Tus pedidos" icon={ReceiptText} />
      <main className="mx-auto w-full max-w-lg flex-1 px-4 pt-4 pb-10">
        {data ? (
          <OrderView data={data} token={token} />
        ) : notFound ? (
          <OrderUnavailable />
        ) : isPending ? (
          <OrderSkeleton />
        ) : (
          <OrderUnavailable onRetry={() => void refetch()} />
        )}
      </main>
    </div>
  )
}

function OrderView({ data, token }: { data: CustomerOrder; token: string }) {
  const { order, business } = data
  const logo = assetUrl(business.logoUrl)
  const number = orderNumber(order.id)
  // The link the shop gets is the page's own address, whatever else the URL carries.
  const orderUrl = new URL(paths.order(order.id, token), window.location.origin).href
  const scheduled = useScheduledLabel(order.scheduledFor)
  const late = useLate(order.status === 'PENDING' ? order.lateAt : null)
  const handoff: HandoffOrder = {
    id: order.id,
    shopName: business.name,
    method: order.method,
    deliveryInfo: order.deliveryInfo,
    items: order.items,
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    total: order.total,
    discount: order.discount,
    couponCode: order.couponCode,
    note: order.note,
    customerName: order.customerName,
    payment: order.payment,
    orderUrl,
    scheduled,
  }
  const consultLink = whatsAppLink(
    business.phone,
    `¡Hola, ${business.name}! Te escribo por el pedido ${number} que te hice por Barrio.`,
  )

  return (
    <div className="flex flex-col gap-4">
      <article className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
        <header className="flex items-center gap-3">
          <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-stone-200 bg-brand-50 text-brand-600">
            {logo ? (
              <Picture src={logo} sizes="56px" alt="" className="size-full object-cover" />
            ) : (
              <Store aria-hidden className="size-6" />
            )}
          </div>
          <div className="min-w-0">
            <Link
              to={paths.storefront(business.slug)}
              className="block truncate font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {business.name}
            </Link>
            <h1 className="text-xl leading-tight font-bold text-stone-900">Pedido {number}</h1>
            <p className="text-sm text-stone-600">
              Hecho: <time dateTime={order.createdAt}>{formatPlacedAt(order.createdAt)}</time>
            </p>
            {scheduled && <p className="text-sm font-semibold text-stone-900">{scheduled}</p>}
          </div>
        </header>
        <OrderStatusPanel data={data} late={late} />
        {late && (
          <div className="flex flex-col gap-2">
            <WhatsAppHandoff phone={business.phone} order={handoff} />
            {business.phone && (
              <a
                href={`tel:${business.phone}`}
                className="inline-flex min-h-11 items-center justify-center rounded-lg border border-stone-300 px-4 font-semibold text-stone-800 hover:bg-stone-50"
              >
                Llamar a {business.name}
              </a>
            )}
          </div>
        )}
        <OrderReceipt order={order} />
        <OrderPayment order={order} token={token} />
      </article>

      <div className="flex flex-col gap-2">
        {order.status === 'REJECTED' ? (
          <>
            {consultLink && (
              <a
                href={consultLink}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center justify-center rounded-lg bg-[#128c4a] px-4 font-semibold text-white hover:bg-[#0e7a40]"
              >
                Consultar por WhatsApp
              </a>
            )}
            <LinkButton to={paths.exploreRestaurants}>Pedir en otro comercio</LinkButton>
          </>
        ) : (
          !late && <WhatsAppHandoff phone={business.phone} order={handoff} />
        )}
        <RepeatOrderButton orderId={order.id} token={token} />
        <LinkButton to={paths.storefront(business.slug)} variant="secondary">
          Ir a {business.name}
        </LinkButton>
      </div>
    </div>
  )
}

/**
 * docs/product.md#answer-in-time: whether a pending order is past its `lateAt` by this device's
 * clock, looked at again every few seconds; null for an order that no longer waits.
 */
function useLate(lateAt: string | null): boolean {
  const [now, setNow] = useState(Date.now)
  const late = lateAt !== null && now >= Date.parse(lateAt)
  useEffect(() => {
    if (lateAt === null || late) return
    const timer = setInterval(() => setNow(Date.now()), 5000)
    return () => clearInterval(timer)
  }, [lateAt, late])
  return late
}

/**
 * 'Programado para hoy 21:30' (docs/product.md#scheduled-orders) for an order for later, null
 * otherwise: its rule (and Argentina's clock) is loaded only for such an order, apart from the page.
 */
function useScheduledLabel(at: string | null): string | null {
  const [label, setLabel] = useState<string | null>(null)
  useEffect(() => {
    if (at) {
      void import('../../../../domain/schedule/slots').then((m) => setLabel(m.scheduledLabel(at)))
    }
  }, [at])
  return at && label
}

function OrderSkeleton() {
  return (
    <LoadingRegion label="Cargando tu pedido...">
      <div className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4">
        <div className="flex items-center gap-3">
          <Skeleton className="size-14 rounded-xl" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-6 w-1/2" />
          </div>
        </div>
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-6 w-full" />
      </div>
    </LoadingRegion>
  )
}
