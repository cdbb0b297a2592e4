import { LRUCache } from 'lru-cache'
import { createHash } from 'node:crypto'
import type { SharedState } from '../shared-state/types'
import type { Geocoder, Place } from './types'

export interface GeocoderCacheOptions {
  maxEntries?: number
  ttlMs?: number
  now?: () => number
  /**
   * A second level every process shares: an answer one process got serves the others (Nominatim
   * allows about one call a second per site, not per process). Its failures only cost a call.
   */
  shared?: Pick<SharedState, 'get' | 'set'>
}

/**
 * Remembers answers so that people typing the same streets, or a marker dropped twice, cost one
 * call to the provider (Nominatim allows about one a second; Google bills each). Calls in flight
 * are shared too. Failures are not remembered: the next request tries the provider again.
 */
export function cachedGeocoder(inner: Geocoder, options: GeocoderCacheOptions = {}): Geocoder {
  const ttlMs = options.ttlMs ?? 24 * 60 * 60_000
  const { shared } = options
  // Least recently used answers go first past maxEntries; any answer expires after ttlMs.
  const cache = new LRUCache<string, Promise<unknown>>({
    max: options.maxEntries ?? 5_000,
    ttl: ttlMs,
    // Read the clock on each check (the default caches it for 1 ms on a real timer).
    ttlResolution: 0,
    ...(options.now && { perf: { now: options.now } }),
  })

  function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = cache.get(key) as Promise<T> | undefined
    if (cached) return cached
    const loading = shared ? loadShared(key, load) : load()
    cache.set(key, loading)
    loading.catch(() => {
      if (cache.peek(key) === loading) cache.delete(key)
    })
    return loading
  }

  async function loadShared<T>(key: string, load: () => Promise<T>): Promise<T> {
    // Typed text can be long: the shared key is its hash.
    const sharedKey = `geo:${createHash('sha256').update(key).digest('base64url')}`
    const stored = await shared!.get(sharedKey).catch(() => null)
    if (stored !== null) return JSON.parse(stored) as T
    const answer = await load()
    await shared!.set(sharedKey, JSON.stringify(answer), ttlMs).catch(() => {})
    return answer
  }

  return {
    autocomplete(query, near) {
      // About a kilometre: the bias only ranks results, so nearby maps can share an answer.
      const bias = near ? `${near.lat.toFixed(2)},${near.lng.toFixed(2)}` : ''
      const rounded = near && { lat: Number(near.lat.toFixed(2)), lng: Number(near.lng.toFixed(2)) }
      const text = query.trim().replace(/\s+/g, ' ')
      const key = `a|${text.toLowerCase()}|${bias}`
      return remember<Place[]>(key, () => inner.autocomplete(text, rounded))
    },
    reverse(lat, lng) {
      // Five decimals is about a metre, finer than a finger on a map.
      const [rLat, rLng] = [Number(lat.toFixed(5)), Number(lng.toFixed(5))]
      return remember<Place | null>(`r|${rLat},${rLng}`, () => inner.reverse(rLat, rLng))
    },
  }
}
