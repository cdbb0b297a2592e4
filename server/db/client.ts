import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { NodeFS } from '@electric-sql/pglite/nodefs'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import fs from 'node:fs'
import path from 'node:path'
import { setImmediate } from 'node:timers/promises'
import pg from 'pg'
import { answerOwnerRequest } from './backup'
import { lockDataDir } from './data-dir-lock'
import * as schema from './schema'

/** What both drivers answer to a raw query: node-postgres and PGlite results both carry `rows`. */
type QueryRows<Row> = { rows: Row[] }
interface QueryResultHKT extends PgQueryResultHKT {
  readonly type: QueryRows<this['row']>
}

export type Db = PgDatabase<QueryResultHKT, typeof schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface Database {
  db: Db
  driver: 'pglite' | 'postgres'
  /** Runs fn while holding a lock that other processes on the same database also take. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>
  /**
   * LISTENs on `channel` (a plain lower-case identifier) and calls onPayload for every NOTIFY on it,
   * from this process or any other on the same database. Resolves once listening; the answer stops.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  /** pg_notify(channel, payload): delivered to every listener once the sender's transaction commits. */
  notify(channel: string, payload: string): Promise<void>
  /** PostgreSQL: the server's URL (pg_dump takes its backups). */
  url?: string
  /** PGlite: its data directory as a .tar.gz, taken between two statements (its backups). */
  dumpDataDir?: () => Promise<Blob>
  /**
   * PGlite: answers the requests of `kind` another process sends this one, the holder of the data
   * directory, through its socket (`askDataDirOwner`): a command run while the server runs.
   */
  answerOwnerRequests?(kind: string, handler: OwnerRequestHandler): void
  /** The connections this process holds, for the metrics (PGlite: its one connection). */
  poolStats(): PoolStats
  close(): Promise<void>
}

export type OwnerRequestHandler = (
  request: Record<string, unknown>,
) => Promise<Record<string, unknown>>

export interface PoolStats {
  /** Open connections, busy or idle. */
  total: number
  /** Open connections waiting for a query (node-postgres only). */
  idle?: number
  /** Queries waiting for a connection (node-postgres only). */
  waiting?: number
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, PGlite is used. */
  url?: string
  /** PGlite data directory; in memory when absent. */
  dataDir?: string
  poolSize?: number
  /** Called for every SQL statement (tests count them). */
  onQuery?: (sql: string) => void
  /**
   * PGlite only. false starts it as PGlite does by default, fsync off, never durable: only for
   * `bench/orders.ts --fsync`, which measures what durability costs.
   */
  fsync?: boolean
  /** PGlite only: a backup (`dumpDataDir`) to fill the empty data directory with. */
  restoreFrom?: Blob
}

/**
 * Settings the embedded database starts with, on top of PGlite's own start parameters. PostgreSQL's
 * shared_buffers default, 128MB, lives inside PGlite's WebAssembly memory, which never shrinks, and
 * is soon touched through and through (about 150 MB of RSS). The data files are plain files read
 * through the operating system's page cache, so a small buffer pool costs a copy, not a disk read:
 * 16MB holds the demo data many times over. A PostgreSQL server keeps its own configuration.
 */
export const PGLITE_SETTINGS = {
  shared_buffers: '16MB',
  // Durable by default (docs/ARCHITECTURE.md#durability): an answered order is on disk. PGlite's
  // own start parameters turn fsync off (-F, dropped below), and its WebAssembly file system makes
  // fdatasync a no-op, so the WAL is flushed with fsync, which DurableNodeFS passes to the disk.
  fsync: 'on',
  synchronous_commit: 'on',
  wal_sync_method: 'fsync',
} as const

/** PGlite's start parameters without -F (fsync off), then PGLITE_SETTINGS. */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
]

interface NodeStream {
  nfd?: number
}

/**
 * PGlite's Node file system (Emscripten's NODEFS) with fsync: NODEFS has no fsync of its own, so
 * PostgreSQL's fsync() of the WAL or a data file returned without reaching the disk. Here it calls
 * node's fs.fsyncSync on the file's descriptor (docs/ARCHITECTURE.md#durability).
 */
