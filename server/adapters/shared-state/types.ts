/**
 * What every Barrio process must see alike (docs/product.md#scale): request counters, spent
 * one-time tokens, the slots of open live streams and small caches. One interface, two
 * implementations: the database's own tables (`postgres.ts`, the default, on the embedded database
 * as on a server) and Redis (`redis.ts`, when `REDIS_URL` is set). ADR 0010.
 */
export interface SharedState {
  readonly kind: 'postgres' | 'redis'
  /**
   * Adds one to the key's counter, whose window of `windowMs` starts at its first hit; answers the
   * count so far and the window's milliseconds left.
   */
  increment(key: string, windowMs: number): Promise<Counter>
  /** The key's counter as it stands, adding nothing (0 when there is none or its window ended). */
  read(key: string): Promise<Counter>
  /** Forgets the key's counter: its next hit starts a new window at 1. */
  reset(key: string): Promise<void>
  /** True the first time a key is claimed, until `ttlMs` passes; false for every claim after. */
  claim(key: string, ttlMs: number): Promise<boolean>
  /**
   * Takes one of `max` slots under the key for `holder`, leased for `ttlMs` (renewed while held,
   * so a process that dies frees its slots when their leases run out). False when all are taken.
   */
  acquireSlot(key: string, holder: string, max: number, ttlMs: number): Promise<boolean>
  /** Extends the leases of slots still held. */
  renewSlots(slots: readonly Slot[], ttlMs: number): Promise<void>
  releaseSlot(slot: Slot): Promise<void>
  /** Live slots under a key (tests and metrics). */
  countSlots(key: string): Promise<number>
  /**
   * Takes the key's lock for `holder`, leased for `ttlMs` (a process that dies frees it when the
   * lease runs out): true when it was free or its lease had run out, false while another holds it.
   * A slot of one in one statement (one command), where `acquireSlot` takes a transaction: the
   * turns of `OneAtATime`, taken by every order placed.
   */
  acquireLock(key: string, holder: string, ttlMs: number): Promise<boolean>
  /** Gives the key's lock back, if `holder` still holds it. */
  releaseLock(key: string, holder: string): Promise<void>
  /** A small shared cache: the value stored under the key, or null once its time is up. */
  get(key: string): Promise<string | null>
  set(key: string, value: string, ttlMs: number): Promise<void>
  close(): Promise<void>
}

export interface Counter {
  count: number
  /** Milliseconds left in the counter's window (0 when there is no live window). */
  ttlMs: number
}

export interface Slot {
  key: string
  holder: string
}
