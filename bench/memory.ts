/**
 * `npm run bench:memory`: the resident memory (RSS) of one server process as `npm start` runs it
 * (`dist/server/main.js`, the flags and malloc settings of scripts/server-runtime.mjs), on a fresh
 * DATA_DIR with the demo data: the peak while starting (VmHWM), idle once started, and idle again
 * after a burst of requests to the public pages and API (menus, directory, promos, shop pages, a
 * few logins). Three starts on the embedded database: the first (initdb, migrations and the demo
 * seed), a second on the same DATA_DIR, and the second again after the burst. With
 * `DATABASE_URL=postgres://…` or `--database-url postgres://…`, the same on a fresh database of that
 * server (dropped afterwards). Idle means RSS moved less than 1 MB over 3 s (at most 30 s of
 * waiting). Writes bench/results/memory.md. It asserts nothing, unless run with `--check`: then it
 * exits 1 when an idle figure is over 300 MB. Needs `npm run build`.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { withTemporaryDatabase } from './temporary-database'
import { startServer, stopServer, type ServerProcess } from '../server/test/server-process'
import { markdownTable } from './table'

const IDLE_LIMIT_MB = 300
const BURST = Number(process.env.BENCH_REQUESTS ?? 1000)
const { values: flags } = parseArgs({
  options: { check: { type: 'boolean' }, 'database-url': { type: 'string' } },
})
const databaseUrl = flags['database-url'] ?? process.env.DATABASE_URL

/** VmRSS and VmHWM (the peak) of a process, in MB. */
function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1])
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
}

/**
 * Where the resident memory is, from /proc/<pid>/smaps: WebAssembly memories (PGlite's; V8 maps
 * each with gigabytes of guard pages beside it), malloc (the brk heap and the 64 MB-aligned arenas
 * of other threads), files (node's code, shared libraries) and the rest (V8's heap, stacks).
 */
function breakdown(pid: number) {
  type Mapping = { start: bigint; end: bigint; perm: string; name: string; rss: number }
  const mappings: Mapping[] = []
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line)
    if (head) {
      const [, start, end, perm, name] = head
      mappings.push({ start: BigInt(`0x${start}`), end: BigInt(`0x${end}`), perm, name, rss: 0 })
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line)
    if (rss) mappings[mappings.length - 1].rss = Number(rss[1]) / 1024
  }
  const GUARD = 1024n ** 3n
  const ARENA = 64n * 1024n * 1024n
  const isGuard = (m?: Mapping) => !!m && m.perm === '---p' && !m.name && m.end - m.start >= GUARD
  const parts = { wasm: 0, malloc: 0, files: 0, other: 0 }
  mappings.forEach((m, i) => {
    if (m.name.startsWith('/')) parts.files += m.rss
    else if (m.name === '[heap]') parts.malloc += m.rss
    else if (m.name) parts.other += m.rss
    else if (isGuard(mappings[i - 1]) || isGuard(mappings[i + 1])) parts.wasm += m.rss
    else if (m.start % ARENA === 0n && m.end - m.start <= ARENA) parts.malloc += m.rss
    else parts.other += m.rss
  })
  return parts
}

/** Resolves once RSS moved less than 1 MB over the last 3 s (or after 30 s). */
async function idle(pid: number) {
  const samples: number[] = []
  const deadline = performance.now() + 30_000
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    samples.push(memory(pid).rss)
    const last = samples.slice(-7)
    if (last.length === 7 && Math.max(...last) - Math.min(...last) < 1) return
  }
}

/** Starts the server and samples its RSS until it listens (VmHWM is the exact peak). */
async function start(env: NodeJS.ProcessEnv) {
  const began = performance.now()
  const server = await startServer({ ...env, SEED_DEMO: 'true' }, { compiled: true })
  return { server, startMs: performance.now() - began }
}

