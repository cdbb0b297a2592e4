import { sql } from 'drizzle-orm'
import { ANONYMIZED_ADDRESS, ANONYMOUS_CUSTOMER_NAME } from '../../../domain/customers/rules'
import { PICKUP_DELIVERY_INFO } from '../../../domain/checkout/rules'
import type { Db } from '../../db/client'
import { repeatEvery } from '../../lib/repeat'

/** How often each process anonymises the orders past their shop's period (docs/product.md#personal-data). */
export const CUSTOMER_RETENTION_EVERY_MS = 60 * 60_000
/** Orders anonymised per statement: a long history is worked through in short transactions. */
export const CUSTOMER_RETENTION_BATCH = 500

/**
 * docs/product.md#personal-data: one batch of the orders older than their shop's
 * customer_retention_months, not anonymised yet and answered (a pending order still needs its
 * customer), anonymised as 'Clientes' anonymises (server/modules/customers/service.ts), their lines'
 * notes with them. One statement: the rows are claimed with FOR UPDATE SKIP LOCKED, so processes
 * running it at once take different orders and none waits; the update checks again that each is
 * not anonymised yet. Answers how many it anonymised.
 */
export async function anonymizeExpiredOrders(
  db: Db,
  { now = new Date(), batch = CUSTOMER_RETENTION_BATCH } = {},
): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`
  const result = await db.execute<{ n: string | number }>(sql`
    with expired as (
      select o.id
      from orders o
      join businesses b on b.id = o.business_id
      where o.anonymized_at is null
        and o.status <> 'PENDING'
        and o.created_at < ${at} - make_interval(months => b.customer_retention_months)
      order by o.created_at
      limit ${batch}
      for update of o skip locked),
    done as (
      update orders o set
        customer_name = ${ANONYMOUS_CUSTOMER_NAME},
        customer_phone = null,
        delivery_info = case when o.method = 'DELIVERY' then ${ANONYMIZED_ADDRESS} else ${PICKUP_DELIVERY_INFO} end,
        delivery_lat = null,
        delivery_lng = null,
        notes = null,
        idempotency_key = null,
        request_hash = null,
        anonymized_at = ${at},
        updated_at = now()
      from expired
      where o.id = expired.id and o.anonymized_at is null
      returning o.id, o.business_id),
    items as (
      update order_items i set notes = null
      from done
      where i.business_id = done.business_id and i.order_id = done.id and i.notes is not null)
    select count(*) as n from done`)
  return Number(result.rows[0]?.n ?? 0)
}

/** Batches until one comes back short: the whole backlog in one run, a statement at a time. */
export async function anonymizeAllExpired(db: Db, options: { now?: Date; batch?: number } = {}) {
  const batch = options.batch ?? CUSTOMER_RETENTION_BATCH
  let total = 0
  for (;;) {
    const n = await anonymizeExpiredOrders(db, { ...options, batch })
    total += n
    if (n < batch) return total
  }
}

export interface CustomerRetentionDeps {
  db: Db
  log?: { warn(obj: object, msg: string): void }
  /** The clock (the tests move it). */
  now?: () => Date
}

/**
 * Runs anonymizeAllExpired at once and then every `everyMs`, in every process (repeatEvery); a
 * failed run is logged and the next one tries again. Returns the function that stops it; `onRun`
 * hears each run's end.
 */
export function scheduleCustomerRetention(
  deps: CustomerRetentionDeps,
  { everyMs = CUSTOMER_RETENTION_EVERY_MS, onRun = () => {} } = {},
): () => void {
  const now = deps.now ?? (() => new Date())
  return repeatEvery(
    () => anonymizeAllExpired(deps.db, { now: now() }),
    everyMs,
    (err) => deps.log?.warn({ err }, 'customer retention: run failed'),
    onRun,
  )
}
