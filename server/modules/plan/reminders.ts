import { and, eq, sql } from 'drizzle-orm'
import type { PlanTerms } from '../../../domain/plan/rules'
import type { Mailer } from '../../adapters/email/types'
import type { Db } from '../../db/client'
import { planReminders } from '../../db/schema'
import { reminderMail, type ReminderKind } from './reminder-mail'
import { repeatEvery } from '../../lib/repeat'

/*
 * Plan reminders (docs/product.md#plan-payments): a paid plan's owner is mailed 7 days and 1 day
 * before its end and once it has ended, each once per end, whatever the number of processes. Every
 * process runs the job; a reminder is claimed by inserting its row (business, kind, end), and only
 * the process whose insert wrote it sends the mail. A renewal is a new end: its reminders go again.
 */

const DAY_MS = 86_400_000

export interface ReminderDeps {
  db: Db
  mailer: Mailer
  publicUrl: string
  terms: PlanTerms
  log?: { warn(obj: object, msg: string): void }
}

type Due = {
  business_id: string
  name: string
  email: string
  expires_at: Date | string
  /** The end as PostgreSQL writes it, to the microsecond: the claim's key, exactly the row's. */
  expires_text: string
  kind: ReminderKind
}

/**
 * The reminders due at `now` and not yet sent for the plan's current end: only the most pressing
 * one of a shop (a job that was down for days sends '1d', not '7d' as well). An ended plan is
 * reminded while its grace period lasts, never years later; a suspended shop is not reminded.
 */
function dueStatement(terms: PlanTerms, now: Date) {
  const at = now.toISOString()
  return sql`
    select d.business_id, d.name, d.email, d.expires_at, d.expires_at::text as expires_text,
      d.kind from (
      select b.id as business_id, b.name, u.email, b.expires_at,
        case
          when b.expires_at <= ${at}::timestamptz then 'expired'
          when b.expires_at <= ${at}::timestamptz + interval '1 day' then '1d'
          else '7d'
        end as kind
      from businesses b join users u on u.id = b.owner_id
      where b.subscription_paid and b.suspended_at is null and b.expires_at is not null
        and b.expires_at <= ${at}::timestamptz + interval '7 days'
        and b.expires_at > ${at}::timestamptz - make_interval(days => ${terms.graceDays}::int)
    ) d
    where not exists (select 1 from plan_reminders r
      where r.business_id = d.business_id and r.kind = d.kind and r.expires_at = d.expires_at)`
}

/**
 * One run of the job at `now`: claims each due reminder and mails it. A mail that fails gives its
 * claim back, so a later run (here or elsewhere) tries again. Answers how many mails this run sent.
 */
export async function sendPlanReminders(deps: ReminderDeps, now: Date): Promise<number> {
  const { rows } = await deps.db.execute<Due>(dueStatement(deps.terms, now))
  let sent = 0
  for (const due of rows) {
    const expiresAt = new Date(due.expires_at)
    const end = sql`${due.expires_text}::timestamptz`
    const [claimed] = await deps.db
      .insert(planReminders)
      .values({ businessId: due.business_id, kind: due.kind, expiresAt: end, sentAt: now })
      .onConflictDoNothing()
      .returning({ kind: planReminders.kind })
    // Another process claimed it first: it sends the mail.
    if (!claimed) continue
    try {
      await deps.mailer.send({
        to: due.email,
        ...reminderMail({
          kind: due.kind,
          businessName: due.name,
          expiresAt,
          graceEnds: new Date(expiresAt.getTime() + deps.terms.graceDays * DAY_MS),
          link: `${deps.publicUrl}/business/planes`,
        }),
      })
      sent++
    } catch (err) {
      deps.log?.warn({ err, businessId: due.business_id, kind: due.kind }, 'plan reminder failed')
      await deps.db
        .delete(planReminders)
        .where(
          and(
            eq(planReminders.businessId, due.business_id),
            eq(planReminders.kind, due.kind),
            eq(planReminders.expiresAt, end),
          ),
        )
    }
  }
  return sent
}

/** How often each process looks for reminders due. */
export const REMINDER_EVERY_MS = 5 * 60_000

/**
 * Runs the job now and then every `everyMs` until the answer is called; a run never overlaps the
 * previous one. `clock` gives each run's `now` (tests move it).
 */
export function schedulePlanReminders(
  deps: ReminderDeps,
  { everyMs = REMINDER_EVERY_MS, clock = () => new Date() } = {},
): () => void {
  return repeatEvery(
    () => sendPlanReminders(deps, clock()),
    everyMs,
    (err) => deps.log?.warn({ err }, 'plan reminders: run failed'),
  )
}
