import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import {
  ANONYMIZED_ADDRESS,
  ANONYMOUS_CUSTOMER_NAME,
  maskPhone,
} from '../../../domain/customers/rules'
import type {
  Customer,
  CustomersPage,
  customersQuerySchema,
  PrivacySettings,
} from '../../../domain/customers/schemas'
import { PICKUP_DELIVERY_INFO } from '../../../domain/checkout/rules'
import { phoneDigits } from '../../../domain/admin/shops'
import { NEXT_PAGE_MESSAGE } from '../../../domain/messages/customer'
import { searchableName } from '../../../domain/orders/history'
import type { Db, Tx } from '../../db/client'
import { businesses, orderItems, orders, shopActivity } from '../../db/schema'
import { recordActivity, type ActivityActor } from '../../lib/activity'
import { ApiError } from '../../lib/errors'
import { foldedText, likeLiteral } from '../orders/filters'

type CustomersQuery = z.output<typeof customersQuerySchema>

/*
 * Clientes (docs/product.md#customers): a shop's customers are its orders grouped by phone, those
 * with a phone and not anonymised. Nothing is stored apart: a customer is what their orders at
 * this shop say, so anonymising the orders removes the customer, and another shop's orders with
 * the same phone are never read (every statement names the shop).
 */

/** A page's cursor: the last customer's latest order (to the microsecond, UTC) and phone. */
const encodeCursor = (at: string, phone: string) =>
  Buffer.from(`${at}|${phone}`).toString('base64url')

function decodeCursor(cursor: string): { at: string; phone: string } | null {
  const text = Buffer.from(cursor, 'base64url').toString('utf8')
  const bar = text.indexOf('|')
  if (bar < 0) return null
  const at = text.slice(0, bar)
  const phone = text.slice(bar + 1)
  if (!/^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(at) || Number.isNaN(Date.parse(at))) return null
  if (!/^[+\d][\d\s()+-]{0,39}$/.test(phone)) return null
  return { at, phone }
}

interface CustomerRow extends Record<string, unknown> {
  phone: string
  name: string
  orders: string | number
  spent: string | number
  last_at: string
  cursor_at: string
  top_product: string | null
}

/**
 * A search's condition on a group of one phone's orders: any name they ordered with, folded as
 * the Historial folds it, or, when the search looks like a phone, its digits in the phone.
 */
function searchHaving(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  const name = searchableName(q)
  const byName = name
    ? sql`bool_or(${foldedText(orders.customerName)} like ${`%${likeLiteral(name)}%`})`
    : undefined
  const digits = phoneDigits(q)
  const byPhone = digits ? sql`${orders.customerPhone} like ${`%${digits}%`}` : undefined
  if (byName && byPhone) return sql`(${byName} or ${byPhone})`
  return byName ?? byPhone
}

/**
 * One page of the shop's customers, latest order first (then by phone, so a page's cursor is
 * exact): one statement that groups the shop's orders with a phone (on the shop's phone index)
 * and finds, for the page's customers only, their most ordered product.
 */
async function customersPage(
  db: Db,
  businessId: string,
  { q, before, limit }: { q?: string; before?: string; limit: number },
): Promise<{ rows: Customer[]; next: string | null }> {
  const having: SQL[] = []
  const search = searchHaving(q)
  if (search) having.push(search)
  if (before !== undefined) {
    const after = decodeCursor(before)
    if (!after) throw new ApiError('VALIDATION', NEXT_PAGE_MESSAGE)
    having.push(
      sql`(max(${orders.createdAt}), ${orders.customerPhone}) < (cast(${after.at} as timestamptz), ${after.phone})`,
    )
  }
  const result = await db.execute<CustomerRow>(sql`
    with customers as (
      select ${orders.customerPhone} as phone,
        (array_agg(${orders.customerName} order by ${orders.createdAt} desc, ${orders.id} desc))[1] as name,
        count(*) filter (where ${orders.status} <> 'REJECTED') as orders,
        coalesce(sum(${orders.total}) filter (where ${orders.status} = 'ACCEPTED'), 0) as spent,
        max(${orders.createdAt}) as last_at
      from ${orders}
      where ${orders.businessId} = ${businessId}
        and ${orders.customerPhone} is not null
        and ${orders.anonymizedAt} is null
      group by ${orders.customerPhone}
      ${having.length > 0 ? sql`having ${sql.join(having, sql` and `)}` : sql``}
      order by last_at desc, phone desc
      limit ${limit + 1})
    select c.phone, c.name, c.orders::bigint as orders, c.spent::bigint as spent,
      to_char(c.last_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_at,
      to_char(c.last_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
      (select i.name
        from ${orders} o
        join ${orderItems} i on i.business_id = o.business_id and i.order_id = o.id
        where o.business_id = ${businessId} and o.customer_phone = c.phone
          and o.anonymized_at is null and o.status <> 'REJECTED'
        group by i.name
        order by sum(i.quantity) desc, i.name
        limit 1) as top_product
    from customers c
    order by c.last_at desc, c.phone desc`)
  const rows = result.rows
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    rows: page.map((r) => ({
      phone: r.phone,
      name: r.name,
      orders: Number(r.orders),
      spent: Number(r.spent),
      lastOrderAt: r.last_at,
      topProduct: r.top_product,
    })),
    next: rows.length > limit && last ? encodeCursor(last.cursor_at, last.phone) : null,
  }
}

