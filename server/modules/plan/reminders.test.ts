import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDate } from '../../../domain/plan/rules'
import type { Mail, Mailer } from '../../adapters/email/types'
import { businesses } from '../../db/schema'
import { createBusiness } from '../../test/factories'
import { createPeerApp } from '../../test/harness'
import { useTestApp } from '../../test/use-test-app'
import { sendPlanReminders, type ReminderDeps } from './reminders'

/* docs/product.md#plan-payments: reminders 7 days and 1 day before a plan ends and on its end. */

const t = useTestApp()
const DAY = 86_400_000
const TERMS = { trialDays: 30, graceDays: 7 }
let peer: Awaited<ReturnType<typeof createPeerApp>>

beforeAll(async () => {
  peer = await createPeerApp(t)
})
afterAll(() => peer?.close())

/** A mailer that keeps what it is given (also in `sent`, shared, in sending order), or fails while told to. */
function recorder(sent: Mail[] = []) {
  const mails: Mail[] = []
  let failing = false
  const mailer: Mailer = {
    async send(mail) {
      if (failing) throw new Error('SMTP caído')
      mails.push(mail)
      sent.push(mail)
    },
  }
  return { mails, mailer, fail: (value: boolean) => (failing = value) }
}

/** Two server processes on one database, each with its own mailer. */
function twoProcesses() {
  // Which process sends which reminder is the race's to decide; the order they went out in is not.
  const sent: Mail[] = []
  const one = recorder(sent)
  const two = recorder(sent)
  const deps = (db: ReminderDeps['db'], mailer: Mailer): ReminderDeps => ({
    db,
    mailer,
    publicUrl: t.app.config.publicUrl,
    terms: TERMS,
  })
  const runBoth = (now: Date) =>
    Promise.all([
      sendPlanReminders(deps(t.db, one.mailer), now),
      sendPlanReminders(deps(peer.app.db, two.mailer), now),
    ])
  return {
    one,
    two,
    runBoth,
    mailsTo: (email: string) => sent.filter((m) => m.to === email),
  }
}

async function paidShop(expiresAt: Date) {
  const { owner, business } = await createBusiness(t.db, {
    plan: 'starter',
    subscriptionPaid: true,
    expiresAt,
  })
  return { owner, business }
}

describe('plan reminders', () => {
  it('two processes at once send each reminder once: 7 days, 1 day, and on the end', async () => {
    const start = new Date()
    const end = new Date(start.getTime() + 6 * DAY)
    const { owner, business } = await paidShop(end)
    const { runBoth, mailsTo } = twoProcesses()
    const subjects = () => mailsTo(owner.email).map((m) => m.subject)

    await runBoth(start)
    await runBoth(new Date(start.getTime() + 60_000))
    const date = formatDate(end.toISOString())
    expect(subjects()).toEqual([`Tu plan de Barrio vence el ${date}`])
    const [week] = mailsTo(owner.email)
    expect(week.text).toContain(`${t.app.config.publicUrl}/business/planes`)
    expect(week.text).toContain(business.name)
    expect(week.html).toContain(`href="${t.app.config.publicUrl}/business/planes"`)

    await runBoth(new Date(end.getTime() - DAY / 2))
    await runBoth(new Date(end.getTime() - DAY / 4))
    expect(subjects()).toEqual([
      `Tu plan de Barrio vence el ${date}`,
      `Tu plan de Barrio vence mañana, ${date}`,
    ])

    await runBoth(new Date(end.getTime() + 60_000))
    await runBoth(new Date(end.getTime() + DAY))
    expect(subjects()).toHaveLength(3)
    const expired = mailsTo(owner.email)[2]
    expect(expired.subject).toBe('Tu plan de Barrio venció')
    const graceEnd = formatDate(new Date(end.getTime() + 7 * DAY).toISOString())
    expect(expired.text).toContain(`Seguís recibiendo pedidos hasta el ${graceEnd}`)
  })

  it('a renewal is a new end, reminded again; a plan far from its end is not', async () => {
    const start = new Date()
    const end = new Date(start.getTime() + 3 * DAY)
    const { owner, business } = await paidShop(end)
    const { runBoth, mailsTo } = twoProcesses()
    await runBoth(start)
    expect(mailsTo(owner.email)).toHaveLength(1)

    const renewed = new Date(end.getTime() + 30 * DAY)
    await t.db.update(businesses).set({ expiresAt: renewed }).where(eq(businesses.id, business.id))
    await runBoth(new Date(start.getTime() + DAY))
    expect(mailsTo(owner.email)).toHaveLength(1)
    await runBoth(new Date(renewed.getTime() - 5 * DAY))
    expect(mailsTo(owner.email).map((m) => m.subject)).toEqual([
      `Tu plan de Barrio vence el ${formatDate(end.toISOString())}`,
      `Tu plan de Barrio vence el ${formatDate(renewed.toISOString())}`,
    ])
  })

  it('a mail that fails is tried again by the next run', async () => {
    const start = new Date()
    const { owner } = await paidShop(new Date(start.getTime() + 2 * DAY))
    const { one, runBoth, mailsTo } = twoProcesses()
    const alone = (now: Date) =>
      sendPlanReminders(
        { db: t.db, mailer: one.mailer, publicUrl: t.app.config.publicUrl, terms: TERMS },
        now,
      )
    one.fail(true)
    await alone(start)
    expect(mailsTo(owner.email)).toHaveLength(0)
    one.fail(false)
    await runBoth(new Date(start.getTime() + 60_000))
    expect(mailsTo(owner.email)).toHaveLength(1)
  })

  it('does not remind unpaid, suspended or long-ended plans', async () => {
    const now = new Date()
    const soon = new Date(now.getTime() + 2 * DAY)
    const unpaid = await createBusiness(t.db, { subscriptionPaid: false, expiresAt: soon })
    const suspended = await createBusiness(t.db, {
      subscriptionPaid: true,
      expiresAt: soon,
      suspendedAt: now,
      suspensionReason: 'Fraude',
    })
    const longAgo = await paidShop(new Date(now.getTime() - 30 * DAY))
    const { runBoth, mailsTo } = twoProcesses()
    await runBoth(now)
    for (const shop of [unpaid, suspended, longAgo]) expect(mailsTo(shop.owner.email)).toEqual([])
  })
})
