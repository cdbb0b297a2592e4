import { sql, type SQL } from 'drizzle-orm'
import { OPENS_SOON_THRESHOLD_MINUTES } from '../../../domain/constants'
import { MAX_DELIVERY_RADIUS_METERS } from '../../../domain/delivery'
import {
  EXPLORE_DEFAULT_LIMIT,
  EXPLORE_SEARCH_RADIUS_METERS,
  type ExploreItem,
  type ExploreQuery,
  type ExploreResponse,
} from '../../../domain/explore'
import { EXPLORE_CURSOR_MESSAGE } from '../../../domain/messages/customer'
import {
  fromMinutes,
  getOpenStatus,
  zonedClock,
  type DayHours,
} from '../../../domain/opening-hours'
import type { Db } from '../../db/client'
import { ApiError } from '../../lib/errors'
import { decodeCursor, encodeCursor, type ExploreCursor } from './cursor'

const MINUTES_PER_DAY = 24 * 60
const EARTH_RADIUS_METERS = 6_371_008.8
// A degree of latitude is at least this long; a smaller figure only makes the box wider.
const METERS_PER_DEGREE = 111_000

// The generated column businesses.name_sort_key: Spanish, accent-insensitive, byte-wise comparable.
const nameSortKey = sql.raw('b.name_sort_key collate "C"')

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

export interface Location {
  lat: number
  lng: number
}

/** A latitude/longitude box that holds every point within `meters` of the location. */
function boundingBox({ lat, lng }: Location, meters: number) {
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
  far: number
  rank: number
  distance: number | null
  dist_key: number
  sort_key: string
  hours: DayHours[] | string
}

export interface ExploreOptions extends ExploreQuery {
  now?: Date
}

// Shops with no map point sort after every measured distance, in the far group.
const UNKNOWN_DISTANCE = 2_147_483_647

const columns = sql.raw(`b.id, b.slug, b.name, b.city, b.logo_url, b.supports_delivery,
  b.supports_pickup, b.delivery_radius_meters`)

/** Every shop's rank in one pass over three days of hours: cheaper than a lookup per shop. */
const allRanks = (rank: SQL, relevant: SQL) => sql`left join (
    select h.business_id, min(${rank}) as rank from opening_hours h
    where ${relevant} group by h.business_id) r on r.business_id = b.id`

/**
 * The directory, in one SQL statement whatever the number of shops, ordered by open rank (open,
 * opening soon, later today, closed), then by name. With a location, the shops in reach come first and the rest after them, so
 * a wrong saved address still lists the city's shops: each group by rank, then distance, then
 * name. Only this page's shops carry their hours back, and a keyset cursor cuts the pages.
 */
