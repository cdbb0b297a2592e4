import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { randomUUID } from 'node:crypto'
import type { SharedState, Slot } from '../adapters/shared-state/types'
import { ApiError } from './errors'
import { CODES_PER_PHONE_MESSAGE } from '../../domain/messages/api'
import { INVITATIONS_LIMIT_MESSAGE } from '../../domain/messages/panel'

export interface RateLimitRule {
  /** Names the counter, so one key (an IP) can be counted apart per action. */
  name: string
  max: number
  windowMs: number
  message?: string
}

/** Where the store keeps the counters of `RateLimiter`'s rules (`<prefix><rule>:<key>`). */
const RATE_LIMIT_PREFIX = 'rl:'

type Checker = ReturnType<FastifyInstance['createRateLimit']>

/**
 * Counters per action and key (the client's address key, email, phone), kept by `@fastify/rate-limit`
 * in its store: the shared state (`sharedRateLimitStore`, ADR 0010), so every process counts
 * together. Each rule is one of the plugin's limiters; the key is ours, not the request's, so a
 * limiter is asked about a stand-in request that carries it. `state` is the store's shared state,
 * for `reset`.
 */
export class RateLimiter {
  private checkers = new Map<string, Checker>()

  constructor(
    private readonly app: FastifyInstance,
    private readonly state?: SharedState,
  ) {}

  /** Counts one attempt; throws a Spanish 429 once the rule's maximum is passed. */
  async hit(rule: RateLimitRule, key: string): Promise<void> {
    const result = await this.checker(rule)(keyed(rule, key))
    if (!result.isAllowed && result.isExceeded) throw limited(rule, result.ttlInSeconds)
  }

  /**
   * Counts one attempt and answers whether it is past the rule's maximum, refusing nothing: for
   * rules past which a request must bring more proof (a captcha) rather than be turned away.
   */
  async exceeds(rule: RateLimitRule, key: string): Promise<boolean> {
    const result = await this.checker(rule)(keyed(rule, key))
    return !result.isAllowed && result.isExceeded
  }

  /**
   * Throws the rule's 429 when the key has already used up its window, counting nothing: for
   * rules that count only some outcomes (failed logins), recorded afterwards with `hit`.
   */
  async check(rule: RateLimitRule, key: string): Promise<void> {
    const result = await this.checker(rule)(keyed(rule, key), { increment: false })
    if (!result.isAllowed && result.remaining === 0) throw limited(rule, result.ttlInSeconds)
  }

