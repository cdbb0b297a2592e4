import { act } from '@testing-library/react'
import type { ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { vi } from 'vitest'
import { setAdoptingServerHtml } from '../lib/hydration'

/**
 * Draws `ui` as the server does, then adopts that HTML as the browser does
 * (docs/product.md#fast-public-pages): what the server drew, the container after adoption, and
 * the console's errors (a mismatch shows there).
 */
export async function drawThenAdopt(ui: ReactElement) {
  setAdoptingServerHtml(true)
  const container = document.createElement('div')
  container.innerHTML = renderToString(ui)
  document.body.append(container)
  const drawn = container.textContent
  const errors = vi.spyOn(console, 'error')
  try {
    await act(async () => {
      hydrateRoot(container, ui)
    })
  } finally {
    setAdoptingServerHtml(false)
  }
  return { drawn, container, errors }
}
