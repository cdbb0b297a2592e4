import { and, eq, isNull, sql } from 'drizzle-orm'
import { WRONG_PASSWORD_MESSAGE } from '../../../domain/settings'
import type { Db } from '../../db/client'
import { passwordResetTokens, users } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { hashPassword, verifyPassword } from '../../lib/passwords'

const wrongPassword = () => new ApiError('WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE)

/**
 * Sets a new password once the current one is proven. The write only lands if the stored hash is
 * still the one just verified, so of two changes racing with the same old password only one wins.
 * Reset links mailed before stop working: they were asked for the password that is gone.
 */
export async function changePassword(
  db: Db,
  userId: string,
  currentPassword: string,
  newPassword: string,
) {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) throw wrongPassword()
  const passwordHash = await hashPassword(newPassword)
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), eq(users.passwordHash, user.passwordHash)))
      .returning({ id: users.id })
    if (!changed) throw wrongPassword()
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
  })
}
