import { sql, type SQL } from 'drizzle-orm'
import { NO_RESPONSE_REASON } from '../../../domain/orders/timer'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { publishOrderEvent } from '../order-record/events'
import { lateOrderMessage, pushToShop } from '../push/service'
import { repeatEvery } from '../../lib/repeat'

/*
 * No order goes unanswered (docs/product.md#answer-in-time): every process sweeps the pending
 * orders every few seconds. Past the shop's 'Responder en' an order's devices are told a second
 * time; past 'Rechazar automáticamente a los' it is rejected 'Sin respuesta del comercio'. Each
 * step is one conditional UPDATE (still PENDING, not yet told), so a person answering at the same
 * moment and any number of processes sweeping give exactly one outcome: the row's lock decides,
 * and whoever comes second finds the condition false (a person gets 409, a sweep skips it).
 */

export interface SweepDeps {
  config: Pick<Config, 'vapid' | 'VAPID_SUBJECT' | 'PUSH_ALLOWED_HOSTS'>
  log: { warn(obj: object, msg: string): void }
}

type Swept = { id: string; business_id: string; customer_name: string }

/**
 * The pending orders of `due` at `at`, locked: one a person or another sweep holds is skipped (the
 * holder decides it; a later sweep finds it if it is still due), so concurrent sweeps never wait
 * for, nor deadlock with, each other. Every limit is a minute at least, which lets the
 * pending-orders index bound the scan.
 */
const dueOrders = (at: string, due: SQL) => sql`
  select o.id from orders o join businesses b on b.id = o.business_id
  where o.status = 'PENDING' and o.waiting_since <= ${at}::timestamptz - interval '1 minute'
    and ${due}
  for update of o skip locked`

/** Marks the orders late at `now` and not yet told: answers them, each to this process only. */
async function markLate(db: Db, now: Date) {
  const at = now.toISOString()
  const due = sql`o.late_notified_at is null
    and o.waiting_since + make_interval(mins => b.respond_minutes) <= ${at}::timestamptz`
  const { rows } = await db.execute<Swept>(sql`
    update orders set late_notified_at = ${at}::timestamptz
    where id in (${dueOrders(at, due)}) and status = 'PENDING' and late_notified_at is null
    returning id, business_id, customer_name`)
  return rows
}

/** Rejects the orders past their shop's automatic rejection at `now` (null: never). */
async function rejectExpired(db: Db, now: Date) {
  const at = now.toISOString()
  const due = sql`b.auto_reject_minutes is not null
    and o.waiting_since + make_interval(mins => b.auto_reject_minutes) <= ${at}::timestamptz`
  const { rows } = await db.execute<Swept>(sql`
    update orders set status = 'REJECTED', reject_reason = ${NO_RESPONSE_REASON},
      estimated_time = null, status_changed_at = ${at}::timestamptz,
      updated_at = ${at}::timestamptz
    where id in (${dueOrders(at, due)}) and status = 'PENDING'
    returning id, business_id, customer_name`)
  return rows
}

/**
 * One sweep at `now`: rejects the expired orders first (an order past both limits at once is
 * rejected, not told it is late), then marks and pushes the late ones. Answers what it did.
 */
export async function sweepOrders(db: Db, deps: SweepDeps, now = new Date()) {
  const rejected = await rejectExpired(db, now)
  for (const order of rejected) {
    await publishOrderEvent(db, {
      businessId: order.business_id,
      orderId: order.id,
      type: 'status',
    })
  }
  const late = await markLate(db, now)
  await Promise.all(
    late.map(async (order) => {
      // Open panels compute 'late' from waitingSince; the event makes them refetch now.
      await publishOrderEvent(db, {
        businessId: order.business_id,
        orderId: order.id,
        type: 'status',
      })
      await pushToShop(
        db,
        deps.config,
        order.business_id,
        lateOrderMessage({ orderId: order.id, customerName: order.customer_name }),
        deps.log,
      ).catch((err: Error) => deps.log.warn({ err: err.message }, 'late order push failed'))
    }),
  )
  return { late: late.map((o) => o.id), rejected: rejected.map((o) => o.id) }
}

/** How often each process sweeps. */
export const SWEEP_EVERY_MS = 15_000

/**
 * Sweeps now and then every `everyMs` until the answer is called; a sweep never overlaps the
 * previous one, and its timer does not keep the process alive.
 */
export function scheduleOrderSweep(
  db: Db,
  deps: SweepDeps,
  { everyMs = SWEEP_EVERY_MS, clock = () => new Date() } = {},
): () => void {
  return repeatEvery(
    () => sweepOrders(db, deps, clock()),
    everyMs,
    (err) => deps.log.warn({ err }, 'order timer: sweep failed'),
  )
}
