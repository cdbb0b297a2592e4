import { sql } from 'drizzle-orm'
import { ORDER_EVENT_TYPES, type OrderEventData } from '../../../domain/order-events'
import { databaseOf, type Database, type Db } from '../../db/client'

/** The PostgreSQL channel every Barrio process LISTENs on. */
export const ORDER_EVENTS_CHANNEL = 'order_events'

/** What travels through NOTIFY: ids and a type, never customer data (payloads are capped at 8 kB). */
export interface OrderEvent extends OrderEventData {
  businessId: string
}

/**
 * Tells every process (this one included) about an order. Called after the change has committed;
 * a failure is logged, not thrown: the order is saved, and a panel that misses the hint still
 * shows it on its next refetch.
 */
export async function publishOrderEvent(db: Db, event: OrderEvent): Promise<void> {
  const payload = JSON.stringify({
    businessId: event.businessId,
    orderId: event.orderId,
    type: event.type,
  })
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

function parseEvent(payload: string): OrderEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<OrderEvent>
    if (
      typeof value.businessId === 'string' &&
      typeof value.orderId === 'string' &&
      ORDER_EVENT_TYPES.includes(value.type as OrderEvent['type'])
    ) {
      return { businessId: value.businessId, orderId: value.orderId, type: value.type! }
    }
  } catch {
    // fall through: a malformed payload is ignored
  }
  return null
}

/** Who holds a stream: a shop's panel, or a customer following one order. */
export type StreamKind = 'owner' | 'customer'

export interface OrderEventSubscriber {
  /** Counted apart in the metrics' open streams. */
  kind: StreamKind
  send(event: OrderEventData): void
  /** Ends the stream (the app is closing). */
  end(): void
}

/**
 * One per process: LISTENs once on the database and fans each event out in memory to the open
 * streams of that event's shop only.
 */
export class OrderEventHub {
  private readonly byBusiness = new Map<string, Set<OrderEventSubscriber>>()
  private stopListening: (() => Promise<void>) | null = null

  async start(listen: Database['listen']) {
    if (this.stopListening) return
    this.stopListening = await listen(ORDER_EVENTS_CHANNEL, (payload) => {
      const event = parseEvent(payload)
      if (event) this.dispatch(event)
    })
  }

  async stop() {
    const stop = this.stopListening
    this.stopListening = null
    this.endAll()
    await stop?.().catch(() => {})
  }

  /** Adds a stream of `businessId`; the answer removes it (safe to call twice). */
  subscribe(businessId: string, subscriber: OrderEventSubscriber): () => void {
    let set = this.byBusiness.get(businessId)
    if (!set) {
      set = new Set()
      this.byBusiness.set(businessId, set)
    }
    set.add(subscriber)
    return () => {
      const current = this.byBusiness.get(businessId)
      if (!current?.delete(subscriber)) return
      if (current.size === 0) this.byBusiness.delete(businessId)
    }
  }

  /** Open streams in this process (all shops, or one). */
  subscriberCount(businessId?: string): number {
    if (businessId !== undefined) return this.byBusiness.get(businessId)?.size ?? 0
    let n = 0
    for (const set of this.byBusiness.values()) n += set.size
    return n
  }

  /** Open streams in this process of each kind (the metrics' gauge, read at each scrape). */
  countByKind(): Record<StreamKind, number> {
    const counts: Record<StreamKind, number> = { owner: 0, customer: 0 }
    for (const set of this.byBusiness.values()) {
      for (const subscriber of set) counts[subscriber.kind]++
    }
    return counts
  }

  /** Ends every open stream, so closing the server does not wait for panels to hang up. */
  endAll() {
    for (const set of [...this.byBusiness.values()]) {
      for (const subscriber of [...set]) subscriber.end()
    }
  }

  private dispatch(event: OrderEvent) {
    const set = this.byBusiness.get(event.businessId)
    if (!set) return
    const data: OrderEventData = { orderId: event.orderId, type: event.type }
    for (const subscriber of [...set]) {
      try {
        subscriber.send(data)
      } catch (error) {
        console.error(`order event not delivered: ${(error as Error).message}`)
      }
    }
  }
}
