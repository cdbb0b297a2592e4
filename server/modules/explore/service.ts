import { sql, type SQL } from 'drizzle-orm'
import { OPENS_SOON_THRESHOLD_MINUTES } from '../../../domain/constants'
import { MAX_DELIVERY_RADIUS_METERS } from '../../../domain/delivery'
import {
  EXPLORE_CURSOR_MESSAGE,
  EXPLORE_DEFAULT_LIMIT,
  EXPLORE_SEARCH_RADIUS_METERS,
  type ExploreItem,
  type ExploreQuery,
  type ExploreResponse,
} from '../../../domain/explore'
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
 * The SPEC §4 rank (0 Abierto, 1 Abre pronto, 2 Abre a las…, 3 Cerrado) one interval gives at the
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

/** Great-circle (haversine) distance in whole meters. */
export function distanceTo({ lat, lng }: Location): SQL {
  return sql`round(2 * ${EARTH_RADIUS_METERS}::float8 * asin(least(1, sqrt(
    power(sin(radians(b.lat - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(b.lat))
      * power(sin(radians(b.lng - ${lng}::float8) / 2), 2)))))::int`
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
  rank: number
  distance: number | null
  sort_key: string
  hours: DayHours[] | string
}

export interface ExploreOptions extends ExploreQuery {
  now?: Date
}

/**
 * The directory of SPEC §4, in one SQL statement whatever the number of shops: every shop's rank
 * is computed in SQL (only this page's shops carry their hours back), ordered by rank, then by
 * distance when a location is given, then by name, and cut by a keyset cursor.
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

  let ranked: SQL
  if (location) {
    // Few shops pass the box, so each one's hours are looked up through its index.
    const distance = distanceTo(location)
    ranked = sql`select b.id, b.slug, b.name, b.city, b.logo_url, b.supports_delivery, b.supports_pickup,
        b.delivery_radius_meters,
        ${distance} as distance, ${nameSortKey} as sort_key,
        coalesce((select min(${rank}) from opening_hours h
          where h.business_id = b.id and ${relevant}), 3) as rank
      from businesses b
      where ${nearFilter(location, distance)}`
  } else {
    // Every shop is ranked: one pass over three days of hours beats a lookup per shop.
    ranked = sql`select b.id, b.slug, b.name, b.city, b.logo_url, b.supports_delivery, b.supports_pickup,
        b.delivery_radius_meters,
        null::int as distance, ${nameSortKey} as sort_key,
        coalesce(r.rank, 3) as rank
      from businesses b
      left join (select h.business_id, min(${rank}) as rank from opening_hours h
        where ${relevant} group by h.business_id) r on r.business_id = b.id`
  }

  const order = location ? sql.raw('rank, distance, sort_key, id') : sql.raw('rank, sort_key, id')
  let after = sql`true`
  if (cursor) {
    after = location
      ? sql`(rank, distance, sort_key, id) > (${cursor.r}, ${cursor.d}::int, ${cursor.k} collate "C", ${cursor.i}::uuid)`
      : sql`(rank, sort_key, id) > (${cursor.r}, ${cursor.k} collate "C", ${cursor.i}::uuid)`
  }

  const result = await db.execute<Row>(sql`
    with ranked as (${ranked}),
    page as (select * from ranked where ${after} order by ${order} limit ${limit + 1})
    select page.id, page.slug, page.name, page.city, page.logo_url, page.supports_delivery,
      page.supports_pickup, page.delivery_radius_meters, page.rank, page.distance, page.sort_key,
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
    from page order by ${order}`)

  const rows = result.rows.slice(0, limit)
  const items = rows.map((row) => toItem(row, instant))
  const last = rows.at(-1)
  const nextCursor =
    result.rows.length > limit && last
      ? encodeCursor({
          v: 1,
          t: instant.getTime(),
          l: location ? [location.lat, location.lng] : null,
          r: last.rank,
          d: last.distance,
          k: last.sort_key,
          i: last.id,
        })
      : null
  return { items, nextCursor }
}

function sameLocation(a: ExploreCursor['l'], b: Location | null) {
  return a === null ? b === null : b !== null && a[0] === b.lat && a[1] === b.lng
}

function toItem(row: Row, instant: Date): ExploreItem {
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
    deliversToYou:
      distance === null ? null : row.supports_delivery && distance <= row.delivery_radius_meters,
  }
}
