import { and, countDistinct, gte, sql } from 'drizzle-orm'
import {
  ADMIN_ACTIVITY_DAYS,
  ADMIN_INCOME_MONTHS,
  ADMIN_NEW_SHOP_WEEKS,
  type AdminOverview,
} from '../../../domain/admin/shops'
import { TIME_ZONE } from '../../../domain/constants'
import { PLAN_STANDINGS, type PlanStanding } from '../../../domain/plan/rules'
import type { Db } from '../../db/client'
import { businesses, orders } from '../../db/schema'
import { standingColumn } from '../../lib/plan-standing'
import { ordersByDay } from '../admin-shops/service'

/**
 * 'Panorama' (docs/product.md#operators), five statements whatever the number of shops:
 * - shops by plan standing (the same classification as planStanding);
 * - new shops per Argentina week (Monday to Sunday) over the last ADMIN_NEW_SHOP_WEEKS weeks;
 * - every shop's orders and sales (accepted orders' totals) per Argentina day over the last
 *   ADMIN_ACTIVITY_DAYS days, empty days included;
 * - active shops: those that got at least one order, whatever its status, in those days;
 * - plan income: approved plan payments' amounts by the Argentina month they were paid in, this
 *   month and the ADMIN_INCOME_MONTHS - 1 before it.
 */
export async function getOverview(db: Db, now = new Date()): Promise<AdminOverview> {
  const at = sql`${now.toISOString()}::timestamptz`
  const local = sql`(${at} at time zone ${TIME_ZONE})`
  const thisWeek = sql`date_trunc('week', ${local})`
  const firstWeek = sql`(${thisWeek} - ${sql.raw(`interval '${ADMIN_NEW_SHOP_WEEKS - 1} weeks'`)})`
  const thisMonth = sql`date_trunc('month', ${local})`
  const firstMonth = sql`(${thisMonth} - ${sql.raw(`interval '${ADMIN_INCOME_MONTHS - 1} months'`)})`

  const [standings, weeks, days, [active], months] = await Promise.all([
    db
      .select({ standing: standingColumn(now), shops: sql<number>`cast(count(*) as int)` })
      .from(businesses)
      .groupBy(sql`1`),
    db.execute<{ week: string; shops: number }>(sql`
      with added as (
        select date_trunc('week', created_at at time zone ${TIME_ZONE}) as start, count(*) as shops
        from ${businesses}
        where created_at >= (${firstWeek} at time zone ${TIME_ZONE})
        group by 1)
      select to_char(s.start, 'YYYY-MM-DD') as week, cast(coalesce(a.shops, 0) as int) as shops
      from generate_series(${firstWeek}, ${thisWeek}, interval '1 week') as s(start)
      left join added a on a.start = s.start
      order by s.start`),
    ordersByDay(db, null, now),
    db
      .select({ shops: countDistinct(orders.businessId) })
      .from(orders)
      .where(
        and(
          gte(
            orders.createdAt,
            sql`(date_trunc('day', ${local}) - ${sql.raw(`interval '${ADMIN_ACTIVITY_DAYS - 1} days'`)}) at time zone ${TIME_ZONE}`,
          ),
        ),
      ),
    db.execute<{ month: string; amount: string | number; payments: number }>(sql`
      with paid as (
        select date_trunc('month', paid_at at time zone ${TIME_ZONE}) as start,
          sum(amount) as amount, count(*) as payments
        from plan_payments
        where status = 'approved' and paid_at >= (${firstMonth} at time zone ${TIME_ZONE})
        group by 1)
      select to_char(s.start, 'YYYY-MM') as month, coalesce(p.amount, 0)::bigint as amount,
        cast(coalesce(p.payments, 0) as int) as payments
      from generate_series(${firstMonth}, ${thisMonth}, interval '1 month') as s(start)
      left join paid p on p.start = s.start
      order by s.start`),
  ])

  const byStanding = Object.fromEntries(PLAN_STANDINGS.map((s) => [s, 0])) as Record<
    PlanStanding,
    number
  >
  for (const row of standings) byStanding[row.standing] = row.shops
  const income = months.rows.map((r) => ({
    month: r.month,
    amount: Number(r.amount),
    payments: Number(r.payments),
  }))
  return {
    standings: byStanding,
    totalShops: standings.reduce((n, r) => n + r.shops, 0),
    activeShops: Number(active?.shops ?? 0),
    newShopsByWeek: weeks.rows.map((r) => ({ week: r.week, shops: Number(r.shops) })),
    days: days.map(({ day, orders, sales }) => ({ day, orders, sales })),
    income: { thisMonth: income[income.length - 1].amount, months: income },
  }
}