/** `GET /api/business/customers`: a page of the shop's customers, found by name or phone. */
export async function listCustomers(
  db: Db,
  businessId: string,
  query: CustomersQuery,
): Promise<CustomersPage> {
  const { rows, next } = await customersPage(db, businessId, query)
  return { customers: rows, nextBefore: next }
}

/** Every customer the search finds, a page at a time (the CSV's rows). */
export async function* allCustomers(
  db: Db,
  businessId: string,
  q: string | undefined,
  pageSize = 500,
) {
  let before: string | undefined
  for (;;) {
    const { rows, next } = await customersPage(db, businessId, { q, before, limit: pageSize })
    yield rows
    if (!next) return
    before = next
  }
}

/**
 * What anonymising leaves of an order (docs/product.md#personal-data): no name, phone, address,
 * map point or notes; the amounts, the lines and the coupon stay, so sales are unchanged. Its
 * idempotency key and the hash of the request go too: the hash was taken over the name and phone.
 */
const anonymizedOrder = {
  customerName: ANONYMOUS_CUSTOMER_NAME,
  customerPhone: null,
  deliveryInfo: sql<string>`case when ${orders.method} = 'DELIVERY' then ${ANONYMIZED_ADDRESS} else ${PICKUP_DELIVERY_INFO} end`,
  deliveryLat: null,
  deliveryLng: null,
  notes: null,
  idempotencyKey: null,
  requestHash: null,
  anonymizedAt: sql`now()`,
  updatedAt: sql`now()`,
}

/**
 * `POST /api/business/customers/anonymize` (docs/product.md#personal-data): every order of that
 * phone at this shop loses its customer's data, its lines their notes, and Actividad's lines about
 * those orders the customer's name; one line in Actividad says it was done, with the phone masked.
 * One transaction: all or nothing. A phone no order carries changes nothing (0 orders).
 */
export async function anonymizeCustomer(
  db: Db,
  actor: ActivityActor,
  phone: string,
): Promise<{ orders: number }> {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(orders)
      .set(anonymizedOrder)
      .where(and(eq(orders.businessId, actor.businessId), eq(orders.customerPhone, phone)))
      .returning({ id: orders.id })
    if (done.length === 0) return { orders: 0 }
    const ids = done.map((o) => o.id)
    await forgetItemNotes(tx, actor.businessId, ids)
    await tx
      .update(shopActivity)
      .set({
        details: sql`jsonb_set(${shopActivity.details}, '{customer}', to_jsonb(${ANONYMOUS_CUSTOMER_NAME}::text))`,
      })
      .where(
        and(
          eq(shopActivity.businessId, actor.businessId),
          inArray(shopActivity.subjectId, ids),
          sql`${shopActivity.details} ? 'customer'`,
        ),
      )
    await recordActivity(tx, actor, 'customer.anonymized', {
      phone: maskPhone(phone),
      orders: done.length,
    })
    return { orders: done.length }
  })
}

const forgetItemNotes = (tx: Tx, businessId: string, orderIds: string[]) =>
  tx
    .update(orderItems)
    .set({ notes: null })
    .where(
      and(
        eq(orderItems.businessId, businessId),
        inArray(orderItems.orderId, orderIds),
        sql`${orderItems.notes} is not null`,
      ),
    )

/** `GET /api/business/settings/privacy`. */
export async function getPrivacySettings(db: Db, businessId: string): Promise<PrivacySettings> {
  const [row] = await db
    .select({ customerRetentionMonths: businesses.customerRetentionMonths })
    .from(businesses)
    .where(eq(businesses.id, businessId))
  return row
}

/** `PUT /api/business/settings/privacy`: a change is written to Actividad; the same value is not. */
export async function setPrivacySettings(
  db: Db,
  actor: ActivityActor,
  settings: PrivacySettings,
): Promise<PrivacySettings> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ months: businesses.customerRetentionMonths })
      .from(businesses)
      .where(eq(businesses.id, actor.businessId))
      .for('update')
    const months = settings.customerRetentionMonths
    if (old?.months === months) return settings
    await tx
      .update(businesses)
      .set({ customerRetentionMonths: months, updatedAt: sql`now()` })
      .where(eq(businesses.id, actor.businessId))
    await recordActivity(tx, actor, 'privacy.edited', { months })
    return settings
  })
}
