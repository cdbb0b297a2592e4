import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_OWNER } from './demo/demo-shops'
import { REAL_PROVIDERS } from './test/deployment'
import { createTestApp, createTestDatabase } from './test/harness'
import { startServer, stopServer, type ServerProcess } from './test/server-process'

/*
 * The demo and a deployment (docs/ARCHITECTURE.md#configuration) as the real server process meets
 * them, started as `npm start` starts it (NODE_ENV=production), on a fresh DATA_DIR and, in the
 * PostgreSQL run, a fresh database.
 */

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A fresh DATA_DIR (and PostgreSQL database in that run), dropped after the test. */
async function freshStore() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-modes-'))
  const testDb = process.env.TEST_DB_DRIVER === 'postgres' ? await createTestDatabase() : undefined
  await testDb?.database.close()
  cleanups.push(async () => {
    await testDb?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })
  // An empty DATABASE_URL is "not set": the caller's own never leaks in.
  return { dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: testDb?.url ?? '' } }
}

async function started(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const server = await startServer({ PUBLIC_URL: '', BARRIO_MODE: '', SEED_DEMO: '', ...env })
  cleanups.push(() => stopServer(server))
  return server
}

/** The problems a start that must fail listed, by variable; 'started' if it did not fail. */
async function refusalOf(env: NodeJS.ProcessEnv) {
  let server: ServerProcess
  try {
    server = await startServer({ BARRIO_MODE: '', SEED_DEMO: '', ...env })
  } catch (err) {
    const output = (err as Error).message
    expect(output).toMatch(/^server exited \(1\) before listening:\nConfiguración inválida:\n/)
    return output
      .split('\n')
      .filter((line) => line.startsWith('  - '))
      .map((line) => line.slice(4))
  }
  await stopServer(server)
  return 'started'
}

const variables = (problems: string[] | 'started') =>
  problems === 'started' ? problems : problems.map((p) => p.split(':')[0])

async function answerOf(base: string, url: string, init?: RequestInit) {
  const res = await fetch(`${base}${url}`, init)
  const text = await res.text()
  const body = res.headers.get('content-type')?.startsWith('application/json')
    ? (JSON.parse(text) as Record<string, unknown>)
    : text
  return { status: res.status, body }
}

const demoLogin = (base: string) =>
  answerOf(base, '/api/auth/login-manual', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }),
  })

describe('a deployment (the real server process)', () => {
  it('refuses the documented production start, naming each demo stand-in, and writes nothing', async () => {
    const { dataDir, env } = await freshStore()
    // NODE_ENV=production PUBLIC_URL=https://barrio.example DATA_DIR=… npm start
    const problems = await refusalOf({ ...env, PUBLIC_URL: 'https://barrio.example' })
    expect(variables(problems)).toEqual(['PAYMENTS_PROVIDER', 'SMS_PROVIDER', 'MAIL_PROVIDER'])
    expect(problems).toContain(
      'PAYMENTS_PROVIDER: en un despliegue no puede ser fake (su cobro de prueba da pedidos por pagados sin mover dinero): usá mercadopago',
    )
    expect(readdirSync(dataDir)).toEqual([])

    // Real providers, but the demo shops asked for: refused too.
    const seeding = await refusalOf({
      ...env,
      PUBLIC_URL: 'https://barrio.example',
      ...REAL_PROVIDERS,
      SEED_DEMO: 'true',
    })
    expect(variables(seeding)).toEqual(['SEED_DEMO'])
    expect(readdirSync(dataDir)).toEqual([])
  }, 60_000)

  it('starts with real settings: no dev checkout, no API docs, no demo login', async () => {
    const { env } = await freshStore()
    const server = await started({
      ...env,
      PUBLIC_URL: 'https://barrio.example',
      ...REAL_PROVIDERS,
      SEED_DEMO: 'false',
    })
    const base = `http://127.0.0.1:${server.port}`
    expect((await answerOf(base, '/api/health')).status).toBe(200)
    for (const url of ['/api/dev/pay/x', '/api/docs', '/api/docs/json']) {
      expect(await answerOf(base, url), url).toMatchObject({
        status: 404,
        body: { code: 'ROUTE_NOT_FOUND' },
      })
    }
    expect(
      await answerOf(base, '/api/dev/pay/x', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ decision: 'approve' }),
      }),
    ).toMatchObject({ status: 404, body: { code: 'ROUTE_NOT_FOUND' } })
    expect(await demoLogin(base)).toMatchObject({
      status: 401,
      body: { code: 'INVALID_CREDENTIALS' },
    })
    expect((await answerOf(base, '/api/public/business/pizzeria-don-luigi')).status).toBe(404)
    expect(server.output.join('\n')).not.toContain('Datos de demo creados')
    expect(server.output.join('\n')).toContain('"mode":"deployment"')
  }, 120_000)

  it('refuses npm run db:seed, which would load the demo shops', async () => {
    const { env } = await freshStore()
    const seed = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'seed'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, ...env, PUBLIC_URL: 'https://barrio.example', ...REAL_PROVIDERS },
      encoding: 'utf8',
    })
    expect(seed.status, seed.stderr).toBe(1)
    expect(seed.stderr).toContain('db:seed carga los comercios de demo')
    expect(seed.stdout).not.toContain('Datos de demo creados')
  }, 60_000)
})

describe('the demo (npm start on localhost)', () => {
  it('seeds the demo shops with the README login, and serves the dev checkout and the API docs', async () => {
    const { env } = await freshStore()
    const server = await started(env)
    const base = `http://127.0.0.1:${server.port}`
    expect(server.output.join('\n')).toContain('"mode":"demo"')
    expect(server.output.join('\n')).toContain(
      `Datos de demo creados. Ingresá con ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`,
    )
    expect(await demoLogin(base)).toMatchObject({
      status: 200,
      body: { token: expect.any(String) },
    })
    expect((await answerOf(base, '/api/public/business/pizzeria-don-luigi')).status).toBe(200)
    // The fake checkout's own answer for a payment it never made: the route is there.
    expect(await answerOf(base, '/api/dev/pay/x')).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    })
    expect(await answerOf(base, '/api/docs/json')).toMatchObject({
      status: 200,
      body: { openapi: expect.stringMatching(/^3\./) },
    })
  }, 180_000)
})

describe('API_DOCS', () => {
  it('serves the API docs in a deployment that asks for them, and still no dev checkout', async () => {
    const t = await createTestApp({
      BARRIO_MODE: 'deployment',
      PUBLIC_URL: 'https://barrio.example',
      ...REAL_PROVIDERS,
      API_DOCS: 'true',
    })
    cleanups.push(() => t.close())
    expect(t.app.config.BARRIO_MODE).toBe('deployment')
    expect((await t.app.inject('/api/docs/json')).statusCode).toBe(200)
    expect((await t.app.inject('/api/dev/pay/x')).json()).toMatchObject({
      code: 'ROUTE_NOT_FOUND',
    })
    expect(t.app.routeTable.some((route) => route.includes('/dev/'))).toBe(false)
  })
})
