import {
  and,
  asc,
  desc,
  eq,
  gte,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm'
import {
  ADMIN_ACTIVITY_DAYS,
  ADMIN_SHOPS_PAGE_SIZE,
  phoneDigits,
  searchFold,
  type AdminAuditEntry,
  type AdminCities,
  type AdminExtendBody,
  type AdminPlanPayment,
  type AdminShopDetail,
  type AdminShopList,
  type AdminShopsQuery,
} from '../../../domain/admin/shops'
import { isUuid } from '../../../domain/catalog/rules'
import { TIME_ZONE } from '../../../domain/constants'
import {
  SHOP_ALREADY_SUSPENDED_MESSAGE,
  SHOP_NOT_SUSPENDED_MESSAGE,
} from '../../../domain/messages/admin'
import { planStanding } from '../../../domain/plan/rules'
import type { Db } from '../../db/client'
import { auditLog, businesses, operators, orders, planPayments, users } from '../../db/schema'
import { recordAudit } from '../../lib/audit'
import { ApiError } from '../../lib/errors'
import { recordOfflinePlanPayment } from '../../lib/plan-payments'
import { standingIs } from '../../lib/plan-standing'

/*
 * The operator console's shops (docs/product.md#operators): 'Comercios' (search, filters, order,
 * pages), a shop's page, and the actions on it, each written to the activity log in the same
 * transaction as the change.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** LIKE's own characters in a search are plain text. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The shops a search names: by name, slug, town or phone (businesses.search_text) or by the owner's
 * email, each through its trigram index; a query that looks like a phone also by its digits.
 * A union of ids, so each side uses its own index, rather than one OR that reads every shop.
 */
function matching(q: string): SQL | undefined {
  const folded = searchFold(q)
  if (!folded) return undefined
  const patterns = [folded]
  const digits = phoneDigits(q)
  if (digits && digits !== folded) patterns.push(digits)
  const byText = patterns.map(
    (p) => sql`select id from ${businesses} where search_text like ${`%${likeEscape(p)}%`}`,
  )
  const byEmail = sql`select b2.id from ${users} u2 join ${businesses} b2 on b2.owner_id = u2.id
    where lower(u2.email) like ${`%${likeEscape(q.trim().toLowerCase())}%`}`
  return sql`${businesses.id} in (${sql.join([...byText, byEmail], sql` union `)})`
}

function orderBy(query: AdminShopsQuery) {
  const descending = query.dir === 'desc' || (query.dir === undefined && query.sort === 'created')
  const dir = (column: SQLWrapper) => (descending ? desc(column) : asc(column))
  switch (query.sort) {
    case 'name':
      return [dir(sql`${businesses.nameSortKey} collate "C"`), dir(businesses.id)]
    case 'expires':
      // With no end (no plan, or never paid) last whichever the direction.
      return [
        descending
          ? sql`${businesses.expiresAt} desc nulls last`
          : sql`${businesses.expiresAt} asc nulls last`,
        dir(businesses.id),
      ]
    default:
      return [dir(businesses.createdAt), dir(businesses.id)]
  }
}

export async function listShops(
  db: Db,
  query: AdminShopsQuery,
  now = new Date(),
): Promise<AdminShopList> {
  const city = query.city?.trim()
  const where = and(
    query.q ? matching(query.q) : undefined,
    query.standing ? standingIs(query.standing, now) : undefined,
    city ? sql`lower(${businesses.city}) = lower(${city})` : undefined,
  )
  // The page's ids first, from businesses alone (an index-only scan when nothing filters), then
  // their rows and owners: a deep page skips ids, not joined rows.
  const page = db
    .select({ pageId: businesses.id })
    .from(businesses)
    .where(where)
    .orderBy(...orderBy(query))
    .limit(ADMIN_SHOPS_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_SHOPS_PAGE_SIZE)
    .as('page')
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: businesses.id,
        name: businesses.name,
        slug: businesses.slug,
        city: businesses.city,
        phone: businesses.phone,
        ownerEmail: users.email,
        createdAt: businesses.createdAt,
        plan: businesses.plan,
        subscriptionPaid: businesses.subscriptionPaid,
        expiresAt: businesses.expiresAt,
        suspendedAt: businesses.suspendedAt,
      })
      .from(page)
      .innerJoin(businesses, eq(businesses.id, page.pageId))
      .innerJoin(users, eq(users.id, businesses.ownerId))
      .orderBy(...orderBy(query)),
    db
      .select({ total: sql<number>`cast(count(*) as int)` })
      .from(businesses)
      .where(where),
  ])
  return {
    shops: rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      city: r.city,
      phone: r.phone,
      ownerEmail: r.ownerEmail,
      createdAt: r.createdAt.toISOString(),
      standing: planStanding(factsOf(r), now),
      expiresAt: iso(r.expiresAt),
    })),
    total,
    page: query.page,
    pageSize: ADMIN_SHOPS_PAGE_SIZE,
  }
}

