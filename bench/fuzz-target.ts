import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createAdapters } from '../server/adapters'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { prepareDatabase } from '../server/db/prepare'
import { demoSeed } from '../server/demo'

/**
 * The fuzz run's server: the real app listening on a free port, over a fresh database with the
 * demo shops, and the demo owner signed in through the login route.
 */
export async function startFuzzTarget() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-fuzz-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    GEOCODER: 'fake',
    LOG_LEVEL: 'silent',
  })
  // DATABASE_URL points the run at an empty PostgreSQL database instead of embedded PGlite.
  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir })
  const adapters = createAdapters(config, database.db)
  const seeded = await prepareDatabase(
    database,
    demoSeed(adapters.storage, { serverSecret: config.jwtSecret }),
  )
  if (!seeded) throw new Error('the fuzz database was not empty')
  const app = await buildApp({ config, db: database.db, adapters })
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' })
  const login = await fetch(`${baseUrl}/api/auth/login-manual`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: seeded.ownerEmail, password: seeded.ownerPassword }),
  })
  const { token } = (await login.json()) as { token: string }
  return {
    baseUrl,
    token,
    slug: seeded.ownerSlug,
    async close() {
      app.server.closeAllConnections()
      await app.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
