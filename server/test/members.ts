import { randomBytes } from 'node:crypto'
import type { InvitableRole } from '../../domain/team/permissions'
import { shopMembers, users, type businesses } from '../db/schema'
import { sessionTokenFor } from '../modules/auth/service'
import type { TestContext } from './harness'

/**
 * A member of a shop's team, written straight to the database (as accepting an invitation leaves
 * it), signed in as login would sign them: use `headers` on app.inject.
 */
export async function addMember(
  t: TestContext,
  business: typeof businesses.$inferSelect,
  role: InvitableRole,
  name: string,
) {
  const [user] = await t.db
    .insert(users)
    .values({ email: `member-${randomBytes(4).toString('hex')}@example.com`, passwordHash: 'x' })
    .returning()
  await t.db.insert(shopMembers).values({ businessId: business.id, userId: user.id, name, role })
  const token = await sessionTokenFor(t.app.config.jwtSecret, user, business, role)
  return { user, name, role, token, headers: { authorization: `Bearer ${token}` } }
}
export type Member = Awaited<ReturnType<typeof addMember>>
