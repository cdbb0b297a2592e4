import { describe, expect, it, vi } from 'vitest'
import type * as Argon2 from '@node-rs/argon2'
import { PASSWORDS_BUSY_MESSAGE } from '../../domain/messages/api'
import { hashPassword, passwordWork, verifyPassword, WorkQueue } from './passwords'

// argon2 itself, with a count of the calls running at this moment and the most seen at once.
const argon2 = vi.hoisted(() => ({ running: 0, peak: 0 }))
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof Argon2>()
  const tracked =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      argon2.running++
      argon2.peak = Math.max(argon2.peak, argon2.running)
      try {
        return await fn(...args)
      } finally {
        argon2.running--
      }
    }
  return { ...actual, hash: tracked(actual.hash), verify: tracked(actual.verify) }
})

/** A task that runs until `finish` is called. */
function pendingTask() {
  let finish!: () => void
  let started = false
  const done = new Promise<void>((resolve) => (finish = resolve))
  return {
    task: () => {
      started = true
      return done
    },
    finish: () => finish(),
    get started() {
      return started
    },
  }
}

describe('WorkQueue', () => {
  it('runs at most its limit at once, the others in the order they came', async () => {
    const queue = new WorkQueue(2, 10)
    const tasks = Array.from({ length: 5 }, pendingTask)
    const runs = tasks.map((t) => queue.run(t.task))
    expect(tasks.map((t) => t.started)).toEqual([true, true, false, false, false])
    tasks[1].finish()
    await expect.poll(() => tasks[2].started).toBe(true)
    expect(tasks.map((t) => t.started)).toEqual([true, true, true, false, false])
    tasks[0].finish()
    tasks[2].finish()
    await expect.poll(() => tasks[4].started).toBe(true)
    tasks[3].finish()
    tasks[4].finish()
    await Promise.all(runs)
    // Every place was given back: two new tasks start at once.
    const after = [pendingTask(), pendingTask()]
    const more = after.map((t) => queue.run(t.task))
    expect(after.map((t) => t.started)).toEqual([true, true])
    after.forEach((t) => t.finish())
    await Promise.all(more)
  })

  it('refuses past its waiting line with a Spanish 503 at once, and a failed task frees its place', async () => {
    const queue = new WorkQueue(1, 2)
    const tasks = Array.from({ length: 3 }, pendingTask)
    const runs = tasks.map((t) => queue.run(t.task))
    await expect(queue.run(async () => 'de más')).rejects.toMatchObject({
      statusCode: 503,
      code: 'UNAVAILABLE',
      message: PASSWORDS_BUSY_MESSAGE,
      retryAfterSeconds: 1,
    })
    tasks.forEach((t) => t.finish())
    await Promise.all(runs)
    await expect(queue.run(() => Promise.reject(new Error('falló')))).rejects.toThrow('falló')
    expect(await queue.run(async () => 'libre')).toBe('libre')
  })
})

describe('password hashing', () => {
  it('never runs more argon2 calls at once than the queue allows, however many are asked for', async () => {
    expect(passwordWork.limit).toBeGreaterThanOrEqual(1)
    argon2.peak = 0
    const count = passwordWork.limit * 3
    const hashes = await Promise.all(
      Array.from({ length: count }, (_, i) => hashPassword(`Clave-${i}!`)),
    )
    const checks = await Promise.all(
      hashes.map((hash, i) => verifyPassword(hash, i % 2 ? `Clave-${i}!` : 'otra')),
    )
    expect(checks).toEqual(Array.from({ length: count }, (_, i) => i % 2 === 1))
    expect(argon2.peak).toBe(passwordWork.limit)
    expect(argon2.running).toBe(0)
  })

  it('answers false for a stored value that is not an argon2 hash', async () => {
    expect(await verifyPassword('no-es-un-hash', 'x')).toBe(false)
  })
})
