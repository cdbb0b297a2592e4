import { distanceMeters } from '../../../domain/geo/rules'
import { sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import { MAX_DELIVERY_RADIUS_METERS } from '../../../domain/delivery/rules'
import { EXPLORE_SEARCH_RADIUS_METERS } from '../../../domain/explore/schemas'
import { minuteOfWeek, rankAt, weeklyRanks } from '../../../domain/hours/status'
import { type DayHours, type Interval } from '../../../domain/hours/rules'
import type { Db } from '../../db/client'

/**
 * Every shop the directory lists, as this process ranks them (docs/product.md#near-me, ADR 0012):
 * name key, map point, delivery reach and the week of open-status ranks its hours give
 * (weeklyRanks). The directory's order is worked out here, in memory, per minute; the database
 * answers only the shops of a page. Kept exact with the `directory_changes` log (migration 0008):
 * before each answer `fresh()` reads the shops written since it last looked, whichever process
 * wrote them, so a change shows at the next request everywhere.
 */
export interface DirectoryShop {
  id: string
  /** businesses.name_sort_key as stored. */
  sortKey: string
  /** sortKey's UTF-8 bytes as a latin1 string: JS compares it as PostgreSQL's COLLATE "C" does. */
  key: string
  lat: number | null
  lng: number | null
  supportsDelivery: boolean
  deliveryRadiusMeters: number
  /** weeklyRanks of its hours. */
  ranks: Int32Array
}

/** A shop placed in a ranked list: its rank at the list's minute and, with a location, its distance. */
export interface Placed {
  shop: DirectoryShop
  rank: number
  /** Whole meters; null without a location or for a shop with no map point. */
  distance: number | null
  /** distance, with the unknown ones last (UNKNOWN_DISTANCE); 0 without a location. */
  distKey: number
}

export interface Location {
  lat: number
  lng: number
}

// Shops with no map point sort after every measured distance, in the far group.
export const UNKNOWN_DISTANCE = 2_147_483_647
// A degree of latitude is at least this long; a smaller figure only makes the box wider.
const METERS_PER_DEGREE = 111_000
/** Grid cells (degrees) for the shops near a point, and for the few whose delivery reaches far. */
const CELL = 0.2
const WIDE_CELL = 1
/** Answers `remember` keeps: pages of 50 shops (tens of kilobytes each) and the drawn page. */
const ANSWERS_KEPT = 256
const ANSWERS_TTL_MS = 5 * 60_000
/** More changed shops than this at once (a bulk load) are read with everything else. */
const MAX_CHANGES = 1_000
/** Past this long without looking, the log may have lost rows (it keeps an hour): reload all. */
const RELOAD_AFTER_MS = 30 * 60_000

/** A keyset position in a ranked list: rank, distance key, name key, id. */
export interface ListPosition {
  rank: number
  distKey: number
  /** latin1 of the sort key's UTF-8, as DirectoryShop.key. */
  key: string
  id: string
}

/** One parameter holding ids as a PostgreSQL array literal (drizzle spreads a JS array). */
export const uuidArray = (ids: string[]) => `{${ids.join(',')}}`

/** UTF-8 bytes as a latin1 string, so that `<` on two of them orders the bytes (COLLATE "C"). */
export const byteKey = (text: string) => Buffer.from(text, 'utf8').toString('latin1')

function compareNames(a: DirectoryShop, b: { key: string; id: string }) {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

export function comparePlaced(a: Placed, b: ListPosition | Placed) {
  const other = 'shop' in b ? { rank: b.rank, distKey: b.distKey, ...b.shop } : b
  return a.rank - other.rank || a.distKey - other.distKey || compareNames(a.shop, other)
}

/** The first index of `list` (sorted by comparePlaced) strictly after `position`. */
export function after(list: Placed[], position: ListPosition): number {
  return firstAfter(list.length, (i) => comparePlaced(list[i], position))
}

/** The first index of one rank's list (sorted by name, then id) strictly after `position`. */
export function afterName(list: DirectoryShop[], position: ListPosition): number {
  return firstAfter(list.length, (i) => compareNames(list[i], position))
}

/** Where `shop` is, or goes, in `list` (sorted by name, then id). */
function nameIndex(list: DirectoryShop[], shop: DirectoryShop) {
  return firstAfter(list.length, (i) => (compareNames(list[i], shop) < 0 ? 0 : 1))
}

/** Takes `shop` out of `list` (sorted by name, then id), if it is there. */
function removeByName(list: DirectoryShop[], shop: DirectoryShop) {
  const i = nameIndex(list, shop)
  if (list[i] === shop) list.splice(i, 1)
}

const insertByName = (list: DirectoryShop[], shop: DirectoryShop) =>
  list.splice(nameIndex(list, shop), 0, shop)

function firstAfter(length: number, compare: (i: number) => number) {
  let lo = 0
  let hi = length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (compare(mid) <= 0) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * PostgreSQL's round() of a double: halves to even (rint), so distances read as the SQL ones did.
 */
function rint(x: number) {
  const r = Math.round(x)
  return r - x === 0.5 && r % 2 !== 0 ? r - 1 : r
}

/** Great-circle distance in whole meters, as explore's SQL distanceTo computes it. */
export function wholeMeters(from: Location, to: Location): number {
  return rint(distanceMeters(from, to))
}

/** A latitude/longitude box that holds every point within `meters` of the location. */
export function boundingBox({ lat, lng }: Location, meters: number) {
  const dLat = meters / METERS_PER_DEGREE
  const maxAbsLat = Math.min(90, Math.abs(lat) + dLat)
  const cos = Math.cos((maxAbsLat * Math.PI) / 180)
  const dLng = cos > 0.01 ? meters / (METERS_PER_DEGREE * cos) : 360
  const wraps = lng - dLng < -180 || lng + dLng > 180
  return {
    latMin: lat - dLat,
    latMax: lat + dLat,
    lngMin: wraps ? -180 : lng - dLng,
    lngMax: wraps ? 180 : lng + dLng,
  }
}

/** Shops by grid cell of `size` degrees. */
class Grid {
  private readonly cells = new Map<string, Set<DirectoryShop>>()
  constructor(private readonly size: number) {}

  private cell(lat: number, lng: number) {
    return `${Math.floor(lat / this.size)}:${Math.floor(lng / this.size)}`
  }

  add(shop: DirectoryShop) {
    if (shop.lat === null || shop.lng === null) return
    const key = this.cell(shop.lat, shop.lng)
    let set = this.cells.get(key)
    if (!set) this.cells.set(key, (set = new Set()))
    set.add(shop)
  }

  delete(shop: DirectoryShop) {
    if (shop.lat === null || shop.lng === null) return
    const key = this.cell(shop.lat, shop.lng)
    const set = this.cells.get(key)
    set?.delete(shop)
    if (set?.size === 0) this.cells.delete(key)
  }

  /** Every shop whose cell meets the box (a superset of the shops inside it). */
  *within(box: ReturnType<typeof boundingBox>): Generator<DirectoryShop> {
    const s = this.size
    for (let i = Math.floor(box.latMin / s); i <= Math.floor(box.latMax / s); i++) {
      for (let j = Math.floor(box.lngMin / s); j <= Math.floor(box.lngMax / s); j++) {
        const set = this.cells.get(`${i}:${j}`)
        if (set) yield* set
      }
    }
  }
}

const reaches = (shop: DirectoryShop) =>
  shop.supportsDelivery && shop.deliveryRadiusMeters > EXPLORE_SEARCH_RADIUS_METERS

/** The ranked lists of one minute: by rank, each by name (then id). */
interface Ranking {
  version: number
  groups: DirectoryShop[][]
}

/** A list near one location at one minute: the near shops, or the far ones. */
interface Nearby {
  version: number
  list: Placed[]
}

type Row = {
  snapshot: string
  id: string | null
  sort_key: string | null
  lat: number | null
  lng: number | null
  supports_delivery: boolean | null
  delivery_radius_meters: number | null
  hours: string | null
}

/** 'd HH:MM HH:MM' per interval, comma-separated, as the load statements write them. */
function parseHours(text: string | null): DayHours[] {
  if (!text) return []
  const days = new Map<number, Interval[]>()
  for (const item of text.split(',')) {
    const [day, openTime, closeTime] = item.split(' ')
    const d = Number(day)
    if (!days.has(d)) days.set(d, [])
    days.get(d)!.push({ openTime, closeTime })
  }
  return [...days].map(([dayOfWeek, intervals]) => ({ dayOfWeek, intervals }))
}

/**
 * The shops written by transactions a snapshot did not see (`snapshot` as pg_snapshot's text,
 * 'xmin:xmax:in-progress,…'): those at or after its xmax, and those it saw in progress. A TRUNCATE
 * shows as a null id. At most MAX_CHANGES + 1 of them, with this statement's own snapshot for the
 * next time. Transactions the snapshot saw committed are not read again, however old its xmin
 * (a long transaction anywhere on the server holds every snapshot's xmin back).
 */
export function changesStatement(snapshot: string) {
  const [, xmax, xip] = snapshot.split(':')
  return sql`
    select pg_current_snapshot()::text as snapshot,
      (select array_agg(c.business_id) from (
        select distinct business_id from directory_changes
        where xid >= ${xmax}::xid8 or xid = any(${`{${xip}}`}::xid8[])
        limit ${MAX_CHANGES + 1}) c)::text[] as ids`
}

const HOURS_TEXT = sql.raw(`string_agg(h.day_of_week || ' ' || to_char(h.open_time, 'HH24:MI')
  || ' ' || to_char(h.close_time, 'HH24:MI'), ',' order by h.day_of_week, h.open_time)`)

/**
 * What the directory keeps of every shop, or of the shops `ids`, with the statement's own snapshot;
 * a suspended shop is not in it (docs/product.md#operators), so a suspension leaves at the next read:
 * what it reads is what that snapshot sees. At least one row (the snapshot) even with no shop;
 * hours as 'd HH:MM HH:MM' items. Every shop: the hours in one pass over opening_hours' business
 * index, grouped, joined by hash (a lookup per shop would read a page per shop). A few: their hours
 * looked up through that index.
 */
export function shopsStatement(ids?: string[]) {
  const shop = sql.raw(`snapshot.snapshot, b.id, b.name_sort_key as sort_key, b.lat, b.lng,
    b.supports_delivery, b.delivery_radius_meters`)
  const snapshot = sql`with snapshot as (select pg_current_snapshot()::text as snapshot)`
  if (!ids) {
    return sql`${snapshot}
      select ${shop}, hours.hours
      from snapshot
      left join businesses b on b.suspended_at is null
      left join (select h.business_id, ${HOURS_TEXT} as hours from opening_hours h
        group by h.business_id) hours on hours.business_id = b.id`
  }
  return sql`${snapshot}
    select ${shop},
      (select ${HOURS_TEXT} from opening_hours h where h.business_id = b.id) as hours
    from snapshot left join businesses b
      on b.id = any(${uuidArray(ids)}::uuid[]) and b.suspended_at is null`
}

export interface DirectoryOptions {
  /** The clock `fresh` uses to decide the log may have lost rows (tests move it). */
  monotonicNow?: () => number
}

export class Directory {
  /** Shops by id. */
  private readonly shops = new Map<string, DirectoryShop>()
  /** Every shop by name key, then id: each minute's ranking is a pass over it. */
  private byName: DirectoryShop[] = []
  private grid = new Grid(CELL)
  private wideGrid = new Grid(WIDE_CELL)
  /** The snapshot the copy was last brought up to date with (pg_snapshot text); null at first. */
  private snapshot: string | null = null
  private checkedAt = 0
  /** Bumped by every change applied: rankings and nearby lists of an older version are stale. */
  private changesApplied = 0
  private readonly rankings = new LRUCache<number, Ranking>({ max: 8 })
  private readonly nearby = new LRUCache<string, Nearby>({ max: 64 })
  /** Far lists hold every shop: only a few are kept. */
  private readonly farAway = new LRUCache<string, Nearby>({ max: 4 })
  /** Answers made from the directory (API pages, the drawn page), under the version of their making. */
  private readonly answers = new LRUCache<string, { version: number; value: Promise<unknown> }>({
    max: ANSWERS_KEPT,
    // Past minutes are asked only by cursors still being scrolled: not kept long.
    ttl: ANSWERS_TTL_MS,
  })
  private running: Promise<void> | null = null
  private queued: Promise<void> | null = null
  private readonly monotonicNow: () => number
  /** Full loads and change reads done (tests, diagnostics). */
  loads = 0
  changeReads = 0
  /** Shops read again after a change (tests, diagnostics). */
  shopsReread = 0
  /** Rankings made by a pass over every shop (tests, diagnostics). */
  rankingsMade = 0
  /** Answers made by `remember` rather than found kept (tests, diagnostics). */
  answersMade = 0

  constructor(
    readonly db: Db,
    options: DirectoryOptions = {},
  ) {
    this.monotonicNow = options.monotonicNow ?? (() => performance.now())
  }

  get size() {
    return this.shops.size
  }

  /**
   * Moves on with every change applied (after `fresh()`, every change committed before it): what
   * was worked out from the shops at an older version may be stale (the explore page's cache).
   */
  get version(): number {
    return this.changesApplied
  }

  /**
   * The answer `key` stands for at the directory's current version (call `fresh()` first): made by
   * the first caller, then shared by every later one until a change moves the version on, so a
   * request whose answer is kept costs a lookup whatever the number of shops. `key` must name all
   * the answer depends on besides the shops (the minute, the location, the cursor, the limit).
   * A failed making is not kept. The last ANSWERS_KEPT keys are kept.
   */
  remember<T>(key: string, make: () => Promise<T>): Promise<T> {
    const version = this.changesApplied
    const kept = this.answers.get(key)
    if (kept && kept.version === version) return kept.value as Promise<T>
    this.answersMade++
    const entry = { version, value: make() }
    this.answers.set(key, entry)
    entry.value.catch(() => {
      if (this.answers.peek(key) === entry) this.answers.delete(key)
    })
    return entry.value
  }

  /**
   * Brings the copy up to date with every change committed before it was called: the first time a
   * full load (one statement), then one statement reading the change log and, when shops changed,
   * one reading them. Callers arriving while a read runs share the next one (started after them).
   */
  fresh(): Promise<void> {
    if (this.queued) return this.queued
    if (!this.running) return this.start()
    const queued = this.running
      .then(
        () => {},
        () => {},
      )
      .then(() => {
        this.queued = null
        return this.start()
      })
    this.queued = queued
    return queued
  }

  private start(): Promise<void> {
    const run = this.sync().finally(() => {
      if (this.running === run) this.running = null
    })
    this.running = run
    return run
  }

  private async sync() {
    const now = this.monotonicNow()
    if (this.snapshot === null || now - this.checkedAt > RELOAD_AFTER_MS) {
      await this.loadAll()
    } else {
      const { rows } = await this.db.execute<{
        snapshot: string
        ids: (string | null)[] | null
      }>(changesStatement(this.snapshot))
      this.changeReads++
      const ids = rows[0].ids ?? []
      // No shop named: a TRUNCATE.
      if (ids.length > MAX_CHANGES || ids.includes(null)) await this.loadAll()
      else {
        if (ids.length > 0) await this.reload(ids as string[])
        this.snapshot = rows[0].snapshot
      }
    }
    this.checkedAt = now
  }

  private async loadAll() {
    const { rows } = await this.db.execute<Row>(shopsStatement())
    this.loads++
    this.shops.clear()
    this.byName = []
    for (const row of rows) {
      const shop = toShop(row)
      if (!shop) continue
      this.shops.set(shop.id, shop)
      this.byName.push(shop)
    }
    this.byName.sort(compareNames)
    this.rebuildGrids()
    this.changesApplied++
    this.snapshot = rows[0].snapshot
  }

  private rebuildGrids() {
    this.grid = new Grid(CELL)
    this.wideGrid = new Grid(WIDE_CELL)
    for (const shop of this.byName) {
      this.grid.add(shop)
      if (reaches(shop)) this.wideGrid.add(shop)
    }
  }

  private async reload(ids: string[]) {
    const { rows } = await this.db.execute<Row>(shopsStatement(ids))
    this.shopsReread += ids.length
    const found = new Map<string, DirectoryShop>()
    for (const row of rows) {
      const shop = toShop(row)
      if (shop) found.set(shop.id, shop)
    }
    // The rankings of this version are carried to the next one, each changed shop moved in them.
    const rankings = [...this.rankings.entries()].filter(
      ([, ranking]) => ranking.version === this.changesApplied,
    )
    const minutes = rankings.map(([time]) => minuteOfWeek(new Date(time)))
    for (const id of ids) {
      const old = this.shops.get(id)
      const shop = found.get(id)
      if (old) this.remove(old)
      if (shop) this.insert(shop)
      rankings.forEach(([, { groups }], i) => {
        if (old) removeByName(groups[rankAt(old.ranks, minutes[i])], old)
        if (shop) insertByName(groups[rankAt(shop.ranks, minutes[i])], shop)
      })
    }
    this.changesApplied++
    for (const [, ranking] of rankings) ranking.version = this.changesApplied
  }

  private remove(shop: DirectoryShop) {
    this.shops.delete(shop.id)
    removeByName(this.byName, shop)
    this.grid.delete(shop)
    this.wideGrid.delete(shop)
  }

  private insert(shop: DirectoryShop) {
    this.shops.set(shop.id, shop)
    insertByName(this.byName, shop)
    this.grid.add(shop)
    if (reaches(shop)) this.wideGrid.add(shop)
  }

  /**
   * The directory without a location at `instant` (a whole minute): one list per rank, each by
   * name, made in one pass over the shops once per minute and kept for the minutes asked lately;
   * a change moves the shops it names in the kept ones (reload), so it costs no new pass.
   */
  ranking(instant: Date): DirectoryShop[][] {
    const cached = this.rankings.get(instant.getTime())
    if (cached && cached.version === this.changesApplied) return cached.groups
    this.rankingsMade++
    const minute = minuteOfWeek(instant)
    const groups: DirectoryShop[][] = [[], [], [], []]
    for (const shop of this.byName) groups[rankAt(shop.ranks, minute)].push(shop)
    this.rankings.set(instant.getTime(), { version: this.changesApplied, groups })
    return groups
  }

  /**
   * Near `location` at `instant`: the shops within the search radius or within their own delivery
   * radius, by rank, distance and name. `far` is every other shop in the same order (shops with no
   * map point last), worked out only when a page reaches it. Both are kept for the locations and
   * minutes asked lately (far lists, which hold every shop, for a few), so later pages cost a
   * binary search.
   */
  near(location: Location, instant: Date): Placed[] {
    return this.list(this.nearby, location, instant, () => this.nearList(location, instant))
  }

  far(location: Location, instant: Date): Placed[] {
    return this.list(this.farAway, location, instant, () =>
      this.farList(location, instant, this.near(location, instant)),
    )
  }

  private list(
    cache: LRUCache<string, Nearby>,
    location: Location,
    instant: Date,
    make: () => Placed[],
  ) {
    const key = `${instant.getTime()}|${location.lat}|${location.lng}`
    const cached = cache.get(key)
    if (cached && cached.version === this.changesApplied) return cached.list
    const list = make()
    cache.set(key, { version: this.changesApplied, list })
    return list
  }

  private nearList(location: Location, instant: Date): Placed[] {
    const minute = minuteOfWeek(instant)
    const seen = new Set<DirectoryShop>()
    const near: Placed[] = []
    const consider = (shop: DirectoryShop) => {
      if (seen.has(shop)) return
      seen.add(shop)
      const distance = wholeMeters(location, shop as Location)
      const reach = Math.max(
        EXPLORE_SEARCH_RADIUS_METERS,
        shop.supportsDelivery ? shop.deliveryRadiusMeters : 0,
      )
      if (distance <= reach) {
        near.push({ shop, rank: rankAt(shop.ranks, minute), distance, distKey: distance })
      }
    }
    for (const shop of this.grid.within(boundingBox(location, EXPLORE_SEARCH_RADIUS_METERS))) {
      consider(shop)
    }
    for (const shop of this.wideGrid.within(boundingBox(location, MAX_DELIVERY_RADIUS_METERS))) {
      consider(shop)
    }
    return near.sort(comparePlaced)
  }

  private farList(location: Location, instant: Date, near: Placed[]): Placed[] {
    const minute = minuteOfWeek(instant)
    const isNear = new Set(near.map((p) => p.shop))
    const far: Placed[] = []
    for (const shop of this.byName) {
      if (isNear.has(shop)) continue
      const distance =
        shop.lat === null || shop.lng === null ? null : wholeMeters(location, shop as Location)
      far.push({
        shop,
        rank: rankAt(shop.ranks, minute),
        distance,
        distKey: distance ?? UNKNOWN_DISTANCE,
      })
    }
    return far.sort(comparePlaced)
  }
}

/**
 * weeklyRanks per distinct week of hours: shops share a few common schedules, and sharing the
 * timeline makes a load of 100,000 shops compute and hold far fewer. Bounded; cleared when full.
 */
const ranksByHours = new Map<string, Int32Array>()
const MAX_SCHEDULES = 50_000

function ranksOf(hours: string | null): Int32Array {
  const key = hours ?? ''
  let ranks = ranksByHours.get(key)
  if (!ranks) {
    if (ranksByHours.size >= MAX_SCHEDULES) ranksByHours.clear()
    ranks = weeklyRanks(parseHours(hours))
    ranksByHours.set(key, ranks)
  }
  return ranks
}

function toShop(row: Row): DirectoryShop | null {
  if (row.id === null || row.sort_key === null) return null
  return {
    id: row.id,
    sortKey: row.sort_key,
    key: byteKey(row.sort_key),
    lat: row.lat === null ? null : Number(row.lat),
    lng: row.lng === null ? null : Number(row.lng),
    supportsDelivery: Boolean(row.supports_delivery),
    deliveryRadiusMeters: Number(row.delivery_radius_meters),
    ranks: ranksOf(row.hours),
  }
}
