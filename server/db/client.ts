import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import path from 'node:path'
import pg from 'pg'
import * as schema from './schema'

/** What both drivers answer to a raw query: node-postgres and PGlite results both carry `rows`. */
type QueryRows<Row> = { rows: Row[] }
interface QueryResultHKT extends PgQueryResultHKT {
  readonly type: QueryRows<this['row']>
}

export type Db = PgDatabase<QueryResultHKT, typeof schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface Database {
  db: Db
  driver: 'pglite' | 'postgres'
  /** Runs fn while holding a lock that other processes on the same database also take. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, PGlite is used. */
  url?: string
  /** PGlite data directory; in memory when absent. */
  dataDir?: string
  poolSize?: number
  /** Called for every SQL statement (tests count them). */
  onQuery?: (sql: string) => void
}

// Any constant shared by every Barrio process: start-up (migrate + seed) runs one process at a time.
const STARTUP_LOCK_KEY = 724_311_901

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const logger = options.onQuery
    ? { logQuery: (query: string) => options.onQuery?.(query) }
    : undefined

  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    // An idle connection the server drops (restart, failover) must not take the process down:
    // the pool discards it and the next query opens a new one.
    pool.on('error', (error) => console.error(`PostgreSQL: idle connection lost: ${error.message}`))
    const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db
    return {
      db,
      driver: 'postgres',
      async withStartupLock(fn) {
        const client = await pool.connect()
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
          return await fn()
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {})
          client.release()
        }
      },
      close: () => pool.end(),
    }
  }

  // PGlite keeps full durability (no relaxedDurability): an answered write survives a crash.
  const client = await PGlite.create(
    options.dataDir ? path.join(options.dataDir, 'pglite') : undefined,
  )
  const db = drizzlePglite({ client, schema, logger }) as unknown as Db
  return {
    db,
    driver: 'pglite',
    // One PGlite database belongs to one process, so there is nobody to wait for.
    withStartupLock: (fn) => fn(),
    close: () => client.close(),
  }
}
