import {
  test as base,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test'

let counter = 0

/**
 * Public pages arrive drawn by the server and their buttons answer once the browser has adopted
 * them: a visit or reload of this page waits for that (`<html data-ready>`), as a person waits for
 * a page to respond. With scripts off there is nothing to wait for.
 */
export function waitingForAdoption(page: Page, scripts = true) {
  const ready = () =>
    scripts
      ? page.waitForFunction(() => 'ready' in document.documentElement.dataset).then(() => {})
      : Promise.resolve()
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    await ready()
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    await ready()
    return response
  }
  return page
}

/** A new page in a context of its own (a second person's browser), waiting like the test's page. */
export async function newReadyPage(context: BrowserContext) {
  return waitingForAdoption(await context.newPage())
}

/**
 * Each test reaches the server from an address of its own (X-Forwarded-For; the e2e server trusts
 * its proxy headers), as separate people would, so per-IP limits such as codes sent per hour count
 * each test apart instead of the whole suite as one client.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(waitingForAdoption(page, javaScriptEnabled !== false))
  },
  // Playwright reads a fixture's dependencies from the destructuring, even when there are none.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    counter++
    const ip = `10.${testInfo.workerIndex % 250}.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`
    await use({ 'X-Forwarded-For': ip })
  },
})

/**
 * A second person's browser (a shop owner beside a customer), with the same device as the test's
 * project: screen, touch, language and time zone.
 */
export function anotherBrowser(browser: Browser, testInfo: TestInfo) {
  const {
    baseURL,
    viewport,
    locale,
    timezoneId,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
  } = testInfo.project.use
  return browser.newContext({
    baseURL,
    viewport,
    locale,
    timezoneId,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
  })
}

export { expect } from '@playwright/test'
