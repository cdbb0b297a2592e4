import type { Page } from '@playwright/test'
import type { SavedLocation } from '../../web/lib/location'

/** The customer's saved location, in place before the page's own scripts read it. */
export const withSavedLocation = (page: Page, place: SavedLocation) =>
  page.addInitScript(
    (saved) => localStorage.setItem('selectedLocation', JSON.stringify(saved)),
    place,
  )
