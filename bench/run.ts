/**
 * `npm run bench`: API throughput of the public menu against the cheapest route, measured in one
 * run on a seeded embedded database. Reports ratios, because this machine is shared and noisy.
 */
import autocannon from 'autocannon'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createAdapters } from '../server/adapters'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { prepareDatabase } from '../server/db/prepare'
import { demoSeed } from '../server/demo'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-bench-'))
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })
  const database = await openDatabase({ dataDir })
  const adapters = createAdapters(config, database.db)
  const seeded = await prepareDatabase(
    database,
    demoSeed(adapters.storage, { serverSecret: config.jwtSecret }),
  )
  const app = await buildApp({ config, db: database.db, adapters })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const slug = seeded?.ownerSlug ?? 'pizzeria-don-luigi'
  const etag = (await fetch(`${address}/api/public/menu/${slug}`)).headers.get('etag') ?? ''

  const run = async (title: string, url: string, headers: Record<string, string> = {}) => {
    const result = await autocannon({ url, connections: 10, duration: SECONDS, headers })
    console.log(
      `${title.padEnd(28)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}`,
    )
    return result.requests.average
  }

  console.log(`Barrio API bench (${SECONDS}s each, 10 connections, PGlite)`)
  const health = await run('GET /api/health', `${address}/api/health`)
  const menu = await run('GET /api/public/menu', `${address}/api/public/menu/${slug}`)
  const revalidated = await run(
    'GET /api/public/menu (304)',
    `${address}/api/public/menu/${slug}`,
    {
      'if-none-match': etag,
    },
  )
  console.log(`menu / health: ${(menu / health).toFixed(2)}`)
  console.log(
    `menu revalidated (304, counted as non-2xx above) / menu 200: ${(revalidated / menu).toFixed(2)}`,
  )

  await app.close()
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
