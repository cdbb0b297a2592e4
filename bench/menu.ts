/**
 * `npm run bench:menu`: throughput of the public menu's API (docs/product.md#menu-cache) and, when
 * the web app is built, of its server-drawn page (docs/product.md#fast-public-pages), 200 and 304,
 * against a ceiling: a plain node:http server answering the same bytes with the same headers
 * (304 for a matching If-None-Match). The app and the ceiling each run in a child process of their
 * own; autocannon runs here. Beside the throughput ratio, the CPU time each server spent per
 * request (both children report process.cpuUsage()): on a loaded machine the requests per second
 * swing with what else runs, while the CPU a request costs holds. One shop of 100 products in a database holding 1,100, on PGlite and on
 * PostgreSQL (a temporary database on BENCH_DATABASE_URL's server, by default
 * postgres://postgres@127.0.0.1:5432/postgres; BENCH_DRIVERS=pglite skips it). Reports ratios
 * taken in one run, because this machine is shared and noisy; it asserts nothing. BENCH_SECONDS,
 * BENCH_ROUNDS, BENCH_CONNECTIONS, BENCH_DRIVERS and BENCH_CPU_PROF (below) tune it.
 */
import autocannon from 'autocannon'
import { fork, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { withTemporaryDatabase } from './temporary-database'
import { insertBenchShops } from './seed-shops'
import { median } from './median'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',')
const SLUG = 'bench-menu'
const OTHER_SHOPS = 20
const OTHER_PRODUCTS = 50

type Message = { address: string }
/** A child's CPU time so far (user + system, µs), answered to { cpu: true }. */
type CpuMessage = { cpu: number }

/** Answers the parent's questions about this process's CPU time. */
function reportCpu() {
  process.on('message', (message: { cpu?: boolean }) => {
    if (!message.cpu) return
    const { user, system } = process.cpuUsage()
    process.send!({ cpu: user + system } satisfies CpuMessage)
  })
}

// ─── Child: the app on a seeded database ──────────────────────────────────────────────────────

async function serveApp(url: string | undefined) {
  const { createAdapters } = await import('../server/adapters')
  const { buildApp } = await import('../server/app')
  const { loadConfig } = await import('../server/config')
  const { openDatabase } = await import('../server/db/client')
  const { runMigrations } = await import('../server/db/migrate')
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-bench-menu-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    ...(url && { DATABASE_URL: url }),
  })
  const database = await openDatabase({ url })
  await runMigrations(database)
  // The bench shop (i = 0) has 100 products; 20 others 50 each. Every shop open all week.
  await insertBenchShops(database.db, {
    slug: SLUG,
    products: OTHER_PRODUCTS * 2,
    others: OTHER_SHOPS,
    otherProducts: OTHER_PRODUCTS,
    image: sql`'/uploads/products/' || md5('img' || i || '-' || p) || '.webp'`,
  })
  const app = await buildApp({
    config,
    db: database.db,
    adapters: createAdapters(config, database.db),
    // The built web app (dist/web, dist/ssr) when there is one: the menu's page is measured too.
  })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  reportCpu()
  process.send!({ address } satisfies Message)
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true })
        process.exit(0)
      })
  })
}

// ─── Child: the ceiling ─────────────────────────────────────────────────────────────────────

interface Recorded {
  headers: Record<string, string>
  body: string
}

function serveCeiling(file: string) {
  const byPath = new Map(
    Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, Recorded>).map(
      ([route, { headers, body }]) => {
        const bytes = Buffer.from(body)
        const notModified = Object.fromEntries(
          Object.entries(headers).filter(([name]) => !name.startsWith('content-')),
        )
        const full = { ...headers, 'content-length': String(bytes.length) }
        return [route, { etag: headers.etag, bytes, full, notModified }]
      },
    ),
  )
  const server = createServer((req, res) => {
    const page = byPath.get(req.url ?? '')
    if (!page) res.writeHead(404).end()
    else if (req.headers['if-none-match'] === page.etag) res.writeHead(304, page.notModified).end()
    else res.writeHead(200, page.full).end(page.bytes)
  })
  server.keepAliveTimeout = 5_000
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number }
    reportCpu()
    process.send!({ address: `http://127.0.0.1:${port}` } satisfies Message)
  })
  process.on('disconnect', () => server.close(() => process.exit(0)))
}

// ─── Parent: the measurements ───────────────────────────────────────────────────────────────

/** BENCH_CPU_PROF=<folder>: the app's children write a V8 CPU profile there as they exit. */
const CPU_PROF = process.env.BENCH_CPU_PROF

function start(...args: string[]): Promise<{ child: ChildProcess; address: string }> {
  const profile = CPU_PROF && args[0] === 'app' ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : []
  const child = fork(import.meta.filename, args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [...process.execArgv, ...profile],
  })
  return new Promise((resolve, reject) => {
    child.once('message', (message: Message) => resolve({ child, address: message.address }))
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)))
  })
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.disconnect()
  })
}

function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const listen = (message: Partial<CpuMessage>) => {
      if (message.cpu === undefined) return
      child.off('message', listen)
      resolve(message.cpu)
    }
    child.on('message', listen)
    child.send({ cpu: true })
  })
}

