// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { titleWithCount, useTitleCount } from './useTitleCount'

/** The observer answers after the current task's microtasks, as in a browser. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  document.title = ''
})

describe('titleWithCount', () => {
  it('prefixes the count once and removes it for zero', () => {
    expect(titleWithCount('Barrio', 2)).toBe('(2) Barrio')
    expect(titleWithCount('(2) Barrio', 3)).toBe('(3) Barrio')
    expect(titleWithCount('(3) Barrio', 0)).toBe('Barrio')
    expect(titleWithCount('Barrio', 120)).toBe('(99+) Barrio')
    expect(titleWithCount('(99+) Barrio', 0)).toBe('Barrio')
    // A title that merely starts with a parenthesis is left alone.
    expect(titleWithCount('(Córdoba) Barrio', 0)).toBe('(Córdoba) Barrio')
  })
})

describe('useTitleCount', () => {
  it('counts in the title, keeps the count when a page changes the title, restores it at zero', async () => {
    document.title = 'Barrio'
    const { rerender, unmount } = renderHook(({ count }) => useTitleCount(count), {
      initialProps: { count: 2 },
    })
    expect(document.title).toBe('(2) Barrio')

    document.title = 'Pedidos · Barrio'
    await observed()
    expect(document.title).toBe('(2) Pedidos · Barrio')

    rerender({ count: 1 })
    expect(document.title).toBe('(1) Pedidos · Barrio')

    rerender({ count: 0 })
    expect(document.title).toBe('Pedidos · Barrio')
    document.title = 'Productos · Barrio'
    await observed()
    expect(document.title).toBe('Productos · Barrio')

    rerender({ count: 4 })
    expect(document.title).toBe('(4) Productos · Barrio')
    unmount()
    expect(document.title).toBe('Productos · Barrio')
  })
})
