import { LRUCache } from 'lru-cache'
import { nextStatusChange } from '../../../domain/hours/status'
import type { PublicMenu } from '../../../domain/menu/schemas'
import type { Database } from '../../db/client'
import { compressOnce, etagOf, type PreparedEncoding } from '../../lib/http-cache'

/** The PostgreSQL channel the menu tables' triggers NOTIFY on, with the changed shop's id. */
export const MENU_CHANGES_CHANNEL = 'menu_changes'

/** Encodings an entry keeps its JSON in, besides the plain string. */
export type MenuEncoding = PreparedEncoding

/**
 * One shop's public menu as this process serves it: the menu, its JSON and ETag, computed once.
 * Entries are immutable; a change to the shop replaces the entry, and whatever was derived from the
 * old one goes with it.
 */
export class MenuCacheEntry {
  /** The JSON's validator: a quoted base64url SHA-1, as sendCacheableJson makes it. */
  readonly etag: string
  /** The JSON as UTF-8, as it is sent. */
  readonly bytes: Buffer
  private readonly derived = new Map<string, unknown>()
  private readonly compressed: (encoding: MenuEncoding) => Buffer | Promise<Buffer>

  constructor(
    /** The slug it was asked by, lower-cased. */
    readonly slug: string,
    readonly menu: PublicMenu,
    readonly json: string,
    /** Epoch milliseconds from which it is no longer served (open status change, or the cap). */
    readonly expiresAt: number,
  ) {
    this.bytes = Buffer.from(json)
    this.etag = etagOf(this.bytes)
    this.compressed = compressOnce(this.bytes)
  }

  get businessId(): string {
    return this.menu.business.id
  }

  /**
   * A value derived from this menu (the rendered menu page, a compressed body…), computed by the
   * first caller of `key` and answered to every later one while this entry lives; it is dropped
   * with the entry when the shop changes or its open status does. `compute` must depend only on
   * the menu (and constants): whatever else it reads is not watched. A throwing compute caches
   * nothing. A promise is answered as it is until it fulfils, then its value is (`peekMemo` sees
   * it from then on); a rejected promise is cached like any value, so async computes should not
   * fail.
   */
  memo<T>(key: string, compute: () => T): T | Awaited<T> {
    if (this.derived.has(key)) return this.derived.get(key) as T | Awaited<T>
    const value = compute()
    this.derived.set(key, value)
    if (value instanceof Promise) {
      value.then(
        (made: Awaited<T>) => this.derived.set(key, made),
        () => {},
      )
    }
    return value
  }

  /**
   * What `memo` keeps under `key` when it is made (a promise once fulfilled); undefined before,
   * and while a promise is pending. Never computes: the 304 paths ask it.
   */
  peekMemo<T>(key: string): T | undefined {
    const value = this.derived.get(key)
    return value instanceof Promise ? undefined : (value as T | undefined)
  }

  /** The JSON compressed with `encoding`: made on first use, then answered without waiting. */
  encoded(encoding: MenuEncoding): Buffer | Promise<Buffer> {
    return this.compressed(encoding)
  }
}

export interface MenuCacheOptions {
  /**
   * Reads a shop's menu from the database, and when its plan's order gate closes by the clock
   * alone (null: not by the clock); throws ApiError('BUSINESS_NOT_FOUND') for no shop.
   */
  load: (slug: string, now: Date) => Promise<{ menu: PublicMenu; gateChanges: Date | null }>
  /** Shops kept at most; the least recently asked go first. */
  maxEntries?: number
  /** Longest an entry is served, whatever else: bounds what a NOTIFY lost while reconnecting costs. */
  maxAgeMs?: number
  /** The clock `get` reads when given no `now`. */
  clock?: () => Date
}

interface Load {
  promise: Promise<MenuCacheEntry>
  /** Shops invalidated while this load ran: if its shop is among them, its answer is not kept. */
  invalidated: Set<string>
}

/**
 * The public menus this process serves, per shop (docs/product.md#menu-cache). An entry lives until
 * its shop changes (`invalidate`: by this process when a panel write is answered, and by every
 * process on the `menu_changes` NOTIFY the database's triggers send), until its open status
 * changes, and at most `maxAgeMs`. Unknown slugs are not kept: a shop registered later is found.
 */
