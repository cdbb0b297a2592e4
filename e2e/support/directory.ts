import type { Page } from '@playwright/test'
import { expect } from './test'

/**
 * Every row of a list of the directory ('Restaurantes', or 'Lejos de tu ubicación'): its pages
 * loaded one after another, however many shops the suite opened.
 */
export async function directoryRows(page: Page, name = 'Restaurantes') {
  const list = page.getByRole('list', { name })
  await expect(list.getByRole('listitem').first()).toBeVisible()
  const more = page.getByRole('button', { name: 'Ver más comercios' })
  while (await more.isVisible()) {
    const shown = await list.getByRole('listitem').count()
    await more.click()
    await expect(list.getByRole('listitem')).not.toHaveCount(shown)
  }
  return list.getByRole('listitem').evaluateAll((items) =>
    items.map((li) => ({
      name: li.getAttribute('aria-label') ?? '',
      text: li.textContent ?? '',
    })),
  )
}

/**
 * The directory's row of `shop`, in either of its lists: its pages loaded one after another until
 * it shows, however many shops the suite opened before it.
 */
export async function directoryRow(page: Page, shop: string) {
  const row = page.getByRole('listitem', { name: shop })
  const rows = page.getByRole('main').getByRole('listitem')
  await expect(rows.first()).toBeVisible()
  const more = page.getByRole('button', { name: 'Ver más comercios' })
  while (!(await row.isVisible()) && (await more.isVisible())) {
    const shown = await rows.count()
    await more.click()
    await expect(rows).not.toHaveCount(shown)
  }
  return row
}
