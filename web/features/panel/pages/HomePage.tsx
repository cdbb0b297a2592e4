import { useQueryClient } from '@tanstack/react-query'
import { Plus, QrCode, TicketPercent, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { statsQuery, useStats } from '../../../api/business'
import { OrderGateBanner } from '../../../components/OrderGateBanner'
import { WidgetBoundary } from '../../../components/ui/WidgetBoundary'
import { paths } from '../../../paths'
import { useCan } from '../../../session/useMemberRole'
import { useSession } from '../../../session/useSession'
import { salesKey } from '../api/sales'
import { PlanBanner } from '../components/PlanBanner'
import { SalesSection } from '../components/SalesSection'

/** A figure of the home; one it cannot draw leaves its title and the other cards standing. */
function Card({
  title,
  drawn,
  onRetry,
  children,
}: {
  title: string
  /** Changes with each answer of the card's query, so a new answer is drawn anew. */
  drawn?: number
  onRetry?: () => unknown
  children: ReactNode
}) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 className="text-sm font-medium text-stone-600">{title}</h2>
      <WidgetBoundary key={drawn} onRetry={onRetry} className="mt-2">
        <div className="mt-1 truncate text-2xl font-bold text-stone-900">{children}</div>
      </WidgetBoundary>
    </section>
  )
}

/** docs/product.md#screens 'Home' of the panel, and its sales (docs/product.md#sales). */
export function Component() {
  const { user } = useSession()
  // The plan is the owner's alone; a manager sees the figures without it (docs/product.md#team).
  const seesPlan = useCan('plan')
  const seesCustomers = useCan('customers')
  // Cupones has no place in the phone's bottom bar: Inicio leads there (docs/product.md#coupons).
  const seesCoupons = useCan('coupons')
  const stats = useStats()
  const queryClient = useQueryClient()
  const retryStats = () => queryClient.resetQueries({ queryKey: statsQuery.queryKey, exact: true })
  const value = (v: ReactNode) =>
    stats.isPending ? (
      <span className="inline-block h-7 w-16 animate-pulse rounded bg-stone-200" />
    ) : (
      v
    )

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <h1 className="text-2xl font-bold text-stone-900">
        Hola, {user?.businessName || 'Comercio'}
      </h1>
      {/* Whether the shop takes orders; the plan's own banner, below, has its 'Abonar ahora'. */}
      <WidgetBoundary>
        <OrderGateBanner withPay={false} />
      </WidgetBoundary>
      {user && seesPlan && (
        <WidgetBoundary>
          <PlanBanner
            plan={user.plan}
            subscriptionPaid={user.subscriptionPaid}
            expiresAt={user.expiresAt}
          />
        </WidgetBoundary>
      )}
      <div className={`grid gap-3 ${seesPlan ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        <Card title="Pedidos Hoy" drawn={stats.dataUpdatedAt} onRetry={retryStats}>
          {value(stats.isError ? '—' : stats.data?.ordersToday)}
        </Card>
        <Card title="Más vendido" drawn={stats.dataUpdatedAt} onRetry={retryStats}>
          {value(stats.data?.topProductName ?? 'Sin datos')}
        </Card>
        {seesPlan && <Card title="Plan actual">{user?.plan}</Card>}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          to={paths.business.addProduct}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
        >
          <Plus aria-hidden className="size-5" />
          Agregar producto
        </Link>
        <Link
          to={paths.business.qrMenu}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:bg-stone-50"
        >
          <QrCode aria-hidden className="size-5" />
          Compartir menú QR
        </Link>
        {/* docs/product.md#customers: a phone's way there (the bottom bar has no room). */}
        {seesCustomers && (
          <Link
            to={paths.business.customers}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:bg-stone-50"
          >
            <Users aria-hidden className="size-5" />
            Clientes
          </Link>
        )}
        {seesCoupons && (
          <Link
            to={paths.business.coupons}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:bg-stone-50"
          >
            <TicketPercent aria-hidden className="size-5" />
            Cupones
          </Link>
        )}
      </div>
      <WidgetBoundary
        onRetry={() => queryClient.resetQueries({ queryKey: salesKey })}
        className="rounded-2xl border border-stone-200 bg-white p-4"
      >
        <SalesSection />
      </WidgetBoundary>
    </div>
  )
}
