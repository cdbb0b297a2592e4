/**
 * `npm run bench:shutdown`: starts the real server (`server/main.ts`, demo data), drives 50
 * keep-alive clients at public pages, sends SIGTERM mid-load and reports what every request got:
 * an answer, a refused new connection once the listener closed (expected), or a reset (sent and
 * never answered; 0 expected), and how long readiness took to answer once draining. With
 * BENCH_LOAD=orders the clients place orders at a shop of their own instead. On PGlite in a temp
 * DATA_DIR by default; with TEST_DB_DRIVER=postgres and TEST_DATABASE_URL=postgres://… on a fresh
 * database of that server, dropped afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase, type Database } from '../server/db/client'
import { runMigrations } from '../server/db/migrate'
import { createOpenBusiness, createProduct } from '../server/test/factories'
import { createTestDatabase } from '../server/test/harness'
import { startServer } from '../server/test/server-process'
import { sigtermUnderLoad } from '../server/test/shutdown-load'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const ORDERS = process.env.BENCH_LOAD === 'orders'

/** An open shop with one product, written before the server starts, for the order load. */
async function orderTarget(database: Database) {
  await runMigrations(database)
  const { business } = await createOpenBusiness(database.db)
  const product = await createProduct(database.db, business.id, { price: 150_000 })
  return { slug: business.slug, productId: product.id }
}

async function main() {
  const postgres = process.env.TEST_DB_DRIVER === 'postgres'
  console.log(
    `SIGTERM under ${CONNECTIONS} keep-alive clients ${ORDERS ? 'placing orders' : 'reading pages'}, ` +
      `${RUNS} runs, ${postgres ? 'PostgreSQL' : 'PGlite'}`,
  )
  let failed = false
  for (let run = 1; run <= RUNS; run++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-shutdown-'))
    const testDb = postgres ? await createTestDatabase() : undefined
    let orders
    if (ORDERS) {
      const database = testDb?.database ?? (await openDatabase({ dataDir }))
      orders = await orderTarget(database)
      if (!testDb) await database.close()
    }
    await testDb?.database.close()
    try {
      const server = await startServer({
        DATA_DIR: dataDir,
        SEED_DEMO: ORDERS ? 'false' : 'true',
        // Each order comes from its own address, as its one trusted proxy reports.
        ...(ORDERS ? { TRUST_PROXY: '1' } : {}),
        ...(testDb?.url ? { DATABASE_URL: testDb.url } : {}),
      })
      const report = await sigtermUnderLoad({
        server,
        connections: CONNECTIONS,
        answersBeforeSignal: CONNECTIONS * 10,
        orders,
      })
      const statuses = Object.entries(report.statuses)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')
      console.log(
        `run ${run}: sent ${report.sent}, answered ${report.answered} (${statuses}), ` +
          `reset ${report.resetCount} ${JSON.stringify(report.resets)}, refused ${report.refused}; ` +
          `readiness ${report.readiness.join(',') || '-'} ` +
          `in ${report.readinessMs.map((ms) => ms.toFixed(0)).join(',') || '-'} ms ` +
          `(503 before the listener closed: ${report.notReadyBeforeClose ? 'yes' : 'no'}); ` +
          `exit ${report.exitCode ?? report.exitSignal} after ${(report.exitMs / 1000).toFixed(2)} s`,
      )
      if (report.resetCount > 0 || report.exitCode !== 0 || !report.notReadyBeforeClose) {
        failed = true
        console.log(server.output.slice(-15).join('\n'))
      }
    } finally {
      await testDb?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  process.exitCode = failed ? 1 : 0
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
