import { expect, type Page, type TestInfo } from '@playwright/test'

/**
 * Nothing on the screen is wider than the viewport: on a phone a wider page zooms out and puts
 * what is fixed to the bottom (the panel's bar, the cart bar) below the screen. The failure names
 * the widest elements past the right edge.
 */
export async function expectNoHorizontalOverflow(page: Page) {
  // With isMobile a page wider than the screen zooms out until it fits, and window.innerWidth
  // grows with it; the screen's own width is the project's viewport.
  const screenWidth = page.viewportSize()?.width ?? Infinity
  const { scrollWidth, innerWidth, culprits } = await page.evaluate((screen) => {
    const edge = Math.min(window.innerWidth, screen)
    const scrollWidth = document.documentElement.scrollWidth
    if (scrollWidth <= edge) return { scrollWidth, innerWidth: edge, culprits: [] }
    const right = (el: Element) => el.getBoundingClientRect().right + window.scrollX
    // What a box within the screen clips (overflow other than visible) widens nothing.
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible' && right(up) <= edge + 0.5) return true
      return false
    }
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : ''
      const classes =
        typeof el.className === 'string' && el.className.trim()
          ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}`
          : ''
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return `<${el.tagName.toLowerCase()}${id}${classes}> right ${Math.round(right(el))}px "${text}"`
    }
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => right(el) > edge + 0.5 && !clipped(el))
      .sort((a, b) => right(b) - right(a))
      .slice(0, 5)
      .map(describe)
    return { scrollWidth, innerWidth: edge, culprits }
  }, screenWidth)
  expect(
    scrollWidth,
    `page ${scrollWidth}px wide in a ${innerWidth}px viewport; past the right edge:\n  ${culprits.join('\n  ')}`,
  ).toBeLessThanOrEqual(innerWidth)
}

const screenPath = (testInfo: TestInfo, name: string) =>
  `test-results/screens/${name}-${testInfo.project.name}.png`

/**
 * Checks that the current screen fits the viewport's width, then saves a full-page screenshot of
 * it as test-results/screens/{name}-{project}.png (project: mobile, an iPhone 13's 390×844;
 * pixel, a Pixel 7's 412×839; desktop 1280×800), for people to look at.
 */
export async function saveScreen(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready)
  await expectNoHorizontalOverflow(page)
  await page.screenshot({
    path: screenPath(testInfo, name),
    fullPage: true,
    animations: 'disabled',
  })
}

/**
 * The same for the visible part only: the screen as the person sees it, with what is fixed to
 * the bottom (a phone's pay or cart bar) where it stays; full-page shots move it.
 */
export async function saveViewport(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready)
  await expectNoHorizontalOverflow(page)
  await page.screenshot({ path: screenPath(testInfo, name), animations: 'disabled' })
}
