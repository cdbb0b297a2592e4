import {
  Component,
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type CSSProperties,
  type ReactNode,
} from 'react'
import { loadScreens } from './screens'

/*
 * The customer pages' router (docs/decisions/0022-customer-router.md): the part of react-router's
 * API those pages use, in a few kilobytes, for their light build only (vite.customer.config.ts
 * aliases `react-router` to this file). The screens import from 'react-router' and run unchanged on
 * the app's build, where react-router itself serves them; the server draws their HTML with it too.
 *
 * What it keeps of react-router's behaviour, because the screens rely on it:
 * - Matching: absolute and nested paths, `:params`, a trailing `*`, index and pathless layout
 *   routes, case-insensitive, the most specific path winning (static segments over params over
 *   splats), a trailing slash ignored.
 * - A route's screen comes from `element`, `Component` or `lazy()` (loaded before the address
 *   changes, so the previous screen stays until the next one can draw); a route without either
 *   draws its children (`<Outlet />`).
 * - While the first screens load, the `hydrateFallbackElement` of the outermost route that has
 *   one; a screen that fails to load or to draw shows the nearest `errorElement`.
 * - History entries carry `{ usr: state, key, idx }` (the first one as the browser made it, its
 *   index 0), so `location.state` survives a reload and the back button. Links navigate in place on a plain left click, to the same address replacing.
 */

export interface RouteObject {
  path?: string
  index?: boolean
  children?: RouteObject[]
  element?: ReactNode
  Component?: (() => ReactNode) | null
  errorElement?: ReactNode
  hydrateFallbackElement?: ReactNode
  lazy?: (() => Promise<Partial<RouteObject>>) | undefined
}

export interface Location {
  pathname: string
  search: string
  hash: string
  state: unknown
  key: string
}

export interface RouteMatch {
  route: RouteObject
  params: Params
  pathname: string
}

type Params = Record<string, string | undefined>

export interface NavigateOptions {
  replace?: boolean
  state?: unknown
}

export type NavigateFunction = {
  (to: string, options?: NavigateOptions): Promise<void>
  (delta: number): Promise<void>
}

// ——— Matching ———

interface Branch {
  routes: RouteObject[]
  pattern: RegExp
  names: string[]
  score: number
}

const joinPaths = (parent: string, child: string) =>
  child.startsWith('/') ? child : `${parent.replace(/\/+$/, '')}/${child}`

/** How specific a path is: more segments, static over `:param` over `*`; an index route above its layout. */
function scoreOf(path: string, index: boolean) {
  const segments = path.split('/')
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0)
  for (const segment of segments) {
    if (segment === '*') continue
    score += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10
  }
  return score
}

/** A path as a case-insensitive pattern capturing its params in order, `*` last. */
function compile(path: string) {
  const names: string[] = []
  const splat = path.endsWith('*')
  let source = `^${path
    .replace(/\/*\*$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name)
      return '/([^/]+)'
    })}`
  if (splat) {
    names.push('*')
    source += source === '^/' ? '(.*)$' : '(?:/(.+)|/*)$'
  } else {
    source += '/*$'
  }
  return { pattern: new RegExp(source, 'i'), names }
}

function flatten(routes: RouteObject[], parentPath = '', parents: RouteObject[] = []): Branch[] {
  const branches: Branch[] = []
  for (const route of routes) {
    const path = route.path === undefined ? parentPath : joinPaths(parentPath, route.path)
    const chain = [...parents, route]
    if (route.children?.length) branches.push(...flatten(route.children, path, chain))
    if (route.path === undefined && !route.index) continue
    branches.push({ routes: chain, ...compile(path || '/'), score: scoreOf(path, !!route.index) })
  }
  return branches
}

const ranked = new WeakMap<RouteObject[], Branch[]>()

