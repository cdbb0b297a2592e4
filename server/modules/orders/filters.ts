import { and, eq, gte, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { TIME_ZONE } from '../../../domain/constants'
import {
  orderIdPrefix,
  searchableName,
  type OrderFilter,
  type OrderSummary,
} from '../../../domain/orders/history'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'

/** The filters of docs/product.md#order-history, and the 'Hoy' board's view. */
export type OrderListFilter = OrderFilter & { view?: 'today' }

/** Midnight starting an Argentina calendar day ('YYYY-MM-DD'), as an instant (docs/product.md#argentina-time). */
const dayStart = (day: string) => sql`((${day}::date)::timestamp at time zone ${TIME_ZONE})`

/** Midnight starting the Argentina day that holds `now`. */
const todayStart = (now: Date) =>
  sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${TIME_ZONE}) at time zone ${TIME_ZONE})`

/**
 * Letters a name search treats as the same: searchableName (domain/text plainText) drops every
 * accent in JavaScript; SQL folds these, which covers the names Spanish and Portuguese write.
 * Both cases are listed, so it does not depend on the database's locale knowing lower('Á').
 */
const FOLDS: [string, string][] = [
  ['áàâäã', 'a'],
  ['éèêë', 'e'],
  ['íìîï', 'i'],
  ['óòôöõ', 'o'],
  ['úùûü', 'u'],
  ['ñ', 'n'],
  ['ç', 'c'],
]
const FOLD_FROM = FOLDS.map(([from]) => from + from.toUpperCase()).join('')
const FOLD_TO = FOLDS.map(([from, to]) => to.repeat(from.length * 2)).join('')

/** A text column lower-cased and without accents, as searchableName leaves the search text. */
export const foldedText = (column: AnyColumn) =>
  sql`translate(lower(${column}), ${FOLD_FROM}, ${FOLD_TO})`

/** The customer's name as the Historial searches it. */
const foldedName = foldedText(orders.customerName)

/** LIKE treats % and _ as wildcards and \ as its escape: a search means them literally. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The first and last uuid starting with a hex prefix: the primary key's index answers the range. */
function uuidRange(prefix: string): [string, string] {
  const uuid = (hex: string) =>
    `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
  return [uuid(prefix.padEnd(32, '0')), uuid(prefix.padEnd(32, 'f'))]
}

/**
 * The WHERE of the filters (the shop itself is added by the caller). Every condition keeps the
 * statement on the shop's (business_id, created_at) index or, for an id prefix, on the primary
 * key; the dates compare created_at with instants computed once per statement.
 */
export function orderFilterWhere(filter: OrderListFilter, now = new Date()): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (filter.from) conditions.push(gte(orders.createdAt, dayStart(filter.from)))
  // 'to' includes its whole day: up to the next midnight, excluded.
  if (filter.to)
    conditions.push(lt(orders.createdAt, sql`${dayStart(filter.to)} + interval '1 day'`))
  if (filter.status) conditions.push(eq(orders.status, filter.status))
  if (filter.view === 'today') {
    // docs/product.md#order-history: 'Hoy' hides nothing still waiting for an answer, nor an
    // order for later whose slot is today or ahead (docs/product.md#scheduled-orders), whenever
    // it was placed and answered.
    conditions.push(
      or(
        gte(orders.createdAt, todayStart(now)),
        eq(orders.status, 'PENDING'),
        gte(orders.scheduledFor, todayStart(now)),
      ),
    )
  }
  if (filter.q) {
    const name = searchableName(filter.q)
    const byName = sql`${foldedName} like ${`%${likeLiteral(name)}%`}`
    const prefix = orderIdPrefix(filter.q)
    if (prefix) {
      const [low, high] = uuidRange(prefix)
      conditions.push(or(byName, sql`${orders.id} between ${low}::uuid and ${high}::uuid`))
    } else conditions.push(byName)
  }
  return conditions.length === 0 ? undefined : and(...conditions)
}

/** docs/product.md#order-history: how many orders match, and how many and how much were accepted. One statement. */
export async function summarizeOrders(
  db: Db,
  businessId: string,
  filter: OrderFilter,
): Promise<OrderSummary> {
  const [row] = await db
    .select({
      count: sql<number>`cast(count(*) as int)`,
      acceptedCount: sql<number>`cast(count(*) filter (where ${orders.status} = 'ACCEPTED') as int)`,
      // bigint: many accepted orders may pass int's 21 million pesos; read back as text.
      acceptedTotal: sql<string>`cast(coalesce(sum(${orders.total}) filter (where ${orders.status} = 'ACCEPTED'), 0) as bigint)`,
    })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), orderFilterWhere(filter)))
  return {
    count: row?.count ?? 0,
    acceptedCount: row?.acceptedCount ?? 0,
    acceptedTotal: Number(row?.acceptedTotal ?? 0),
  }
}
