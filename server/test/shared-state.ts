import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import { postgresSharedState } from '../adapters/shared-state/postgres'
import { redisSharedState } from '../adapters/shared-state/redis'
import type { SharedState } from '../adapters/shared-state/types'
import { runMigrations } from '../db/migrate'
import { createTestDatabase } from './harness'

/** The Redis the tests use: this machine's (CI's too), or TEST_REDIS_URL's. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** A key prefix of its own per test, so runs sharing one Redis never see each other's keys. */
export const testRedisPrefix = () => `barrio-test-${randomBytes(6).toString('hex')}:`

export interface OpenedState {
  state: SharedState
  /** A second handle on the same state, as another process would have. */
  peer(): SharedState
  close(): Promise<void>
}

/**
 * Both implementations of the shared state, each on storage of its own: the database's tables (on
 * this run's driver, PGlite or PostgreSQL) and Redis.
 */
export const sharedStateKinds: { kind: SharedState['kind']; open(): Promise<OpenedState> }[] = [
  {
    kind: 'postgres',
    async open() {
      const { database, drop } = await createTestDatabase()
      await runMigrations(database)
      const state = postgresSharedState(database.db)
      return {
        state,
        peer: () => postgresSharedState(database.db),
        async close() {
          await database.close()
          await drop()
        },
      }
    },
  },
  {
    kind: 'redis',
    async open() {
      const prefix = testRedisPrefix()
      const opened: SharedState[] = []
      const make = () => {
        const state = redisSharedState({ url: TEST_REDIS_URL, prefix })
        opened.push(state)
        return state
      }
      return {
        state: make(),
        peer: make,
        async close() {
          await Promise.all(opened.map((state) => state.close()))
        },
      }
    },
  },
]

/**
 * The database's shared state for the tests of one describe block (or file): opened before them,
 * closed after. Answers a getter, valid inside the tests.
 */
export function useDatabaseSharedState(): () => OpenedState {
  let opened: OpenedState | undefined
  beforeAll(async () => {
    opened = await sharedStateKinds.find((kind) => kind.kind === 'postgres')!.open()
  })
  afterAll(async () => {
    await opened?.close()
  })
  return () => {
    if (!opened) throw new Error('the shared state opens before the tests')
    return opened
  }
}
