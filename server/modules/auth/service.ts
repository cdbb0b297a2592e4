import { and, eq, gt, isNull, or, sql } from 'drizzle-orm'
import { DEFAULT_BUSINESS_NAME, planLabel } from '../../../domain/constants'
import { ROLE_BUSINESS_OWNER } from '../../../domain/auth/session'
import type { Mailer } from '../../adapters/email/types'
import type { Db } from '../../db/client'
import { businesses, passwordResetTokens, shopMembers, users } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { hashPassword, verifyPassword } from '../../lib/passwords'
import { newLinkToken, secretHash, signSessionToken } from '../../lib/tokens'
import { resetMail } from './reset-mail'
import {
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_RESET_LINK_MESSAGE,
} from '../../../domain/messages/api'

const RESET_TOKEN_MINUTES = 30

// Verified against when the email is unknown, so both failures take the same time.
const decoyHash = hashPassword('decoy-password-Aa1!')

/** The account with this email and its shop: the one it owns, or the one it is a member of. */
export async function findOwnerByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ user: users, business: businesses, memberRole: shopMembers.role })
    .from(users)
    .leftJoin(shopMembers, eq(shopMembers.userId, users.id))
    .leftJoin(
      businesses,
      or(eq(businesses.ownerId, users.id), eq(businesses.id, shopMembers.businessId)),
    )
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1)
  return row ?? null
}

/** The value that ends every session token signed before it (see users.sessionVersion). */
export const nextSessionVersion = sql`${users.sessionVersion} + 1`

/** The session token of an owner (docs/product.md#entities claims), from the current state of the shop. */
export async function sessionTokenFor(
  secret: string,
  user: typeof users.$inferSelect,
  business: typeof businesses.$inferSelect | null,
  memberRole: string | null = null,
) {
  return signSessionToken(secret, {
    userId: user.id,
    email: user.email,
    role: user.role,
    businessName: business?.name ?? DEFAULT_BUSINESS_NAME,
    plan: planLabel(business?.plan),
    subscriptionPaid: business?.subscriptionPaid ?? false,
    expiresAt: business?.expiresAt?.toISOString() ?? null,
    sv: user.sessionVersion,
    // docs/product.md#team: what the panel shows; the server authorizes from the database.
    memberRole: memberRole ?? 'owner',
  })
}

/** The same answer for a wrong email and a wrong password: login reveals no accounts. */
export async function login(db: Db, secret: string, email: string, password: string) {
  const row = await findOwnerByEmail(db, email)
  const ok = await verifyPassword(row?.user.passwordHash ?? (await decoyHash), password)
  if (!row || !ok || row.user.role !== ROLE_BUSINESS_OWNER) {
    throw new ApiError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE)
  }
  // The operator's shop page shows it (docs/product.md#operators).
  await db
    .update(users)
    .set({ lastSignInAt: sql`now()` })
    .where(eq(users.id, row.user.id))
  return sessionTokenFor(secret, row.user, row.business, row.memberRole)
}

/**
 * Mails a single-use reset link valid 30 minutes. Asking again replaces the previous link. Unknown
 * emails get the same answer and nothing is sent.
 */
export async function requestPasswordReset(
  db: Db,
  deps: { secret: string; mailer: Mailer; publicUrl: string },
  email: string,
) {
  const row = await findOwnerByEmail(db, email)
  if (!row) return
  const token = newLinkToken()
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, row.user.id), isNull(passwordResetTokens.usedAt)))
    await tx.insert(passwordResetTokens).values({
      userId: row.user.id,
      tokenHash: secretHash(deps.secret, token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
    })
  })
  const link = `${deps.publicUrl}/reset-password/${token}`
  await deps.mailer.send({
    to: row.user.email,
    ...resetMail({ link, businessName: row.business?.name ?? null, minutes: RESET_TOKEN_MINUTES }),
  })
}

const invalidResetLink = () => new ApiError('INVALID_TOKEN', INVALID_RESET_LINK_MESSAGE)

const usableToken = (secret: string, token: string) =>
  and(
    eq(passwordResetTokens.tokenHash, secretHash(secret, token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  )

export async function isResetTokenValid(db: Db, secret: string, token: string) {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usableToken(secret, token))
    .limit(1)
  return Boolean(row)
}

/**
 * Uses the token (once, even under concurrent requests) and sets the new password. Every session
 * signed before ends: a reset must lock out whoever holds a stolen one. A token that is not usable
 * is refused before any hashing: a flood of made-up tokens costs a lookup each, not argon2.
 */
export async function resetPassword(db: Db, secret: string, token: string, password: string) {
  if (!(await isResetTokenValid(db, secret, token))) throw invalidResetLink()
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(usableToken(secret, token))
      .returning({ userId: passwordResetTokens.userId })
    if (!used) throw invalidResetLink()
    await tx
      .update(users)
      .set({ passwordHash, sessionVersion: nextSessionVersion, updatedAt: sql`now()` })
      .where(eq(users.id, used.userId))
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)))
  })
}
