import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from './errors'
import { CODES_PER_PHONE_MESSAGE } from '../../domain/messages/api'

export interface RateLimitRule {
  /** Names the counter, so one key (an IP) can be counted apart per action. */
  name: string
  max: number
  windowMs: number
  message?: string
}

type Checker = ReturnType<FastifyInstance['createRateLimit']>

/**
 * Counters per action and key (IP, email, phone), kept by `@fastify/rate-limit` in its store: in
 * memory today (one process counts its own requests, ADR 0005), a shared store when the plugin is
 * registered with one. Each rule is one of the plugin's limiters; the key is ours, not the
 * request's, so a limiter is asked about a stand-in request that carries it.
 */
export class RateLimiter {
  private checkers = new Map<string, Checker>()

  constructor(private readonly app: FastifyInstance) {}

  /** Counts one attempt; throws a Spanish 429 once the rule's maximum is passed. */
  async hit(rule: RateLimitRule, key: string): Promise<void> {
    const result = await this.checker(rule)(keyed(rule, key))
    if (!result.isAllowed && result.isExceeded) throw limited(rule, result.ttlInSeconds)
  }

  /**
   * Throws the rule's 429 when the key has already used up its window, counting nothing: for
   * rules that count only some outcomes (failed logins), recorded afterwards with `hit`.
   */
  async check(rule: RateLimitRule, key: string): Promise<void> {
    const result = await this.checker(rule)(keyed(rule, key), { increment: false })
    if (!result.isAllowed && result.remaining === 0) throw limited(rule, result.ttlInSeconds)
  }

  private checker(rule: RateLimitRule): Checker {
    let checker = this.checkers.get(rule.name)
    if (!checker) {
      checker = this.app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => (request as unknown as KeyedRequest).limitKey,
      })
      this.checkers.set(rule.name, checker)
    }
    return checker
  }
}

/** What the plugin reads of a request when its key generator is ours: the route's config, the key. */
interface KeyedRequest {
  routeOptions: { config: Record<string, never> }
  limitKey: string
}
const keyed = (rule: RateLimitRule, key: string) =>
  ({ routeOptions: { config: {} }, limitKey: `${rule.name}:${key}` }) as unknown as FastifyRequest

const limited = (rule: RateLimitRule, retryAfterSeconds: number) =>
  new ApiError('RATE_LIMITED', rule.message, Math.max(1, retryAfterSeconds))

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Limits of the account routes. SMS cost money, so sending codes is the strictest. */
export const authLimits = {
  loginPerIp: { name: 'login-ip', max: 30, windowMs: 15 * MINUTE },
  /**
   * Failed logins per email and address: a stranger guessing elsewhere never locks the owner out,
   * and each address still gets only a few guesses at one account (argon2id makes each costly).
   */
  loginFailuresPerEmailIp: { name: 'login-fail-email-ip', max: 10, windowMs: 15 * MINUTE },
  resetPerIp: { name: 'reset-ip', max: 10, windowMs: HOUR },
  resetPerEmail: { name: 'reset-email', max: 3, windowMs: HOUR },
  resetTokenPerIp: { name: 'reset-token-ip', max: 30, windowMs: 15 * MINUTE },
  checkPerIp: { name: 'check-ip', max: 60, windowMs: MINUTE },
  sendCodePerPhone: {
    name: 'send-code-phone',
    max: 3,
    windowMs: HOUR,
    message: CODES_PER_PHONE_MESSAGE,
  },
  sendCodePerIp: { name: 'send-code-ip', max: 10, windowMs: HOUR },
  verifyPerIp: { name: 'verify-ip', max: 30, windowMs: 15 * MINUTE },
  registerPerIp: { name: 'register-ip', max: 10, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>

/**
 * Counts what is open at once (live streams) per key, where RateLimiter counts attempts per window.
 * `acquire` throws a Spanish 429 past the maximum; the function it answers releases the slot, once.
 */
export class ConcurrencyLimiter {
  private open = new Map<string, number>()

  acquire(rule: { name: string; max: number; message: string }, key: string): () => void {
    const id = `${rule.name}:${key}`
    const count = this.open.get(id) ?? 0
    if (count >= rule.max) throw new ApiError('RATE_LIMITED', rule.message, 30)
    this.open.set(id, count + 1)
    let released = false
    return () => {
      if (released) return
      released = true
      const left = (this.open.get(id) ?? 1) - 1
      if (left <= 0) this.open.delete(id)
      else this.open.set(id, left)
    }
  }

  /**
   * One slot under each rule and key, all or none: past any maximum the slots already taken are
   * given back before the 429 is thrown. Answers one release for all of them.
   */
  acquireAll(holds: [rule: { name: string; max: number; message: string }, key: string][]) {
    const releases: (() => void)[] = []
    try {
      for (const [rule, key] of holds) releases.push(this.acquire(rule, key))
    } catch (error) {
      releases.forEach((release) => release())
      throw error
    }
    return () => releases.forEach((release) => release())
  }

  /** Slots held for a key (tests and metrics). */
  count(name: string, key: string): number {
    return this.open.get(`${name}:${key}`) ?? 0
  }
}
