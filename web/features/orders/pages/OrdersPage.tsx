import {
  AlarmClock,
  BellRing,
  CalendarClock,
  ClipboardList,
  Clock,
  History,
  Printer,
  QrCode,
  RotateCw,
  Volume2,
  VolumeX,
} from 'lucide-react'
import { useId, useMemo, useState, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useOrders } from '../api/orders'
import { useTiming } from '../api/timing'
import { BusyOrdersButton } from '../components/BusyOrders'
import { lateCountText, splitBoard, useNow } from '../lib/order-clock'
import { Button } from '../../../components/ui/Button'
import { EmptyState } from '../../../components/ui/EmptyState'
import { ListState } from '../../../components/ui/ListState'
import { LinkButton } from '../../../components/ui/LinkButton'
import { PageHeader } from '../../../components/ui/PageHeader'
import { Skeleton } from '../../../components/ui/Skeleton'
import { paths } from '../../../paths'
import { useLiveOrders } from '../components/LiveOrdersProvider'
import { OrderCard } from '../components/OrderCard'
import { PauseOrdersPanel } from '../components/PauseOrders'
import { OrderGateBanner } from '../../../components/OrderGateBanner'
import { TicketSettings } from '../components/TicketSettings'
import { ORDERS_LOAD_ERROR } from '../../../../domain/messages/panel'
import { useFreshIds } from '../lib/useFreshIds'
import { OrderHistory } from '../components/OrderHistory'
import { historySearch, isHistoryView, readHistoryFilter } from '../lib/history-params'

/** 'Programados' in the address, beside 'Historial' (docs/product.md#scheduled-orders). */
const SCHEDULED_VIEW = 'programados'

/**
 * On a phone each button is its icon alone (the kitchen's board must show the first order on the
 * first screen); the label stays its accessible name, and shows from md up.
 */
const label = 'sr-only md:not-sr-only'
const group = 'flex flex-wrap gap-2 [&>button]:min-w-11 [&>button]:px-3 md:[&>button]:px-4'

/**
 * The screen's buttons, in one row (icons alone on a phone): `children` (Actualizar, Pausar pedidos,
 * Mucho trabajo), then the alerts of this device (docs/product.md#real-orders). The chime can be muted; system notifications must be asked for from a
 * click, so that button shows while the browser has not been asked yet. 'Tickets' opens this
 * device's printing settings under the row (docs/product.md#tickets).
 */
function Toolbar({ children }: { children?: ReactNode }) {
  const { soundOn, soundBlocked, setSoundOn, notifications, enableNotifications } = useLiveOrders()
  const [ticketsOpen, setTicketsOpen] = useState(false)
  const ticketsId = useId()
  const SoundIcon = soundOn ? Volume2 : VolumeX
  return (
    <div className="flex flex-col gap-1.5 md:gap-2">
      {/* Icons alone on a phone: six fit one row of a 390 px screen. Wider, the shop's controls
          and this device's each keep together, so a row that wraps breaks between them. */}
      <div className="flex flex-wrap justify-between gap-2">
        <div className={group}>{children}</div>
        <div className={group}>
          <Button
            variant="secondary"
            title={
              soundOn
                ? 'Tocá para silenciar los pedidos nuevos'
                : 'Tocá para escuchar los pedidos nuevos'
            }
            className={soundOn ? '' : 'text-stone-600'}
            onClick={() => setSoundOn(!soundOn)}
          >
            <SoundIcon aria-hidden className="size-4" />
            <span className={label}>{soundOn ? 'Sonido activado' : 'Sonido desactivado'}</span>
          </Button>
          {notifications === 'default' && (
            <Button variant="secondary" onClick={enableNotifications}>
              <BellRing aria-hidden className="size-4" />
              <span className={label}>Activar avisos</span>
            </Button>
          )}
          <Button
            variant="secondary"
            aria-expanded={ticketsOpen}
            aria-controls={ticketsOpen ? ticketsId : undefined}
            className="aria-expanded:bg-stone-100"
            onClick={() => setTicketsOpen(!ticketsOpen)}
          >
            <Printer aria-hidden className="size-4" />
            <span className={label}>Tickets</span>
          </Button>
        </div>
      </div>
      {ticketsOpen && <TicketSettings id={ticketsId} />}
      {/* Browsers keep a page silent until its first tap: an owner who just opened the panel on a
          counter tablet would otherwise miss the first order without knowing why. The line says
          so in the page's flow, above the orders, so it covers no card's buttons; it keeps its
          one line when the tap unlocks the sound (only its words change), so nothing under the
          finger moves between press and release. */}
      <p
        role="status"
        className={`flex min-h-8 items-center rounded-lg px-3 py-1 text-xs md:text-sm ${
          soundBlocked ? 'bg-amber-100 font-medium text-amber-950' : 'bg-stone-100 text-stone-600'
        }`}
      >
        {soundBlocked
          ? 'Tocá la pantalla una vez para que suene el aviso.'
          : soundOn
            ? 'Los pedidos nuevos aparecen solos y suenan.'
            : 'Los pedidos nuevos aparecen solos, sin sonido.'}
      </p>
    </div>
  )
}

