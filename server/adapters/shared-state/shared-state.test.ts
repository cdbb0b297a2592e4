import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedStateKinds, type OpenedState } from '../../test/shared-state'

// The same contract for both implementations; `peer` is another process's handle on the same store.
describe.each(sharedStateKinds)('shared state on $kind', ({ open }) => {
  let opened: OpenedState
  beforeAll(async () => {
    opened = await open()
  })
  afterAll(async () => {
    await opened?.close()
  })

  it('counts hits per key in a window that starts at the first hit, seen by every process', async () => {
    const { state } = opened
    const other = opened.peer()
    expect(await state.read('c:a')).toEqual({ count: 0, ttlMs: 0 })
    const first = await state.increment('c:a', 60_000)
    expect(first.count).toBe(1)
    expect(first.ttlMs).toBeGreaterThan(55_000)
    expect(first.ttlMs).toBeLessThanOrEqual(60_000)
    expect((await other.increment('c:a', 60_000)).count).toBe(2)
    expect((await state.increment('c:b', 60_000)).count).toBe(1)
    const read = await other.read('c:a')
    expect(read.count).toBe(2)
    expect(read.ttlMs).toBeGreaterThan(0)
    // Reading counts nothing.
    expect((await state.read('c:a')).count).toBe(2)
  })

  it('starts a new window once the old one is over', async () => {
    const { state } = opened
    await state.increment('c:short', 50)
    await state.increment('c:short', 50)
    await expect.poll(async () => (await state.read('c:short')).count).toBe(0)
    expect((await state.increment('c:short', 60_000)).count).toBe(1)
  })

  it('forgets a reset counter for every process, and counts afresh from it', async () => {
    const { state } = opened
    const other = opened.peer()
    await state.increment('c:reset', 60_000)
    await state.increment('c:reset', 60_000)
    await state.increment('c:kept', 60_000)
    await other.reset('c:reset')
    expect(await state.read('c:reset')).toEqual({ count: 0, ttlMs: 0 })
    expect((await state.read('c:kept')).count).toBe(1)
    expect((await other.increment('c:reset', 60_000)).count).toBe(1)
    await state.reset('c:never-counted')
  })

  it('counts every hit of concurrent processes exactly once', async () => {
    const states = [opened.state, opened.peer(), opened.peer()]
    const counts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => states[i % 3].increment('c:race', 60_000)),
    )
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    )
  })

  it('lets a key be claimed once until its time is up, whichever process asks', async () => {
    const { state } = opened
    const other = opened.peer()
    const claims = await Promise.all([
      state.claim('k:one', 60_000),
      other.claim('k:one', 60_000),
      state.claim('k:one', 60_000),
    ])
    expect(claims.filter(Boolean)).toHaveLength(1)
    expect(await other.claim('k:two', 60_000)).toBe(true)
    expect(await state.claim('k:brief', 50)).toBe(true)
    await expect.poll(() => state.claim('k:brief', 60_000)).toBe(true)
  })

  it('hands out at most max slots per key across processes, and frees released ones', async () => {
    const { state } = opened
    const other = opened.peer()
    const taken = await Promise.all(
      ['h1', 'h2', 'h3', 'h4', 'h5'].map((holder, i) =>
        (i % 2 ? other : state).acquireSlot('s:a', holder, 3, 60_000),
      ),
    )
    expect(taken.filter(Boolean)).toHaveLength(3)
    expect(await state.countSlots('s:a')).toBe(3)
    expect(await other.acquireSlot('s:b', 'h1', 3, 60_000)).toBe(true)
    const holder = ['h1', 'h2', 'h3', 'h4', 'h5'][taken.indexOf(true)]
    await other.releaseSlot({ key: 's:a', holder })
    expect(await state.countSlots('s:a')).toBe(2)
    expect(await state.acquireSlot('s:a', 'h6', 3, 60_000)).toBe(true)
    expect(await state.acquireSlot('s:a', 'h7', 3, 60_000)).toBe(false)
  })

  it('frees a slot whose lease ran out (a process that died), but not a renewed one', async () => {
    const { state } = opened
    expect(await state.acquireSlot('s:lease', 'alive', 2, 300)).toBe(true)
    expect(await state.acquireSlot('s:lease', 'dead', 2, 300)).toBe(true)
    expect(await state.acquireSlot('s:lease', 'new', 2, 60_000)).toBe(false)
    await state.renewSlots([{ key: 's:lease', holder: 'alive' }], 60_000)
    await expect.poll(() => state.countSlots('s:lease')).toBe(1)
    expect(await state.acquireSlot('s:lease', 'new', 2, 60_000)).toBe(true)
    expect(await state.acquireSlot('s:lease', 'late', 2, 60_000)).toBe(false)
  })

  it('lets one holder at a time hold a lock across processes, until it gives it back or its lease runs out', async () => {
    const { state } = opened
    const other = opened.peer()
    const taken = await Promise.all(
      ['h1', 'h2', 'h3', 'h4'].map((holder, i) =>
        (i % 2 ? other : state).acquireLock('l:a', holder, 60_000),
      ),
    )
    expect(taken.filter(Boolean)).toHaveLength(1)
    const holder = ['h1', 'h2', 'h3', 'h4'][taken.indexOf(true)]
    // Another holder's release gives nothing back.
    await other.releaseLock('l:a', 'h9')
    expect(await state.acquireLock('l:a', 'h5', 60_000)).toBe(false)
    await other.releaseLock('l:a', holder)
    expect(await state.acquireLock('l:a', 'h5', 60_000)).toBe(true)
    // A lock apart from the values: a value of the same key neither takes nor frees it.
    expect(await state.get('l:a')).toBeNull()
    // A lapsed lease is taken over, and the lapsed holder's late release leaves the new one.
    expect(await state.acquireLock('l:lease', 'dead', 50)).toBe(true)
    await expect.poll(() => other.acquireLock('l:lease', 'next', 60_000)).toBe(true)
    await state.releaseLock('l:lease', 'dead')
    expect(await state.acquireLock('l:lease', 'late', 60_000)).toBe(false)
  })

  it('keeps small values for every process until their time is up', async () => {
    const { state } = opened
    expect(await state.get('v:a')).toBeNull()
    await state.set('v:a', '{"a":1}', 60_000)
    expect(await opened.peer().get('v:a')).toBe('{"a":1}')
    await state.set('v:a', 'otro', 60_000)
    expect(await state.get('v:a')).toBe('otro')
    await state.set('v:brief', 'x', 50)
    await expect.poll(() => state.get('v:brief')).toBeNull()
  })
})
