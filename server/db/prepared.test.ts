import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/harness'
import type { Database } from './client'
import { runMigrations } from './migrate'
import { preparedOn, statement } from './prepared'
import { businesses } from './schema'
import { createOpenBusiness } from '../test/factories'

let database: Database
let drop: () => Promise<void>
const queries: string[] = []

beforeAll(async () => {
  const created = await createTestDatabase((q) => queries.push(q))
  database = created.database
  drop = created.drop
  await runMigrations(database)
})

afterAll(async () => {
  await database.close()
  await drop()
})

const double = statement('test_double', () => sql`select ${sql.placeholder('n')}::integer * 2 as n`)
const shopName = preparedOn((db) =>
  db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.slug, sql.placeholder('slug')))
    .prepare('test_shop_name'),
)

describe('prepared statements', () => {
  it('runs a statement with each call its own values, its text built once', async () => {
    queries.length = 0
    const first = await double.run<{ n: number }>(database.db, { n: 2 })
    const second = await double.run<{ n: number }>(database.db, { n: 21 })
    expect([first.rows[0].n, second.rows[0].n]).toEqual([4, 42])
    expect(queries).toHaveLength(2)
    expect(queries[0]).toBe(queries[1])
  })

  it('runs a builder query prepared once per database, mapped as the builder maps it', async () => {
    const { business } = await createOpenBusiness(database.db)
    expect(shopName(database.db)).toBe(shopName(database.db))
    expect(await shopName(database.db).execute({ slug: business.slug })).toEqual([
      { name: business.name },
    ])
    expect(await shopName(database.db).execute({ slug: 'no-such-shop' })).toEqual([])
  })

  it('runs in a transaction on its connection, and on PostgreSQL is named there, parsed once', async () => {
    await database.db.transaction(async (tx) => {
      expect((await double.run<{ n: number }>(tx, { n: 5 })).rows[0].n).toBe(10)
      expect((await double.run<{ n: number }>(tx, { n: 6 })).rows[0].n).toBe(12)
      if (database.driver !== 'postgres') return
      const { rows } = await tx.execute<{ name: string }>(
        sql`select name from pg_prepared_statements where name = 'test_double'`,
      )
      expect(rows).toEqual([{ name: 'test_double' }])
    })
  })
})
