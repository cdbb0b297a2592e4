import { sql } from 'drizzle-orm'
import type { OrderEventData } from '../../../domain/orders/events'
import { databaseOf, type Db } from '../../db/client'

/** The PostgreSQL channel every Barrio process LISTENs on. */
export const ORDER_EVENTS_CHANNEL = 'order_events'

/** What travels through NOTIFY: ids and a type, never customer data (payloads are capped at 8 kB). */
export interface OrderEvent extends OrderEventData {
  businessId: string
}

/** The NOTIFY payload of an event, as every process's listener reads it. */
export const orderEventPayload = (event: OrderEvent) =>
  JSON.stringify({ businessId: event.businessId, orderId: event.orderId, type: event.type })

/**
 * Tells every process (this one included) about an order. Called after the change has committed;
 * a failure is logged, not thrown: the order is saved, and a panel that misses the hint still
 * shows it on its next refetch.
 */
export async function publishOrderEvent(db: Db, event: OrderEvent): Promise<void> {
  const payload = orderEventPayload(event)
  try {
    // Through the Database's own notify (a pool connection outside the ORM's query log, so the
    // statement counts of the order tests stay about reads); a bare Db falls back to the ORM.
    const database = databaseOf(db)
    if (database) await database.notify(ORDER_EVENTS_CHANNEL, payload)
    else await db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${payload})`)
  } catch (error) {
    console.error(`order event not sent (${payload}): ${(error as Error).message}`)
  }
}
