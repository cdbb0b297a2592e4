import { describe, expect, it } from 'vitest'
import { useTestApp } from '../test/use-test-app'
import { OneAtATime } from './one-at-a-time'

const t = useTestApp()

/** Work that records when it runs and waits for `release` before it ends. */
function tracked() {
  let running = 0
  let most = 0
  const order: number[] = []
  const work = (n: number) => async () => {
    running++
    most = Math.max(most, running)
    order.push(n)
    // A few turns of the event loop, as a placement's statements take.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve))
    running--
    return n
  }
  return { work, order, most: () => most }
}

describe('OneAtATime', () => {
  it('runs the work of one key one at a time, in arrival order, and other keys alongside', async () => {
    const turns = new OneAtATime()
    const one = tracked()
    const other = tracked()
    const results = await Promise.all([
      ...[1, 2, 3, 4].map((n) => turns.run('clave', one.work(n))),
      ...[1, 2].map((n) => turns.run('otra', other.work(n))),
    ])
    expect(results).toEqual([1, 2, 3, 4, 1, 2])
    expect(one.order).toEqual([1, 2, 3, 4])
    expect(one.most()).toBe(1)
  })

  it('holds across processes through the shared state', async () => {
    const state = t.app.adapters.sharedState
    // Two processes: each its own instance, one shared state.
    const a = new OneAtATime({ state })
    const b = new OneAtATime({ state })
    const one = tracked()
    await Promise.all([1, 2, 3, 4, 5, 6].map((n) => (n % 2 ? a : b).run('compartida', one.work(n))))
    expect(one.most()).toBe(1)
    expect([...one.order].sort()).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('answers as soon as its work is done, and the next turn of the key waits until it is given back', async () => {
    const state = t.app.adapters.sharedState
    let giveBack!: () => void
    const held = new Promise<void>((resolve) => (giveBack = resolve))
    const turns = new OneAtATime({
      state: {
        ...state,
        releaseLock: async (key, holder) => {
          await held
          await state.releaseLock(key, holder)
        },
      },
    })
    expect(await turns.run('lenta', async () => 'hecho')).toBe('hecho')
    let ranNext = false
    const next = turns.run('lenta', async () => void (ranNext = true))
    // Still held, across processes too.
    expect(await state.acquireLock('turn:lenta', 'otro', 10_000)).toBe(false)
    expect(ranNext).toBe(false)
    giveBack()
    await next
    expect(ranNext).toBe(true)
    await turns.idle()
    expect(await state.acquireLock('turn:lenta', 'otro', 10_000)).toBe(true)
  })

  it('goes ahead once the turn of a process that died has run out its lease', async () => {
    const state = t.app.adapters.sharedState
    // A process took the turn and died holding it.
    expect(await state.acquireLock('turn:abandonada', 'muerto', 300)).toBe(true)
    const turns = new OneAtATime({ state, leaseMs: 10_000 })
    // It runs holding the turn (the dead one's has lapsed): nobody else can take it meanwhile.
    const heldByAnother = await turns.run('abandonada', () =>
      state.acquireLock('turn:abandonada', 'otro', 10_000),
    )
    expect(heldByAnother).toBe(false)
    // And it gives it back, once its work is answered.
    await turns.idle()
    expect(await state.acquireLock('turn:abandonada', 'otro', 10_000)).toBe(true)
  })
})
