import { afterAll, describe, expect, it } from 'vitest'
import { authLimits } from './lib/rate-limit'
import { createTestApp, type TestContext } from './test/harness'

/*
 * Behind a proxy the client's address is the one the trusted proxy saw: X-Forwarded-For entries a
 * client writes itself never count, so forging them cannot walk past a per-IP limit.
 */

const apps: TestContext[] = []
afterAll(() => Promise.all(apps.map((t) => t.close())))

async function appWith(trustProxy: string) {
  const t = await createTestApp({ TRUST_PROXY: trustProxy })
  apps.push(t)
  return t
}

let forged = 0
/** The availability check (limited per IP), with whatever chain the client claims before it. */
const check = (t: TestContext, forwardedFor: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    url: `/api/auth/check-availability?email=ana${++forged}@example.com`,
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  })

/** Uses up the per-IP allowance with a new forged first hop on every request. */
async function exhaust(t: TestContext, lastHop: string, remoteAddress?: string) {
  for (let i = 0; i < authLimits.checkPerIp.max; i++) {
    const res = await check(t, `1.2.${Math.floor(i / 250)}.${i % 250}, ${lastHop}`, remoteAddress)
    expect(res.statusCode).toBe(200)
  }
}

describe('TRUST_PROXY as a hop count', () => {
  it('sees the client as the address the proxy added, whatever the client put before it', async () => {
    const t = await appWith('1')
    await exhaust(t, '5.6.7.8')
    const limited = await check(t, '9.9.9.9, 5.6.7.8')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().code).toBe('RATE_LIMITED')
    // Another client behind the same proxy is counted apart.
    expect((await check(t, '5.6.7.9')).statusCode).toBe(200)
  })
})

describe('TRUST_PROXY as a list of proxy addresses', () => {
  it('believes the listed proxy, and only it', async () => {
    const t = await appWith('10.0.0.1, 10.0.1.0/24')
    await exhaust(t, '5.6.7.8', '10.0.1.7')
    expect((await check(t, '9.9.9.9, 5.6.7.8', '10.0.0.1')).statusCode).toBe(429)
    // A client reaching the server directly is its socket address, whatever it claims.
    await exhaust(t, '7.7.7.7', '8.8.8.8')
    expect((await check(t, '7.7.7.7', '8.8.8.8')).statusCode).toBe(429)
    expect((await check(t, '8.8.8.8', '8.8.8.9')).statusCode).toBe(200)
  })
})
