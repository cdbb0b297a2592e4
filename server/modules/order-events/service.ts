import { inArray } from 'drizzle-orm'
import { ORDER_EVENT_TYPES, type OrderEventData } from '../../../domain/orders/events'
import type { Database, Db } from '../../db/client'
import { users } from '../../db/schema'
import { ORDER_EVENTS_CHANNEL, type OrderEvent } from '../order-record/events'

/** Where the users table's trigger (migration 0012) tells of a new session version. */
export const SESSION_ENDS_CHANNEL = 'session_ends'
/**
 * How often each process rechecks the sessions of its open owner streams: the backstop for a
 * session end whose NOTIFY was lost while the LISTEN connection reconnected.
 */
export const SESSION_CHECK_MS = 10_000

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

function parseSessionEnd(payload: string): OwnerSession | null {
  try {
    const value = JSON.parse(payload) as { userId?: unknown; sv?: unknown }
    if (typeof value.userId === 'string' && typeof value.sv === 'number') {
      return { userId: value.userId, version: value.sv }
    }
  } catch {
    // fall through: a malformed payload is ignored
  }
  return null
}

/** Who holds a stream: a shop's panel, or a customer following one order. */
export type StreamKind = 'owner' | 'customer'

/** The owner's session a stream was opened with (docs/ARCHITECTURE.md#accounts). */
export interface OwnerSession {
  userId: string
  /** The token's `sv`: the stream ends once users.session_version moves past it. */
  version: number
  /** The token's exp, in ms: the stream ends with it. */
  expiresAt?: number
}

export interface OrderEventSubscriber {
  /** Counted apart in the metrics' open streams. */
  kind: StreamKind
  /** An owner's stream ends with the session it was opened with. */
  session?: OwnerSession
  send(event: OrderEventData): void
  /** Ends the stream (the app is closing, or its session ended). */
  end(): void
}

export interface OrderEventHubOptions {
  /** The current session version of each user asked for (a user with none is gone). */
  sessionVersions?: (userIds: string[]) => Promise<Map<string, number>>
  /** How often open owner streams have their sessions rechecked; SESSION_CHECK_MS by default. */
  sessionCheckMs?: number
  onError?: (err: unknown) => void
}

/** The session version of each of `userIds` that still exists, in one statement. */
export async function sessionVersionsOf(db: Db, userIds: string[]) {
  const rows = await db
    .select({ id: users.id, version: users.sessionVersion })
    .from(users)
    .where(inArray(users.id, userIds))
  return new Map(rows.map((row) => [row.id, row.version]))
}

/**
 * One per process: LISTENs once on the database and fans each event out in memory to the open
 * streams of that event's shop only. An owner's stream ends with its session: at once when the
 * session-end NOTIFY arrives (in commit order with the order events, so no order placed after the
 * end reaches it), and otherwise at the next recheck, every `sessionCheckMs`.
 */
export class OrderEventHub {
  private readonly byBusiness = new Map<string, Set<OrderEventSubscriber>>()
  private readonly sessions = new Set<OrderEventSubscriber>()
  private stopListening: (() => Promise<void>) | null = null
  private sessionTimer: NodeJS.Timeout | null = null

  constructor(private readonly options: OrderEventHubOptions = {}) {}

  async start(listen: Database['listen']) {
    if (this.stopListening) return
    // Both on the one LISTEN connection: a session end and the orders placed after it arrive in
    // the order their transactions committed.
    const stopSessions = await listen(SESSION_ENDS_CHANNEL, (payload) => {
      const ended = parseSessionEnd(payload)
      if (ended) this.endSessionsBefore(ended)
    })
    const stopOrders = await listen(ORDER_EVENTS_CHANNEL, (payload) => {
      const event = parseEvent(payload)
      if (event) this.dispatch(event)
    }).catch(async (error: unknown) => {
      await stopSessions()
      throw error
    })
    this.stopListening = async () => {
      await stopOrders()
      await stopSessions()
    }
  }

  async stop() {
    const stop = this.stopListening
    this.stopListening = null
    this.endAll()
    await stop?.().catch(() => {})
  }

  /**
   * Adds a stream of `businessId`; the answer removes it (safe to call twice). An owner's stream
   * has its session checked once now: a session that ended after the request was let in, but
   * before this subscription could hear of it, ends the stream too.
   */
  subscribe(businessId: string, subscriber: OrderEventSubscriber): () => void {
    let set = this.byBusiness.get(businessId)
    if (!set) {
      set = new Set()
      this.byBusiness.set(businessId, set)
    }
    set.add(subscriber)
    if (subscriber.session && this.options.sessionVersions) {
      this.sessions.add(subscriber)
      this.sessionTimer ??= setInterval(
        () => void this.checkSessions([...this.sessions]),
        this.options.sessionCheckMs ?? SESSION_CHECK_MS,
      ).unref()
      void this.checkSessions([subscriber])
    }
    return () => {
      if (this.sessions.delete(subscriber) && this.sessions.size === 0) this.stopSessionChecks()
      const current = this.byBusiness.get(businessId)
      if (!current?.delete(subscriber)) return
      if (current.size === 0) this.byBusiness.delete(businessId)
    }
  }

  /** Ends the streams of `ended.userId` opened with a session older than `ended.version`. */
  private endSessionsBefore(ended: OwnerSession) {
    for (const subscriber of [...this.sessions]) {
      const session = subscriber.session!
      if (session.userId === ended.userId && session.version < ended.version) subscriber.end()
    }
  }

  /** Ends the streams whose session has ended, expired or lost its user; one statement. */
  private async checkSessions(subscribers: OrderEventSubscriber[]) {
    if (subscribers.length === 0 || !this.options.sessionVersions) return
    let versions: Map<string, number>
    try {
      versions = await this.options.sessionVersions([
        ...new Set(subscribers.map((s) => s.session!.userId)),
      ])
    } catch (error) {
      // The next check tries again; an unreachable database delivers no orders meanwhile.
      this.options.onError?.(error)
      return
    }
    const now = Date.now()
    for (const subscriber of subscribers) {
      const { userId, version, expiresAt } = subscriber.session!
      const expired = expiresAt !== undefined && expiresAt <= now
      if (versions.get(userId) !== version || expired) subscriber.end()
    }
  }

  private stopSessionChecks() {
    if (this.sessionTimer) clearInterval(this.sessionTimer)
    this.sessionTimer = null
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
    this.stopSessionChecks()
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
