import type { Storage } from '../adapters/storage/types'
import type { Database } from './client'
import { runMigrations } from './migrate'
import { isDatabaseEmpty, seedDemo, type SeedOptions, type SeedResult } from './seed'

/**
 * Start-up work on the database: migrate, then seed the demo shops if (and only if) the database
 * is empty. Runs under a lock so several processes starting together do it once.
 */
export async function prepareDatabase(
  database: Database,
  storage: Storage,
  options: { seed: boolean } & SeedOptions,
): Promise<SeedResult | null> {
  return database.withStartupLock(async () => {
    await runMigrations(database)
    if (!options.seed || !(await isDatabaseEmpty(database.db))) return null
    return seedDemo(database.db, storage, new Date(), { serverSecret: options.serverSecret })
  })
}
