import { sql } from 'drizzle-orm'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createStorage } from '../adapters/storage'
import { loadConfig } from '../config'
import { createTestDatabase } from '../test/harness'
import { openDatabase, type Db } from './client'
import { prepareDatabase } from './prepare'
import { demoSeed } from '../demo'

const dirs: string[] = []
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))
function tempStorage() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'barrio-prepare-'))
  dirs.push(dir)
  return { dir, storage: createStorage(loadConfig({ DATA_DIR: dir })) }
}

async function counts(db: Db) {
  const { rows } = await db.execute<{
    users: number
    businesses: number
    products: number
    pending: number
  }>(
    sql`select (select count(*)::int from users) as users,
               (select count(*)::int from businesses) as businesses,
               (select count(*)::int from products) as products,
               (select count(*)::int from orders where status = 'PENDING') as pending`,
  )
  return rows[0]
}

// Seeding draws the demo shops' pictures with sharp: seconds on a quiet machine, past the suite's
// 30 s bound when two suites share two cores. A bound costs a passing test nothing.
describe('prepareDatabase', { timeout: 120_000 }, () => {
  it('migrates and seeds an empty database, and never seeds one that has data', async () => {
    const { database, drop } = await createTestDatabase()
    const { storage } = tempStorage()
    try {
      const seeded = await prepareDatabase(database, demoSeed(storage))
      expect(seeded).toMatchObject({
        ownerEmail: 'demo@barrio.com.ar',
        ownerSlug: 'pizzeria-don-luigi',
      })
      expect(seeded?.slugs).toHaveLength(8)
      const first = await counts(database.db)
      expect(first.businesses).toBe(8)
      expect(first.products).toBeGreaterThanOrEqual(80)
      // The demo owner's panel has orders waiting to be accepted.
      expect(first.pending).toBe(4)

      expect(await prepareDatabase(database, demoSeed(storage))).toBeNull()
      expect(await counts(database.db)).toEqual(first)
    } finally {
      await database.close()
      await drop()
    }
  })

  it('keeps the embedded database on disk across restarts', async () => {
    const { dir, storage } = tempStorage()
    const first = await openDatabase({ dataDir: dir })
    await prepareDatabase(first, demoSeed(storage))
    const before = await counts(first.db)
    await first.close()

    const second = await openDatabase({ dataDir: dir })
    try {
      expect(await prepareDatabase(second, demoSeed(storage))).toBeNull()
      expect(await counts(second.db)).toEqual(before)
    } finally {
      await second.close()
    }
  })
})
