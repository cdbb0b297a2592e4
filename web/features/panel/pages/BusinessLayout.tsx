import { LogOut } from 'lucide-react'
import { useId } from 'react'
import { Link, Navigate, Outlet, useLocation } from 'react-router'
import { DEFAULT_PLAN_LABEL } from '../../../../domain/constants'
import { can, MEMBER_ROLE_LABELS } from '../../../../domain/team/permissions'
import { useMemberRole } from '../../../session/useMemberRole'
import { useSession } from '../../../session/useSession'
import {
  badgeNumber,
  LiveOrdersProvider,
  PauseOrdersButton,
  unsubscribeThisDevice,
  useLiveOrders,
} from '../../orders'
import { usePanelApp } from '../lib/panel-app'
import { usePlan } from '../api/plan'
import {
  bottomBarEntriesFor,
  isActive,
  panelHome,
  pendingOrdersText,
  redirectFor,
  sidebarEntriesFor,
  type NavEntry,
} from '../lib/navigation'

function NavItem({
  entry,
  pathname,
  compact,
}: {
  entry: NavEntry
  pathname: string
  compact?: boolean
}) {
  const { pendingCount } = useLiveOrders()
  const countId = useId()
  const active = isActive(entry, pathname)
  const Icon = entry.icon
  const count = entry.showsPendingOrders ? pendingCount : 0
  // The count is the link's description, not part of its name: the entry stays 'Pedidos' for
  // people and tests that look for it, and a screen reader adds '2 pedidos pendientes'.
  const badge = count > 0 && (
    <>
      <span
        aria-hidden
        className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs leading-none font-bold text-white tabular-nums ${compact ? 'absolute -top-1.5 left-3.5 ring-2 ring-white' : 'ml-auto'}`}
      >
        {badgeNumber(count)}
      </span>
      <span id={countId} hidden>
        {pendingOrdersText(count)}
      </span>
    </>
  )
  return (
    <Link
      to={entry.to}
      aria-current={active ? 'page' : undefined}
      aria-describedby={count > 0 ? countId : undefined}
      className={
        compact
          ? `flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium ${active ? 'text-brand-700' : 'text-stone-600'}`
          : `flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium ${active ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100'}`
      }
    >
      {compact ? (
        <span className="relative">
          <Icon aria-hidden className="size-6" />
          {badge}
        </span>
      ) : (
        <Icon aria-hidden className="size-5" />
      )}
      {entry.label}
      {!compact && badge}
    </Link>
  )
}

/** The session's plan claims follow a payment made since login (docs/product.md#plan-payments). */
function PlanClaims() {
  usePlan()
  return null
}

/**
 * Frame of every /business screen: docs/product.md#product header, §2 'Business navigation', and the live orders
 * (docs/product.md#real-orders) that every panel screen hears.
 */
export function Component() {
  const { user, logout } = useSession()
  const role = useMemberRole()
  const { pathname } = useLocation()
  usePanelApp()
  // This device stops hearing the shop's orders before the session ends (the token is still
  // good); a slow push service does not hold the owner back past a moment.
  const leave = () => {
    const forgotten = unsubscribeThisDevice()
    void Promise.race([forgotten, new Promise((resolve) => setTimeout(resolve, 1500))]).finally(
      logout,
    )
  }

  // docs/product.md#team: a screen the member's role cannot use sends them to one it can.
  const redirect = redirectFor(role, pathname)
  if (redirect) return <Navigate to={redirect} replace />

  return (
    <LiveOrdersProvider>
      {/* The plan is the owner's alone (docs/product.md#team). */}
      {can(role, 'plan') && <PlanClaims />}
      <div className="min-h-dvh bg-stone-50 pb-20 md:pb-0 print:bg-white print:pb-0">
        <header className="sticky top-0 z-20 border-b border-stone-200 bg-white print:hidden!">
          <div className="flex items-center justify-between gap-2 px-4 py-3 sm:gap-3 md:px-6">
            <Link to={panelHome(role)} className="flex min-w-0 items-center gap-2 sm:gap-3">
              <img src="/favicon.svg" alt="" className="size-8 shrink-0 sm:size-9" />
              <span className="min-w-0">
                <span className="block truncate text-base font-bold text-stone-900 sm:text-lg">
                  Panel del Comercio
                </span>
                {role === 'owner' ? (
                  <span className="block truncate text-sm text-stone-600">
                    Plan actual:{' '}
                    <span className="font-medium text-stone-800">
                      {user?.plan || DEFAULT_PLAN_LABEL}
                    </span>
                  </span>
                ) : (
                  // A member sees as what and in which shop, not the plan; the role first, so a
                  // long shop name cuts only itself.
                  <span className="block truncate text-sm text-stone-600">
                    <span className="font-medium text-stone-800">{MEMBER_ROLE_LABELS[role]}</span> ·{' '}
                    {user?.businessName}
                  </span>
                )}
              </span>
            </Link>
            <div className="flex shrink-0 items-center gap-2">
              <PauseOrdersButton />
              <button
                type="button"
                onClick={leave}
                title="Cerrar sesión"
                className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg border border-stone-300 px-3 font-medium text-stone-800 hover:bg-stone-50"
              >
                <LogOut aria-hidden className="size-4" />
                {/* On a phone the icon alone leaves room for the panel's title. */}
                <span className="sr-only sm:not-sr-only">Cerrar sesión</span>
              </button>
            </div>
          </div>
        </header>
        <div className="md:flex">
          <nav aria-label="Panel" className="hidden md:block md:w-60 md:shrink-0 print:hidden!">
            <ul className="sticky top-[69px] flex flex-col gap-1 p-4">
              {sidebarEntriesFor(role).map((entry) => (
                <li key={entry.label}>
                  <NavItem entry={entry} pathname={pathname} />
                </li>
              ))}
            </ul>
          </nav>
          <main className="min-w-0 flex-1 px-4 py-5 md:px-8 md:py-8 print:p-0!">
            <Outlet />
          </main>
        </div>
        <nav
          aria-label="Panel (móvil)"
          className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden print:hidden!"
        >
          <ul className="flex">
            {bottomBarEntriesFor(role).map((entry) => (
              <li key={entry.label} className="flex flex-1">
                <NavItem entry={entry} pathname={pathname} compact />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </LiveOrdersProvider>
  )
}
