import { afterAll, beforeAll, expect, it } from 'vitest'
import { runFuzz } from '../bench/fuzz'
import { createOpenBusiness, createProduct, ownerToken } from './test/factories'
import { createTestApp, type TestContext } from './test/harness'

/*
 * A fixed-seed run of `npm run fuzz`: bad requests generated from the OpenAPI document over real
 * keep-alive sockets. None may answer 5xx, reset a connection, or answer a 4xx that is not
 * `{ error, code }` in Spanish. CI sends 10,000 per database; a local run a sample of 400
 * (FUZZ_COUNT sets either).
 */
const COUNT = Number(process.env.FUZZ_COUNT || (process.env.CI ? 10_000 : 400))

let t: TestContext
let baseUrl: string
let token: string
let slug: string
beforeAll(async () => {
  t = await createTestApp()
  const { owner, business } = await createOpenBusiness(t.db)
  await createProduct(t.db, business.id, { name: 'Empanada', price: 150_000 })
  token = await ownerToken(t.app.config.jwtSecret, owner)
  slug = business.slug
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  // The fuzz closes its own sockets; an event stream it dropped may still be closing.
  t.app.server.closeAllConnections()
  await t.close()
})

it(`answers ${COUNT} generated bad requests without a 5xx, a reset or a 4xx out of shape`, async () => {
  const report = await runFuzz({ baseUrl, seed: 20261123, count: COUNT, token, slug })
  expect(report.total).toBe(COUNT)
  expect(report.examples).toEqual([])
  expect(report.serverErrors).toBe(0)
  expect(report.resets).toBe(0)
  expect(report.nonConforming).toBe(0)
  // The sample reaches past validation too: some requests succeed, some are refused as strangers.
  expect(report.byStatus['200']).toBeGreaterThan(0)
  expect(report.byStatus['401']).toBeGreaterThan(0)
}, 1_200_000)
