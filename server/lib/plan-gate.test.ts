import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { businesses } from '../db/schema'
import { createBusiness } from '../test/factories'
import { useTestApp } from '../test/use-test-app'
import { gateOf, planGateColumns, takesOrdersSql } from './plan-gate'

/* The SQL form of the order gate answers as domain/plan/rules.ts's orderGate does. */

const t = useTestApp()
const DAY = 86_400_000
const TERMS = { trialDays: 30, graceDays: 7 }

describe('takesOrdersSql', () => {
  it('agrees with orderGate on trials, paid plans, grace periods and suspensions', async () => {
    const now = new Date()
    const at = (days: number) => new Date(now.getTime() + days * DAY)
    const cases: Partial<typeof businesses.$inferInsert>[] = [
      { createdAt: at(-29) },
      { createdAt: at(-31) },
      { createdAt: at(-400), subscriptionPaid: true, expiresAt: null },
      { createdAt: at(-400), subscriptionPaid: true, expiresAt: at(5) },
      { createdAt: at(-400), subscriptionPaid: true, expiresAt: at(-6) },
      { createdAt: at(-400), subscriptionPaid: true, expiresAt: at(-8) },
      { createdAt: at(-1), suspendedAt: at(-1), suspensionReason: 'Fraude' },
    ]
    const expected: boolean[] = []
    const got: boolean[] = []
    for (const values of cases) {
      const { business } = await createBusiness(t.db, values)
      const [row] = await t.db
        .select({ gate: planGateColumns })
        .from(businesses)
        .where(eq(businesses.id, business.id))
      expected.push(gateOf(row.gate, TERMS, now).open)
      const { rows } = await t.db.execute<{ open: boolean }>(
        sql`select ${takesOrdersSql(TERMS, now)} as open from businesses b where b.id = ${business.id}`,
      )
      got.push(rows[0].open)
    }
    expect(expected).toEqual([true, false, true, true, true, false, false])
    expect(got).toEqual(expected)
  })
})
