import { describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { ConcurrencyLimiter } from './rate-limit'

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
