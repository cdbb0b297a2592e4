import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { fileURLToPath } from 'node:url'
import type { Database } from './client'

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** Applies the committed SQL migrations that have not run yet. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder })
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder })
  }
}
