import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router'
import { APP_STATE_ID, type PageQueries } from '../../domain/menu/pages'
import { setAdoptingServerHtml } from '../lib/hydration'
import { loadScreens } from './screens'
import { adoptInSteps, afterAdoption } from '../components/Later'

/*
 * How a route table starts in the browser, for both builds: the app (main.tsx, on React) and the
 * customer pages (customer.tsx, on Preact's compatible runtime,
 * docs/decisions/0021-light-customer-runtime.md).
 */

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
})

/**
 * Marks the server's HTML as adopted once the first render has committed, and the page as ready
 * (`<html data-ready>`): from then on its buttons answer.
 */
function Adopted() {
  useEffect(() => {
    // Parts adopted in steps (components/Later.tsx) are adopted as the server drew them too.
    void afterAdoption().then(() => {
      setAdoptingServerHtml(false)
      document.documentElement.dataset.ready = ''
    })
  }, [])
  return null
}

const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Adopted />
    </QueryClientProvider>
  </StrictMode>
)

/**
 * Draws `routes` into `root`, or adopts the page the server drew there (docs/product.md#fast-public-pages):
 * a public page arrives drawn, with the data it was drawn from. Not awaited at the top level by the
 * entries: the screens they load import from them.
 */
export async function start(routes: RouteObject[], root: HTMLElement) {
  const state = document.getElementById(APP_STATE_ID)?.textContent
  if (state) {
    for (const [key, data] of JSON.parse(state) as PageQueries) queryClient.setQueryData(key, data)
  }
  // A page the browser draws, with or without the data it starts from (the checkout's shop).
  if (!state || !root.hasChildNodes()) {
    createRoot(root).render(app(createBrowserRouter(routes)))
    return
  }
  // The screens of the current address, so the first render has them as the server did.
  await loadScreens(matchRoutes(routes, window.location) ?? [])
  setAdoptingServerHtml(true)
  void adoptInSteps(() => hydrateRoot(root, app(createBrowserRouter(routes))))
}
