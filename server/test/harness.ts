import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createAdapters } from '../adapters'
import { buildApp, type App, type AppDeps } from '../app'
import { loadConfig } from '../config'
import { openDatabase, type Database } from '../db/client'
import { runMigrations } from '../db/migrate'
import { MENU_CHANGES_CHANNEL } from '../modules/public-menu/cache'
import { createCategory, createOwnerSession, createProduct } from './factories'

/**
 * A test database of its own for each test file: an in-memory PGlite, or (TEST_DB_DRIVER=postgres)
 * a fresh database created on the TEST_DATABASE_URL server and dropped afterwards. With
 * `pgliteDataDir`, a PGlite on disk there, whatever the driver.
 */
export async function createTestDatabase(
  onQuery?: (sql: string) => void,
  { pgliteDataDir }: { pgliteDataDir?: string } = {},
) {
  if (process.env.TEST_DB_DRIVER !== 'postgres' || pgliteDataDir) {
    const database = await openDatabase({ onQuery, dataDir: pgliteDataDir })
    return { database, url: undefined, drop: async () => {} }
  }
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test run')
  const url = new URL(serverUrl)
  // Named after the run's database so CI can drop whatever a crashed file leaves behind.
  const name = `${url.pathname.slice(1) || 'barrio'}_t_${randomBytes(6).toString('hex')}`
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected test database name ${name}`)
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString(), poolSize: 5, onQuery })
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      // pool.end() resolves before its sockets have closed; forcing the drop while they close
      // would make the server terminate them, an error their clients no longer listen for.
      for (let i = 0; i < 50; i++) {
        const { rows } = await client.query<{ n: number }>(
          'select cast(count(*) as int) as n from pg_stat_activity where datname = $1',
          [name],
        )
        if (rows[0].n === 0) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>
  database: Database
  db: Database['db']
  /** SQL statements run since the last reset. */
  queries: string[]
  dataDir: string
  /** The per-file PostgreSQL database's URL (undefined on PGlite). */
  databaseUrl: string | undefined
  close(): Promise<void>
}

/**
 * Local providers only: outboxes in a temp DATA_DIR, the fake geocoder, self-hosted ALTCHA.
 * `pgliteOnDisk`: the embedded database in that DATA_DIR, as `npm start` keeps it.
 */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  deps: Pick<AppDeps, 'logger'> = {},
  { pgliteOnDisk = false } = {},
): Promise<TestContext> {
  const queries: string[] = []
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-test-'))
  const { database, url, drop } = await createTestDatabase((sql) => queries.push(sql), {
    pgliteDataDir: pgliteOnDisk ? dataDir : undefined,
  })
  await runMigrations(database)
  const config = loadConfig({
    NODE_ENV: 'test',
    // The demo's local providers, whatever public address a test links to.
    BARRIO_MODE: 'demo',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    GEOCODER: 'fake',
    // No test reaches a real push service: a subscription may only name this reserved host (or
    // a test's own fake push service, which the test allows).
    PUSH_ALLOWED_HOSTS: 'push.example.test',
    ...env,
  })
  const app = await buildApp({
    config,
    db: database.db,
    adapters: createAdapters(config, database.db),
    webDir: path.join(dataDir, 'no-web'),
    ...deps,
  })
  queries.length = 0
  return {
    app,
    database,
    db: database.db,
    queries,
    dataDir,
    databaseUrl: url,
    async close() {
      await app.close()
      await database.close()
      await drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A second server process on the same database as `t`, as in a deployment with several: on
 * PostgreSQL a pool (and LISTEN connection) of its own, so NOTIFYs cross connections; on PGlite,
 * which one process owns, the same instance. Close it before `t`.
 */
export async function createPeerApp(
  t: TestContext,
  deps: Pick<AppDeps, 'clock' | 'listen' | 'sessionCheckMs'> = {},
) {
  const database = t.databaseUrl
    ? await openDatabase({ url: t.databaseUrl, poolSize: 2 })
    : t.database
  const app = await buildApp({
    config: t.app.config,
    db: database.db,
    adapters: createAdapters(t.app.config, database.db),
    webDir: path.join(t.dataDir, 'no-web'),
    ...deps,
  })
  return {
    app,
    database,
    async close() {
      await app.close()
      if (database !== t.database) await database.close()
    },
  }
}

/**
 * Resolves once every menu change committed before the call has reached the menu caches LISTENing
 * through `database`: NOTIFYs arrive in commit order, so a marker sent now arrives after them, and
 * the one LISTEN connection hands each to every listener in turn.
 */
export async function menuChangesHeard(database: Database) {
  const marker = `heard-${randomBytes(6).toString('hex')}`
  let heard!: () => void
  const arrived = new Promise<void>((resolve) => (heard = resolve))
  const stop = await database.listen(MENU_CHANGES_CHANNEL, (payload) => {
    if (payload === marker) heard()
  })
  try {
    await database.notify(MENU_CHANGES_CHANNEL, marker)
    await arrived
  } finally {
    await stop()
  }
}

/**
 * An owner's shop with one category (Pizzas) and one product (Muzzarella), written by the factories
 * straight to the database, their NOTIFYs heard before the test goes on.
 */
export async function createMenuShop(t: TestContext) {
  const s = await createOwnerSession(t.db, t.app.config.jwtSecret)
  const category = await createCategory(t.db, s.business.id, { name: 'Pizzas' })
  const product = await createProduct(t.db, s.business.id, {
    categoryId: category.id,
    name: 'Muzzarella',
  })
  await menuChangesHeard(t.database)
  return { ...s, category, product }
}

/**
 * Starts `app` listening on a free loopback port and answers its base URL, for what inject cannot
 * do (a live stream never ends, so inject would wait forever).
 */
export async function listenOnLoopback(app: { listen: App['listen']; server: App['server'] }) {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('server not listening')
  return `http://127.0.0.1:${address.port}`
}
