/**
 * `npx tsx bench/orders.ts`: how long a customer waits for an order to be placed, how a lunch-rush
 * burst compares, and how soon after that answer the owner's open panel hears of it: through the
 * same server process and through a second one (LISTEN/NOTIFY). On PGlite by default; with
 * TEST_DB_DRIVER=postgres and TEST_DATABASE_URL=postgres://… on a fresh database of that server.
 * Reports ratios taken in one run, because this machine is shared and noisy; it asserts nothing.
 *
 * `npx tsx bench/orders.ts --fsync`: orders/s on the embedded database on disk, started as PGlite
 * starts by default (fsync off) and as Barrio starts it (fsync on, docs/ARCHITECTURE.md#durability),
 * one customer at a time and in bursts, in one run.
 *
 * `npm run bench:orders` (`--throughput`): orders/s with BENCH_CONNECTIONS (10) customers ordering
 * at once for BENCH_SECONDS (10) s, as docs/product.md#budgets states it: autocannon here, the app
 * in a child process of its own, as Barrio starts it (its logger on, writing to /dev/null), on a
 * fresh PostgreSQL database on BENCH_DATABASE_URL's server (postgres://postgres@127.0.0.1:5432) and
 * on PGlite on disk with fsync on. Each order is a pickup from its own customer: its own phone, its
 * own address (x-forwarded-for) and its own idempotency key. Prints orders/s, p50 and p99, and the
 * CPU the app, the database server and autocannon each took, as shares of the run's wall time and
 * per order (which the machine's other load changes far less than orders/s).
 * BENCH_DRIVERS=postgres or pglite runs one of them.
 */
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { fork, type ChildProcess } from 'node:child_process'
import fs, { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createAdapters } from '../server/adapters'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { runMigrations } from '../server/db/migrate'
import { createOpenBusiness, createProduct, ownerToken } from '../server/test/factories'
import { createPeerApp, createTestApp } from '../server/test/harness'
import { markdownTable } from './table'
import { withTemporaryDatabase } from './temporary-database'
import { median } from './median'

const RUNS = Number(process.env.BENCH_RUNS ?? 40)
const BURST = Number(process.env.BENCH_BURST ?? 50)

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]
const ms = (x: number) => `${x.toFixed(1)} ms`

let phone = 0
let ip = 0

/** Places one order on the server at `base`, each from its own customer (phone and address). */
const orderPlacer = (base: string, slug: string, productId: string) => () =>
  fetch(`${base}/api/public/business/${slug}/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`,
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      method: 'PICKUP',
      customer: { fullName: 'Ana Gómez', phone: `351 4${String(++phone).padStart(6, '0')}` },
      items: [{ productId, quantity: 2 }],
    }),
  }).then(async (res) => {
    if (res.status !== 201) throw new Error(`order answered ${res.status}: ${await res.text()}`)
    return ((await res.json()) as { order: { id: string } }).order.id
  })

