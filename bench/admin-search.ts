/**
 * `npm run bench:admin-search [-- --shops N] [-- --runs N]`: how fast the operator's 'Comercios'
 * answers (docs/product.md#operators: at most 100 ms at the median with 100,000 shops on
 * PostgreSQL). Seeds 100,000 synthetic shops (server/demo/synthetic.ts, as bench:directory does)
 * on a new PostgreSQL database of its own (TEST_DATABASE_URL's server,
 * postgres://postgres@127.0.0.1:5432/postgres by default; dropped afterwards), gives them phones,
 * plan standings and registration dates, then times each typical search through the whole route
 * (GET /api/admin/shops with an operator's session, in process) and prints p50 and p95 per search
 * and the median of every request. Exits 1 when that median is over the budget.
 */
import { sql } from 'drizzle-orm'
import { parseArgs } from 'node:util'
import { operators } from '../server/db/schema'
import { seedSyntheticShops } from '../server/demo/synthetic'
import { startOperatorSession } from '../server/lib/operator-auth'
import { createTestApp } from '../server/test/harness'
import { markdownTable } from './table'

const BUDGET_MS = 100

const { values } = parseArgs({
  options: {
    shops: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
  },
})
const SHOPS = Number(values.shops)
const RUNS = Number(values.runs)

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

async function main() {
  process.env.TEST_DB_DRIVER = 'postgres'
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres'
  const t = await createTestApp()
  try {
    const seedStart = performance.now()
    await seedSyntheticShops(t.db, { shops: SHOPS })
    // Phones, plan standings and registration dates, spread the way a real directory has them.
    await t.db.execute(sql`
      update businesses b set
        phone = '+549351' || lpad(s.i::text, 7, '0'),
        created_at = now() - (s.i % 730) * interval '1 day' - (s.i % 1440) * interval '1 minute',
        plan = case when s.i % 10 < 2 then null else 'starter' end,
        subscription_paid = s.i % 10 >= 4,
        expires_at = case when s.i % 10 >= 4
          then now() + ((s.i % 400) - 100) * interval '1 day' end,
        suspended_at = case when s.i % 97 = 0 then now() end,
        suspension_reason = case when s.i % 97 = 0 then 'Prueba de escala' end
      from (select id, cast(substring(slug from '^local-([0-9]+)$') as int) as i from businesses) s
      where s.i is not null and b.id = s.id`)
    await t.db.execute(sql`analyze`)
    const seedSeconds = (performance.now() - seedStart) / 1000
    console.log(`${SHOPS} comercios cargados en ${seedSeconds.toFixed(1)} s`)

    const [operator] = await t.db
      .insert(operators)
      .values({ email: 'bench@barrio.test' })
      .returning({ id: operators.id })
    const { token } = await startOperatorSession(
      t.db,
      t.app.config.jwtSecret,
      operator.id,
      'complete',
    )
    const headers = { authorization: `Bearer ${token}` }

    const { rows } = await t.db.execute<{ name: string }>(
      sql`select name from businesses where slug = 'local-4242'`,
    )
    const nameFragment = rows[0].name.slice(0, 5).toLowerCase()
    const mid = Math.floor(SHOPS / 2)
    const searches: [string, string][] = [
      ['first page, newest first', ''],
      ['name fragment', `q=${encodeURIComponent(nameFragment)}`],
      ['name and number', `q=${encodeURIComponent(rows[0].name)}`],
      ['whole email', `q=owner${mid}%40example.com`],
      ['email fragment', `q=owner${mid + 7}`],
      [
        'phone as written',
        `q=${encodeURIComponent(`351 ${String(mid).padStart(7, '0').slice(0, 3)}-${String(mid).padStart(7, '0').slice(3)}`)}`,
      ],
      ['slug', `q=local-${mid + 11}`],
      ['town in the search', `q=${encodeURIComponent('ciudad 42')}`],
      ['standing filter (vencido)', 'standing=expired'],
      ['standing filter (suspendido)', 'standing=suspended'],
      ['town filter, by name', `city=${encodeURIComponent('Ciudad 17')}&sort=name`],
      ['by name', 'sort=name'],
      ['by expiry', 'sort=expires'],
      ['by expiry, latest first', 'sort=expires&dir=desc'],
      ['oldest first', 'sort=created&dir=asc'],
      ['deep page (1000, by name)', 'sort=name&page=1000'],
      [
        'town + standing + expiry',
        `q=${encodeURIComponent('ciudad 3')}&standing=active&sort=expires`,
      ],
      ['no match', 'q=zzzzzz'],
    ]

    const all: number[] = []
    const table: string[][] = []
    for (const [name, query] of searches) {
      const url = `/api/admin/shops?${query}`
      const times: number[] = []
      let total = 0
      for (let i = 0; i < RUNS + 3; i++) {
        const start = performance.now()
        const res = await t.app.inject({ url, headers })
        const ms = performance.now() - start
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
        total = res.json<{ total: number }>().total
        // The first runs warm the caches and the plan.
        if (i >= 3) times.push(ms)
      }
      times.sort((a, b) => a - b)
      all.push(...times)
      table.push([
        name,
        query || '(nada)',
        String(total),
        percentile(times, 50).toFixed(1),
        percentile(times, 95).toFixed(1),
      ])
    }
    all.sort((a, b) => a - b)
    const overview: number[] = []
    for (let i = 0; i < 6; i++) {
      const start = performance.now()
      const res = await t.app.inject({ url: '/api/admin/overview', headers })
      if (res.statusCode !== 200) throw new Error(`overview: ${res.statusCode} ${res.body}`)
      if (i > 0) overview.push(performance.now() - start)
    }
    overview.sort((a, b) => a - b)
    console.log(markdownTable(['search', 'query', 'shops found', 'p50 ms', 'p95 ms'], table))
    const median = percentile(all, 50)
    console.log(
      `\nAll ${all.length} requests: p50 ${median.toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms ` +
        `(budget p50 ≤ ${BUDGET_MS} ms). Panorama: p50 ${percentile(overview, 50).toFixed(1)} ms.`,
    )
    if (median > BUDGET_MS) process.exitCode = 1
  } finally {
    await t.close()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
