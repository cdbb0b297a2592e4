// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  createBrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type RouteObject,
} from './router'
import { held } from '../testing/held'

afterEach(cleanup)
beforeEach(() => window.history.replaceState(null, '', '/'))

const screenOf = (title: string) => ({ Component: () => <h1>{title}</h1> })

describe('matchRoutes', () => {
  const Layout = () => <Outlet />
  const table: RouteObject[] = [
    {
      element: <Layout />,
      children: [
        { path: '/', element: 'landing' },
        { path: '*', element: 'anything' },
        { path: '/negocio/:slug', element: 'storefront' },
        { path: '/negocio/destacados', element: 'featured' },
        {
          path: '/business',
          element: <Layout />,
          children: [
            { index: true, element: 'home' },
            { path: '*', element: 'panel' },
          ],
        },
      ],
    },
  ]
  const leaf = (pathname: string) => {
    const matches = matchRoutes(table, pathname)!
    return {
      element: matches.at(-1)!.route.element,
      params: matches.at(-1)!.params,
      depth: matches.length,
    }
  }

  it('takes the most specific path, whatever the order it is listed in', () => {
    expect(leaf('/').element).toBe('landing')
    expect(leaf('/negocio/destacados').element).toBe('featured')
    expect(leaf('/negocio/la-saltena')).toEqual({
      element: 'storefront',
      params: { slug: 'la-saltena' },
      depth: 2,
    })
    expect(leaf('/business')).toMatchObject({ element: 'home', depth: 3 })
    expect(leaf('/business/pedidos/12')).toMatchObject({
      element: 'panel',
      params: { '*': 'pedidos/12' },
    })
    expect(leaf('/no/existe')).toMatchObject({ element: 'anything', params: { '*': 'no/existe' } })
  })

  it('ignores case and a trailing slash, and decodes params', () => {
    expect(leaf('/NEGOCIO/Don%20Luigi/').params).toEqual({ slug: 'Don Luigi' })
    expect(leaf('/Business/').element).toBe('home')
  })

  it('finds nothing where no route matches', () => {
    expect(matchRoutes([{ path: '/a', element: 'a' }], '/b')).toBeNull()
  })
})

function Where() {
  const { pathname, search, state } = useLocation()
  return <p data-testid="where">{`${pathname}${search} ${JSON.stringify(state)}`}</p>
}

const where = () => screen.getByTestId('where').textContent

describe('RouterProvider', () => {
  it('shows the fallback while the first screen loads, then the screen', async () => {
    window.history.replaceState(null, '', '/tienda')
    const code = held<ReturnType<typeof screenOf>>()
    const router = createBrowserRouter([
      {
        hydrateFallbackElement: <p>Cargando...</p>,
        element: <Outlet />,
        children: [{ path: '/tienda', lazy: () => code.promise }],
      },
    ])
    render(<RouterProvider router={router} />)
    expect(screen.getByText('Cargando...')).toBeInTheDocument()
    await act(async () => code.settle(screenOf('Tienda')))
    expect(await screen.findByRole('heading', { name: 'Tienda' })).toBeInTheDocument()
    expect(screen.queryByText('Cargando...')).toBeNull()
  })

  it('keeps the screen on view until the next one has loaded, then moves the address', async () => {
    const code = held<ReturnType<typeof screenOf>>()
    const router = createBrowserRouter([
      {
        path: '/',
        element: (
          <>
            <h1>Inicio</h1>
            <Link to="/tienda" state={{ from: 'inicio' }}>
              Ir a la tienda
            </Link>
          </>
        ),
      },
      {
        path: '/tienda',
        lazy: () => code.promise,
      },
    ])
    render(<RouterProvider router={router} />)
    // The entry the page opened on is left as the browser made it: no history write on the way
    // to the first screen.
    expect(window.history.state).toBeNull()
    fireEvent.click(screen.getByRole('link', { name: 'Ir a la tienda' }))
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/')

    await act(async () => code.settle({ Component: () => <Where /> }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/tienda {"from":"inicio"}')
    expect(window.history.state).toMatchObject({ usr: { from: 'inicio' }, idx: 1 })

    // Back: the browser moves the address first, the router follows.
    await act(async () => {
      window.history.back()
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }))
    })
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument()
  })

  it('leaves a click with a modifier key, or on a link to another tab, to the browser', () => {
    const router = createBrowserRouter([
      {
        path: '/',
        element: (
          <>
            <Link to="/a">A</Link>
            <Link to="/b" target="_blank">
              B
            </Link>
          </>
        ),
      },
    ])
    render(<RouterProvider router={router} />)
    expect(fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true })).toBe(true)
    expect(fireEvent.click(screen.getByRole('link', { name: 'B' }))).toBe(true)
    expect(fireEvent.click(screen.getByRole('link', { name: 'A' }))).toBe(false)
  })

  it('shows the error screen when a screen fails to load, and again when one fails to draw', async () => {
    const Broken = () => {
      throw new Error('roto')
    }
    function Go() {
      const navigate = useNavigate()
      return (
        <>
          <button onClick={() => void navigate('/perdida')}>Perdida</button>
          <button onClick={() => void navigate('/rota')}>Rota</button>
          <button onClick={() => void navigate('/')}>Inicio</button>
        </>
      )
    }
    const router = createBrowserRouter([
      {
        errorElement: <p>Algo salió mal</p>,
        element: (
          <>
            <Go />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <h1>Inicio</h1> },
          { path: '/perdida', lazy: () => Promise.reject(new Error('sin red')) },
          { path: '/rota', Component: Broken },
        ],
      },
    ])
    render(<RouterProvider router={router} />)
    fireEvent.click(screen.getByRole('button', { name: 'Perdida' }))
    expect(await screen.findByText('Algo salió mal')).toBeInTheDocument()

    window.history.replaceState(null, '', '/')
    await act(() => router.navigate('/'))
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument()
    const quiet = console.error
    console.error = () => {}
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Rota' }))
      expect(await screen.findByText('Algo salió mal')).toBeInTheDocument()
    } finally {
      console.error = quiet
    }
    // Another address draws again.
    await act(() => router.navigate('/'))
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument()
  })

  it('gives params, search params, redirects and the current link', async () => {
    function Order() {
      const { id } = useParams()
      const [params] = useSearchParams()
      return <h1>{`Pedido ${id} ${params.get('token')}`}</h1>
    }
    const router = createBrowserRouter([
      {
        element: (
          <>
            <nav>
              <NavLink to="/pedido/7" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
                Pedido
              </NavLink>
              <NavLink to="/">Inicio</NavLink>
            </nav>
            <Where />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <Navigate to="/pedido/7?token=abc" replace /> },
          { path: '/pedido/:id', Component: Order },
        ],
      },
    ])
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { name: 'Pedido 7 abc' })).toBeInTheDocument()
    // Replaced in place: the redirect leaves no entry behind.
    expect(where()).toBe('/pedido/7?token=abc null')
    expect(window.history.state).toMatchObject({ idx: 0 })
    const current = screen.getByRole('link', { name: 'Pedido' })
    expect(current).toHaveAttribute('aria-current', 'page')
    expect(current).toHaveClass('on')
    const home = screen.getByRole('link', { name: 'Inicio' })
    expect(home).not.toHaveAttribute('aria-current')
    expect(home).toHaveAttribute('href', '/')
  })
})
