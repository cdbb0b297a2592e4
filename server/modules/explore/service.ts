import { EARTH_RADIUS_METERS } from '../../../domain/geo/rules'
import { activePause } from '../../../domain/pause/rules'
import { sql, type SQL } from 'drizzle-orm'
import { OPENS_SOON_THRESHOLD_MINUTES } from '../../../domain/constants'
import { MAX_DELIVERY_RADIUS_METERS } from '../../../domain/delivery/rules'
import {
  EXPLORE_DEFAULT_LIMIT,
  EXPLORE_SEARCH_RADIUS_METERS,
  type ExploreItem,
  type ExploreQuery,
  type ExploreResponse,
} from '../../../domain/explore/schemas'
import { NEXT_PAGE_MESSAGE } from '../../../domain/messages/customer'
import { fromMinutes, zonedClock, type DayHours } from '../../../domain/hours/rules'
import { getOpenStatus } from '../../../domain/hours/status'
import { ApiError } from '../../lib/errors'
import { prepareJson, type PreparedJson } from '../../lib/http-cache'
import { decodeCursor, encodeCursor, type ExploreCursor } from './cursor'
import {
  after,
  afterName,
  boundingBox,
  byteKey,
  uuidArray,
  type Directory,
  type ListPosition,
  type Location,
  type Placed,
} from './directory'
import { availabilityOf, gateOf } from '../../lib/plan-gate'
import type { PlanTerms } from '../../../domain/plan/rules'

export type { Location }

const MINUTES_PER_DAY = 24 * 60

/**
 * The docs/product.md#states rank (0 Abierto, 1 Abre pronto, 2 Abre a las…, 3 Cerrado) one interval gives at the
 * Argentina day and minute of `now`; a shop's rank is the smallest over its intervals. This is the
 * SQL twin of domain getOpenStatus (which labels each page's shops): the tests hold them together.
 * `relevant` keeps only the intervals that can rank better than Cerrado, so the index on
 * (day_of_week, open_time) reads today's rows and a handful of yesterday's and tomorrow's.
 */
export function intervalRank(now: Date): { rank: SQL; relevant: SQL } {
  const { dayOfWeek: day, minuteOfDay: m } = zonedClock(now)
  const prev = (day + 6) % 7
  const next = (day + 1) % 7
  const at = sql`${fromMinutes(m)}::time`
  const soonMinute = m + OPENS_SOON_THRESHOLD_MINUTES
  const crossing = sql`h.close_time <= h.open_time`
  // Near midnight the 'soon' window runs into tomorrow morning and all of today's later openings are in it.
  const wraps = soonMinute >= MINUTES_PER_DAY
  const soon = sql`${fromMinutes(soonMinute)}::time`
  const openedToday = sql`h.day_of_week = ${day} and h.open_time <= ${at} and (h.close_time > ${at} or ${crossing})`
  const openSinceYesterday = sql`h.day_of_week = ${prev} and ${crossing} and h.close_time > ${at}`
  const soonToday = wraps
    ? sql`h.day_of_week = ${day} and h.open_time > ${at}`
    : sql`h.day_of_week = ${day} and h.open_time > ${at} and h.open_time <= ${soon}`
  const soonTomorrow = wraps ? sql`h.day_of_week = ${next} and h.open_time <= ${soon}` : sql`false`
  const laterToday = wraps ? sql`false` : sql`h.day_of_week = ${day} and h.open_time > ${soon}`
  const rank = sql`case
    when ${openedToday} then 0
    when ${openSinceYesterday} then 0
    when ${soonToday} then 1
    when ${soonTomorrow} then 1
    when ${laterToday} then 2
    else 3 end`
  const relevant = sql`(h.day_of_week = ${day} or (${openSinceYesterday}) or (${soonTomorrow}))`
  return { rank, relevant }
}

const inBox = (box: ReturnType<typeof boundingBox>) =>
  sql`b.lat between ${box.latMin} and ${box.latMax} and b.lng between ${box.lngMin} and ${box.lngMax}`

/** Great-circle (haversine) distance in whole meters; null for a shop with no map point. */
export function distanceTo({ lat, lng }: Location): SQL {
  // least() skips nulls, so without the case a shop with no point would be half the Earth away.
  return sql`case when b.lat is not null and b.lng is not null then
    round(2 * ${EARTH_RADIUS_METERS}::float8 * asin(least(1, sqrt(
    power(sin(radians(b.lat - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(b.lat))
      * power(sin(radians(b.lng - ${lng}::float8) / 2), 2)))))::int end`
}

