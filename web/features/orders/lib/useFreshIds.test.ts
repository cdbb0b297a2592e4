// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FRESH_MS, useFreshIds } from './useFreshIds'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('useFreshIds', () => {
  it('marks only the orders that arrive after the first load, for a moment', () => {
    const { result, rerender } = renderHook(({ ids }) => useFreshIds(ids), {
      initialProps: { ids: undefined as string | undefined },
    })
    rerender({ ids: 'b a' })
    expect([...result.current]).toEqual([])

    rerender({ ids: 'c b a' })
    expect([...result.current]).toEqual(['c'])
    act(() => vi.advanceTimersByTime(FRESH_MS / 2))
    rerender({ ids: 'd c b a' })
    expect([...result.current].sort()).toEqual(['c', 'd'])

    act(() => vi.advanceTimersByTime(FRESH_MS / 2))
    expect([...result.current]).toEqual(['d'])
    act(() => vi.advanceTimersByTime(FRESH_MS / 2))
    expect([...result.current]).toEqual([])

    // The same orders refetched are not news again.
    rerender({ ids: 'd c b a' })
    expect([...result.current]).toEqual([])
  })

  it('treats an empty first list as the starting point', () => {
    const { result, rerender } = renderHook(({ ids }) => useFreshIds(ids), {
      initialProps: { ids: '' as string | undefined },
    })
    rerender({ ids: 'a' })
    expect([...result.current]).toEqual(['a'])
  })
})
