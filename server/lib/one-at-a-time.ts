import { randomUUID } from 'node:crypto'
import type { SharedState } from '../adapters/shared-state/types'

export interface OneAtATimeOptions {
  /**
   * Where other processes take their turns too (a lock per key, ADR 0010); without it the
   * turns hold in this process only, which is enough when no other process shares the database.
   */
  state?: SharedState
  /**
   * How long another process's turn is leased: past it (its process died, or it is stuck), the
   * next one goes ahead.
   */
  leaseMs?: number
  onError?: (err: unknown) => void
}

const LEASE_MS = 30_000
/** The first wait for another process's turn; it doubles up to the longest. */
const FIRST_POLL_MS = 10
const LONGEST_POLL_MS = 200

/**
 * Runs the work given for one key one at a time, in arrival order within this process and across
 * processes on the shared state: what the first finds missing and then writes, the next finds
 * written. Work for other keys runs freely.
 */
export class OneAtATime {
  private readonly tails = new Map<string, Promise<void>>()
  private readonly releasing = new Set<Promise<void>>()

  constructor(private readonly options: OneAtATimeOptions = {}) {}

  /**
   * The work's answer comes as soon as the work is done: the turn is given back after it (one
   * round trip to the shared state the answer does not wait for), before the next turn here.
   */
  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key)
    let done!: () => void
    const mine = new Promise<void>((resolve) => (done = resolve))
    const tail = previous ? previous.then(() => mine) : mine
    this.tails.set(key, tail)
    let unlock = async () => {}
    try {
      await previous
      unlock = await this.lockAcrossProcesses(key)
      return await work()
    } finally {
      const released: Promise<void> = unlock().finally(() => {
        done()
        if (this.tails.get(key) === tail) this.tails.delete(key)
        this.releasing.delete(released)
      })
      this.releasing.add(released)
    }
  }

  /** Resolves once every turn whose work is done has been given back (before the state closes). */
  async idle(): Promise<void> {
    await Promise.all(this.releasing)
  }

  /** This process's turn among all processes; answers how to give it back. */
  private async lockAcrossProcesses(key: string): Promise<() => Promise<void>> {
    const { state, onError } = this.options
    if (!state) return async () => {}
    const leaseMs = this.options.leaseMs ?? LEASE_MS
    const lock = { key: `turn:${key}`, holder: randomUUID() }
    const deadline = Date.now() + leaseMs
    let pause = FIRST_POLL_MS
    try {
      while (!(await state.acquireLock(lock.key, lock.holder, leaseMs))) {
        // A turn longer than its lease is not waited for any longer than the lease.
        if (Date.now() >= deadline) return async () => {}
        await new Promise((resolve) => setTimeout(resolve, pause))
        pause = Math.min(pause * 2, LONGEST_POLL_MS)
      }
    } catch (err) {
      // Without the shared state the work still runs: the turns then hold in this process only.
      onError?.(err)
      return async () => {}
    }
    return () => state.releaseLock(lock.key, lock.holder).catch((err: unknown) => onError?.(err))
  }
}
