import { and, eq, isNull, sql } from 'drizzle-orm'
import { WRONG_PASSWORD_MESSAGE } from '../../../domain/messages/panel'
import type { Db } from '../../db/client'
import { businesses, passwordResetTokens, users } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { hashPassword, verifyPassword } from '../../lib/passwords'
import { nextSessionVersion, sessionTokenFor } from '../auth/service'

const wrongPassword = () => new ApiError('WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE)

/**
 * Sets a new password once the current one is proven. The write only lands if the stored hash is
 * still the one just verified, so of two changes racing with the same old password only one wins.
 * Reset links mailed before stop working: they were asked for the password that is gone, and so
 * does every session signed before. Answers this device's fresh token.
 */
export async function changePassword(
  db: Db,
  secret: string,
  owner: { userId: string; businessId: string; role?: string },
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  const { userId } = owner
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) throw wrongPassword()
  const passwordHash = await hashPassword(newPassword)
  const saved = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: nextSessionVersion, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), eq(users.passwordHash, user.passwordHash)))
      .returning()
    if (!changed) throw wrongPassword()
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
    return changed
  })
  const [business] = await db
    .select()
    .from(businesses)
    .where(eq(businesses.id, owner.businessId))
    .limit(1)
  return sessionTokenFor(secret, saved, business ?? null, owner.role ?? null)
}

/** 'Cerrar sesión en todos los dispositivos': every session token of the owner ends, this one too. */
export async function endAllSessions(db: Db, userId: string) {
  await db
    .update(users)
    .set({ sessionVersion: nextSessionVersion, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
}
