import { sql, type SQL } from 'drizzle-orm'
import { PROMOS_LIMIT, type PromosQuery, type PromosResponse } from '../../../domain/promos/schemas'
import type { Db } from '../../db/client'
import { distanceTo, intervalRank, nearFilter, type Location } from '../explore/service'
import { takesOrdersSql } from '../../lib/plan-gate'
import type { PlanTerms } from '../../../domain/plan/rules'

/*
 * Products have no stored sort key, so their names are keyed here the way businesses.name_sort_key
 * keys shops' (server/db/schema.ts): accents dropped, lower case, ñ between n and o, byte-wise.
 */
const productNameKey = sql.raw(
  `replace(lower(translate(p.name, 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑáàâäãéèêëíìîïóòôöõúùûüç', 'AAAAAEEEEIIIIOOOOOUUUUCñaaaaaeeeeiiiiooooouuuuc')), 'ñ', 'n{') collate "C"`,
)

/*
 * The whole percent off, computed as domain/money discountPercent does in JavaScript
 * (Math.round of the same float8 quotient, i.e. floor(x + 0.5)), so the order and the badge agree.
 */
const percentOff = sql.raw(
  'floor(((p.price - p.discount_price)::float8 / p.price) * 100 + 0.5)::int',
)

type Row = {
  id: string
  name: string
  description: string
  image_url: string | null
  price: number
  discount_price: number
  percent: number
  business_name: string
  slug: string
  logo_url: string | null
  city: string | null
  distance: number | null
}

export interface PromosOptions extends PromosQuery {
  /** The plan's trial and grace periods (docs/product.md#plan-payments). */
  terms: PlanTerms
  now?: Date
}

/**
 * Discounted products in stock at shops open now (Argentina time) that take orders by their plan
 * (docs/product.md#plan-payments: not suspended, nor past a trial or grace period), one SQL statement: open means
 * an opening interval of rank 0 in explore's open-status SQL. With a location, only shops in
 * explore's reach, nearest first; then by percent off, then by product name.
 */
export async function listPromos(db: Db, options: PromosOptions): Promise<PromosResponse> {
  const location: Location | null =
    options.lat !== undefined && options.lng !== undefined
      ? { lat: options.lat, lng: options.lng }
      : null
  // Evaluated at the minute, like explore, so the ETag holds within a minute.
  const instant = new Date(Math.floor((options.now ?? new Date()).getTime() / 60_000) * 60_000)
  const { rank, relevant } = intervalRank(instant)
  const distance: SQL = location ? distanceTo(location) : sql`null::int`
  const near = location ? nearFilter(location, distance) : sql`true`
  const order = location
    ? sql`distance, percent desc, ${productNameKey}, b.name_sort_key collate "C", p.id`
    : sql`percent desc, ${productNameKey}, b.name_sort_key collate "C", p.id`

  const result = await db.execute<Row>(sql`
    select p.id, p.name, p.description, p.image_url, p.price, p.discount_price,
      ${percentOff} as percent,
      b.name as business_name, b.slug, b.logo_url, b.city, ${distance} as distance
    from products p
    join businesses b on b.id = p.business_id
    where p.has_discount and p.is_available
      and p.discount_price > 0 and p.discount_price < p.price
      and exists (select 1 from opening_hours h
        where h.business_id = b.id and ${relevant} and (${rank}) = 0)
      and ${near}
      and ${takesOrdersSql(options.terms, instant)}
    order by ${order}
    limit ${PROMOS_LIMIT}`)

  return {
    items: result.rows.map((row) => ({
      productId: row.id,
      name: row.name,
      description: row.description,
      imageUrl: row.image_url,
      price: Number(row.price),
      discountPrice: Number(row.discount_price),
      discountPercent: Number(row.percent),
      business: {
        name: row.business_name,
        slug: row.slug,
        logoUrl: row.logo_url,
        city: row.city,
        distanceMeters: row.distance === null ? null : Number(row.distance),
      },
    })),
  }
}
