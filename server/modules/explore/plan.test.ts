import { sql, type SQL } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedSyntheticShops } from '../../demo/synthetic'
import { createTestApp, type TestContext } from '../../test/harness'
import { changesStatement, shopsStatement } from './directory'
import { pageStatement } from './service'

/*
 * The directory's statements at 10,000 shops (docs/product.md#budgets, ADR 0012), as PostgreSQL
 * plans them: a request reads the change log and the page's shops through indexes, and nothing
 * sorts the shops. Runs in the PostgreSQL project (CI's TEST_DATABASE_URL), where the planner's
 * choices are the ones a deployment gets; on PGlite it shows as skipped.
 */

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres'
const SHOPS = 10_000

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  'Plan Rows': number
  Plans?: PlanNode[]
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)]
}

describe.runIf(onPostgres)(`the directory's SQL plans at ${SHOPS} shops`, () => {
  let t: TestContext
  let ids: string[]

  beforeAll(async () => {
    t = await createTestApp()
    await seedSyntheticShops(t.db, { shops: SHOPS })
    const { rows } = await t.db.execute<{ id: string }>(
      sql`select id from businesses order by name_sort_key collate "C" limit 51`,
    )
    ids = rows.map((r) => r.id)
  }, 120_000)
  afterAll(() => t?.close())

  async function plan(statement: SQL) {
    const { rows } = await t.db.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
      sql`explain (format json) ${statement}`,
    )
    const raw = rows[0]['QUERY PLAN']
    const parsed = typeof raw === 'string' ? JSON.parse(raw) : raw
    return nodes(parsed[0].Plan)
  }

  const scans = (all: PlanNode[], type: string) =>
    all.filter((n) => n['Node Type'] === type).map((n) => n['Relation Name'])
  const indexes = (all: PlanNode[]) => all.flatMap((n) => n['Index Name'] ?? [])
  /** Sorts bigger than one shop's hours: a sort of the shops would be thousands of rows. */
  const bigSorts = (all: PlanNode[]) =>
    all.filter((n) => n['Node Type'] === 'Sort' && n['Plan Rows'] > 100)

  it('the page: the shops by primary key, their hours by the shop index', async () => {
    const all = await plan(pageStatement(ids))
    expect(scans(all, 'Seq Scan')).toEqual([])
    expect(indexes(all)).toContain('businesses_pkey')
    expect(indexes(all)).toContain('opening_hours_business_idx')
    expect(bigSorts(all)).toEqual([])
  })

  it('the change log: by transaction id', async () => {
    const { rows } = await t.db.execute<{ snapshot: string }>(
      sql`select pg_current_snapshot()::text as snapshot`,
    )
    const all = await plan(changesStatement(rows[0].snapshot))
    expect(scans(all, 'Seq Scan')).toEqual([])
    expect(indexes(all)).toContain('directory_changes_xid_idx')
    expect(bigSorts(all)).toEqual([])
  })

  it('the changed shops: by primary key', async () => {
    const all = await plan(shopsStatement(ids.slice(0, 3)))
    expect(scans(all, 'Seq Scan')).toEqual([])
    expect(indexes(all)).toContain('businesses_pkey')
    expect(indexes(all)).toContain('opening_hours_business_idx')
    expect(bigSorts(all)).toEqual([])
  })

  it('the first load, once per process: every shop read once, unsorted, hours by index', async () => {
    const all = await plan(shopsStatement())
    expect(scans(all, 'Seq Scan')).toEqual(['businesses'])
    expect(indexes(all)).toContain('opening_hours_business_idx')
    expect(all.filter((n) => n['Node Type'] === 'Sort')).toEqual([])
  })

  it('a request runs the log and the page statements only, with no full load', async () => {
    const first = await t.app.inject('/api/explore/restaurant')
    expect(first.statusCode).toBe(200)
    t.queries.length = 0
    for (const query of ['', '?lat=-31.417&lng=-64.183']) {
      const res = await t.app.inject(`/api/explore/restaurant${query}`)
      expect(res.statusCode).toBe(200)
    }
    // The first page without a location is kept (ADR 0020): its repeat reads the log only.
    expect(t.queries).toHaveLength(3)
    expect(t.queries.filter((q) => q.includes('directory_changes'))).toHaveLength(2)
  })

  it('reads a change once, even while a long transaction holds every snapshot’s xmin back', async () => {
    const other = new pg.Client({ connectionString: t.databaseUrl })
    await other.connect()
    try {
      await other.query('begin')
      await other.query('select pg_current_xact_id()')
      const list = async () => {
        const res = await t.app.inject('/api/explore/restaurant')
        expect(res.statusCode).toBe(200)
      }
      await list()
      const { loads, shopsReread } = t.app.directory
      await t.db.execute(sql`update businesses set city = 'Otra' where id = ${ids[0]}`)
      await list()
      await list()
      await list()
      expect(t.app.directory.shopsReread).toBe(shopsReread + 1)
      expect(t.app.directory.loads).toBe(loads)
    } finally {
      await other.query('rollback')
      await other.end()
    }
  })
})
