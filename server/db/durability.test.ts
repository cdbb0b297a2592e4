import { sql } from 'drizzle-orm'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestContext } from '../test/harness'
import { pickupOrderAttempt, shopWithOwner } from '../test/orders'

// docs/ARCHITECTURE.md#durability: an order the customer was told is placed is on disk.

async function setting(t: TestContext, name: 'fsync' | 'synchronous_commit' | 'wal_sync_method') {
  const { rows } = await t.db.execute<Record<string, string>>(sql.raw(`show ${name}`))
  return rows[0][name]
}

describe("the app's own database connection", () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('runs with fsync and synchronous_commit on', async () => {
    expect(await setting(t, 'fsync')).toBe('on')
    expect(await setting(t, 'synchronous_commit')).toBe('on')
    // PGlite's fdatasync never reaches the disk: its WAL is flushed with fsync.
    if (t.database.driver === 'pglite') expect(await setting(t, 'wal_sync_method')).toBe('fsync')
  })
})

describe.runIf(process.env.TEST_DB_DRIVER !== 'postgres')(
  'an order on the embedded database, on disk',
  () => {
    let t: TestContext
    beforeAll(async () => {
      t = await createTestApp({}, {}, { pgliteOnDisk: true })
    })
    afterAll(async () => {
      vi.restoreAllMocks()
      await t.close()
    })

    it('is answered only after its WAL was fsynced to the disk', async () => {
      const shop = await shopWithOwner(t)
      const walDir = path.join(fs.realpathSync(t.dataDir), 'pglite', 'pg_wal') + path.sep
      // Every call into the operating system's fsync, by the file it syncs (named through /proc).
      const synced: string[] = []
      const fsyncSync = fs.fsyncSync
      vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
        synced.push(fs.readlinkSync(`/proc/self/fd/${fd}`))
        fsyncSync(fd)
      })

      const res = await pickupOrderAttempt(t.app, shop)
      const beforeAnswer = [...synced]

      expect(res.statusCode, res.body).toBe(201)
      const walSyncs = beforeAnswer.filter((file) => file.startsWith(walDir))
      expect(walSyncs.length, beforeAnswer.join('\n')).toBeGreaterThanOrEqual(1)
    })
  },
)
