import { sql } from 'drizzle-orm'
import type { Database, Db } from './client'
import { runMigrations } from './migrate'

/** True when no account and no shop exist: the only state in which demo data may be added. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await db.execute<{ empty: boolean }>(
    sql`select not exists (select 1 from users) and not exists (select 1 from businesses) as empty`,
  )
  return Boolean(result.rows[0]?.empty)
}

/**
 * Start-up work on the database: migrate, then run `seed` (the demo's, which the caller passes in:
 * db/ knows no demo, docs/decisions/0013-server-layers.md) if (and only if) the database is empty.
 * Runs under a lock so several processes starting together do it once.
 */
export async function prepareDatabase<Seeded>(
  database: Database,
  seed?: (db: Db) => Promise<Seeded>,
): Promise<Seeded | null> {
  return database.withStartupLock(async () => {
    await runMigrations(database)
    if (!seed || !(await isDatabaseEmpty(database.db))) return null
    return seed(database.db)
  })
}