export async function exploreRestaurants(
  db: Db,
  options: ExploreOptions,
): Promise<ExploreResponse> {
  const limit = options.limit ?? EXPLORE_DEFAULT_LIMIT
  const location: Location | null =
    options.lat !== undefined && options.lng !== undefined
      ? { lat: options.lat, lng: options.lng }
      : null
  const cursor = options.cursor ? decodeCursor(options.cursor) : null
  if (cursor && !sameLocation(cursor.l, location)) {
    throw new ApiError('VALIDATION', EXPLORE_CURSOR_MESSAGE)
  }
  // Statuses change by the minute; later pages reuse the first page's instant (see cursor.ts).
  const instant = new Date(
    cursor ? cursor.t : Math.floor((options.now ?? new Date()).getTime() / 60_000) * 60_000,
  )
  const { rank, relevant } = intervalRank(instant)

  let page: SQL
  if (location) {
    const distance = distanceTo(location)
    const near = nearFilter(location, distance)
    const order = sql.raw('rank, dist_key, sort_key, id')
    const after = (group: 0 | 1) => {
      if (!cursor || cursor.f < group) return sql`true`
      if (cursor.f > group) return sql`false`
      return sql`(rank, dist_key, sort_key, id) > (${cursor.r}, ${cursor.d}::int, ${cursor.k} collate "C", ${cursor.i}::uuid)`
    }
    // The near group reads only the shops its bounding boxes hold, each one's hours through its
    // index; the far group ranks the whole directory, so it runs only once the near one runs out.
    page = sql`near as (
        select ${columns}, 0 as far, ${distance} as distance, ${distance} as dist_key,
          ${nameSortKey} as sort_key,
          coalesce((select min(${rank}) from opening_hours h
            where h.business_id = b.id and ${relevant}), 3) as rank
        from businesses b
        where ${near}),
      near_page as (select * from near where ${after(0)} order by ${order} limit ${limit + 1}),
      far as (
        select ${columns}, 1 as far, b.distance,
          coalesce(b.distance, ${UNKNOWN_DISTANCE}) as dist_key, ${nameSortKey} as sort_key, b.rank
        from (
          select b.*, ${distance} as distance, coalesce(r.rank, 3) as rank
          from businesses b ${allRanks(rank, relevant)}
          where (select count(*) from near_page) <= ${limit}
          -- A fence: each shop's distance is computed once, not again in every use below.
          offset 0) b
        where not coalesce(${nearFilter(location, sql`b.distance`)}, false)),
      far_page as (select * from far where ${after(1)} order by ${order} limit ${limit + 1}),
      page as (
        select * from near_page union all select * from far_page
        order by far, ${order} limit ${limit + 1})`
  } else {
    const after = cursor
      ? sql`(rank, sort_key, id) > (${cursor.r}, ${cursor.k} collate "C", ${cursor.i}::uuid)`
      : sql`true`
    page = sql`ranked as (
        select ${columns}, 0 as far, null::int as distance, 0 as dist_key,
          ${nameSortKey} as sort_key, coalesce(r.rank, 3) as rank
        from businesses b ${allRanks(rank, relevant)}),
      page as (select * from ranked where ${after} order by rank, sort_key, id limit ${limit + 1})`
  }

  const result = await db.execute<Row>(sql`
    with ${page}
    select page.id, page.slug, page.name, page.city, page.logo_url, page.supports_delivery,
      page.supports_pickup, page.delivery_radius_meters, page.far, page.rank, page.distance,
      page.dist_key, page.sort_key,
      coalesce((
        select json_agg(json_build_object('dayOfWeek', d.day_of_week, 'intervals', d.intervals)
          order by d.day_of_week)
        from (
          select h.day_of_week, json_agg(json_build_object(
            'openTime', to_char(h.open_time, 'HH24:MI'),
            'closeTime', to_char(h.close_time, 'HH24:MI')
          ) order by h.open_time) as intervals
          from opening_hours h where h.business_id = page.id group by h.day_of_week
        ) d
      ), '[]'::json) as hours
    from page order by page.far, page.rank, page.dist_key, page.sort_key, page.id`)

  const rows = result.rows.slice(0, limit)
  const items = rows.map((row) => toItem(row, instant, location !== null))
  const last = rows.at(-1)
  const nextCursor =
    result.rows.length > limit && last
      ? encodeCursor({
          v: 1,
          t: instant.getTime(),
          l: location ? [location.lat, location.lng] : null,
          f: Number(last.far) === 1 ? 1 : 0,
          r: last.rank,
          d: location ? Number(last.dist_key) : null,
          k: last.sort_key,
          i: last.id,
        })
      : null
  return { items, nextCursor }
}

function sameLocation(a: ExploreCursor['l'], b: Location | null) {
  return a === null ? b === null : b !== null && a[0] === b.lat && a[1] === b.lng
}

function toItem(row: Row, instant: Date, located: boolean): ExploreItem {
  const openingHours: DayHours[] = typeof row.hours === 'string' ? JSON.parse(row.hours) : row.hours
  const distance = row.distance === null ? null : Number(row.distance)
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
    distanceMeters: distance,
    deliversToYou: !located
      ? null
      : distance !== null && row.supports_delivery && distance <= row.delivery_radius_meters,
    nearYou: located ? Number(row.far) === 0 : null,
  }
}
