import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { STORAGE_WARMUP_SCRIPT } from './storage-warmup'

/** Runs the page's warmup script with stores that count their touches and a timer queue of our own. */
function runWarmup(stores: { localStorage: unknown; sessionStorage: unknown }) {
  const timers: (() => void)[] = []
  runInNewContext(STORAGE_WARMUP_SCRIPT, {
    setTimeout: (callback: () => void) => void timers.push(callback),
    ...stores,
  })
  return timers
}

const countingStore = (touched: string[], name: string) => ({
  get length() {
    touched.push(name)
    return 0
  },
})

describe('the customer pages’ storage warmup', () => {
  it('touches both stores in a task of its own, not while the page is parsed', () => {
    const touched: string[] = []
    const timers = runWarmup({
      localStorage: countingStore(touched, 'local'),
      sessionStorage: countingStore(touched, 'session'),
    })
    expect(touched).toEqual([])
    expect(timers).toHaveLength(1)
    timers[0]!()
    expect(touched).toEqual(['local', 'session'])
  })

  it('ignores stores the browser blocks', () => {
    const blocked = {
      get length(): number {
        throw new Error('SecurityError')
      },
    }
    const timers = runWarmup({ localStorage: blocked, sessionStorage: blocked })
    expect(() => timers[0]!()).not.toThrow()
  })
})
