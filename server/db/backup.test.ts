import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSharedState } from '../adapters/shared-state'
import { createStorage } from '../adapters/storage'
import { loadConfig, parseEnv } from '../config'
import { createTestDatabase } from '../test/harness'
import {
  backupCommand,
  listBackups,
  nextDailyRun,
  restoreCommand,
  runDailyBackup,
  type BackupCommandOptions,
} from './backup'
import { openDatabase, type Database, type Db } from './client'
import { DataDirBusyError } from './data-dir-lock'
import { prepareDatabase } from './prepare'
import { demoSeed } from '../demo'

// docs/deploy.md#backups: `npm run backup` then `npm run restore` reproduce the data exactly.

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres'
const dirs: string[] = []
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), `barrio-${name}-`))
  dirs.push(dir)
  return dir
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** Every logged table's rows (the migrations' record too), as JSON text in a stable order. */
async function contents(db: Db) {
  const { rows: tables } = await db.execute<{ name: string }>(sql`
    select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and c.relpersistence = 'p' and n.nspname in ('public', 'drizzle')
    order by 1`)
  const all: Record<string, string[]> = {}
  for (const { name } of tables) {
    const { rows } = await db.execute<{ row: string }>(
      sql.raw(`select to_jsonb(t)::text as row from ${name} t order by 1`),
    )
    all[name] = rows.map((r) => r.row)
  }
  return all
}

/** The demo's shops, products, options and orders, and an order paid through Mercado Pago. */
async function fill(database: Database) {
  const storage = createStorage(loadConfig({ DATA_DIR: tempDir('backup-uploads') }))
  await prepareDatabase(database, demoSeed(storage, { serverSecret: 'a'.repeat(48) }))
  await database.db.execute(sql`
    update orders set payment_method = 'MERCADOPAGO', payment_status = 'PAID', payment_id = 'mp-4242',
      cash_amount = null
    where id = (select id from orders order by created_at limit 1)`)
  const before = await contents(database.db)
  for (const table of [
    'businesses',
    'products',
    'option_groups',
    'options',
    'orders',
    'order_items',
    'payment_accounts',
  ]) {
    expect(before[`public.${table}`]?.length, table).toBeGreaterThan(0)
  }
  expect(before['public.orders'].join()).toContain('mp-4242')
  return before
}

describe.runIf(!onPostgres)('backups of the embedded database', { timeout: 120_000 }, () => {
  const dataDir = tempDir('backup-source')
  const backups = tempDir('backup-files')
  let database: Database
  let before: Awaited<ReturnType<typeof contents>>
  const command = (more: Partial<BackupCommandOptions> = {}): BackupCommandOptions => ({
    dataDir,
    dir: backups,
    keep: 2,
    open: openDatabase,
    ...more,
  })

  beforeAll(async () => {
    database = await openDatabase({ dataDir })
    before = await fill(database)
  })
  afterAll(() => database?.close())

  it('never opens a data directory another process holds', async () => {
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirBusyError)
    await expect(openDatabase({ dataDir })).rejects.toThrow(/abierta por otro proceso/)
  })

  it('is taken by the running server when asked, and restores exactly into an empty data dir', async () => {
    const file = await backupCommand(command())
    expect(path.dirname(file)).toBe(backups)
    // The server took it (its database is still open and serving), nobody opened the directory twice.
    await expect(database.db.execute(sql`select 1`)).resolves.toBeTruthy()

    const target = tempDir('backup-target')
    await restoreCommand(file, command({ dataDir: target }))
    const restored = await openDatabase({ dataDir: target })
    try {
      expect(await contents(restored.db)).toEqual(before)
    } finally {
      await restored.close()
    }
  })

  it('refuses to restore into a data dir that has a database', async () => {
    const [file] = listBackups(backups)
    const target = tempDir('backup-busy')
    mkdirSync(path.join(target, 'pglite'))
    writeFileSync(path.join(target, 'pglite', 'PG_VERSION'), '17\n')
    await expect(restoreCommand(file, command({ dataDir: target }))).rejects.toThrow(
      /no está vacío: la copia se restaura solo en un DATA_DIR sin base de datos/,
    )
  })

  it('opens the data directory itself when no server runs, and keeps the newest BACKUP_KEEP', async () => {
    await database.close()
    const taken = [await backupCommand(command()), await backupCommand(command())]
    // After three backups with keep 2: the two newest.
    expect(listBackups(backups)).toEqual(taken.reverse())
    expect(readdirSync(backups).filter((name) => name.endsWith('.partial'))).toEqual([])

    database = await openDatabase({ dataDir })
    expect(await contents(database.db)).toEqual(before)
  })

  it('says so when DATA_DIR holds no database', async () => {
    await expect(backupCommand(command({ dataDir: tempDir('backup-none') }))).rejects.toThrow(
      /No hay una base embebida/,
    )
  })
})

