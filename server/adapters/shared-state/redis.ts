import { Redis } from 'ioredis'
import type { Counter, SharedState } from './types'

// Each script runs atomically on the server, on the server's clock (processes on several machines
// need not agree on the time).
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`

const READ = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(count), ttl}`

// A sorted set per key: members are holders, scores the times their leases end.
const NOW_MS = `local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000)`
const ACQUIRE = `${NOW_MS}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZSCORE', KEYS[1], ARGV[1]) == false and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  return 0
end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`
const RENEW = `${NOW_MS}
if redis.call('ZADD', KEYS[1], 'XX', 'CH', now + tonumber(ARGV[2]), ARGV[1]) == 1 then
  if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
end
return 1`
const COUNT = `${NOW_MS}
return redis.call('ZCOUNT', KEYS[1], '(' .. now, '+inf')`

const slotsKey = (key: string) => `slots:${key}`

// Deletes the lock only if its holder still holds it (its lease may have run out, and been taken).
const RELEASE_LOCK = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`

export interface RedisSharedStateOptions {
  url: string
  /** Put before every key, so several deployments can share one Redis. */
  prefix: string
}

/**
 * Shared state in Redis (`REDIS_URL`): counters with INCR and PEXPIRE, claims and locks with SET NX PX,
 * stream slots in sorted sets scored by lease end. Commands wait while Redis reconnects rather than
 * fail at once, and fail after a few tries (a request then answers 500, as with a database error).
 */
export function redisSharedState({ url, prefix }: RedisSharedStateOptions): SharedState {
  const redis = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 3 })
  // Without a listener ioredis prints every failed reconnection; the failed commands say enough.
  redis.on('error', () => {})

  const counter = (result: unknown): Counter => {
    const [count, ttl] = result as [number, number]
    return { count: Number(count), ttlMs: Number(ttl) }
  }

  return {
    kind: 'redis',

    async increment(key, windowMs) {
      return counter(await redis.eval(INCREMENT, 1, `count:${key}`, Math.max(1, windowMs)))
    },

    async read(key) {
      return counter(await redis.eval(READ, 1, `count:${key}`))
    },

    async reset(key) {
      await redis.del(`count:${key}`)
    },

    async claim(key, ttlMs) {
      const result = await redis.set(`claim:${key}`, '1', 'PX', Math.max(1, ttlMs), 'NX')
      return result === 'OK'
    },

    async acquireSlot(key, holder, max, ttlMs) {
      return (await redis.eval(ACQUIRE, 1, slotsKey(key), holder, max, ttlMs)) === 1
    },

    async renewSlots(slots, ttlMs) {
      if (slots.length === 0) return
      const pipeline = redis.pipeline()
      for (const slot of slots) pipeline.eval(RENEW, 1, slotsKey(slot.key), slot.holder, ttlMs)
      await pipeline.exec()
    },

    async releaseSlot(slot) {
      await redis.zrem(slotsKey(slot.key), slot.holder)
    },

    async countSlots(key) {
      return Number(await redis.eval(COUNT, 1, slotsKey(key)))
    },

    async acquireLock(key, holder, ttlMs) {
      const result = await redis.set(`lock:${key}`, holder, 'PX', Math.max(1, ttlMs), 'NX')
      return result === 'OK'
    },

    async releaseLock(key, holder) {
      await redis.eval(RELEASE_LOCK, 1, `lock:${key}`, holder)
    },

    async get(key) {
      return redis.get(`value:${key}`)
    },

    async set(key, value, ttlMs) {
      await redis.set(`value:${key}`, value, 'PX', Math.max(1, ttlMs))
    },

    async close() {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}
