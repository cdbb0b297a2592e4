import { LogOut, Menu, X } from 'lucide-react'
import { useState } from 'react'
import { Link, Outlet, useLocation } from 'react-router'
import { paths } from '../../../paths'
import { useAdminLogout, useOperator } from '../api/session'
import { AdminGuard } from '../components/AdminGuard'
import { adminNavEntries, isCurrent } from '../lib/navigation'

function NavLinks({ pathname, onPick }: { pathname: string; onPick?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {adminNavEntries.map((entry) => {
        const current = isCurrent(entry, pathname)
        const Icon = entry.icon
        return (
          <li key={entry.to}>
            <Link
              to={entry.to}
              onClick={onPick}
              aria-current={current ? 'page' : undefined}
              className={`flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium ${current ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100'}`}
            >
              <Icon aria-hidden className="size-5" />
              {entry.label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

function SignedIn() {
  const operator = useOperator()
  const { logout, isPending } = useAdminLogout()
  return (
    <div className="flex flex-col gap-2">
      <p className="truncate text-sm text-stone-600" title={operator.data?.email}>
        {operator.data ? operator.data.email : '\u00a0'}
      </p>
      <button
        type="button"
        onClick={() => void logout()}
        disabled={isPending}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-3 font-medium text-stone-800 hover:bg-stone-50"
      >
        <LogOut aria-hidden className="size-4" />
        Cerrar sesión
      </button>
    </div>
  )
}

function Brand() {
  return (
    <Link to={paths.admin.panorama} className="flex min-w-0 items-center gap-2">
      <img src="/favicon.svg" alt="" className="size-8 shrink-0" />
      <span className="min-w-0">
        <span className="block truncate font-bold text-stone-900">Barrio</span>
        <span className="block truncate text-sm text-stone-600">Consola de operadores</span>
      </span>
    </Link>
  )
}

/**
 * Frame of every console screen (docs/product.md#operators): on a desktop a side column with the
 * sections, the operator and 'Cerrar sesión'; on a phone a top bar whose menu holds the same.
 */
function Shell() {
  const { pathname } = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const [menuPath, setMenuPath] = useState(pathname)
  // Moving to another screen closes the phone's menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname)
    setMenuOpen(false)
  }

  return (
    <div className="min-h-dvh bg-stone-50 md:flex">
      <aside className="hidden border-r border-stone-200 bg-white md:flex md:w-64 md:shrink-0 md:flex-col">
        <div className="sticky top-0 flex h-dvh flex-col gap-6 p-4">
          <Brand />
          <nav aria-label="Consola" className="flex-1">
            <NavLinks pathname={pathname} />
          </nav>
          <SignedIn />
        </div>
      </aside>

      <header className="sticky top-0 z-20 border-b border-stone-200 bg-white md:hidden">
        <div className="flex items-center justify-between gap-2 px-4 py-3">
          <Brand />
          <button
            type="button"
            onClick={() => setMenuOpen((open) => !open)}
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg border border-stone-300 px-3 font-medium text-stone-800"
          >
            {menuOpen ? (
              <X aria-hidden className="size-5" />
            ) : (
              <Menu aria-hidden className="size-5" />
            )}
            Menú
          </button>
        </div>
        {menuOpen && (
          <div id="admin-menu" className="flex flex-col gap-4 border-t border-stone-200 px-4 py-4">
            <nav aria-label="Consola (móvil)">
              <NavLinks pathname={pathname} onPick={() => setMenuOpen(false)} />
            </nav>
            <SignedIn />
          </div>
        )}
      </header>

      <main className="min-w-0 flex-1 px-4 py-5 md:px-8 md:py-8">
        <Outlet />
      </main>
    </div>
  )
}

export function Component() {
  return (
    <AdminGuard>
      <Shell />
    </AdminGuard>
  )
}
