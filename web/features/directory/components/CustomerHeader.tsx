import { ChevronDown, MapPin, Search, UserRound } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { onFirstIntent } from '../../../lib/intent'
import { useBrowserState } from '../../../lib/hydration'
import { readSavedLocation, type SavedLocation } from '../../../lib/location'
import { paths } from '../../../paths'
import { useSession } from '../../../session/useSession'

// The address dialog, with its map and address search, opens on a tap: it loads apart, fetched
// ahead once the page is idle (docs/decisions/0006-bundle-driven-splits.md).
const loadAddressDialog = () => import('../../../components/AddressDialog')
const AddressDialog = lazy(() => loadAddressDialog().then((m) => ({ default: m.AddressDialog })))

const linkButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap'

/** 'Mi Perfil' with 'Ver Perfil' and 'Cerrar Sesión' (docs/product.md#screens /client/home header, logged in). */
function ProfileMenu() {
  const { logout } = useSession()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !box.current?.contains(event.target as Node)
      )
        setOpen(false)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  return (
    <div ref={box} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => setOpen((o) => !o)}
        className={`${linkButton} gap-1 border border-stone-300 bg-white text-stone-800 hover:bg-stone-50`}
      >
        <UserRound aria-hidden className="size-4" />
        Mi Perfil
        <ChevronDown aria-hidden className="size-4" />
      </button>
      {open && (
        <div
          role="menu"
          className="absolute right-0 z-30 mt-2 flex w-48 flex-col rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
        >
          <Link
            role="menuitem"
            to={paths.profile}
            className="flex min-h-11 items-center rounded-lg px-3 text-stone-800 hover:bg-stone-100"
          >
            Ver Perfil
          </Link>
          <button
            role="menuitem"
            type="button"
            onClick={() => {
              logout()
              navigate(paths.landing, { replace: true })
            }}
            className="flex min-h-11 items-center rounded-lg px-3 text-left text-stone-800 hover:bg-stone-100"
          >
            Cerrar Sesión
          </button>
        </div>
      )}
    </div>
  )
}

/**
 * The customer header of docs/product.md#screens '/client/home': where to deliver ('Enviar a' + city, or a prompt),
 * 'Buscar locales', and the shop owner's way in (or their profile menu when logged in).
 */
export function CustomerHeader() {
  const { isAuthenticated } = useSession()
  const navigate = useNavigate()
  const [location, setLocation] = useBrowserState(() => readSavedLocation(), null)
  const [dialogOpen, setDialogOpen] = useState(false)
  const [promptDismissed, setPromptDismissed] = useState(false)

  useEffect(() => onFirstIntent(() => void loadAddressDialog().catch(() => {})), [])

  const saved = (next: SavedLocation) => {
    setLocation(next)
    setDialogOpen(false)
  }

  return (
    <header className="sticky top-0 z-20 border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2">
        <Link to={paths.landing} className="flex items-center gap-2" aria-label="Barrio, inicio">
          <img src="/favicon.svg" alt="" className="size-9" />
          <span className="hidden text-lg font-bold text-brand-800 sm:inline">Barrio</span>
        </Link>
        <div className="relative min-w-0 flex-1 sm:flex-none">
          <button
            type="button"
            onClick={() => setDialogOpen(true)}
            className="flex min-h-11 w-full min-w-0 items-center gap-2 rounded-lg px-2 text-left hover:bg-stone-100"
          >
            <MapPin aria-hidden className="size-5 shrink-0 text-brand-700" />
            <span className="min-w-0">
              <span className="block text-xs text-stone-600">Enviar a</span>
              <span className="block truncate font-semibold text-stone-900">
                {location ? location.city || location.street : 'Elegí tu dirección'}
              </span>
            </span>
            <ChevronDown aria-hidden className="size-4 shrink-0 text-stone-500" />
          </button>
          {!location && !promptDismissed && (
            // docs/product.md#screens: on desktop, a prompt under the header while no location is saved.
            <div
              role="dialog"
              aria-label="Elegí tu dirección"
              className="absolute top-full left-0 z-20 mt-2 hidden w-80 rounded-2xl border border-stone-200 bg-white p-4 shadow-lg md:block"
            >
              <p className="font-semibold text-stone-900">¿Dónde querés recibir tu pedido?</p>
              <p className="mt-1 text-sm text-stone-600">
                Con tu dirección te mostramos primero los comercios más cercanos.
              </p>
              <div className="mt-3 flex gap-2">
                <button
                  type="button"
                  onClick={() => setDialogOpen(true)}
                  className={`${linkButton} bg-brand-600 text-white hover:bg-brand-700`}
                >
                  Ingresar dirección
                </button>
                <button
                  type="button"
                  onClick={() => setPromptDismissed(true)}
                  className={`${linkButton} text-stone-700 hover:bg-stone-100`}
                >
                  Ahora no
                </button>
              </div>
            </div>
          )}
        </div>
        <form
          role="search"
          className="order-last w-full sm:order-none sm:w-auto sm:flex-1"
          onSubmit={(event) => {
            event.preventDefault()
            navigate(paths.exploreRestaurants)
          }}
        >
          <label className="relative block">
            <span className="sr-only">Buscar locales</span>
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
            />
            <input
              type="search"
              placeholder="Buscar locales"
              className="min-h-11 w-full rounded-full border border-stone-300 bg-stone-50 pr-3 pl-9 text-base placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            />
          </label>
        </form>
        <nav aria-label="Comercios" className="ml-auto flex items-center gap-1">
          {isAuthenticated ? (
            <ProfileMenu />
          ) : (
            <>
              <Link
                to={paths.login}
                className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
              >
                Iniciar sesión comercio
              </Link>
              <Link
                to={paths.register}
                className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50 sm:bg-brand-600 sm:px-3 sm:text-white sm:hover:bg-brand-700"
              >
                Registrar comercio
              </Link>
            </>
          )}
        </nav>
      </div>
      {dialogOpen && (
        <Suspense fallback={null}>
          <AddressDialog
            open
            initial={location}
            onClose={() => setDialogOpen(false)}
            onSaved={saved}
          />
        </Suspense>
      )}
    </header>
  )
}