describe.runIf(onPostgres)('backups of a PostgreSQL database', { timeout: 120_000 }, () => {
  let source: Awaited<ReturnType<typeof createTestDatabase>>
  let before: Awaited<ReturnType<typeof contents>>
  const backups = tempDir('backup-pg')
  const serverUrl = process.env.TEST_DATABASE_URL ?? ''

  beforeAll(async () => {
    source = await createTestDatabase()
    before = await fill(source.database)
  })
  afterAll(async () => {
    await source.database.close()
    await source.drop()
  })

  it('uses pg_dump and pg_restore of the server major version or newer', async () => {
    const { rows } = await source.database.db.execute<{ v: string }>(
      sql`select current_setting('server_version_num') as v`,
    )
    const serverMajor = Math.floor(Number(rows[0].v) / 10000)
    for (const tool of ['pg_dump', 'pg_restore']) {
      const version = execFileSync(tool, ['--version'], { encoding: 'utf8' })
      expect(Number(/(\d+)\.\d+/.exec(version)?.[1]), version).toBeGreaterThanOrEqual(serverMajor)
    }
  })

  it('restores a pg_dump backup exactly into a second, empty database', async () => {
    const options = {
      dataDir: tempDir('backup-pg-data'),
      databaseUrl: source.url,
      dir: backups,
      keep: 2,
      open: openDatabase,
    }
    const file = await backupCommand(options)
    expect(file.endsWith('.pgdump')).toBe(true)

    const name = `${new URL(source.url!).pathname.slice(1)}_restored`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const targetUrl = new URL(serverUrl)
    targetUrl.pathname = `/${name}`
    try {
      // The source has tables: refused, and left as it was.
      await expect(restoreCommand(file, options)).rejects.toThrow(/no está vacía/)

      await restoreCommand(file, { ...options, databaseUrl: targetUrl.toString() })
      const restored = await openDatabase({ url: targetUrl.toString(), poolSize: 1 })
      try {
        expect(await contents(restored.db)).toEqual(before)
      } finally {
        await restored.close()
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  })
})

describe('the daily backup', { timeout: 120_000 }, () => {
  it('takes BACKUP_DAILY_AT as HH:MM, and says so otherwise', () => {
    expect(parseEnv({ BACKUP_DAILY_AT: '03:30' }).BACKUP_DAILY_AT).toBe('03:30')
    for (const bad of ['3:30', '24:00', '03:60', 'diario']) {
      expect(() => parseEnv({ BACKUP_DAILY_AT: bad })).toThrow(
        'BACKUP_DAILY_AT: debe ser una hora HH:MM (03:30)',
      )
    }
    expect(() => parseEnv({ BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP: debe ser al menos 1')
  })

  it('is due at the next BACKUP_DAILY_AT, today or tomorrow', () => {
    const now = new Date(2026, 10, 27, 3, 20)
    expect(nextDailyRun(now, '03:30')).toEqual(new Date(2026, 10, 27, 3, 30))
    expect(nextDailyRun(now, '03:20')).toEqual(new Date(2026, 10, 28, 3, 20))
    expect(nextDailyRun(now, '00:00')).toEqual(new Date(2026, 10, 28, 0, 0))
  })

  it('is written by one process of the deployment, once a day', async () => {
    const { database, url, drop } = await createTestDatabase()
    // Another process on the same database: its own pool on PostgreSQL; PGlite has one process.
    const peer = url ? await openDatabase({ url, poolSize: 1 }) : database
    const dir = tempDir('backup-daily')
    const log = { info: () => {}, error: (obj: object) => expect.fail(JSON.stringify(obj)) }
    try {
      await prepareDatabase(database)
      const processes = [database, peer].map((db) => ({
        database: db,
        sharedState: createSharedState({ REDIS_PREFIX: 'barrio:' }, db.db),
        target: { dir, keep: 7 },
        log,
      }))
      const written = await Promise.all(processes.map((p) => runDailyBackup(p, '2026-11-27')))
      expect(written.filter(Boolean)).toHaveLength(1)
      expect(await runDailyBackup(processes[1], '2026-11-27')).toBeNull()
      expect(await runDailyBackup(processes[1], '2026-11-28')).toBeTruthy()
      expect(listBackups(dir)).toHaveLength(2)
      expect(existsSync(written.find(Boolean)!)).toBe(true)
    } finally {
      if (peer !== database) await peer.close()
      await database.close()
      await drop()
    }
  })
})