/*
 * Shops within the search radius, plus the few whose own delivery radius reaches farther: each
 * half has its index (migration 0001), so neither scans the table.
 */
const FAR_REACH = sql.raw(
  `b.supports_delivery and b.delivery_radius_meters > ${EXPLORE_SEARCH_RADIUS_METERS}`,
)
export function nearFilter(location: Location, distance: SQL): SQL {
  return sql`b.lat is not null and b.lng is not null
    and ((${inBox(boundingBox(location, EXPLORE_SEARCH_RADIUS_METERS))})
      or (${FAR_REACH} and ${inBox(boundingBox(location, MAX_DELIVERY_RADIUS_METERS))}))
    and ${distance} <= greatest(${EXPLORE_SEARCH_RADIUS_METERS},
      case when b.supports_delivery then b.delivery_radius_meters else 0 end)`
}

type Row = {
  id: string
  slug: string
  name: string
  city: string | null
  logo_url: string | null
  supports_delivery: boolean
  supports_pickup: boolean
  delivery_radius_meters: number
  paused_until: Date | string | null
  plan: string | null
  subscription_paid: boolean
  expires_at: Date | string | null
  created_at: Date | string
  suspended_at: Date | string | null
  hours: DayHours[] | string
}

/** The shops `ids` as a page shows them, with their hours, through the primary key. */
export function pageStatement(ids: string[]) {
  return sql`
    select b.id, b.slug, b.name, b.city, b.logo_url, b.supports_delivery, b.supports_pickup,
      b.delivery_radius_meters, b.paused_until,
      b.plan, b.subscription_paid, b.expires_at, b.created_at, b.suspended_at,
      coalesce((
        select json_agg(json_build_object('dayOfWeek', d.day_of_week, 'intervals', d.intervals)
          order by d.day_of_week)
        from (
          select h.day_of_week, json_agg(json_build_object(
            'openTime', to_char(h.open_time, 'HH24:MI'),
            'closeTime', to_char(h.close_time, 'HH24:MI')
          ) order by h.open_time) as intervals
          from opening_hours h where h.business_id = b.id group by h.day_of_week
        ) d
      ), '[]'::json) as hours
    from businesses b where b.id = any(${uuidArray(ids)}::uuid[]) and b.suspended_at is null`
}

export interface ExploreOptions extends ExploreQuery {
  /** The plan's trial and grace periods (docs/product.md#plan-payments). */
  terms: PlanTerms
  now?: Date
}

/**
 * The directory (docs/product.md#near-me, ADR 0012), ordered by open rank (open, opening soon,
 * later today, closed), then by name. With a location, the shops in reach come first and the rest
 * after them, so a wrong saved address still lists the city's shops: each group by rank, then
 * distance, then name. The order comes from this process's Directory, brought up to date first
 * (one statement, two when shops changed); one more statement reads the page's shops and their
 * hours. A keyset cursor cuts the pages, so any page costs about what the first one does.
 */
export async function exploreRestaurants(
  directory: Directory,
  options: ExploreOptions,
): Promise<ExploreResponse> {
  await directory.fresh()
  return listDirectory(directory, options)
}

/** An answer of the directory, as a page draws it and as the API sends it. */
export interface PreparedExplore {
  response: ExploreResponse
  json: PreparedJson
}

/**
 * exploreRestaurants' answer kept per directory version (Directory.remember, ADR 0020): the same
 * minute, location, cursor and limit are answered with the same bytes and ETag, made once, until a
 * shop changes in any process. Call `directory.fresh()` first.
 */
export function preparedExplore(
  directory: Directory,
  options: ExploreOptions,
): Promise<PreparedExplore> {
  const now = options.now ?? new Date()
  // A cursor pins its own minute; a first page is the current minute's.
  const key = [
    'explore',
    options.cursor ?? Math.floor(now.getTime() / 60_000),
    options.lat,
    options.lng,
    options.limit,
  ].join('|')
  return directory.remember(key, async () => {
    const response = await listDirectory(directory, { ...options, now })
    return { response, json: prepareJson(JSON.stringify(response)) }
  })
}

