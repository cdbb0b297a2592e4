import type { Page, TestInfo } from '@playwright/test'

/**
 * Saves a full-page screenshot of the current screen as test-results/screens/{name}-{project}.png
 * (project: mobile 390×844 or desktop 1280×800), for people to look at.
 */
export async function saveScreen(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({
    path: `test-results/screens/${name}-${testInfo.project.name}.png`,
    fullPage: true,
    animations: 'disabled',
  })
}