  /** Forgets the key's count under the rule (a success that clears the attempts before it). */
  async reset(rule: RateLimitRule, key: string): Promise<void> {
    if (!this.state) throw new Error('RateLimiter.reset needs the shared state its store counts in')
    await this.state.reset(`${RATE_LIMIT_PREFIX}${rule.name}:${key}`)
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
const DAY = 24 * HOUR

/** Limits of the account routes. SMS cost money, so sending codes is the strictest. */
export const authLimits = {
  loginPerIp: { name: 'login-ip', max: 30, windowMs: 15 * MINUTE },
  /**
   * Failed logins per email and address: a stranger guessing elsewhere never locks the owner out,
   * and each address still gets only a few guesses at one account (argon2id makes each costly).
   */
  loginFailuresPerEmailIp: { name: 'login-fail-email-ip', max: 10, windowMs: 15 * MINUTE },
  /**
   * Logins at one account from any address since its last success: past them each try must bring
   * a captcha proof, so a guess spread over many addresses costs a solve each while the owner,
   * who solves it too, is never locked out. Counted before the password is checked, so a burst of
   * parallel guesses gets no more free tries than a sequence.
   */
  loginsPerAccount: { name: 'login-account', max: 5, windowMs: DAY },
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
  /** An invitation link's preview and acceptance, as the reset link's (docs/product.md#team). */
  invitationTokenPerIp: { name: 'invitation-token-ip', max: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>

/**
 * Invitation mails a shop sends, new and resent (docs/product.md#team): enough to bring a whole
 * kitchen in one afternoon, too few to make Barrio's mail a stranger's megaphone.
 */
export const teamLimits = {
  invitationsPerShop: {
    name: 'invitations-shop',
    max: 30,
    windowMs: DAY,
    message: INVITATIONS_LIMIT_MESSAGE,
  },
} satisfies Record<string, RateLimitRule>

/**
 * `@fastify/rate-limit`'s store over the shared state (ADR 0010): every process counts in the same
 * place, so a limit holds across processes and restarts. A route's own limit counts apart, under
 * its method and path; the limiters made with `createRateLimit` carry their rule's name in the key.
 */
export function sharedRateLimitStore(state: SharedState): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    private readonly prefix: string
    // The plugin constructs its store with its options; a child is given its prefix.
    constructor(options?: unknown) {
      this.prefix = typeof options === 'string' ? options : RATE_LIMIT_PREFIX
    }
    incr(key: string, done: StoreCallback, timeWindow: number) {
      state.increment(this.prefix + key, timeWindow).then(
        ({ count, ttlMs }) => done(null, { current: count, ttl: ttlMs }),
        (err: Error) => done(err),
      )
    }
    read(key: string, done: StoreCallback) {
      state.read(this.prefix + key).then(
        ({ count, ttlMs }) => done(null, { current: count, ttl: ttlMs }),
        (err: Error) => done(err),
      )
    }
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo
      if (!route?.url) return this
      return new SharedStore(`${this.prefix}${String(route.method)} ${String(route.url)}:`)
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void

export interface ConcurrencyRule {
  name: string
  max: number
  message: string
}

/** How long a slot is leased; leases of open streams are renewed every third of it. */
const SLOT_LEASE_MS = 60_000

/**
 * Counts what is open at once (live streams) per key, in the shared state, where RateLimiter
 * counts attempts per window: a cap holds across every process. Each slot is leased and renewed
 * while its stream is open, so the slots of a process that dies free themselves within a minute.
 * `acquire` throws a Spanish 429 past the maximum; the function it answers releases the slot, once.
 */
export class ConcurrencyLimiter {
  private readonly held = new Map<string, Slot>()
  private readonly releasing = new Set<Promise<void>>()
  private renewal: NodeJS.Timeout | null = null

  constructor(
    private readonly state: SharedState,
    private readonly options: { leaseMs?: number; onError?: (err: unknown) => void } = {},
  ) {}

  private get leaseMs() {
    return this.options.leaseMs ?? SLOT_LEASE_MS
  }

  async acquire(rule: ConcurrencyRule, key: string): Promise<() => void> {
    const slot = { key: `${rule.name}:${key}`, holder: randomUUID() }
    if (!(await this.state.acquireSlot(slot.key, slot.holder, rule.max, this.leaseMs))) {
      throw new ApiError('RATE_LIMITED', rule.message, 30)
    }
    this.held.set(slot.holder, slot)
    this.renewal ??= setInterval(() => this.renew(), this.leaseMs / 3).unref()
    let released = false
    return () => {
      if (released) return
      released = true
      this.held.delete(slot.holder)
      if (this.held.size === 0 && this.renewal) {
        clearInterval(this.renewal)
        this.renewal = null
      }
      const releasing = this.state
        .releaseSlot(slot)
        .catch((err: unknown) => this.options.onError?.(err))
        .finally(() => this.releasing.delete(releasing))
      this.releasing.add(releasing)
    }
  }

  /**
   * One slot under each rule and key, all or none: past any maximum the slots already taken are
   * given back before the 429 is thrown. Answers one release for all of them.
   */
  async acquireAll(holds: [rule: ConcurrencyRule, key: string][]) {
    const releases: (() => void)[] = []
    try {
      for (const [rule, key] of holds) releases.push(await this.acquire(rule, key))
    } catch (error) {
      releases.forEach((release) => release())
      throw error
    }
    return () => releases.forEach((release) => release())
  }

  /** Live slots under a rule and key, in every process (tests and metrics). */
  count(name: string, key: string): Promise<number> {
    return this.state.countSlots(`${name}:${key}`)
  }

  /**
   * Stops renewing and waits for the releases under way (the app is closing: its streams have
   * ended, and the store closes next).
   */
  async stop() {
    if (this.renewal) clearInterval(this.renewal)
    this.renewal = null
    await Promise.all(this.releasing)
  }

  private renew() {
    this.state
      .renewSlots([...this.held.values()], this.leaseMs)
      .catch((err: unknown) => this.options.onError?.(err))
  }
}

/**
 * Limits of the operators' sign-in (docs/product.md#operators), stricter than a shop's: there is
 * no captcha to fall back on, and past the password a code is still needed.
 */
export const OPERATOR_CODE_TRIES = 5
export const operatorLimits = {
  loginPerIp: { name: 'op-login-ip', max: 20, windowMs: 15 * MINUTE },
  /** Failed passwords per email and address. */
  loginFailuresPerEmailIp: { name: 'op-login-fail-email-ip', max: 5, windowMs: 15 * MINUTE },
  /** Failed passwords at one account from any address. */
  loginFailuresPerAccount: { name: 'op-login-fail-account', max: 20, windowMs: HOUR },
  /** Wrong codes in one password step's session: the last one ends it. */
  codeFailuresPerSession: {
    name: 'op-code-fail-session',
    max: OPERATOR_CODE_TRIES - 1,
    windowMs: 15 * MINUTE,
  },
  /** Wrong codes at one operator over every session. */
  codeFailuresPerOperator: { name: 'op-code-fail-operator', max: 10, windowMs: 15 * MINUTE },
  activatePerIp: { name: 'op-activate-ip', max: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>