function branchesOf(routes: RouteObject[]) {
  let branches = ranked.get(routes)
  if (!branches) {
    // A stable sort: among equally specific paths, the first listed wins.
    branches = flatten(routes).sort((a, b) => b.score - a.score)
    ranked.set(routes, branches)
  }
  return branches
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** The routes an address draws, outermost first, with its params; null when none matches. */
export function matchRoutes(
  routes: RouteObject[],
  location: { pathname: string } | string,
): RouteMatch[] | null {
  const pathname = typeof location === 'string' ? location : location.pathname
  for (const branch of branchesOf(routes)) {
    const found = branch.pattern.exec(pathname)
    if (!found) continue
    const params: Params = {}
    branch.names.forEach((name, i) => {
      params[name] =
        found[i + 1] === undefined ? (name === '*' ? '' : undefined) : decode(found[i + 1])
    })
    return branch.routes.map((route) => ({ route, params, pathname }))
  }
  return null
}

// ——— The router ———

interface RouterState {
  location: Location
  matches: RouteMatch[]
  /** False while the first address's screens load. */
  ready: boolean
  error: unknown
}

interface HistoryEntry {
  usr?: unknown
  key?: string
  idx?: number
}

const entry = () => (window.history.state ?? {}) as HistoryEntry

const currentLocation = (): Location => {
  const { pathname, search, hash } = window.location
  const { usr = null, key = 'default' } = entry()
  return { pathname, search, hash, state: usr, key }
}

const newKey = () => Math.random().toString(36).slice(2, 10)

const waitsForScreens = (matches: RouteMatch[]) =>
  matches.some(({ route }) => typeof route.lazy === 'function')

export interface Router {
  state: RouterState
  subscribe(listener: () => void): () => void
  navigate: NavigateFunction
}

/** A router over the browser's history, drawing `routes`. */
export function createBrowserRouter(routes: RouteObject[]): Router {
  const listeners = new Set<() => void>()
  let latest = 0

  // The entry the page opened on carries no index: it reads as 0. Writing it there would cost a
  // history write (milliseconds of a phone's main thread) in the task that adopts the page.
  const initial = currentLocation()
  const matches = matchRoutes(routes, initial) ?? []

  const router: Router = {
    state: { location: initial, matches, ready: !waitsForScreens(matches), error: null },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    navigate: ((to: string | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        window.history.go(to)
        return Promise.resolve()
      }
      const url = new URL(to, window.location.href)
      const address = `${url.pathname}${url.search}${url.hash}`
      return go(url, () => {
        const key = newKey()
        const idx = (entry().idx ?? 0) + (options.replace ? 0 : 1)
        const state: HistoryEntry = { usr: options.state ?? null, key, idx }
        if (options.replace) window.history.replaceState(state, '', address)
        else window.history.pushState(state, '', address)
        return { pathname: url.pathname, search: url.search, hash: url.hash, state: state.usr, key }
      })
    }) as NavigateFunction,
  }

  /** Loads the screens of `url`, then moves the address (`move`) and draws them, unless overtaken. */
  async function go(url: { pathname: string }, move: () => Location) {
    const call = ++latest
    const next = matchRoutes(routes, url) ?? []
    let error: unknown = null
    try {
      await loadScreens(next)
    } catch (failure) {
      error = failure
    }
    if (call !== latest) return
    router.state = { location: move(), matches: next, ready: true, error }
    for (const listener of listeners) listener()
  }

  window.addEventListener('popstate', () => void go(window.location, currentLocation))
  if (!router.state.ready) void go(window.location, currentLocation)
  return router
}

// ——— Drawing ———

interface Navigation {
  location: Location
  navigate: NavigateFunction
}

const NavigationContext = createContext<Navigation>(null as unknown as Navigation)
const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({
  outlet: null,
  params: {},
})

/** Shows `fallback` in place of its children when they throw while drawing, until the address changes. */
class RouteErrorBoundary extends Component<
  { fallback: ReactNode; locationKey: string; children: ReactNode },
  { error: unknown; locationKey: string }
> {
  state = { error: null as unknown, locationKey: this.props.locationKey }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  static getDerivedStateFromProps(
    props: { locationKey: string },
    state: { error: unknown; locationKey: string },
  ) {
    return props.locationKey === state.locationKey
      ? null
      : { error: null, locationKey: props.locationKey }
  }

  render() {
    return this.state.error ? this.props.fallback : this.props.children
  }
}

