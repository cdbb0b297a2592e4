import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit'
import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { useDatabaseSharedState } from '../test/shared-state'
import { ApiError } from './errors'
import { ConcurrencyLimiter, RateLimiter, sharedRateLimitStore } from './rate-limit'

const apps: ReturnType<typeof Fastify>[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
})

/** A Fastify app with the rate-limit plugin, as buildApp registers it. */
async function appWith(store?: FastifyRateLimitStoreCtor) {
  const app = Fastify()
  apps.push(app)
  await app.register(rateLimit, { global: false, ...(store ? { store } : {}) })
  await app.ready()
  return app
}

/** A limiter over `appWith`'s plugin. */
async function limiterOn(options: { store?: FastifyRateLimitStoreCtor } = {}) {
  return new RateLimiter(await appWith(options.store))
}

const tries = { name: 'tries', max: 2, windowMs: 60_000, message: 'Pará un poco.' }

describe('RateLimiter', () => {
  it('counts per rule and key, and past the maximum answers a Spanish 429 with Retry-After', async () => {
    const limiter = await limiterOn()
    await limiter.hit(tries, 'a')
    await limiter.hit(tries, 'a')
    await limiter.hit(tries, 'b')
    await limiter.hit({ ...tries, name: 'otra' }, 'a')
    const refused = await limiter.hit(tries, 'a').catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Pará un poco.',
    })
    expect((refused as ApiError).retryAfterSeconds).toBeGreaterThan(0)
    expect((refused as ApiError).retryAfterSeconds).toBeLessThanOrEqual(60)
  })

  it('check refuses a used-up key without counting anything', async () => {
    const limiter = await limiterOn()
    await limiter.check(tries, 'a')
    await limiter.check(tries, 'a')
    await limiter.check(tries, 'a')
    await limiter.hit(tries, 'a')
    await limiter.check(tries, 'a')
    await limiter.hit(tries, 'a')
    await expect(limiter.check(tries, 'a')).rejects.toMatchObject({ code: 'RATE_LIMITED' })
  })

  it('keeps its counters in the store the plugin was given', async () => {
    const seen: string[] = []
    class CountingStore implements FastifyRateLimitStore {
      private counts = new Map<string, number>()
      incr(key: string, done: (e: Error | null, r?: { current: number; ttl: number }) => void) {
        seen.push(key)
        const current = (this.counts.get(key) ?? 0) + 1
        this.counts.set(key, current)
        done(null, { current, ttl: 1000 })
      }
      child() {
        return this
      }
    }
    const limiter = await limiterOn({ store: CountingStore })
    await limiter.hit(tries, 'a')
    await limiter.hit(tries, 'a')
    await expect(limiter.hit(tries, 'a')).rejects.toMatchObject({ code: 'RATE_LIMITED' })
    expect(seen).toEqual(['tries:a', 'tries:a', 'tries:a'])
  })
})

describe('sharedRateLimitStore', () => {
  const shared = useDatabaseSharedState()

  it('counts one limit across processes and restarts, and reads without counting', async () => {
    const first = await limiterOn({ store: sharedRateLimitStore(shared().state) })
    const second = await limiterOn({ store: sharedRateLimitStore(shared().peer()) })
    await first.hit(tries, 'a')
    await second.check(tries, 'a')
    await second.hit(tries, 'a')
    await expect(first.check(tries, 'a')).rejects.toMatchObject({ code: 'RATE_LIMITED' })
    // A process started afterwards (a restart) finds the window used up.
    const restarted = await limiterOn({ store: sharedRateLimitStore(shared().peer()) })
    await expect(restarted.hit(tries, 'a')).rejects.toMatchObject({ code: 'RATE_LIMITED' })
    await restarted.hit(tries, 'b')
  })

  it('exceeds counts without refusing, and reset starts a key afresh in every process', async () => {
    const first = new RateLimiter(
      await appWith(sharedRateLimitStore(shared().state)),
      shared().state,
    )
    const peer = shared().peer()
    const second = new RateLimiter(await appWith(sharedRateLimitStore(peer)), peer)
    expect(await first.exceeds(tries, 'r')).toBe(false)
    expect(await second.exceeds(tries, 'r')).toBe(false)
    expect(await first.exceeds(tries, 'r')).toBe(true)
    expect(await second.exceeds(tries, 'r')).toBe(true)
    await second.reset(tries, 'r')
    expect(await first.exceeds(tries, 'r')).toBe(false)
    await first.hit(tries, 'r')
    await expect(second.hit(tries, 'r')).rejects.toMatchObject({ code: 'RATE_LIMITED' })
  })

  it("counts a route's own limit apart from another route's, for the same address", async () => {
    const app = Fastify()
    apps.push(app)
    await app.register(rateLimit, { global: false, store: sharedRateLimitStore(shared().state) })
    const config = { rateLimit: { max: 1, timeWindow: 60_000 } }
    app.get('/uno', { config }, async () => 'uno')
    app.get('/dos', { config }, async () => 'dos')
    expect((await app.inject('/uno')).statusCode).toBe(200)
    expect((await app.inject('/dos')).statusCode).toBe(200)
    expect((await app.inject('/uno')).statusCode).toBe(429)
  })
})

const rule = { name: 'streams', max: 2, message: 'Demasiadas pantallas abiertas.' }

describe('ConcurrencyLimiter', () => {
  const shared = useDatabaseSharedState()

  it('refuses past the maximum per key with a Spanish 429, and a release frees one slot once', async () => {
    const limiter = new ConcurrencyLimiter(shared().state)
    const first = await limiter.acquire(rule, 'a')
    await limiter.acquire(rule, 'a')
    await limiter.acquire(rule, 'b')
    await expect(limiter.acquire(rule, 'a')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: rule.message,
    })
    first()
    first()
    await expect.poll(() => limiter.count('streams', 'a')).toBe(1)
    await limiter.acquire(rule, 'a')
    await expect(limiter.acquire(rule, 'a')).rejects.toBeInstanceOf(ApiError)
    await limiter.stop()
  })

  it('counts the slots of every process on the same state, all or none', async () => {
    const here = new ConcurrencyLimiter(shared().state)
    const there = new ConcurrencyLimiter(shared().peer())
    const perShop = { ...rule, name: 'shop' }
    await here.acquire(perShop, 'x')
    await there.acquire(perShop, 'x')
    // The per-address slot taken first is given back when the shop's is refused.
    await expect(
      there.acquireAll([
        [{ ...rule, name: 'ip' }, '1.2.3.4'],
        [perShop, 'x'],
      ]),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' })
    await expect.poll(() => here.count('ip', '1.2.3.4')).toBe(0)
    await here.stop()
    await there.stop()
  })

  it('renews the leases of open slots, so only a dead process loses its slots', async () => {
    const alive = new ConcurrencyLimiter(shared().state, { leaseMs: 300 })
    await alive.acquire({ ...rule, name: 'lease', max: 1 }, 'k')
    // Several leases long: still held, because the limiter renews it every 100 ms.
    const later = Date.now() + 1000
    await expect.poll(() => Date.now() > later, { timeout: 5000 }).toBe(true)
    expect(await alive.count('lease', 'k')).toBe(1)
    await alive.stop()
    // Nobody renews it now: it runs out.
    await expect.poll(() => alive.count('lease', 'k'), { timeout: 5000 }).toBe(0)
  })
})
