// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { drawThenAdopt } from '../testing/server-html'
import { useBrowserState } from './hydration'

function Stored() {
  const [value] = useBrowserState(() => localStorage.getItem('k') ?? 'nada', 'nada')
  return <p>{value}</p>
}

afterEach(() => {
  localStorage.clear()
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('state read from the browser', () => {
  it('on a page the server drew: starts as drawn, then shows the stored value, no mismatch', async () => {
    localStorage.setItem('k', 'guardado')
    const { drawn, container, errors } = await drawThenAdopt(<Stored />)
    expect(drawn).toBe('nada')
    expect(container.textContent).toBe('guardado')
    expect(errors).not.toHaveBeenCalled()
  })

  it('in a running app: read at once', () => {
    localStorage.setItem('k', 'guardado')
    expect(renderToString(<Stored />)).toContain('guardado')
  })
})