const factsOf = (r: {
  plan: string | null
  subscriptionPaid: boolean
  expiresAt: Date | null
  createdAt: Date
  suspendedAt: Date | null
}) => ({
  plan: r.plan,
  subscriptionPaid: r.subscriptionPaid,
  expiresAt: iso(r.expiresAt),
  createdAt: r.createdAt.toISOString(),
  suspendedAt: iso(r.suspendedAt),
})

/** The towns shops are in, for the filter, with how many shops each. */
export async function listCities(db: Db): Promise<AdminCities> {
  const rows = await db
    .select({ city: businesses.city, shops: sql<number>`cast(count(*) as int)` })
    .from(businesses)
    .where(isNotNull(businesses.city))
    .groupBy(businesses.city)
    .orderBy(asc(businesses.city))
  return { cities: rows.map((r) => ({ city: r.city!, shops: r.shops })) }
}

const notFound = () => new ApiError('BUSINESS_NOT_FOUND')

/**
 * The orders a shop got per Argentina day (docs/product.md#argentina-time) over the last
 * ADMIN_ACTIVITY_DAYS days, today included, empty days too; sales are the accepted orders' totals.
 * `businessId` null: every shop's.
 */
export async function ordersByDay(db: Db, businessId: string | null, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`
  const today = sql`date_trunc('day', ${at} at time zone ${TIME_ZONE})`
  const first = sql`(${today} - ${sql.raw(`interval '${ADMIN_ACTIVITY_DAYS - 1} days'`)})`
  const end = sql`(${today} + interval '1 day')`
  const { rows } = await db.execute<{
    day: string
    orders: number
    accepted: number
    sales: string | number
  }>(sql`
    with period as (
      select date_trunc('day', ${orders.createdAt} at time zone ${TIME_ZONE}) as start,
        count(*) as orders,
        sum(${orders.total}) filter (where ${orders.status} = 'ACCEPTED') as sales,
        count(*) filter (where ${orders.status} = 'ACCEPTED') as accepted
      from ${orders}
      where ${and(
        businessId ? eq(orders.businessId, businessId) : undefined,
        gte(orders.createdAt, sql`(${first} at time zone ${TIME_ZONE})`),
        lt(orders.createdAt, sql`(${end} at time zone ${TIME_ZONE})`),
      )}
      group by 1)
    select to_char(s.start, 'YYYY-MM-DD') as day,
      cast(coalesce(p.orders, 0) as int) as orders,
      cast(coalesce(p.accepted, 0) as int) as accepted,
      coalesce(p.sales, 0)::bigint as sales
    from generate_series(${first}, ${end} - interval '1 day', interval '1 day') as s(start)
    left join period p on p.start = s.start
    order by s.start`)
  return rows.map((r) => ({
    day: r.day,
    orders: Number(r.orders),
    accepted: Number(r.accepted),
    sales: Number(r.sales),
  }))
}

/** A shop's page: its owner, contact, address, plan and payments, orders, pause, suspension, log. */
export async function getShop(db: Db, id: string, now = new Date()): Promise<AdminShopDetail> {
  if (!isUuid(id)) throw notFound()
  const [shop] = await db
    .select({ b: businesses, email: users.email, lastSignInAt: users.lastSignInAt })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(eq(businesses.id, id))
  if (!shop) throw notFound()
  const b = shop.b
  const [payments, days, audit] = await Promise.all([
    db
      .select({ p: planPayments, operatorEmail: operators.email })
      .from(planPayments)
      .leftJoin(operators, eq(operators.id, planPayments.operatorId))
      .where(eq(planPayments.businessId, id))
      .orderBy(desc(planPayments.createdAt), desc(planPayments.number))
      .limit(100),
    ordersByDay(db, id, now),
    db
      .select({ a: auditLog, operatorEmail: operators.email })
      .from(auditLog)
      .leftJoin(operators, eq(operators.id, auditLog.operatorId))
      .where(eq(auditLog.businessId, id))
      .orderBy(desc(auditLog.createdAt))
      .limit(20),
  ])
  return {
    id: b.id,
    name: b.name,
    slug: b.slug,
    createdAt: b.createdAt.toISOString(),
    owner: { email: shop.email, lastSignInAt: iso(shop.lastSignInAt) },
    phone: b.phone,
    legalName: b.legalName,
    taxId: b.taxId,
    address: {
      street: b.address,
      floor: b.floor,
      apartment: b.apartment,
      city: b.city,
      province: b.province,
      zipCode: b.zipCode,
    },
    plan: {
      plan: b.plan,
      standing: planStanding(factsOf(b), now),
      subscriptionPaid: b.subscriptionPaid,
      expiresAt: iso(b.expiresAt),
    },
    payments: payments.map(({ p, operatorEmail }): AdminPlanPayment => ({
      id: p.id,
      number: p.number,
      source: p.source as AdminPlanPayment['source'],
      status: p.status as AdminPlanPayment['status'],
      months: p.months,
      amount: p.amount,
      paidAt: iso(p.paidAt),
      periodStart: iso(p.periodStart),
      periodEnd: iso(p.periodEnd),
      operatorEmail,
      reason: p.reason,
      createdAt: p.createdAt.toISOString(),
    })),
    activity: {
      orders: days.reduce((n, d) => n + d.orders, 0),
      accepted: days.reduce((n, d) => n + d.accepted, 0),
      sales: days.reduce((n, d) => n + d.sales, 0),
      days: days.map(({ day, orders, sales }) => ({ day, orders, sales })),
    },
    pausedUntil: b.pausedUntil && b.pausedUntil > now ? b.pausedUntil.toISOString() : null,
    suspension:
      b.suspendedAt && b.suspensionReason
        ? { at: b.suspendedAt.toISOString(), reason: b.suspensionReason }
        : null,
    audit: audit.map(({ a, operatorEmail }): AdminAuditEntry => ({
      id: a.id,
      action: a.action,
      operatorEmail,
      reason: a.reason,
      details: a.details,
      createdAt: a.createdAt.toISOString(),
    })),
  }
}

async function assertShop(db: Db, id: string) {
  if (!isUuid(id)) throw notFound()
  const [row] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, id))
  if (!row) throw notFound()
}

/**
 * 'Extender plan': a payment received by transfer or cash, recorded and approved at once
 * (server/lib/plan-payments.ts), its audit row in the same transaction.
 */
export async function extendPlan(
  db: Db,
  operatorId: string,
  id: string,
  body: AdminExtendBody,
  now = new Date(),
) {
  await assertShop(db, id)
  await recordOfflinePlanPayment(
    db,
    { businessId: id, months: body.months, source: body.source, operatorId, reason: body.reason },
    (tx, payment) =>
      recordAudit(tx, {
        operatorId,
        action: 'plan.extend',
        businessId: id,
        reason: body.reason,
        details: {
          months: body.months,
          source: body.source,
          paymentNumber: payment.number,
          expiresAt: iso(payment.expiresAt),
        },
      }),
    now,
  )
}

/**
 * Suspends a shop (docs/product.md#plan) or reactivates it. The row's update fires the triggers
 * that refresh the public menu and the directory in every process; the audit row is written in the
 * same transaction. Suspending a suspended shop, or reactivating one that is not, is a 409.
 */
export async function setSuspension(
  db: Db,
  operatorId: string,
  id: string,
  suspend: boolean,
  reason: string,
) {
  if (!isUuid(id)) throw notFound()
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(businesses)
      .set(
        suspend
          ? { suspendedAt: sql`now()`, suspensionReason: reason, updatedAt: sql`now()` }
          : { suspendedAt: null, suspensionReason: null, updatedAt: sql`now()` },
      )
      .where(
        and(
          eq(businesses.id, id),
          suspend ? isNull(businesses.suspendedAt) : isNotNull(businesses.suspendedAt),
        ),
      )
      .returning({ id: businesses.id })
    if (!changed) {
      const [exists] = await tx
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.id, id))
      if (!exists) throw notFound()
      throw new ApiError(
        'CONFLICT',
        suspend ? SHOP_ALREADY_SUSPENDED_MESSAGE : SHOP_NOT_SUSPENDED_MESSAGE,
      )
    }
    await recordAudit(tx, {
      operatorId,
      action: suspend ? 'shop.suspend' : 'shop.reactivate',
      businessId: id,
      reason,
    })
  })
}