/** A server on a fresh on-disk embedded database with one shop, and a way to order there. */
async function onDiskServer(fsync: boolean) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-bench-fsync-'))
  // The per-phone and per-IP limits would stop a bench; each order comes from its own customer.
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    GEOCODER: 'fake',
    TRUST_PROXY: '1',
  })
  const database = await openDatabase({ dataDir, fsync })
  await runMigrations(database)
  const app = await buildApp({
    config,
    db: database.db,
    adapters: createAdapters(config, database.db),
    webDir: path.join(dataDir, 'no-web'),
  })
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const { business } = await createOpenBusiness(database.db)
  const product = await createProduct(database.db, business.id, {
    name: 'Empanada',
    price: 150_000,
  })
  const placeOrder = orderPlacer(base, business.slug, product.id)
  for (let i = 0; i < 5; i++) await placeOrder()
  return {
    placeOrder,
    /** Seconds spent placing them. */
    one: 0,
    burst: 0,
    async close() {
      app.server.closeAllConnections()
      await app.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function fsyncCost() {
  const ROUNDS = 8
  const servers = { off: await onDiskServer(false), on: await onDiskServer(true) }
  // The time of each fsync of the WAL or a data file, as the operating system takes it.
  const fsyncMs: number[] = []
  const fsyncSync = fs.fsyncSync
  fs.fsyncSync = (fd) => {
    const start = performance.now()
    fsyncSync(fd)
    fsyncMs.push(performance.now() - start)
  }
  // Small batches taken in turn, so a change in the shared machine's load weighs on both alike.
  for (let round = 0; round < ROUNDS; round++) {
    for (const server of round % 2 ? [servers.on, servers.off] : [servers.off, servers.on]) {
      let start = performance.now()
      for (let i = 0; i < RUNS / ROUNDS; i++) await server.placeOrder()
      server.one += (performance.now() - start) / 1000
      start = performance.now()
      await Promise.all(Array.from({ length: BURST }, server.placeOrder))
      server.burst += (performance.now() - start) / 1000
    }
  }
  fs.fsyncSync = fsyncSync
  await servers.off.close()
  await servers.on.close()

  const rate = (server: typeof servers.on, key: 'one' | 'burst') =>
    (key === 'one' ? RUNS : ROUNDS * BURST) / server[key]
  console.log(`Orders/s on PGlite on disk (${os.tmpdir()}), ${ROUNDS} rounds taken in turn:`)
  for (const key of ['one', 'burst'] as const) {
    const title = key === 'one' ? `${RUNS} one at a time` : `${ROUNDS} bursts of ${BURST}`
    const [off, on] = [rate(servers.off, key), rate(servers.on, key)]
    console.log(
      `  ${title}: fsync off ${off.toFixed(0)}/s, fsync on ${on.toFixed(0)}/s, on / off ${(on / off).toFixed(2)}`,
    )
  }
  console.log(
    `  ${fsyncMs.length} fsync calls: median ${ms(median(fsyncMs))}, p95 ${ms(p95(fsyncMs))}`,
  )
}

async function main() {
  // The per-phone and per-IP limits would stop a bench; each order comes from its own customer.
  const t = await createTestApp({ TRUST_PROXY: '1' })
  const peer = await createPeerApp(t)
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  const peerBase = await peer.app.listen({ port: 0, host: '127.0.0.1' })
  const { owner, business } = await createOpenBusiness(t.db)
  const product = await createProduct(t.db, business.id, { name: 'Empanada', price: 150_000 })
  const token = await ownerToken(t.app.config.jwtSecret, owner)

  const placeOrder = orderPlacer(base, business.slug, product.id)

  /** The owner's panel stream on `origin`: resolves each order id as its 'created' event arrives. */
  async function ownerStream(origin: string) {
    const waiting = new Map<string, (at: number) => void>()
    // The event may come before the customer's answer does (NOTIFY follows the commit at once).
    const arrived = new Map<string, number>()
    const controller = new AbortController()
    const res = await fetch(`${origin}/api/business/orders/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    })
    const decoder = new TextDecoder()
    let buffer = ''
    let ready = () => {}
    const opened = new Promise<void>((resolve) => (ready = resolve))
    void (async () => {
      try {
        for await (const chunk of res.body!) {
          buffer += decoder.decode(chunk, { stream: true })
          let end
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            if (block.startsWith('retry:')) ready()
            const data = /^data: (.*)$/m.exec(block)?.[1]
            if (!data) continue
            const { orderId, type } = JSON.parse(data) as { orderId: string; type: string }
            if (type !== 'created') continue
            arrived.set(orderId, performance.now())
            waiting.get(orderId)?.(arrived.get(orderId)!)
          }
        }
      } catch {
        // aborted at the end
      }
    })()
    await opened
    return {
      heard: (orderId: string) =>
        new Promise<number>((resolve) => {
          const at = arrived.get(orderId)
          if (at === undefined) waiting.set(orderId, resolve)
          else resolve(at)
        }),
      close: () => controller.abort(),
    }
  }

  const same = await ownerStream(base)
  const other = await ownerStream(peerBase)
  // Warm-up: connections, prepared statements, JIT.
  for (let i = 0; i < 5; i++) await placeOrder()

  const placed: number[] = []
  const sameLag: number[] = []
  const otherLag: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    const id = await placeOrder()
    const answered = performance.now()
    placed.push(answered - start)
    const [a, b] = await Promise.all([same.heard(id), other.heard(id)])
    // Negative: the panel heard of the order before the customer had the answer.
    sameLag.push(a - answered)
    otherLag.push(b - answered)
  }

  const burstStart = performance.now()
  await Promise.all(Array.from({ length: BURST }, placeOrder))
  const burst = performance.now() - burstStart

  same.close()
  other.close()
  t.app.server.closeAllConnections()
  peer.app.server.closeAllConnections()
  await peer.close()
  await t.close()

  const database = t.databaseUrl ? 'PostgreSQL' : 'PGlite'
  console.log(`Orders on ${database}, ${RUNS} one at a time, then a burst of ${BURST}:`)
  console.log(`  placing an order: median ${ms(median(placed))}, p95 ${ms(p95(placed))}`)
  console.log(
    `  burst of ${BURST}: ${ms(burst)} in all, ${ms(burst / BURST)} an order ` +
      `(${(burst / BURST / median(placed)).toFixed(2)} of one order alone)`,
  )
  console.log(
    `  the panel hears it after the answer, same process: median ${ms(median(sameLag))}, ` +
      `p95 ${ms(p95(sameLag))}`,
  )
  console.log(
    `  the panel hears it after the answer, other process: median ${ms(median(otherLag))}, ` +
      `p95 ${ms(p95(otherLag))}`,
  )
  console.log(
    `  order placed to panel told, other process over same: ` +
      `${((median(placed) + median(otherLag)) / (median(placed) + median(sameLag))).toFixed(2)}`,
  )
}

// ─── Throughput: many customers at once (`npm run bench:orders`) ─────────────────────────────

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'postgres,pglite').split(',')

type Ready = { address: string; slug: string; productId: string }
type CpuTaken = { cpuMs: number }

/** Child: the app as Barrio starts it, on `url` or (none) on PGlite on disk with fsync on. */
async function serveOrders(url: string | undefined) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-bench-orders-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    GEOCODER: 'fake',
    // Each customer's own address comes in x-forwarded-for, as from Barrio's proxy.
    TRUST_PROXY: '1',
    JWT_SECRET: 'bench-secret-of-at-least-thirty-two-characters',
    ...(url && { DATABASE_URL: url }),
  })
  const database = await openDatabase({
    url,
    dataDir: url ? undefined : dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
  })
  await runMigrations(database)
  const app = await buildApp({
    config,
    db: database.db,
    adapters: createAdapters(config, database.db),
    webDir: path.join(dataDir, 'no-web'),
    logger: { level: config.LOG_LEVEL, stream: fs.createWriteStream('/dev/null') },
  })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const { business } = await createOpenBusiness(database.db)
  const product = await createProduct(database.db, business.id, {
    name: 'Empanada',
    price: 150_000,
  })
  let cpu = process.cpuUsage()
  process.on('message', (message: string) => {
    if (message === 'analyze') {
      void database.db.execute(sql`analyze`).then(() => process.send!('analyzed'))
    } else if (message === 'cpu') {
      const used = process.cpuUsage(cpu)
      process.send!({ cpuMs: (used.user + used.system) / 1000 } satisfies CpuTaken)
    } else if (message === 'cpu-start') cpu = process.cpuUsage()
  })
  process.send!({ address, slug: business.slug, productId: product.id } satisfies Ready)
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

/** BENCH_CPU_PROF=<folder>: the app's child writes a V8 CPU profile there as it exits. */
const CPU_PROF = process.env.BENCH_CPU_PROF

function startOrders(url: string): Promise<{ child: ChildProcess } & Ready> {
  const profile = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : []
  const child = fork(import.meta.filename, ['--serve-orders', url], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [...process.execArgv, ...profile],
  })
  return new Promise((resolve, reject) => {
    child.once('message', (ready: Ready) => resolve({ child, ...ready }))
    child.once('exit', (code) => reject(new Error(`the app exited with ${code}`)))
  })
}

/** CPU ticks each of the database server's processes (every postgres process) has taken so far. */
function postgresTicks() {
  const ticks = new Map<string, number>()
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      if (!stat.includes('(postgres)')) continue
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks.set(pid, Number(fields[11]) + Number(fields[12]))
    } catch {
      // ended meanwhile
    }
  }
  return ticks
}

/** CPU ms the database server took since `before`; processes that ended meanwhile are not seen. */
function postgresCpuMsSince(before: Map<string, number>) {
  let ticks = 0
  for (const [pid, now] of postgresTicks()) ticks += now - (before.get(pid) ?? 0)
  return (ticks * 1000) / 100
}

function analyze(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('message', () => resolve())
    child.send('analyze')
  })
}

function askCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (taken: CpuTaken) => resolve(taken.cpuMs))
    child.send('cpu')
  })
}

/** `CONNECTIONS` customers ordering at once for `seconds`, each order from its own customer. */
function orderRush(server: Ready, seconds: number) {
  let n = 0
  return autocannon({
    url: server.address,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: `/api/public/business/${server.slug}/orders`,
        setupRequest: (request) => {
          n++
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              'idempotency-key': crypto.randomUUID(),
            },
            body: JSON.stringify({
              method: 'PICKUP',
              customer: {
                fullName: 'Ana Gómez',
                phone: `351 ${String(4_000_000 + (n % 1_000_000)).padStart(7, '0')}`,
              },
              items: [{ productId: server.productId, quantity: 2 }],
            }),
          }
        },
      },
    ],
  })
}

async function measureOrders(driver: string, url: string) {
  const server = await startOrders(url)
  try {
    // Warm-up: connections, JIT, the shop's first reads. Then the tables' statistics, as
    // autovacuum keeps them on a database in use: a table never analyzed plans as if nearly empty
    // (the key's lookup among the shop's orders by another index than its own).
    await orderRush(server, 2)
    await analyze(server.child)
    server.child.send('cpu-start')
    const cpu = process.cpuUsage()
    const postgresBefore = postgresTicks()
    const result = await orderRush(server, SECONDS)
    const benchCpu = process.cpuUsage(cpu)
    const postgres = postgresCpuMsSince(postgresBefore)
    const app = await askCpu(server.child)
    if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
      throw new Error(
        `${driver}: ${result.non2xx} answers not 2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
      )
    const wallMs = result.duration * 1000
    const orders = result['2xx']
    // CPU as a share of the run's wall time, and per order: what the machine's load does not change.
    const taken = (ms: number) =>
      `${((ms / wallMs) * 100).toFixed(0)} %, ${(ms / orders).toFixed(1)} ms`
    return [
      driver === 'postgres' ? 'PostgreSQL' : 'PGlite, fsync on',
      (orders / result.duration).toFixed(0),
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
      taken(app),
      driver === 'postgres' ? taken(postgres) : '–',
      taken((benchCpu.user + benchCpu.system) / 1000),
    ]
  } finally {
    await new Promise<void>((resolve) => {
      if (server.child.exitCode !== null) return resolve()
      server.child.once('exit', () => resolve())
      server.child.disconnect()
    })
  }
}

async function throughput() {
  const rows = []
  for (const driver of DRIVERS) {
    rows.push(
      driver === 'postgres'
        ? await withTemporaryDatabase('orders', (url) => measureOrders(driver, url))
        : await measureOrders(driver, ''),
    )
  }
  console.log(
    `Placing orders: ${CONNECTIONS} customers at once for ${SECONDS} s, each order a pickup from ` +
      `its own customer (${os.availableParallelism()} cores, load average ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}). CPU: share of the run's wall time, and ms per order.`,
  )
  console.log(
    markdownTable(
      ['database', 'orders/s', 'p50', 'p99', 'app CPU', 'PostgreSQL CPU', 'autocannon CPU'],
      rows,
    ),
  )
}

const mode = process.argv[2]
const run =
  mode === '--fsync'
    ? fsyncCost()
    : mode === '--throughput'
      ? throughput()
      : mode === '--serve-orders'
        ? serveOrders(process.argv[3] || undefined)
        : main()
run.catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
