import { sql } from 'drizzle-orm'
import { spawn } from 'node:child_process'
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import type { SharedState } from '../adapters/shared-state/types'
import type { Database } from './client'
import { askDataDirOwner } from './data-dir-lock'

/**
 * Backups and restores (docs/deploy.md#backups): a PGlite data directory dump (a .tar.gz) or a
 * `pg_dump --format=custom` archive, named by the time it was taken, so names sort by age.
 */

const PGLITE_SUFFIX = '.pglite.tar.gz'
const PG_DUMP_SUFFIX = '.pgdump'
const BACKUP_NAME = /^barrio-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.(pglite\.tar\.gz|pgdump)$/

export class BackupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupError'
  }
}

/** BACKUP_DIR (by default DATA_DIR/backups) and BACKUP_KEEP. */
export function backupTarget(
  env: { BACKUP_DIR?: string; BACKUP_KEEP: number },
  dataDir: string,
): BackupTarget {
  return {
    dir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    keep: env.BACKUP_KEEP,
  }
}

export interface BackupTarget {
  /** Where the backups go (BACKUP_DIR, by default DATA_DIR/backups). */
  dir: string
  /** How many backups to keep, newest first; older ones are deleted. */
  keep: number
}

/** Writes `file` and puts it on the disk: aside, fsynced, renamed, its directory fsynced. */
async function writeDurably(file: string, write: (partial: string) => Promise<void>) {
  const partial = `${file}.partial`
  try {
    await write(partial)
  } catch (error) {
    rmSync(partial, { force: true })
    throw error
  }
  fsyncPath(partial)
  renameSync(partial, file)
  fsyncPath(path.dirname(file))
}

function fsyncPath(name: string) {
  const fd = openSync(name, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

/** Runs a PostgreSQL client tool; the password goes in the environment, never in the arguments. */
function runTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]) {
  const address = new URL(url)
  const password = decodeURIComponent(address.password)
  address.password = ''
  return new Promise<void>((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${address.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => (stderr += chunk))
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `No se encontró ${tool}: instalá el cliente de PostgreSQL de la misma versión que el servidor (postgresql-client)`
            : `${tool}: ${error.message}`,
        ),
      ),
    )
    child.on('close', (code) => {
      if (code === 0) resolve()
      else reject(new BackupError(`${tool} terminó con código ${code}: ${stderr.trim()}`))
    })
  })
}

/** The backups in `dir`, newest first. */
export function listBackups(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse()
    .map((name) => path.join(dir, name))
}

/**
 * A consistent snapshot of `database` in `target.dir`, then the oldest beyond `target.keep`
 * deleted; resolves the new file. PGlite: a checkpoint, then its data directory taken between two
 * statements (crash-consistent: a transaction still open is rolled back on restore). PostgreSQL:
 * pg_dump, one snapshot of one transaction; the UNLOGGED shared state is left out.
 */
export async function writeBackup(database: Database, target: BackupTarget): Promise<string> {
  mkdirSync(target.dir, { recursive: true })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  if (database.driver === 'pglite') {
    const file = path.join(target.dir, `barrio-${stamp}${PGLITE_SUFFIX}`)
    await database.db.execute(sql`checkpoint`)
    const dump = await database.dumpDataDir!()
    await writeDurably(file, async (partial) =>
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 }),
    )
    pruneBackups(target)
    return file
  }
  const file = path.join(target.dir, `barrio-${stamp}${PG_DUMP_SUFFIX}`)
  await writeDurably(file, (partial) =>
    runTool('pg_dump', database.url!, [
      '--format=custom',
      '--no-unlogged-table-data',
      `--file=${partial}`,
    ]),
  )
  pruneBackups(target)
  return file
}

function pruneBackups({ dir, keep }: BackupTarget) {
  for (const old of listBackups(dir).slice(keep)) rmSync(old, { force: true })
}

/** What the process holding an embedded database answers to `npm run backup` (data-dir-lock). */
export async function answerOwnerRequest(database: Database, request: Record<string, unknown>) {
  const backup = request.backup as Partial<BackupTarget> | undefined
  if (typeof backup?.dir !== 'string' || typeof backup.keep !== 'number' || backup.keep < 1) {
    throw new BackupError('pedido inválido')
  }
  return { file: await writeBackup(database, { dir: backup.dir, keep: backup.keep }) }
}

export interface BackupCommandOptions extends BackupTarget {
  dataDir: string
  databaseUrl?: string
  open: (options: { url?: string; dataDir?: string; restoreFrom?: Blob }) => Promise<Database>
}

