/**
 * `npm run bench:directory [-- <shops>…] [-- --db postgres|pglite]`: throughput of the directory
 * API (`GET /api/explore/restaurant`) and of the drawn `/explorar/restaurantes` as the number of
 * shops grows (docs/product.md#near-me: it stays fast with 100,000 shops), at 8, 100 and 100,000
 * synthetic shops by default (server/demo/synthetic.ts), the API without and with the customer's
 * location, first page and the next one (none at 8 shops: they fit in one). Needs the built app
 * (`npm run build`) for the drawn page. Each size has its own database and its own app as a
 * separate process (server/main.ts, NODE_ENV=production, no demo shops), all running at once;
 * autocannon drives them with 10 connections, the sizes taking turns in rounds (BENCH_ROUNDS, 5;
 * BENCH_SECONDS, 2 s a figure) so that what else runs on this shared machine weighs on every size
 * alike. On new PostgreSQL databases (TEST_DATABASE_URL's server,
 * postgres://postgres@127.0.0.1:5432/postgres by default; dropped afterwards) and on PGlite in
 * temporary DATA_DIRs. Reports req/s (the median over the rounds) and the ratio to the smallest
 * size's figure (8 shops): the median of the rounds' ratios, each taken between figures measured
 * back to back. Sums up the largest size against each smaller one without a location, near me and
 * the drawn page (the target of ADR 0020: at least 0.8 at 100,000 against 8); it asserts nothing.
 * A run of the default sizes on both databases writes bench/results/directory.md.
 */
import autocannon from 'autocannon'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { DEFAULT_MAP_CENTER } from '../domain/constants'
import type { ExploreResponse } from '../domain/explore/schemas'
import { openDatabase } from '../server/db/client'
import { runMigrations } from '../server/db/migrate'
import { seedSyntheticShops } from '../server/demo/synthetic'
import { createTestDatabase } from '../server/test/harness'
import {
  BUILT_WEB_INDEX,
  type ServerProcess,
  startServer,
  stopServer,
  waitForHealth,
} from '../server/test/server-process'
import { markdownTable } from './table'
import { median } from './median'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
/** Each variant at each size before the rounds, once the process has read every shop. */
const WARM_SECONDS = 1
const CONNECTIONS = 10
const NEAR = `lat=${DEFAULT_MAP_CENTER.lat}&lng=${DEFAULT_MAP_CENTER.lng}`
const API = '/api/explore/restaurant'
const VARIANTS = [
  { name: 'no location, page 1', path: API, query: '', nextPage: false },
  { name: 'no location, page 2', path: API, query: '', nextPage: true },
  { name: 'near me, page 1', path: API, query: NEAR, nextPage: false },
  { name: 'near me, page 2', path: API, query: NEAR, nextPage: true },
  // The drawn directory page (docs/product.md#fast-public-pages), from the built app.
  { name: 'explore page', path: '/explorar/restaurantes', query: '', nextPage: false },
]
/** The figures whose ratios the run sums up: without a location, near a point, the drawn page. */
const SUMMARY = ['no location, page 1', 'near me, page 1', 'explore page']

type Driver = 'postgres' | 'pglite'

interface Row {
  driver: Driver
  shops: number
  /** How long seeding its shops took. */
  seedSeconds: number
  /** The machine’s 1-minute load average once its app was warm. */
  load: number
  /** The process's first directory request, which reads every shop. */
  firstSeconds: number
  /** req/s per variant, in VARIANTS order: the median over the rounds. */
  rates: number[]
  /** req/s per variant and round. */
  rounds: number[][]
  problems: string[]
}