export class DurableNodeFS extends NodeFS {
  async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts)
    const preRun = result.emscriptenOpts.preRun ?? []
    preRun.push((mod) => {
      const nodefs = mod.NODEFS as unknown as {
        stream_ops: Record<string, unknown>
        tryFSOperation<T>(operation: () => T): T
      }
      // tryFSOperation turns a failed fsync (EIO) into the errno PostgreSQL sees, and PANICs on.
      nodefs.stream_ops.fsync = (stream: NodeStream) => {
        const fd = stream.nfd
        if (fd !== undefined) nodefs.tryFSOperation(() => fs.fsyncSync(fd))
        return 0
      }
    })
    result.emscriptenOpts.preRun = preRun
    return result
  }
}

// Any constant shared by every Barrio process: start-up (migrate + seed) runs one process at a time.
const STARTUP_LOCK_KEY = 724_311_901

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/
function checkChannel(channel: string) {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid LISTEN channel name: ${channel}`)
}

/** How long the PostgreSQL listener waits before reconnecting: 0.5 s doubling up to 30 s. */
const reconnectDelay = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt)

/**
 * LISTEN needs one connection that stays open (a pooled one goes back to the pool and its LISTENs
 * with it): a dedicated pg.Client, opened on the first listen, reconnected and re-LISTENed after a
 * connection loss. NOTIFYs sent while it is down are lost; the callers treat events as hints.
 */
class PgListener {
  private client: pg.Client | null = null
  private connecting: Promise<pg.Client> | null = null
  private readonly channels = new Map<string, Set<(payload: string) => void>>()
  private closed = false
  private attempt = 0
  private retryTimer: NodeJS.Timeout | null = null

  constructor(private readonly url: string) {}

  async listen(channel: string, onPayload: (payload: string) => void) {
    checkChannel(channel)
    if (this.closed) throw new Error('database closed')
    let callbacks = this.channels.get(channel)
    const isNew = !callbacks
    if (!callbacks) {
      callbacks = new Set()
      this.channels.set(channel, callbacks)
    }
    callbacks.add(onPayload)
    try {
      const client = await this.connect()
      if (isNew) await client.query(`listen ${channel}`)
    } catch (error) {
      callbacks.delete(onPayload)
      if (callbacks.size === 0) this.channels.delete(channel)
      throw error
    }
    return async () => {
      const set = this.channels.get(channel)
      if (!set?.delete(onPayload) || set.size > 0) return
      this.channels.delete(channel)
      await this.client?.query(`unlisten ${channel}`).catch(() => {})
    }
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client)
    this.connecting ??= this.open().finally(() => {
      this.connecting = null
    })
    return this.connecting
  }

  private async open() {
    const client = new pg.Client({ connectionString: this.url })
    client.on('notification', (message) => {
      const callbacks = this.channels.get(message.channel)
      for (const callback of callbacks ?? []) callback(message.payload ?? '')
    })
    const lost = (reason: string) => {
      if (this.client !== client) return
      this.client = null
      client.removeAllListeners('end')
      client.end().catch(() => {})
      if (this.closed) return
      console.error(`PostgreSQL: LISTEN connection lost (${reason}); reconnecting`)
      this.scheduleReconnect()
    }
    client.on('error', (error) => lost(error.message))
    client.on('end', () => lost('closed by the server'))
    try {
      await client.connect()
      for (const channel of this.channels.keys()) await client.query(`listen ${channel}`)
    } catch (error) {
      client.removeAllListeners('end')
      client.on('error', () => {})
      await client.end().catch(() => {})
      throw error
    }
    if (this.closed) {
      await client.end().catch(() => {})
      throw new Error('database closed')
    }
    this.client = client
    this.attempt = 0
    return client
  }

  private scheduleReconnect() {
    if (this.closed || this.retryTimer || this.channels.size === 0) return
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      this.connect().catch((error: Error) => {
        console.error(`PostgreSQL: LISTEN reconnection failed: ${error.message}`)
        this.attempt++
        this.scheduleReconnect()
      })
    }, reconnectDelay(this.attempt))
    this.retryTimer.unref()
  }

  async close() {
    this.closed = true
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = null
    this.channels.clear()
    const client = this.client
    this.client = null
    if (client) {
      client.removeAllListeners('end')
      await client.end().catch(() => {})
    }
  }
}

/**
 * PGlite runs each statement on the event loop and hands its one connection to the next statement
 * queued in a microtask, so under load a whole backlog of statements (and the requests they carry
 * on) ran without the loop once reading a socket: a readiness probe, or any new request, waited
 * seconds. Every statement now first lets the loop take its turn, so sockets are read between any
 * two statements (docs/ARCHITECTURE.md#shutdown).
 */
function yieldBeforeEachStatement(client: PGlite) {
  const runExclusive = client._runExclusiveQuery.bind(client)
  client._runExclusiveQuery = (statement) =>
    runExclusive(async () => {
      await setImmediate()
      return statement()
    })
}

const databases = new WeakMap<Db, Database>()

/** The Database an openDatabase call built around `db` (for its listen), if it came from one. */
export function databaseOf(db: Db): Database | undefined {
  return databases.get(db)
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = await open(options)
  databases.set(database.db, database)
  return database
}

async function open(options: DatabaseOptions): Promise<Database> {
  const logger = options.onQuery
    ? { logQuery: (query: string) => options.onQuery?.(query) }
    : undefined

  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    // An idle connection the server drops (restart, failover) must not take the process down:
    // the pool discards it and the next query opens a new one.
    pool.on('error', (error) => console.error(`PostgreSQL: idle connection lost: ${error.message}`))
    const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db
    const listener = new PgListener(options.url)
    return {
      db,
      driver: 'postgres',
      url: options.url,
      async withStartupLock(fn) {
        const client = await pool.connect()
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
          return await fn()
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {})
          client.release()
        }
      },
      listen: (channel, onPayload) => listener.listen(channel, onPayload),
      async notify(channel, payload) {
        await pool.query('select pg_notify($1, $2)', [channel, payload])
      },
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      async close() {
        await listener.close()
        await pool.end()
      },
    }
  }

  // Never relaxedDurability: an answered write is on disk before the answer (PGLITE_SETTINGS).
  const durable = options.fsync ?? true
  // One process at a time on a data directory; it answers `npm run backup` meanwhile.
  const opened: { database?: Database } = {}
  const handlers = new Map<string, OwnerRequestHandler>()
  const lock = options.dataDir
    ? await lockDataDir(options.dataDir, async (request) => {
        if (!opened.database) throw new Error('la base todavía está abriendo')
        const handler = typeof request.kind === 'string' ? handlers.get(request.kind) : undefined
        return handler ? handler(request) : answerOwnerRequest(opened.database, request)
      })
    : undefined
  const client = await PGlite.create({
    fs: options.dataDir
      ? new (durable ? DurableNodeFS : NodeFS)(path.join(options.dataDir, 'pglite'))
      : undefined,
    startParams: durable
      ? PGLITE_START_PARAMS
      : [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SETTINGS.shared_buffers}`],
    loadDataDir: options.restoreFrom,
    // The operator's search by substring (migration 0014); PostgreSQL ships it among its contrib modules.
    extensions: { pg_trgm },
  }).catch(async (error: unknown) => {
    await lock?.release()
    throw error
  })
  yieldBeforeEachStatement(client)
  const db = drizzlePglite({ client, schema, logger }) as unknown as Db
  const database: Database = {
    db,
    driver: 'pglite',
    dumpDataDir: () => client.dumpDataDir('gzip'),
    // One PGlite database belongs to one process, so there is nobody to wait for.
    withStartupLock: (fn) => fn(),
    // PGlite keeps one callback set per channel, so several listeners (two apps in a test) coexist.
    async listen(channel, onPayload) {
      checkChannel(channel)
      const stop = await client.listen(channel, onPayload)
      return () => stop()
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload])
    },
    answerOwnerRequests: (kind, handler) => void handlers.set(kind, handler),
    // One connection inside this process, queries queued in turn; nothing to wait for or idle.
    poolStats: () => ({ total: 1 }),
    async close() {
      try {
        await client.close()
      } finally {
        await lock?.release()
      }
    },
  }
  opened.database = database
  return database
}