async function burst(server: ServerProcess) {
  const base = `http://127.0.0.1:${server.port}`
  const slug = 'pizzeria-don-luigi'
  const paths = [
    `/api/public/menu/${slug}`,
    `/api/public/business/${slug}`,
    '/api/explore/restaurant',
    '/api/public/promos',
    `/menu/${slug}`,
    `/negocio/${slug}`,
    '/explorar/restaurantes',
    '/',
  ]
  let sent = 0
  const client = async () => {
    while (sent < BURST) {
      const res = await fetch(base + paths[sent++ % paths.length])
      await res.arrayBuffer()
      if (res.status !== 200) throw new Error(`${res.url} answered ${res.status}`)
    }
  }
  await Promise.all(Array.from({ length: 10 }, client))
  // Logins hash with argon2 (19 MiB each): the allocations malloc settings are about.
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`${base}/api/auth/login-manual`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@barrio.com.ar', password: 'Demo1234!' }),
    })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`login answered ${res.status}`)
  }
}

interface Row {
  database: string
  moment: string
  startMs: number | null
  peak: number | null
  rss: number
  parts: ReturnType<typeof breakdown>
}

async function measureStart(database: string, label: string, env: NodeJS.ProcessEnv) {
  const rows: Row[] = []
  const { server, startMs } = await start(env)
  const pid = server.child.pid!
  try {
    const { peak } = memory(pid)
    await idle(pid)
    rows.push({ database, moment: `${label}, idle`, startMs, peak, ...snapshot(pid) })
    await burst(server)
    await idle(pid)
    rows.push({
      database,
      moment: `${label}, idle after ${BURST} requests`,
      startMs: null,
      peak: null,
      ...snapshot(pid),
    })
  } finally {
    await stopServer(server)
  }
  return rows
}

const snapshot = (pid: number) => ({ rss: memory(pid).rss, parts: breakdown(pid) })

async function measurePglite() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-bench-memory-'))
  try {
    const env = { DATA_DIR: dataDir }
    return [
      ...(await measureStart('PGlite', 'first start (seeds)', env)),
      ...(await measureStart('PGlite', 'second start', env)),
    ]
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function measurePostgres(serverUrl: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-bench-memory-'))
  try {
    return await withTemporaryDatabase(
      'memory',
      async (url) => {
        const env = { DATA_DIR: dataDir, DATABASE_URL: url }
        return [
          ...(await measureStart('PostgreSQL', 'first start (seeds)', env)),
          ...(await measureStart('PostgreSQL', 'second start', env)),
        ]
      },
      serverUrl,
    )
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function main() {
  const rows = await measurePglite()
  if (databaseUrl) rows.push(...(await measurePostgres(databaseUrl)))
  const mb = (n: number | null) => (n === null ? '' : n.toFixed(0))
  const table = markdownTable(
    ['database', 'moment', 'start s', 'peak MB', 'RSS MB', 'wasm', 'malloc', 'files', 'V8 & other'],
    rows.map((r) => [
      r.database,
      r.moment,
      r.startMs === null ? '' : (r.startMs / 1000).toFixed(1),
      mb(r.peak),
      mb(r.rss),
      mb(r.parts.wasm),
      mb(r.parts.malloc),
      mb(r.parts.files),
      mb(r.parts.other),
    ]),
  )
  const text = [
    '# Memory of one server process (`npm run bench:memory`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, Node ${process.version}, ` +
      `\`dist/server/main.js\` as \`npm start\` runs it, demo data. Peak is VmHWM while starting; ` +
      `RSS is VmRSS once idle (less than 1 MB of change over 3 s); its parts come from ` +
      `/proc/<pid>/smaps (wasm: PGlite's WebAssembly memory; malloc: glibc's heap and arenas; ` +
      `files: node's code and shared libraries, shared with other processes; V8 & other: V8's heap, ` +
      `stacks). One run on a shared machine: expect some megabytes of noise.`,
    '',
    table,
    '',
  ].join('\n')
  console.log(table)
  mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true })
  writeFileSync(path.join(import.meta.dirname, 'results/memory.md'), text)
  if (flags.check) {
    const over = rows.filter((r) => r.rss > IDLE_LIMIT_MB)
    for (const r of over) {
      console.error(`${r.database}, ${r.moment}: ${r.rss.toFixed(0)} MB > ${IDLE_LIMIT_MB} MB`)
    }
    if (over.length > 0) process.exitCode = 1
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
