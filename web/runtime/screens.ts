/**
 * Loads the lazily loaded screens of matched routes into the routes themselves, so they draw at
 * once from then on: before the first render (start.tsx, both builds) and before the customer
 * build's router moves to an address (router.tsx).
 */
export async function loadScreens(matches: readonly { route: { lazy?: unknown } }[]) {
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const screen = await (route.lazy as () => Promise<object>)()
      Object.assign(route, screen, { lazy: undefined })
    }),
  )
}