/**
 * docs/product.md#screens 'Orders' (/business/pedidos) with its two views of
 * docs/product.md#order-history: 'Hoy' (the live board) and 'Historial', kept in the address.
 */
export function Component() {
  const [params, setParams] = useSearchParams()
  const historyView = isHistoryView(params)
  const scheduledView = params.get('vista') === SCHEDULED_VIEW
  const filter = useMemo(() => readHistoryFilter(params), [params])
  return (
    // Closer on a phone: the kitchen's first order must be on the first screen.
    <div className="mx-auto flex max-w-5xl flex-col gap-2.5 md:gap-5">
      {historyView ? (
        <>
          <PageHeader title="Pedidos" description="Buscá pedidos anteriores y descargalos." />
          <ViewTabs view="history" />
          <OrderHistory filter={filter} onFilter={(next) => setParams(historySearch(next))} />
        </>
      ) : (
        <TodayBoard scheduledView={scheduledView} />
      )}
    </div>
  )
}

type View = 'today' | 'scheduled' | 'history'

/**
 * The views, as links: each is an address of its own. 'Programados' shows while the shop takes
 * scheduled orders or has some ahead (`scheduled` counts them; null hides the tab).
 */
function ViewTabs({ view, scheduled = null }: { view: View; scheduled?: number | null }) {
  const history = view === 'history'
  // Three tabs share a phone's width: their icons show from a tablet up.
  const three = scheduled !== null
  const icon = three ? 'hidden size-4 sm:block' : 'size-4'
  const tab = (active: boolean) =>
    `flex min-h-9 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-lg ${three ? 'px-2 sm:px-3' : 'px-3'} text-sm font-semibold md:min-h-10 md:flex-none md:px-4 ${active ? 'bg-white text-stone-900 shadow-sm ring-1 ring-stone-200' : 'text-stone-600 hover:text-stone-900'}`
  return (
    <nav
      aria-label="Vistas de pedidos"
      className="flex gap-1 self-stretch rounded-xl bg-stone-100 p-1 md:self-start"
    >
      <Link
        to={paths.business.orders}
        aria-current={view === 'today' ? 'page' : undefined}
        className={tab(view === 'today')}
      >
        <Clock aria-hidden className={icon} />
        Hoy
      </Link>
      {scheduled !== null && (
        <Link
          to={`${paths.business.orders}?vista=${SCHEDULED_VIEW}`}
          aria-current={view === 'scheduled' ? 'page' : undefined}
          className={tab(view === 'scheduled')}
        >
          <CalendarClock aria-hidden className={icon} />
          Programados
          {scheduled > 0 && (
            <span className="rounded-full bg-sky-100 px-1.5 text-xs text-sky-900 tabular-nums">
              {scheduled}
            </span>
          )}
        </Link>
      )}
      <Link
        to={`${paths.business.orders}?${historySearch({})}`}
        aria-current={history ? 'page' : undefined}
        className={tab(history)}
      >
        <History aria-hidden className={icon} />
        Historial
      </Link>
    </nav>
  )
}

/**
 * 'Hoy': newest first, live; pending ones can be answered. 'Programados' (`scheduledView`): the
 * pending orders whose due time is ahead, soonest first; each comes to 'Hoy' when this device's
 * clock reaches it (docs/product.md#scheduled-orders).
 */
