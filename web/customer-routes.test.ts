import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { CUSTOMER_SCREENS, customerScreenOf } from '../domain/menu/pages'
import { customerRoutes } from './customer-routes'

/*
 * The server names each customer page's screen files in its page (domain/menu/pages.ts
 * CUSTOMER_SCREENS): the table there and the route table here name the same screen for every
 * address.
 */

const flat = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((route) => [route, ...flat(route.children ?? [])])

/** An address the route's path matches: each `:param` filled in. */
const addressOf = (path: string) => path.replace(/:[^/]+/g, 'x1')

describe('the customer screens the server names', () => {
  const screens = flat(customerRoutes).filter((route) => route.path && route.lazy)

  it('are the modules the route table loads, address by address', () => {
    expect(screens.length).toBe(Object.keys(CUSTOMER_SCREENS).length)
    for (const route of screens) {
      const address = addressOf(route.path!)
      const module = customerScreenOf(address)
      expect(module, address).not.toBeNull()
      // The loader's own text names the module it imports.
      expect(String(route.lazy), address).toContain(module!.replace(/\.tsx$/, ''))
    }
  })

  it('know no address the route table does not', () => {
    for (const address of ['/negocio', '/negocio/a/b', '/loginx', '/business/home', '/x']) {
      expect(customerScreenOf(address), address).toBeNull()
    }
    expect(customerScreenOf('/Negocio/Lo-De-Pepa/')).toBe(CUSTOMER_SCREENS.storefront.module)
  })
})
