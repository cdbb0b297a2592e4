import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'

/** Renders `routes` in a memory router at `path`, with `state` as the navigation state. */
export function renderAt(routes: Record<string, ComponentType>, path: string, state?: unknown) {
  const router = createMemoryRouter(
    Object.entries(routes).map(([routePath, Component]) => ({ path: routePath, Component })),
    { initialEntries: [{ pathname: path, state }] },
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router }
}

/** A route target that shows where the app went and with which navigation state. */
export function Landed() {
  const location = useLocation()
  return (
    <div>
      <h1>Llegó a {location.pathname}</h1>
      <pre data-testid="state">{JSON.stringify(location.state)}</pre>
    </div>
  )
}