function TodayBoard({ scheduledView }: { scheduledView: boolean }) {
  const orders = useOrders()
  const timing = useTiming()
  const now = useNow()
  const { lateCount } = useLiveOrders()
  const all = (orders.data?.pages.flat() ?? []).sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  )
  const { today, scheduled } = splitBoard(all, timing, now)
  const list = scheduledView ? scheduled : today
  const pendingCount = today.filter((o) => o.status === 'PENDING').length
  // Orders that arrive while the screen is open (pushed live, or by the poll) stand out a moment.
  const fresh = useFreshIds(orders.data ? list.map((o) => o.id).join(' ') : undefined)
  const freshNames = list.filter((o) => fresh.has(o.id)).map((o) => o.user.fullName)

  const body = (
    <ListState
      query={orders}
      failed={orders.isError && list.length === 0}
      loadingLabel="Cargando pedidos..."
      skeleton={
        <div className="grid gap-3 lg:grid-cols-2">
          {[0, 1, 2].map((i) => (
            <div
              key={i}
              className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4"
            >
              <div className="flex justify-between">
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-7 w-24 rounded-full" />
              </div>
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-16 w-full rounded-xl" />
              <Skeleton className="h-5 w-1/3 self-end" />
            </div>
          ))}
        </div>
      }
      errorMessage={ORDERS_LOAD_ERROR}
      isEmpty={list.length === 0}
      empty={
        scheduledView ? (
          <EmptyState icon={CalendarClock} title="No hay pedidos programados.">
            Los pedidos para más tarde esperan acá y pasan a Hoy cuando llega la hora de
            prepararlos.
          </EmptyState>
        ) : (
          <EmptyState
            icon={ClipboardList}
            title="No hay pedidos aún."
            action={
              <LinkButton to={paths.business.qrMenu} variant="secondary">
                <QrCode aria-hidden className="size-5" />
                Compartir menú QR
              </LinkButton>
            }
          >
            Cuando un cliente haga un pedido, lo vas a ver acá para aceptarlo o rechazarlo. Los de
            días anteriores están en el Historial.
          </EmptyState>
        )
      }
    >
      {() => (
        <>
          <div className="grid items-start gap-3 lg:grid-cols-2">
            {list.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                fresh={fresh.has(order.id)}
                onConflict={() => orders.refetch()}
                timing={timing}
                now={now}
              />
            ))}
          </div>
          {orders.hasNextPage && (
            <Button
              variant="secondary"
              className="self-center"
              busy={orders.isFetchingNextPage}
              onClick={() => orders.fetchNextPage()}
            >
              Ver pedidos anteriores
            </Button>
          )}
        </>
      )}
    </ListState>
  )

  return (
    <>
      {/* The count beside the title on a phone: one line less above the first order. */}
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1 md:flex-col md:items-start">
        <h1 className="text-2xl font-bold text-stone-900">Pedidos</h1>
        {orders.isSuccess && all.length > 0 && (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600 md:text-base">
            {pendingCount === 0
              ? 'No tenés pedidos pendientes.'
              : pendingCount === 1
                ? 'Tenés 1 pedido pendiente.'
                : `Tenés ${pendingCount} pedidos pendientes.`}
            {lateCount > 0 && (
              <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-sm font-semibold text-red-800 ring-1 ring-red-200">
                <AlarmClock aria-hidden className="size-3.5" />
                {lateCountText(lateCount)}
              </span>
            )}
          </p>
        )}
      </header>
      <ViewTabs
        view={scheduledView ? 'scheduled' : 'today'}
        scheduled={timing.acceptsScheduled || scheduled.length > 0 ? scheduled.length : null}
      />
      <OrderGateBanner compact />
      <PauseOrdersPanel />
      <Toolbar>
        {orders.isSuccess && (
          <Button variant="secondary" onClick={() => orders.refetch()} busy={orders.isRefetching}>
            {!orders.isRefetching && <RotateCw aria-hidden className="size-4" />}
            <span className={label}>Actualizar</span>
          </Button>
        )}
        <PauseOrdersPanel asButton />
        <BusyOrdersButton now={now} />
      </Toolbar>
      {/* A screen reader hears the arrival that sighted owners see as the highlight. */}
      <p aria-live="polite" className="sr-only">
        {freshNames.length === 1
          ? `Pedido nuevo de ${freshNames[0]}.`
          : freshNames.length > 1
            ? `${freshNames.length} pedidos nuevos.`
            : ''}
      </p>
      {body}
    </>
  )
}
