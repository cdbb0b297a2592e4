import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** The PostgreSQL server benchmarks make their databases on, BENCH_DATABASE_URL or the local one. */
export const BENCH_SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * Runs `fn` with the URL of a database made for it on `serverUrl` (named `barrio_bench_<label>_…`),
 * dropped afterwards whatever happens.
 */
export async function withTemporaryDatabase<T>(
  label: string,
  fn: (url: string) => Promise<T>,
  serverUrl = BENCH_SERVER_URL,
): Promise<T> {
  const name = `barrio_bench_${label}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    return await fn(url.toString())
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}
