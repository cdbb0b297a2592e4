import type { Page } from '@playwright/test'

/**
 * Records the locale of every Intl formatter a page makes (Collator, DateTimeFormat,
 * NumberFormat, PluralRules, RelativeTimeFormat), from its first script on: making one of
 * Argentina's ('es-AR') loads that locale's data, 30–40 ms of a phone's main thread, which a
 * customer page should not pay for while it loads (docs/product.md#fast-public-pages).
 * `made()` answers the locales made so far in the page open now.
 */
export async function watchIntl(page: Page) {
  await page.addInitScript(() => {
    const made: string[] = []
    Object.defineProperty(window, '__intlMade', { value: made })
    for (const name of [
      'Collator',
      'DateTimeFormat',
      'NumberFormat',
      'PluralRules',
      'RelativeTimeFormat',
    ] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object
      const Watched = new Proxy(Original, {
        construct(target, args: unknown[]) {
          made.push(`${name} ${String(args[0] ?? 'default')}`)
          return Reflect.construct(target, args) as object
        },
      })
      Object.defineProperty(Intl, name, { value: Watched, configurable: true, writable: true })
    }
  })
  return {
    made: () => page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade),
  }
}