/** Requests per second at `url` of `server`, and the CPU time (µs) it spent per request. */
async function load(
  server: { child: ChildProcess; address: string },
  route: string,
  headers: Record<string, string> = {},
) {
  const url = `${server.address}${route}`
  const before = await cpuOf(server.child)
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers })
  const cpu = (await cpuOf(server.child)) - before
  if (result.errors > 0 || result.non2xx + result['2xx'] === 0) {
    throw new Error(`${url}: ${result.errors} errors`)
  }
  return { rps: result.requests.average, cpu: cpu / result.requests.total }
}

/** Headers the ceiling must repeat; the ones Node writes itself are left to it. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length'])

async function measure(driver: string, url: string | undefined) {
  const app = await start('app', url ?? '')
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'barrio-bench-ceiling-'))
  let ceiling: Awaited<ReturnType<typeof start>> | null = null
  try {
    // The menu's API, and its page when the web app is built (dist/web and dist/ssr).
    const targets: { name: string; route: string }[] = [
      { name: 'API', route: `/api/public/menu/${SLUG}` },
      { name: 'page', route: `/menu/${SLUG}` },
    ]
    const recorded: Record<string, Recorded> = {}
    const measured: { name: string; route: string; bytes: number; etag: string }[] = []
    for (const target of targets) {
      // As autocannon asks: uncompressed.
      const res = await fetch(`${app.address}${target.route}`, {
        headers: { 'accept-encoding': 'identity' },
      })
      const body = await res.text()
      const headers = Object.fromEntries(
        [...res.headers].filter(([name]) => !OWN_HEADERS.has(name.toLowerCase())),
      )
      if (target.name === 'page' && !body.includes('id="barrio-menu"')) {
        console.log(`(${driver}: the menu's page is not measured: build the web app first)`)
        continue
      }
      if (res.status !== 200 || !headers.etag)
        throw new Error(`${target.route} answered ${res.status}`)
      recorded[target.route] = { headers, body }
      measured.push({ ...target, bytes: Buffer.byteLength(body), etag: headers.etag })
    }
    const file = path.join(tmp, 'menu.json')
    writeFileSync(file, JSON.stringify(recorded))
    ceiling = await start('ceiling', file)

    const kinds = measured.flatMap((target) => [
      { target, title: `${target.name} 200`, headers: {} as Record<string, string> },
      { target, title: `${target.name} 304`, headers: { 'if-none-match': target.etag } },
    ])
    // Warm both (JIT, the cache's first read), then alternate in rounds, so that what else runs
    // on this machine weighs on both alike; each round gives a ratio, the median is reported.
    for (const target of measured) {
      await load(app, target.route)
      await load(ceiling, target.route)
    }
    type Load = Awaited<ReturnType<typeof load>>
    const rounds = kinds.map(() => ({ ceiling: [] as Load[], api: [] as Load[] }))
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, kind] of kinds.entries()) {
        const { route } = kind.target
        rounds[i].ceiling.push(await load(ceiling, route, kind.headers))
        rounds[i].api.push(await load(app, route, kind.headers))
      }
    }
    return kinds.map((kind, i) => {
      const { ceiling, api } = rounds[i]
      return {
        driver,
        bytes: kind.target.bytes,
        title: kind.title,
        ceiling: median(ceiling.map((c) => c.rps)),
        api: median(api.map((a) => a.rps)),
        ratio: median(api.map((a, r) => a.rps / ceiling[r].rps)),
        ceilingCpu: median(ceiling.map((c) => c.cpu)),
        apiCpu: median(api.map((a) => a.cpu)),
        // The ceiling's CPU per request over the app's: 1 when the app costs what it does.
        cpuRatio: median(api.map((a, r) => ceiling[r].cpu / a.cpu)),
      }
    })
  } finally {
    if (ceiling) await stop(ceiling.child)
    await stop(app.child)
    rmSync(tmp, { recursive: true, force: true })
  }
}

async function main() {
  const rows = []
  for (const driver of DRIVERS) {
    if (driver === 'postgres')
      rows.push(...(await withTemporaryDatabase('menu', (url) => measure(driver, url))))
    else rows.push(...(await measure(driver, undefined)))
  }
  console.log(
    `The public menu (its API and its page) vs a plain node:http server sending the same bytes (median of ${ROUNDS} rounds of ${SECONDS} s each, ${CONNECTIONS} connections, 100 products of 1,100)`,
  )
  console.log(
    `${'database'.padEnd(10)}${'answer'.padEnd(10)}${'bytes'.padStart(8)}${'ceiling req/s'.padStart(14)}${'app req/s'.padStart(12)}${'ratio'.padStart(8)}${'ceiling µs'.padStart(12)}${'app µs'.padStart(9)}${'CPU ratio'.padStart(11)}`,
  )
  for (const row of rows) {
    console.log(
      `${row.driver.padEnd(10)}${row.title.padEnd(10)}${String(row.bytes).padStart(8)}${row.ceiling.toFixed(0).padStart(14)}${row.api.toFixed(0).padStart(12)}${row.ratio.toFixed(2).padStart(8)}${row.ceilingCpu.toFixed(1).padStart(12)}${row.apiCpu.toFixed(1).padStart(9)}${row.cpuRatio.toFixed(2).padStart(11)}`,
    )
  }
  console.log(
    'µs: CPU time the server spent per request (user + system); CPU ratio: the ceiling’s over the app’s.',
  )
}

const [role, arg] = process.argv.slice(2)
const run =
  role === 'app' ? serveApp(arg || undefined) : role === 'ceiling' ? serveCeiling(arg) : main()
Promise.resolve(run).catch((err) => {
  console.error(err)
  process.exit(1)
})
