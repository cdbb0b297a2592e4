import { describe, expect, it, vi } from 'vitest'
import { sharedStateKinds } from '../../test/shared-state'
import { cachedGeocoder } from './cache'
import { fakeGeocoder } from './fake'
import type { Geocoder } from './types'

function spied(inner: Geocoder = fakeGeocoder()) {
  return {
    autocomplete: vi.fn(inner.autocomplete),
    reverse: vi.fn(inner.reverse),
  }
}

describe('cachedGeocoder', () => {
  it('asks the provider once for the same search, whatever the case and spacing', async () => {
    const inner = spied()
    const geocoder = cachedGeocoder(inner)
    const first = await geocoder.autocomplete('Rondeau')
    expect(await geocoder.autocomplete('  rondeau ')).toEqual(first)
    expect(
      await Promise.all([geocoder.autocomplete('belgrano'), geocoder.autocomplete('Belgrano')]),
    ).toHaveLength(2)
    expect(inner.autocomplete).toHaveBeenCalledTimes(2)
    // A different map area is a different question.
    await geocoder.autocomplete('rondeau', { lat: -31.42, lng: -64.18 })
    await geocoder.autocomplete('rondeau', { lat: -31.4201, lng: -64.1801 })
    expect(inner.autocomplete).toHaveBeenCalledTimes(3)
  })

  it('shares reverse answers within about a metre', async () => {
    const inner = spied()
    const geocoder = cachedGeocoder(inner)
    await geocoder.reverse(-31.425601, -64.190501)
    await geocoder.reverse(-31.425602, -64.190502)
    expect(inner.reverse).toHaveBeenCalledTimes(1)
    await geocoder.reverse(-31.4257, -64.1906)
    expect(inner.reverse).toHaveBeenCalledTimes(2)
  })

  it('does not remember failures', async () => {
    const inner = spied()
    inner.autocomplete.mockRejectedValueOnce(new Error('sin red'))
    const geocoder = cachedGeocoder(inner)
    await expect(geocoder.autocomplete('rondeau')).rejects.toThrow('sin red')
    expect(await geocoder.autocomplete('rondeau')).toHaveLength(1)
    expect(inner.autocomplete).toHaveBeenCalledTimes(2)
  })

  it('asks again once the answer is older than the TTL', async () => {
    let now = 1_000
    const inner = spied()
    const geocoder = cachedGeocoder(inner, { ttlMs: 60_000, now: () => now })
    await geocoder.reverse(-31.4256, -64.1905)
    now += 59_000
    await geocoder.reverse(-31.4256, -64.1905)
    expect(inner.reverse).toHaveBeenCalledTimes(1)
    now += 1_001
    await geocoder.reverse(-31.4256, -64.1905)
    expect(inner.reverse).toHaveBeenCalledTimes(2)
  })

  it("reuses another process's answers through the shared state", async () => {
    const opened = await sharedStateKinds.find((kind) => kind.kind === 'postgres')!.open()
    try {
      const here = spied()
      const there = spied()
      const first = await cachedGeocoder(here, { shared: opened.state }).autocomplete('Rondeau')
      const other = cachedGeocoder(there, { shared: opened.peer() })
      expect(await other.autocomplete(' rondeau')).toEqual(first)
      expect(await other.reverse(-31.4256, -64.1905)).not.toBeNull()
      expect(here.autocomplete).toHaveBeenCalledTimes(1)
      expect(there.autocomplete).not.toHaveBeenCalled()
      expect(there.reverse).toHaveBeenCalledTimes(1)
    } finally {
      await opened.close()
    }
  })

  it('still answers when the shared state fails', async () => {
    const inner = spied()
    const broken = {
      get: () => Promise.reject(new Error('caído')),
      set: () => Promise.reject(new Error('caído')),
    }
    expect(await cachedGeocoder(inner, { shared: broken }).autocomplete('rondeau')).toHaveLength(1)
  })
})