export class MenuCache {
  readonly clock: () => Date
  /** Invalidations received (tests wait on it). */
  invalidations = 0
  private readonly loadMenu: MenuCacheOptions['load']
  private readonly maxAgeMs: number
  private readonly entries: LRUCache<string, MenuCacheEntry>
  /** Slugs cached per shop, so a change finds entries under an old slug too. */
  private readonly slugsByBusiness = new Map<string, Set<string>>()
  /** Loads in flight per slug; a request for the same slug joins instead of reading again. */
  private readonly inflight = new Map<string, Load>()
  private readonly loads = new Set<Load>()
  private stopListening: (() => Promise<void>) | null = null

  constructor(options: MenuCacheOptions) {
    this.loadMenu = options.load
    this.maxAgeMs = options.maxAgeMs ?? 10 * 60_000
    this.clock = options.clock ?? (() => new Date())
    this.entries = new LRUCache({
      max: options.maxEntries ?? 2_000,
      dispose: (entry, slug) => {
        const slugs = this.slugsByBusiness.get(entry.businessId)
        slugs?.delete(slug)
        if (slugs?.size === 0) this.slugsByBusiness.delete(entry.businessId)
      },
    })
  }

  /** Listens for the triggers' NOTIFYs: a change anywhere invalidates the shop here. */
  async start(listen: Database['listen']) {
    if (this.stopListening) return
    this.stopListening = await listen(MENU_CHANGES_CHANNEL, (businessId) =>
      this.invalidate(businessId),
    )
  }

  async stop() {
    const stop = this.stopListening
    this.stopListening = null
    await stop?.().catch(() => {})
  }

  /** The cached entry of `slug` if it is still valid at `now`; never reads the database. */
  peek(slug: string, now: Date = this.clock()): MenuCacheEntry | undefined {
    const entry = this.entries.get(slug.toLowerCase())
    return entry && entry.expiresAt > now.getTime() ? entry : undefined
  }

  /** The menu of `slug` at `now`, from the cache or read once; rejects with BUSINESS_NOT_FOUND. */
  async get(slug: string, now: Date = this.clock()): Promise<MenuCacheEntry> {
    const key = slug.toLowerCase()
    const cached = this.peek(key, now)
    if (cached) return cached
    const joined = this.inflight.get(key)
    if (joined) {
      const entry = await joined.promise
      // Read for an earlier clock, and already past its status change: read for this one.
      if (entry.expiresAt > now.getTime()) return entry
    }
    return this.load(key, now).promise
  }

  /** Drops every entry of the shop, under any slug, and keeps loads in flight from storing it. */
  invalidate(businessId: string) {
    this.invalidations++
    for (const load of this.loads) load.invalidated.add(businessId)
    // Requests from now on read again rather than join a read that may predate the change.
    this.inflight.clear()
    for (const slug of [...(this.slugsByBusiness.get(businessId) ?? [])]) this.entries.delete(slug)
  }

  /** Shops cached now (tests, diagnostics). */
  get size() {
    return this.entries.size
  }

  private load(key: string, now: Date): Load {
    const load: Load = { promise: null!, invalidated: new Set() }
    this.loads.add(load)
    this.inflight.set(key, load)
    load.promise = this.read(key, now, load).finally(() => {
      this.loads.delete(load)
      if (this.inflight.get(key) === load) this.inflight.delete(key)
    })
    return load
  }

  private async read(key: string, now: Date, load: Load): Promise<MenuCacheEntry> {
    const { menu, gateChanges } = await this.loadMenu(key, now)
    const statusChange = nextStatusChange(menu.business.openingHours, now)?.getTime() ?? Infinity
    // The end of a pause changes the menu as an opening does (docs/product.md#pause), and so does
    // the end of a trial or grace period (docs/product.md#plan-payments).
    const pauseEnds = menu.business.pausedUntil ? Date.parse(menu.business.pausedUntil) : Infinity
    const gateCloses = gateChanges?.getTime() ?? Infinity
    const expiresAt = Math.min(statusChange, pauseEnds, gateCloses, now.getTime() + this.maxAgeMs)
    const entry = new MenuCacheEntry(key, menu, JSON.stringify(menu), expiresAt)
    if (!load.invalidated.has(entry.businessId)) {
      this.entries.set(key, entry)
      let slugs = this.slugsByBusiness.get(entry.businessId)
      if (!slugs) this.slugsByBusiness.set(entry.businessId, (slugs = new Set()))
      slugs.add(key)
    }
    return entry
  }
}
