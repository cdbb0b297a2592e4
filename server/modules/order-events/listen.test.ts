import { describe, expect, it, vi } from 'vitest'
import { useTestApp } from '../../test/use-test-app'

/* Database.listen / notify, which the order events ride on, on whichever driver this run uses. */

const t = useTestApp()

const WAIT = { timeout: 10_000, interval: 50 }

describe('Database.listen and notify', () => {
  it('delivers to every listener of a channel until each stops', async () => {
    const a: string[] = []
    const b: string[] = []
    const stopA = await t.database.listen('test_fanout', (p) => a.push(p))
    const stopB = await t.database.listen('test_fanout', (p) => b.push(p))
    await t.database.notify('test_fanout', 'uno')
    await vi.waitFor(() => {
      expect(a).toEqual(['uno'])
      expect(b).toEqual(['uno'])
    }, WAIT)

    await stopA()
    await t.database.notify('test_fanout', 'dos')
    await vi.waitFor(() => expect(b).toEqual(['uno', 'dos']), WAIT)
    // Both went through the one session in order, so 'dos' reaching b means it skipped a.
    expect(a).toEqual(['uno'])
    await stopB()
  })

  it('refuses a channel name it would have to quote', async () => {
    await expect(t.database.listen('order events; drop', () => {})).rejects.toThrow(/channel/)
  })

  // Only a server connection can be killed and reconnected; PGlite lives in this process, so this
  // case runs in the PostgreSQL project (CI's TEST_DATABASE_URL) and shows as skipped on PGlite.
  it.runIf(process.env.TEST_DB_DRIVER === 'postgres')(
    'PostgreSQL: listens again after its connection is killed',
    async () => {
      const got: string[] = []
      const stop = await t.database.listen('test_reconnect', (p) => got.push(p))
      try {
        const { rows } = await t.database.db.execute<{ n: number }>(
          // The listener's backend: its last statement was the LISTEN.
          "select cast(count(pg_terminate_backend(pid)) as int) as n from pg_stat_activity where datname = current_database() and query ilike 'listen test_reconnect%'",
        )
        expect(rows[0].n).toBe(1)
        // NOTIFYs sent while it is down are lost, so keep sending until one arrives.
        let i = 0
        await vi.waitFor(async () => {
          await t.database.notify('test_reconnect', `intento ${++i}`)
          expect(got.length).toBeGreaterThan(0)
        }, WAIT)
      } finally {
        await stop()
      }
    },
  )
})
