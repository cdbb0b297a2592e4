// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useActivePause } from './useActivePause'

describe('useActivePause (docs/product.md#pause)', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('ends even when its timer fires a millisecond before the end', () => {
    // Timers are driven here; the clock is set apart, so the timer can run ahead of it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const start = Date.parse('2026-11-27T15:00:00.000Z')
    let clock = start
    vi.spyOn(Date, 'now').mockImplementation(() => clock)
    const { result } = renderHook(() => useActivePause(new Date(start + 1_000).toISOString()))
    expect(result.current).not.toBeNull()

    clock = start + 999
    act(() => vi.advanceTimersByTime(1_000))
    expect(result.current).not.toBeNull()

    clock = start + 1_001
    act(() => vi.advanceTimersByTime(5))
    expect(result.current).toBeNull()
  })
})
