import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit'
import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { ConcurrencyLimiter, RateLimiter } from './rate-limit'

const apps: ReturnType<typeof Fastify>[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
})

/** A Fastify app with the rate-limit plugin, as buildApp registers it, and a limiter over it. */
async function limiterOn(options: { store?: new () => FastifyRateLimitStore } = {}) {
  const app = Fastify()
  apps.push(app)
  await app.register(rateLimit, { global: false, ...options })
  await app.ready()
  return new RateLimiter(app)
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

const rule = { name: 'streams', max: 2, message: 'Demasiadas pantallas abiertas.' }

describe('ConcurrencyLimiter', () => {
  it('refuses past the maximum per key with a Spanish 429, and a release frees one slot once', () => {
    const limiter = new ConcurrencyLimiter()
    const first = limiter.acquire(rule, 'a')
    limiter.acquire(rule, 'a')
    limiter.acquire(rule, 'b')
    expect(() => limiter.acquire(rule, 'a')).toThrow(
      expect.objectContaining({ code: 'RATE_LIMITED', message: rule.message }) as ApiError,
    )
    first()
    first()
    expect(limiter.count('streams', 'a')).toBe(1)
    limiter.acquire(rule, 'a')
    expect(() => limiter.acquire(rule, 'a')).toThrow(ApiError)
  })
})
