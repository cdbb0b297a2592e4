import type { Geocoder, Place } from './types'

/** Drops the least recently used entry past `maxEntries`; entries expire after `ttlMs`. */
export class LruCache<V> {
  private entries = new Map<string, { value: V; expiresAt: number }>()

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    if (entry.expiresAt <= this.now()) return undefined
    // Re-inserted to move it to the end: a Map iterates in insertion order.
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs })
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string)
    }
  }

  /** The value without refreshing its place in the order or checking its age. */
  peek(key: string): V | undefined {
    return this.entries.get(key)?.value
  }

  delete(key: string): void {
    this.entries.delete(key)
  }

  get size(): number {
    return this.entries.size
  }
}

export interface GeocoderCacheOptions {
  maxEntries?: number
  ttlMs?: number
  now?: () => number
}

/**
 * Remembers answers so that people typing the same streets, or a marker dropped twice, cost one
 * call to the provider (Nominatim allows about one a second; Google bills each). Calls in flight
 * are shared too. Failures are not remembered: the next request tries the provider again.
 */
export function cachedGeocoder(inner: Geocoder, options: GeocoderCacheOptions = {}): Geocoder {
  const cache = new LruCache<Promise<unknown>>(
    options.maxEntries ?? 5_000,
    options.ttlMs ?? 24 * 60 * 60_000,
    options.now,
  )

  function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = cache.get(key) as Promise<T> | undefined
    if (cached) return cached
    const loading = load()
    cache.set(key, loading)
    loading.catch(() => {
      if (cache.peek(key) === loading) cache.delete(key)
    })
    return loading
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