/**
 * `npm run backup`. On PGlite, a running server takes the snapshot itself (its database is never
 * opened twice); with none running, this process opens the data directory.
 */
export async function backupCommand(options: BackupCommandOptions): Promise<string> {
  const target = { dir: path.resolve(options.dir), keep: options.keep }
  if (!options.databaseUrl) {
    const answer = await askDataDirOwner(options.dataDir, { backup: target })
    if (answer) {
      if (typeof answer.file === 'string') return answer.file
      throw new BackupError(`El servidor en marcha no pudo hacer la copia: ${String(answer.error)}`)
    }
    if (!existsSync(path.join(options.dataDir, 'pglite', 'PG_VERSION'))) {
      throw new BackupError(`No hay una base embebida en ${path.join(options.dataDir, 'pglite')}`)
    }
  }
  const database = await options.open({ url: options.databaseUrl, dataDir: options.dataDir })
  try {
    return await writeBackup(database, target)
  } finally {
    await database.close()
  }
}

/** `npm run restore FILE`: into an empty embedded data directory, or an empty PostgreSQL database. */
export async function restoreCommand(
  file: string,
  options: Omit<BackupCommandOptions, keyof BackupTarget>,
) {
  // pg_dump's custom format starts with PGDMP; PGlite's dump is a gzip file.
  const header = Buffer.alloc(5)
  const fd = openSync(file, 'r')
  try {
    readSync(fd, header, 0, 5, 0)
  } finally {
    closeSync(fd)
  }
  const isPgDump = header.toString('latin1') === 'PGDMP'
  if (options.databaseUrl) {
    if (!isPgDump) {
      throw new BackupError(
        `${file} no es una copia de pg_dump: con DATABASE_URL se restaura una copia de PostgreSQL (.pgdump)`,
      )
    }
    const database = await options.open({ url: options.databaseUrl })
    try {
      const { rows } = await database.db.execute<{ n: number }>(sql`
        select cast(count(*) as integer) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and c.relkind in ('r', 'v', 'S', 'p')`)
      if (rows[0].n > 0) {
        throw new BackupError(
          'La base de DATABASE_URL no está vacía: la copia se restaura solo en una base nueva (createdb)',
        )
      }
    } finally {
      await database.close()
    }
    await runTool('pg_restore', options.databaseUrl, [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      file,
    ])
    return
  }
  if (isPgDump) {
    throw new BackupError(
      `${file} es una copia de PostgreSQL: se restaura con DATABASE_URL apuntando a una base vacía`,
    )
  }
  const pgliteDir = path.join(options.dataDir, 'pglite')
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) {
    throw new BackupError(
      `${pgliteDir} no está vacío: la copia se restaura solo en un DATA_DIR sin base de datos`,
    )
  }
  const dump = new Blob([readFileSync(file)], { type: 'application/gzip' })
  const database = await options.open({ dataDir: options.dataDir, restoreFrom: dump })
  await database.close()
}

/** The next time of day `at` (HH:MM, the server's time zone) after `now`. */
export function nextDailyRun(now: Date, at: string): Date {
  const [hours, minutes] = at.split(':').map(Number)
  const next = new Date(now)
  next.setHours(hours, minutes, 0, 0)
  if (next <= now) next.setDate(next.getDate() + 1)
  return next
}

export interface DailyBackupOptions {
  database: Database
  sharedState: SharedState
  target: BackupTarget
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void }
}

/**
 * The backup of the day `day` (YYYY-MM-DD), by the one process that claims it first: every process
 * of a deployment runs the schedule, one writes the file. Resolves the file, or null elsewhere.
 */
export async function runDailyBackup(options: DailyBackupOptions, day: string) {
  if (!(await options.sharedState.claim(`backup:daily:${day}`, 20 * 60 * 60 * 1000))) return null
  try {
    const file = await writeBackup(options.database, options.target)
    options.log.info({ file }, 'Copia de seguridad diaria escrita')
    return file
  } catch (error) {
    options.log.error({ err: error }, 'La copia de seguridad diaria falló')
    return null
  }
}

/** BACKUP_DAILY_AT: a backup every day at that time. Answers a function that stops the schedule. */
export function scheduleDailyBackup(options: DailyBackupOptions, at: string) {
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const arm = () => {
    if (stopped) return
    const next = nextDailyRun(new Date(), at)
    timer = setTimeout(() => {
      const day = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`
      void runDailyBackup(options, day).finally(arm)
    }, next.getTime() - Date.now())
    timer.unref()
  }
  arm()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
