import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Challenge } from 'altcha-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGO_FIELD } from '../domain/settings/schemas'
import { runMigrations } from './db/migrate'
import { solveAltchaChallenge } from './test/captcha'
import {
  createOpenBusiness,
  createProduct,
  multipartPayload,
  ownerToken,
  pngBytes,
} from './test/factories'
import { startFakeS3, type FakeS3 } from './test/fake-s3'
import { freshIp, newShop } from './test/flows'
import { createTestDatabase } from './test/harness'
import { freshOrderPhone } from './test/orders'
import { startServer, stopServer, type ServerProcess } from './test/server-process'
import { TEST_REDIS_URL, testRedisPrefix } from './test/shared-state'
import { openOwnerStream } from './test/sse'
import { ownerStreamLimits } from './modules/order-events/routes'

/*
 * Barrio as a deployment runs it (docs/product.md#scale): three server processes on one PostgreSQL
 * database, images in S3-compatible storage (a fake S3 started here) and what they must share in
 * Redis, or, without REDIS_URL, in the database. Real processes, reached over HTTP through a
 * "load balancer" of our own: each request names the process it goes to. Runs in the PostgreSQL
 * project (CI's TEST_DATABASE_URL); on PGlite, which one process owns, it shows as skipped.
 */

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres'
const JWT_SECRET = randomBytes(32).toString('hex')

describe.runIf(onPostgres).each([
  { sharedState: 'Redis', redis: true },
  { sharedState: 'the database', redis: false },
])('three processes, one database, shared state in $sharedState', ({ redis }) => {
  let servers: ServerProcess[] = []
  let s3: FakeS3
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  const dataDirs: string[] = []

  beforeAll(async () => {
    database = await createTestDatabase()
    await runMigrations(database.database)
    s3 = await startFakeS3()
    const env = {
      DATABASE_URL: database.url!,
      DATABASE_POOL_SIZE: '3',
      JWT_SECRET,
      ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      GEOCODER: 'fake',
      CAPTCHA_PROVIDER: 'altcha',
      // Behind a load balancer: the client is the address it adds.
      TRUST_PROXY: '1',
      ...s3.env,
      ...(redis ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: testRedisPrefix() } : {}),
    }
    servers = await Promise.all(
      [0, 1, 2].map(() => {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-mp-'))
        dataDirs.push(dataDir)
        return startServer({ ...env, DATA_DIR: dataDir })
      }),
    )
  }, 120_000)

  afterAll(async () => {
    await Promise.all(servers.map(stopServer))
    await s3?.close()
    await database?.database.close()
    await database?.drop()
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  }, 60_000)

  const base = (i: number) => `http://127.0.0.1:${servers[i].port}`
  /** A request to process i, from a client at `ip`. */
  const send = (i: number, url: string, init: RequestInit & { ip?: string } = {}) =>
    fetch(`${base(i)}${url}`, {
      ...init,
      headers: { 'x-forwarded-for': init.ip ?? freshIp(), ...init.headers },
    })
  const postJson = (i: number, url: string, body: unknown, ip?: string) =>
    send(i, url, {
      method: 'POST',
      ip,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('a limit crossed through several processes answers 429 on every one of them', async () => {
    // Three password-reset mails an hour per email, whichever process and address asks.
    const email = `limite-${randomBytes(3).toString('hex')}@example.com`
    for (const i of [0, 1, 2]) {
      const res = await postJson(i, '/api/auth/request-password-reset', { email })
      expect(res.status, await res.text()).toBe(200)
    }
    for (const i of [0, 1, 2]) {
      const res = await postJson(i, '/api/auth/request-password-reset', { email })
      expect(res.status).toBe(429)
      expect(await res.json()).toMatchObject({ code: 'RATE_LIMITED' })
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    }
  })

  it('a captcha solution spent on one process is refused by another', async () => {
    const challenge = await (await send(0, '/api/captcha/challenge')).json()
    const token = await solveAltchaChallenge(challenge as Challenge)
    const first = await postJson(1, '/api/auth/send-code-business', {
      phone: newShop().phone,
      recaptchaToken: token,
    })
    expect(first.status, await first.text()).toBe(200)
    const again = await postJson(2, '/api/auth/send-code-business', {
      phone: newShop().phone,
      recaptchaToken: token,
    })
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ code: 'CAPTCHA_FAILED' })
  })

  it('an image uploaded through one process is served by another, from the shared storage', async () => {
    const { owner } = await createOpenBusiness(database.database.db)
    const token = await ownerToken(JWT_SECRET, owner)
    const form = await multipartPayload({}, { bytes: await pngBytes(64, 64), field: LOGO_FIELD })
    const uploaded = await send(0, '/api/business/settings/logo', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      body: new Uint8Array(form.payload),
    })
    expect(uploaded.status, await uploaded.clone().text()).toBe(200)
    const { logoUrl } = ((await uploaded.json()) as { business: { logoUrl: string } }).business
    expect(logoUrl).toMatch(/^\/uploads\/.+\.webp$/)

    const served = await send(1, logoUrl)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toContain('immutable')
    const bytes = Buffer.from(await served.arrayBuffer())
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP')
    // The third process serves the same bytes, and no process kept a copy on its own disk.
    expect(Buffer.from(await (await send(2, logoUrl)).arrayBuffer()).equals(bytes)).toBe(true)
    expect(await s3.has(logoUrl.replace(/^\/uploads\//, ''))).toBe(true)
  })

  it("an order placed on one process reaches the owner's stream on another", async () => {
    const { owner, business } = await createOpenBusiness(database.database.db)
    const product = await createProduct(database.database.db, business.id, { price: 150_000 })
    const headers = { authorization: `Bearer ${await ownerToken(JWT_SECRET, owner)}` }
    const stream = await openOwnerStream(base(2), headers)
    try {
      await stream.ready()
      const placed = await postJson(0, `/api/public/business/${business.slug}/orders`, {
        method: 'PICKUP',
        customer: { fullName: 'Ana Gómez', phone: freshOrderPhone() },
        items: [{ productId: product.id, quantity: 2 }],
      })
      expect(placed.status, await placed.clone().text()).toBe(201)
      const { order } = (await placed.json()) as { order: { id: string } }
      expect(await stream.waitForEvent(order.id, 'created')).toEqual({
        orderId: order.id,
        type: 'created',
      })
    } finally {
      await stream.abort()
    }
  })

  it("caps a shop's open streams across processes, and a closed one frees its slot for any", async () => {
    const { owner } = await createOpenBusiness(database.database.db)
    const headers = { authorization: `Bearer ${await ownerToken(JWT_SECRET, owner)}` }
    const open: Awaited<ReturnType<typeof openOwnerStream>>[] = []
    try {
      for (let n = 0; n < ownerStreamLimits.perShop.max; n++) {
        const stream = await openOwnerStream(base(n % 3), {
          ...headers,
          'x-forwarded-for': freshIp(),
        })
        await stream.ready()
        open.push(stream)
      }
      for (const i of [0, 1, 2]) {
        const refused = await send(i, '/api/business/orders/events', { headers })
        expect(refused.status).toBe(429)
        expect(await refused.json()).toMatchObject({ error: ownerStreamLimits.perShop.message })
      }
      await open.shift()!.abort()
      // The slot is given back once process 0 sees the hang-up: then any process admits one more.
      await expect
        .poll(async () => {
          const res = await send(1, '/api/business/orders/events', { headers })
          await res.body?.cancel()
          return res.status
        })
        .toBe(200)
    } finally {
      for (const stream of open) await stream.abort()
    }
  })
})