/** A database of its own for one run: created here, dropped (or deleted) by `drop`. */
async function freshStore(driver: Driver) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-directory-'))
  if (driver === 'pglite') {
    return {
      dataDir,
      url: undefined,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  process.env.TEST_DB_DRIVER = 'postgres'
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres'
  const testDb = await createTestDatabase()
  await testDb.database.close()
  return {
    dataDir,
    url: testDb.url,
    drop: async () => {
      await testDb.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Seeds `shops` shops into a new store, before its app starts (PGlite has one user at a time). */
async function seed(store: { dataDir: string; url?: string }, shops: number) {
  const database = await openDatabase({ url: store.url, dataDir: store.dataDir })
  try {
    await runMigrations(database)
    const start = performance.now()
    await seedSyntheticShops(database.db, { shops })
    return (performance.now() - start) / 1000
  } finally {
    await database.close()
  }
}

/**
 * Asked as a phone's browser asks (every one accepts Brotli): the server keeps each answer with its
 * compressed forms (ADR 0020), so a page of 50 shops costs its few compressed KB, not its plain
 * bytes, which a client that accepts no compression would make it send.
 */
const AS_A_BROWSER = { 'accept-encoding': 'br, gzip' }

/** A size's app, serving its own database. */
interface Running {
  shops: number
  seedSeconds: number
  origin: string
  server: ServerProcess
}

/** The process's first directory request, which reads every shop once (ADR 0012), timed. */
async function firstRequest(origin: string) {
  const start = performance.now()
  const loaded = await fetch(`${origin}${API}`)
  if (!loaded.ok) throw new Error(`first request: ${loaded.status} ${await loaded.text()}`)
  await loaded.arrayBuffer()
  return (performance.now() - start) / 1000
}

/** The address a variant asks at `origin` now, or null when there is no second page. */
async function addressOf(origin: string, variant: (typeof VARIANTS)[number]) {
  const base = `${origin}${variant.path}?${variant.query}`
  const first = await fetch(base)
  if (!first.ok) throw new Error(`${variant.name}: ${first.status} ${await first.text()}`)
  if (!variant.nextPage) {
    await first.arrayBuffer()
    return base
  }
  const { nextCursor } = (await first.json()) as ExploreResponse
  // A few shops fit in one page: there is no second one to measure.
  return nextCursor ? `${base}&cursor=${nextCursor}` : null
}

async function rate(url: string, seconds: number, problems: string[], name: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: AS_A_BROWSER,
  })
  const failed = result.non2xx + result.errors + result.timeouts
  if (failed > 0) problems.push(`${name}: ${failed} failed of ${result.requests.total}`)
  return result.requests.average
}

/**
 * Every size's app runs at once, each on its own database, and the sizes take turns: in each
 * round every variant is measured at every size back to back (the order of the sizes turning
 * round by round), so what else runs on this shared machine weighs on all of them alike. A round
 * gives each size its ratio to the smallest size's figure of the same round; the medians over the
 * rounds are reported.
 */
async function runDriver(driver: Driver, sizes: number[]): Promise<Row[]> {
  const stores: Awaited<ReturnType<typeof freshStore>>[] = []
  const running: Running[] = []
  try {
    for (const shops of sizes) {
      const store = await freshStore(driver)
      stores.push(store)
      const seedSeconds = await seed(store, shops)
      console.log(`  ${driver}, ${shops} shops (seeded in ${seedSeconds.toFixed(1)} s)`)
      const server = await startServer({
        DATA_DIR: store.dataDir,
        DATABASE_URL: store.url ?? '',
        SEED_DEMO: 'false',
      })
      await waitForHealth(server)
      running.push({
        shops,
        seedSeconds,
        origin: `http://127.0.0.1:${server.port}`,
        server,
      })
    }
    const rows: Row[] = []
    for (const app of running) {
      const firstSeconds = await firstRequest(app.origin)
      console.log(
        `  ${app.shops} shops: first request (reads every shop) ${firstSeconds.toFixed(2)} s`,
      )
      // A freshly started process compiles its hot paths during the first requests.
      const warm: string[] = []
      for (const variant of VARIANTS) {
        const url = await addressOf(app.origin, variant)
        if (url) await rate(url, WARM_SECONDS, warm, variant.name)
      }
      rows.push({
        driver,
        shops: app.shops,
        seedSeconds: app.seedSeconds,
        load: os.loadavg()[0],
        firstSeconds,
        rates: [],
        rounds: [],
        problems: [],
      })
    }
    // rounds[size][variant][round]
    const measured = running.map(() => VARIANTS.map(() => [] as number[]))
    for (let round = 0; round < ROUNDS; round++) {
      const order = running.map((_, i) => (i + round) % running.length)
      for (const [v, variant] of VARIANTS.entries()) {
        for (const i of order) {
          const url = await addressOf(running[i].origin, variant)
          measured[i][v].push(
            url ? await rate(url, SECONDS, rows[i].problems, variant.name) : Number.NaN,
          )
        }
      }
      console.log(
        `  round ${round + 1}/${ROUNDS} (load ${os.loadavg()[0].toFixed(1)}): ` +
          running
            .map((app, i) => `${app.shops}: ${measured[i].map((r) => fixed(r.at(-1)!)).join(' ')}`)
            .join(' · '),
      )
    }
    for (const [i, row] of rows.entries()) {
      row.rounds = measured[i]
      row.rates = measured[i].map(median)
    }
    return rows
  } finally {
    for (const app of running) await stopServer(app.server)
    for (const store of stores) await store.drop()
  }
}

/** The median over the rounds of `row`'s figure over `base`'s in the same round, for variant `v`. */
const ratio = (row: Row, base: Row, v: number) =>
  median(row.rounds[v].map((rate, round) => rate / base.rounds[v][round]))

const fixed = (rate: number) => (Number.isNaN(rate) ? '–' : rate.toFixed(0))

function table(rows: Row[]) {
  const header = [
    'database',
    'shops',
    'seeded in',
    'load',
    'first request',
    ...VARIANTS.map((v) => v.name),
  ]
  const lines = rows.map((row) => {
    const base = rows.find((r) => r.driver === row.driver)!
    return [
      row.driver === 'postgres' ? 'PostgreSQL' : 'PGlite',
      row.shops.toLocaleString('en-US'),
      `${row.seedSeconds.toFixed(1)} s`,
      row.load.toFixed(1),
      `${row.firstSeconds.toFixed(2)} s`,
      ...row.rates.map((rate, i) => {
        if (Number.isNaN(rate)) return '–'
        const r = ratio(row, base, i)
        return `${rate.toFixed(rate < 100 ? 1 : 0)} req/s${Number.isNaN(r) ? '' : ` (${r.toFixed(2)})`}`
      }),
    ]
  })
  return markdownTable(header, lines)
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { db: { type: 'string' } },
  })
  const sizes = positionals.length ? positionals.map(Number) : [8, 100, 100_000]
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('sizes must be integers')
  sizes.sort((a, b) => a - b)
  if (!existsSync(BUILT_WEB_INDEX))
    throw new Error('the explore page needs the built app: npm run build')
  const drivers: Driver[] =
    values.db === 'postgres' || values.db === 'pglite' ? [values.db] : ['postgres', 'pglite']
  console.log(
    `Directory bench: GET /api/explore/restaurant and /explorar/restaurantes, ${CONNECTIONS} connections, ${SECONDS} s each, ` +
      `${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}`,
  )
  const started = performance.now()
  const rows: Row[] = []
  for (const driver of drivers) rows.push(...(await runDriver(driver, sizes)))
  const problems = rows.flatMap((row) =>
    row.problems.map((problem) => `${row.driver}, ${row.shops} shops: ${problem}`),
  )
  console.log(
    `\nreq/s (ratio to the smallest size of the same run; load: 1-minute load average)\n${table(rows)}`,
  )
  console.log(`\n${summary(rows)}`)
  for (const problem of problems) console.log(problem)
  // The results file holds a whole run: the default sizes on both databases.
  if (positionals.length === 0 && drivers.length === 2) {
    const file = path.join(import.meta.dirname, 'results/directory.md')
    writeFileSync(file, report(rows, problems, minutes(started)))
    console.log(`Written to ${path.relative(process.cwd(), file)}`)
  }
}