/** exploreRestaurants with the directory already brought up to date. */
async function listDirectory(
  directory: Directory,
  options: ExploreOptions,
): Promise<ExploreResponse> {
  const limit = options.limit ?? EXPLORE_DEFAULT_LIMIT
  const location: Location | null =
    options.lat !== undefined && options.lng !== undefined
      ? { lat: options.lat, lng: options.lng }
      : null
  const cursor = options.cursor ? decodeCursor(options.cursor) : null
  if (cursor && !sameLocation(cursor.l, location)) {
    throw new ApiError('VALIDATION', NEXT_PAGE_MESSAGE)
  }
  // Statuses change by the minute; later pages reuse the first page's instant (see cursor.ts).
  const instant = new Date(
    cursor ? cursor.t : Math.floor((options.now ?? new Date()).getTime() / 60_000) * 60_000,
  )

  const position: ListPosition | null = cursor
    ? { rank: cursor.r, distKey: cursor.d ?? 0, key: byteKey(cursor.k), id: cursor.i }
    : null
  const page: { placed: Placed; far: 0 | 1 }[] = []
  const take = (list: Placed[], far: 0 | 1, from: number) => {
    for (let i = from; i < list.length && page.length <= limit; i++) {
      page.push({ placed: list[i], far })
    }
  }
  if (location) {
    const group = cursor?.f ?? 0
    if (group === 0) {
      const near = directory.near(location, instant)
      take(near, 0, position ? after(near, position) : 0)
    }
    // The far group is ranked only once a page runs past the near one.
    if (page.length <= limit) {
      const far = directory.far(location, instant)
      take(far, 1, position && group === 1 ? after(far, position) : 0)
    }
  } else {
    const groups = directory.ranking(instant)
    for (let rank = position?.rank ?? 0; rank < groups.length && page.length <= limit; rank++) {
      const list = groups[rank]
      const from = position && rank === position.rank ? afterName(list, position) : 0
      for (let i = from; i < list.length && page.length <= limit; i++) {
        page.push({ placed: { shop: list[i], rank, distance: null, distKey: 0 }, far: 0 })
      }
    }
  }

  const shown = page.slice(0, limit)
  const ids = shown.map((p) => p.placed.shop.id)
  const result =
    ids.length === 0 ? { rows: [] as Row[] } : await directory.db.execute<Row>(pageStatement(ids))
  const rows = new Map(result.rows.map((row) => [row.id, row]))

  // A shop deleted or suspended since the copy was read is left out of this page.
  const items = shown.flatMap(({ placed, far }) => {
    const row = rows.get(placed.shop.id)
    return row ? [toItem(row, placed, far, instant, location !== null, options.terms)] : []
  })
  const last = shown.at(-1)
  const nextCursor =
    page.length > limit && last
      ? encodeCursor({
          v: 1,
          t: instant.getTime(),
          l: location ? [location.lat, location.lng] : null,
          f: last.far,
          r: last.placed.rank,
          d: location ? last.placed.distKey : null,
          k: last.placed.shop.sortKey,
          i: last.placed.shop.id,
        })
      : null
  return { items, nextCursor }
}

function sameLocation(a: ExploreCursor['l'], b: Location | null) {
  return a === null ? b === null : b !== null && a[0] === b.lat && a[1] === b.lng
}

function toItem(
  row: Row,
  placed: Placed,
  far: 0 | 1,
  instant: Date,
  located: boolean,
  terms: PlanTerms,
): ExploreItem {
  const openingHours: DayHours[] = typeof row.hours === 'string' ? JSON.parse(row.hours) : row.hours
  const distance = placed.distance
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    city: row.city,
    logoUrl: row.logo_url,
    supportsDelivery: row.supports_delivery,
    supportsPickup: row.supports_pickup,
    openingHours,
    openStatus: getOpenStatus(openingHours, instant),
    pausedUntil:
      activePause(row.paused_until && new Date(row.paused_until), instant)?.toISOString() ?? null,
    // Listed, its place following its hours as a pause's does, but saying it takes no orders.
    availability: availabilityOf(
      gateOf(
        {
          plan: row.plan,
          subscriptionPaid: row.subscription_paid,
          expiresAt: row.expires_at,
          createdAt: row.created_at,
          suspendedAt: row.suspended_at,
        },
        terms,
        instant,
      ),
    ),
    distanceMeters: distance,
    deliversToYou: !located
      ? null
      : distance !== null && row.supports_delivery && distance <= row.delivery_radius_meters,
    nearYou: located ? far === 0 : null,
  }
}
