import { hash, verify } from '@node-rs/argon2'
import os from 'node:os'
import { PASSWORDS_BUSY_MESSAGE } from '../../domain/messages/api'
import { ApiError } from './errors'

// argon2id (the library's default algorithm) with OWASP's recommended cost: 19 MiB, 2 passes.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

/**
 * Runs at most `limit` tasks at once; up to `maxWaiting` more wait their turn in order, and past
 * that a task is refused at once with a Spanish 503 rather than piling up.
 */
export class WorkQueue {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    readonly limit: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) {
      this.running++
    } else {
      if (this.waiting.length >= this.maxWaiting) {
        throw new ApiError('UNAVAILABLE', PASSWORDS_BUSY_MESSAGE, 1)
      }
      // The task that finishes hands its place over, so `running` never passes the limit.
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    }
    try {
      return await task()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }
}

/**
 * Every argon2 hash and verify of the process goes through one queue (docs/ARCHITECTURE.md#accounts):
 * each takes a core and 19 MiB for about 40 ms on libuv's thread pool, so a flood of logins or
 * resets must not take every core and every pool thread (files and DNS use the pool too). One per
 * core, leaving a pool thread free; about a second and a half of work may wait.
 */
const poolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4
const limit = Math.max(1, Math.min(os.availableParallelism(), poolSize - 1))
export const passwordWork = new WorkQueue(limit, 32 * limit)

export function hashPassword(password: string): Promise<string> {
  return passwordWork.run(() => hash(password, options))
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // A stored value that is not an argon2 hash is a failed check, not an error.
  return passwordWork.run(async () => {
    try {
      return await verify(passwordHash, password)
    } catch {
      return false
    }
  })
}