/**
 * Per database: the largest size's figure over each smaller size's (the median of the rounds'
 * ratios), for the three summed-up figures. Against 8 shops the largest size's pages are fuller (50 shops, not 8); against 100 they
 * are the same size, so only the number of shops differs.
 */
function summary(rows: Row[]) {
  const lines: string[] = []
  for (const driver of new Set(rows.map((row) => row.driver))) {
    const mine = rows.filter((row) => row.driver === driver)
    const large = mine.at(-1)!
    for (const small of mine.slice(0, -1)) {
      const ratios = SUMMARY.map((name) => {
        const i = VARIANTS.findIndex((v) => v.name === name)
        return `${name} ${ratio(large, small, i).toFixed(2)}`
      })
      lines.push(
        `${driver === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ` +
          `${large.shops.toLocaleString('en-US')} / ${small.shops.toLocaleString('en-US')} shops: ` +
          ratios.join(', '),
      )
    }
  }
  return lines.join('\n')
}

const minutes = (start: number) => (performance.now() - start) / 60_000

function gitCommit() {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: import.meta.dirname, encoding: 'utf8' })
  try {
    const commit = git('rev-parse', '--short', 'HEAD').trim()
    const dirty = git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!results')
    return dirty.trim() ? `${commit} with uncommitted changes` : commit
  } catch {
    return 'unknown'
  }
}

function report(rows: Row[], problems: string[], took: number) {
  return [
    '# Directory throughput as the shops grow (`npm run bench:directory`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} at commit ${gitCommit()} on ` +
      `${os.cpus().length} cores (shared), Node ${process.version}, ${took.toFixed(0)} min in all. ` +
      '`GET /api/explore/restaurant` and the drawn `/explorar/restaurantes`, each size on its own database ' +
      'and its own app as a separate process (NODE_ENV=production, no demo shops), all running at once; ' +
      `autocannon with ${CONNECTIONS} connections for ${SECONDS} s per figure, accepting ` +
      `Brotli and gzip as a browser does, the sizes taking turns in ${ROUNDS} rounds; the synthetic ` +
      'shops of server/demo/synthetic.ts (60 towns, four in five with hours), near me at the ' +
      'first town’s centre. Each figure in req/s, the median over the rounds; in brackets its ratio to ' +
      'the 8-shop figure of the same database, the median of the rounds’ ratios (the target of ADR 0020: ' +
      'at least 0.8 at 100,000); – : no second page; seeded in: how long seeding that size took; ' +
      'load: the 1-minute load average after its warm-up; first request: a new process’s first directory answer, which reads ' +
      'every shop into its ranking (ADR 0012). One run on a shared machine: compare ratios, not req/s.',
    '',
    table(rows),
    '',
    summary(rows),
    '',
    ...(problems.length ? ['Failed requests:', '', ...problems.map((p) => `- ${p}`), ''] : []),
  ].join('\n')
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
