import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/harness'
import { PGLITE_SETTINGS } from './client'

describe('openDatabase', () => {
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>
  beforeAll(async () => {
    testDb = await createTestDatabase()
  })
  afterAll(async () => {
    await testDb.database.close()
    await testDb.drop()
  })

  // docs/ARCHITECTURE.md#memory: PGlite's default 128MB of shared buffers stays resident in its
  // WebAssembly memory. A PostgreSQL server's buffers are its own business: Barrio sets nothing.
  it('starts PGlite with its small buffer pool, and leaves a server its own', async () => {
    const { rows } = await testDb.database.db.execute<{
      bytes: string
      source: string
      context: string
    }>(
      sql`select pg_size_bytes(current_setting('shared_buffers'))::text as bytes, source, context
          from pg_settings where name = 'shared_buffers'`,
    )
    const [setting] = rows
    // Set when the server starts, never by a session: only openDatabase's PGlite start can set it.
    expect(setting.context).toBe('postmaster')
    if (testDb.database.driver === 'pglite') {
      expect(Number(setting.bytes)).toBe(16 * 1024 * 1024)
      expect(PGLITE_SETTINGS.shared_buffers).toBe('16MB')
      expect(setting.source).toBe('command line')
    } else {
      expect(testDb.database.driver).toBe('postgres')
      expect(Number(setting.bytes)).toBeGreaterThan(0)
      expect(setting.source).not.toBe('session')
    }
  })
})
