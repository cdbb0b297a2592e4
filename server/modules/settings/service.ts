import { and, eq, ne, sql } from 'drizzle-orm'
import { planLabel } from '../../../domain/constants'
import type { OwnerOrderGate, Profile } from '../../../domain/settings/schemas'
import { type BusinessDataInput } from '../../../domain/settings/schemas'
import type { Db } from '../../db/client'
import { uniqueViolation } from '../../db/errors'
import { businesses, users } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { verifyPassword } from '../../lib/passwords'
import type { Mail } from '../../adapters/email/types'
import { EMAIL_CHANGE_PASSWORD_MESSAGE } from '../../../domain/messages/panel'
import { sessionTokenFor } from '../auth/service'
import { emailChangedMail } from './email-change-mail'
import { gateOf, type PlanGateRow } from '../../lib/plan-gate'
import type { PlanTerms } from '../../../domain/plan/rules'

const businessNotFound = () => new ApiError('BUSINESS_NOT_FOUND')

export async function getProfile(
  db: Db,
  businessId: string,
  terms: PlanTerms,
  now = new Date(),
): Promise<Profile> {
  const [row] = await db
    .select({ user: users, business: businesses })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(eq(businesses.id, businessId))
    .limit(1)
  if (!row) throw businessNotFound()
  const { user, business } = row
  return {
    email: user.email,
    businessName: business.name,
    slug: business.slug,
    plan: planLabel(business.plan),
    subscriptionPaid: business.subscriptionPaid,
    expiresAt: business.expiresAt?.toISOString() ?? null,
    orderGate: ownerGate(business, terms, now),
    business: {
      name: business.name,
      taxId: business.taxId,
      address: business.address,
      city: business.city,
      province: business.province,
      zipCode: business.zipCode,
      logoUrl: business.logoUrl,
      coverUrl: business.coverUrl,
    },
  }
}

const nameTaken = (db: Db, name: string, businessId: string) =>
  db
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      and(eq(sql`lower(${businesses.name})`, name.toLowerCase()), ne(businesses.id, businessId)),
    )
    .limit(1)
    .then((rows) => rows.length > 0)

const emailTaken = (db: Db, email: string, userId: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1)
    .then((rows) => rows.length > 0)

/**
 * Renames the shop and changes the owner's email, both or neither. The slug stays: printed QR
 * codes point at it. A new email needs the current password: whoever holds the email holds the
 * password resets, so a stolen session must not be able to take it; the write lands only if the
 * password is still the one just verified. Answers the profile and a fresh session token, since
 * the token's claims carry the name and email the panel shows, and the notice to mail the previous
 * address when the email changed.
 */
export async function updateProfile(
  db: Db,
  secret: string,
  owner: { userId: string; businessId: string },
  input: { email: string; businessName: string; currentPassword?: string },
  terms: PlanTerms,
  /** Runs before the password is verified: the caller's limit on guesses. */
  beforeVerify: () => Promise<void> = async () => {},
): Promise<{ profile: Profile & { token: string }; notice: Mail | null }> {
  const [current] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, owner.userId))
    .limit(1)
  if (!current) throw businessNotFound()
  // Only the letters' case changing is the same mailbox, as the session version says below.
  const emailChanges = current.email.toLowerCase() !== input.email.toLowerCase()
  if (emailChanges) {
    if (!input.currentPassword) throw new ApiError('WRONG_PASSWORD', EMAIL_CHANGE_PASSWORD_MESSAGE)
    await beforeVerify()
    if (!(await verifyPassword(current.passwordHash, input.currentPassword))) {
      throw new ApiError('WRONG_PASSWORD')
    }
  }
  let saved
  try {
    saved = await db.transaction(async (tx) => {
      if (await nameTaken(tx, input.businessName, owner.businessId)) {
        throw new ApiError('NAME_TAKEN')
      }
      if (await emailTaken(tx, input.email, owner.userId)) {
        throw new ApiError('EMAIL_TAKEN')
      }
      const now = new Date()
      // A new email ends every older session (this device gets a fresh token below).
      const [user] = await tx
        .update(users)
        .set({
          email: input.email,
          sessionVersion: sql`case when lower(${users.email}) = lower(${input.email})
            then ${users.sessionVersion} else ${users.sessionVersion} + 1 end`,
          updatedAt: now,
        })
        .where(
          and(
            eq(users.id, owner.userId),
            emailChanges ? eq(users.passwordHash, current.passwordHash) : undefined,
          ),
        )
        .returning()
      // The password changed since it was verified: it is no longer the current one.
      if (!user && emailChanges) throw new ApiError('WRONG_PASSWORD')
      const [business] = await tx
        .update(businesses)
        .set({ name: input.businessName, updatedAt: now })
        .where(eq(businesses.id, owner.businessId))
        .returning()
      if (!user || !business) throw businessNotFound()
      return { user, business }
    })
  } catch (err) {
    // Another shop saving the same name or email at the same moment: the unique indexes decide.
    const constraint = uniqueViolation(err)
    if (constraint === 'businesses_name_lower_key') {
      throw new ApiError('NAME_TAKEN')
    }
    if (constraint === 'users_email_lower_key') {
      throw new ApiError('EMAIL_TAKEN')
    }
    throw err
  }
  const notice = emailChanges
    ? {
        to: current.email,
        ...emailChangedMail({
          businessName: saved.business.name,
          previousEmail: current.email,
          newEmail: saved.user.email,
        }),
      }
    : null
  const token = await sessionTokenFor(secret, saved.user, saved.business)
  return { profile: { ...(await getProfile(db, owner.businessId, terms)), token }, notice }
}

/** docs/product.md#api 'save' of Datos del comercio. The map position stays as registration set it. */
export async function updateBusinessData(
  db: Db,
  businessId: string,
  input: BusinessDataInput,
  terms: PlanTerms,
): Promise<Profile> {
  const [row] = await db
    .update(businesses)
    .set({
      taxId: input.cuit,
      address: input.address,
      city: input.city,
      province: input.province,
      zipCode: input.zipCode,
      updatedAt: new Date(),
    })
    .where(eq(businesses.id, businessId))
    .returning({ id: businesses.id })
  if (!row) throw businessNotFound()
  return getProfile(db, businessId, terms)
}

/**
 * What the owner reads of the order gate (docs/product.md#plan-payments): open, and until when its
 * trial or grace period lasts; or closed, why, and the operator's reason for a suspension.
 */
function ownerGate(
  business: PlanGateRow & { suspensionReason: string | null },
  terms: PlanTerms,
  now: Date,
): OwnerOrderGate {
  const gate = gateOf(business, terms, now)
  if (gate.open) {
    return {
      open: true,
      during: gate.until === null ? null : business.subscriptionPaid ? 'grace' : 'trial',
      until: gate.until?.toISOString() ?? null,
    }
  }
  return {
    open: false,
    reason: gate.reason,
    since: gate.since?.toISOString() ?? null,
    suspensionReason: gate.reason === 'suspended' ? business.suspensionReason : null,
  }
}
