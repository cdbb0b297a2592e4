import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { statement } from '../../db/prepared'
import type { Counter, SharedState, Slot } from './types'

/** Expired rows are deleted by whichever process first calls after this long. */
const SWEEP_EVERY_MS = 60_000

/** Where a lock is kept among the values, apart from any value's key. */
const lockKey = (key: string) => `lock:${key}`

const msValue = (value: number) => Math.max(1, Math.round(value))
const ms = (value: number) => sql`(${msValue(value)} * interval '1 millisecond')`
/** A span given at each call of a prepared statement: the placeholder `ms`. */
const givenMs = sql`(${sql.placeholder('ms')} * interval '1 millisecond')`

// What every order runs (docs/ARCHITECTURE.md, "An order, end to end"), prepared (server/db/prepared.ts).
const incrementCounter = statement(
  'shared_counter_increment',
  () => sql`
    insert into shared_counters as c (key, count, expires_at)
    values (${sql.placeholder('key')}, 1, now() + ${givenMs})
    on conflict (key) do update set
      count = case when c.expires_at <= now() then 1 else c.count + 1 end,
      expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
    returning count, cast(ceil(extract(epoch from expires_at - now()) * 1000) as integer) as ttl_ms`,
)
const takeLock = statement(
  'shared_lock_acquire',
  () => sql`
    insert into shared_values as v (key, value, expires_at)
    values (${sql.placeholder('key')}, ${sql.placeholder('holder')}, now() + ${givenMs})
    on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at
      where v.expires_at <= now()
    returning 1`,
)
const giveLockBack = statement(
  'shared_lock_release',
  () =>
    sql`delete from shared_values where key = ${sql.placeholder('key')} and value = ${sql.placeholder('holder')}`,
)

/**
 * Shared state in the database's own UNLOGGED tables (migration 0005): every process on one
 * database counts together, and a clean restart keeps the counts. Each operation is one statement
 * (a slot takes a transaction), atomic under concurrent processes: an upsert locks its row.
 */
export function postgresSharedState(db: Db): SharedState {
  let lastSweep = 0

  async function sweep() {
    const now = Date.now()
    if (now - lastSweep < SWEEP_EVERY_MS) return
    lastSweep = now
    for (const table of ['shared_counters', 'shared_claims', 'shared_slots', 'shared_values']) {
      await db.execute(sql`delete from ${sql.identifier(table)} where expires_at < now()`)
    }
  }

  const counter = (row: { count: number; ttl_ms: number } | undefined): Counter =>
    row ? { count: row.count, ttlMs: Math.max(0, Number(row.ttl_ms)) } : { count: 0, ttlMs: 0 }

  return {
    kind: 'postgres',

    async increment(key, windowMs) {
      await sweep()
      const { rows } = await incrementCounter.run<{ count: number; ttl_ms: number }>(db, {
        key,
        ms: msValue(windowMs),
      })
      return counter(rows[0])
    },

    async read(key) {
      const { rows } = await db.execute<{ count: number; ttl_ms: number }>(sql`
        select count, cast(ceil(extract(epoch from expires_at - now()) * 1000) as integer) as ttl_ms
        from shared_counters where key = ${key} and expires_at > now()`)
      return counter(rows[0])
    },

    async reset(key) {
      await db.execute(sql`delete from shared_counters where key = ${key}`)
    },

    async claim(key, ttlMs) {
      await sweep()
      // A live claim blocks the update, so no row comes back; an expired one is taken over.
      const { rows } = await db.execute(sql`
        insert into shared_claims as c (key, expires_at) values (${key}, now() + ${ms(ttlMs)})
        on conflict (key) do update set expires_at = excluded.expires_at
          where c.expires_at <= now()
        returning 1`)
      return rows.length === 1
    },

    async acquireSlot(key, holder, max, ttlMs) {
      await sweep()
      return db.transaction(async (tx) => {
        // One process at a time counts and takes this key's slots.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`slots:${key}`}, 0))`)
        await tx.execute(sql`delete from shared_slots where key = ${key} and expires_at <= now()`)
        const { rows } = await tx.execute<{ n: number }>(
          sql`select cast(count(*) as integer) as n from shared_slots where key = ${key}`,
        )
        if (rows[0].n >= max) return false
        await tx.execute(sql`
          insert into shared_slots (key, holder, expires_at) values (${key}, ${holder}, now() + ${ms(ttlMs)})
          on conflict (key, holder) do update set expires_at = excluded.expires_at`)
        return true
      })
    },

    async renewSlots(slots, ttlMs) {
      if (slots.length === 0) return
      await db.execute(sql`
        update shared_slots set expires_at = now() + ${ms(ttlMs)}
        where (key, holder) in (${sql.join(
          slots.map((slot) => sql`(${slot.key}, ${slot.holder})`),
          sql`, `,
        )})`)
    },

    async releaseSlot(slot: Slot) {
      await db.execute(
        sql`delete from shared_slots where key = ${slot.key} and holder = ${slot.holder}`,
      )
    },

    async countSlots(key) {
      const { rows } = await db.execute<{ n: number }>(sql`
        select cast(count(*) as integer) as n from shared_slots
        where key = ${key} and expires_at > now()`)
      return rows[0].n
    },

    // Kept among the values under a prefix of their own, the holder as the value: the key's row,
    // locked by the upsert, lets one holder in at a time; a lapsed lease is taken over.
    async acquireLock(key, holder, ttlMs) {
      await sweep()
      const { rows } = await takeLock.run(db, {
        key: lockKey(key),
        holder,
        ms: msValue(ttlMs),
      })
      return rows.length === 1
    },

    async releaseLock(key, holder) {
      await giveLockBack.run(db, { key: lockKey(key), holder })
    },

    async get(key) {
      const { rows } = await db.execute<{ value: string }>(
        sql`select value from shared_values where key = ${key} and expires_at > now()`,
      )
      return rows[0]?.value ?? null
    },

    async set(key, value, ttlMs) {
      await sweep()
      await db.execute(sql`
        insert into shared_values (key, value, expires_at) values (${key}, ${value}, now() + ${ms(ttlMs)})
        on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at`)
    },

    // The tables belong to the database, which its owner closes.
    async close() {},
  }
}
