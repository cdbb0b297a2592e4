import type { Page } from '@playwright/test'
import { expect } from './test'

/** Marks the loaded document, so a test can tell a live update from a reload. */
export async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-sin-recarga', 'sí'))
}

/** The page changed without being reloaded: the mark is still there. */
export const stillSameDocument = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-sin-recarga', 'sí')