/** The matched routes drawn from the innermost out, each given its children as its outlet. */
function draw({ matches, ready, error, location }: RouterState) {
  let last = matches.length - 1
  let stand: ReactNode = null
  if (!ready) {
    last = matches.findIndex(({ route }) => route.hydrateFallbackElement !== undefined)
    stand = last < 0 ? null : matches[last].route.hydrateFallbackElement
  } else if (error) {
    last = matches.findLastIndex(({ route }) => route.errorElement !== undefined)
    stand = last < 0 ? null : matches[last].route.errorElement
  }
  let outlet: ReactNode = stand
  for (let i = stand === null ? last : last - 1; i >= 0; i--) {
    const { route, params } = matches[i]
    const Screen = route.Component
    let element: ReactNode = route.element ?? (Screen ? <Screen /> : outlet)
    if (route.errorElement !== undefined) {
      element = (
        <RouteErrorBoundary fallback={route.errorElement} locationKey={location.key}>
          {element}
        </RouteErrorBoundary>
      )
    }
    outlet = <RouteContext.Provider value={{ outlet, params }}>{element}</RouteContext.Provider>
  }
  return outlet
}

/** Draws the router's current screens. */
export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  )
  const navigation = useMemo(
    () => ({ location: state.location, navigate: router.navigate }),
    [state.location, router.navigate],
  )
  return <NavigationContext.Provider value={navigation}>{draw(state)}</NavigationContext.Provider>
}

// ——— Hooks and components ———

export const useLocation = () => useContext(NavigationContext).location
export const useNavigate = () => useContext(NavigationContext).navigate
export const useParams = () => useContext(RouteContext).params
export const useOutlet = () => useContext(RouteContext).outlet

export function Outlet() {
  return useOutlet()
}

type SearchInit = string | URLSearchParams | Record<string, string> | [string, string][]

export function useSearchParams() {
  const { search, pathname } = useLocation()
  const navigate = useNavigate()
  const params = useMemo(() => new URLSearchParams(search), [search])
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const query = new URLSearchParams(typeof next === 'function' ? next(params) : next).toString()
      return navigate(`${pathname}${query ? `?${query}` : ''}`, options)
    },
    [navigate, params, pathname],
  )
  return [params, setParams] as const
}

/** Moves to `to` once drawn. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate()
  useEffect(() => {
    void navigate(to, { replace, state })
  }, [navigate, to, replace, state])
  return null
}

const hrefOf = (to: string, from: Location) => {
  if (to.startsWith('/')) return to
  const url = new URL(to, `http://address${from.pathname}${from.search}`)
  return `${url.pathname}${url.search}${url.hash}`
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string
  replace?: boolean
  state?: unknown
  reloadDocument?: boolean
}

/** An `<a>` whose plain left click moves in place; one to the current address replaces it. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, reloadDocument, onClick, target, ...rest },
  ref,
) {
  const { location, navigate } = useContext(NavigationContext)
  const href = hrefOf(to, location)
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event)
        if (
          event.defaultPrevented ||
          reloadDocument ||
          event.button !== 0 ||
          (target && target !== '_self') ||
          event.metaKey ||
          event.altKey ||
          event.ctrlKey ||
          event.shiftKey
        ) {
          return
        }
        event.preventDefault()
        const here = `${location.pathname}${location.search}${location.hash}`
        void navigate(href, { replace: replace ?? href === here, state })
      }}
    />
  )
})

interface NavLinkState {
  isActive: boolean
  isPending: boolean
  isTransitioning: boolean
}

export type NavLinkProps = Omit<LinkProps, 'className' | 'style' | 'children'> & {
  end?: boolean
  className?: string | ((state: NavLinkState) => string | undefined)
  style?: CSSProperties | ((state: NavLinkState) => CSSProperties | undefined)
  children?: ReactNode | ((state: NavLinkState) => ReactNode)
}

/** A Link that knows whether it names the current page (`aria-current="page"`, `active`). */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end, className, style, children, to, ...rest },
  ref,
) {
  const location = useLocation()
  const strip = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase()
  const here = strip(location.pathname)
  const target = strip(hrefOf(to, location).split(/[?#]/)[0])
  // As in react-router, '/' names the landing alone, not every page below it.
  const isActive = here === target || (!end && target !== '/' && here.startsWith(`${target}/`))
  const state = { isActive, isPending: false, isTransitioning: false }
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined
      }
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  )
})
