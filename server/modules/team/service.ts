import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { INVITATION_DAYS } from '../../../domain/team/activity'
import {
  MEMBER_ROLE_LABELS,
  type InvitableRole,
  type MemberRole,
} from '../../../domain/team/permissions'
import type {
  invitationPreviewSchema,
  invitationSchema,
  memberSchema,
  teamSchema,
} from '../../../domain/team/schemas'
import {
  EMAIL_HAS_ACCOUNT_MESSAGE,
  INVITATION_LINK_MESSAGE,
  INVITATION_MAIL_FAILED_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  INVITATION_PENDING_MESSAGE,
  MEMBER_NOT_FOUND_MESSAGE,
  OWNER_NOT_EDITABLE_MESSAGE,
} from '../../../domain/messages/panel'
import type { Mailer } from '../../adapters/email/types'
import type { Db, Tx } from '../../db/client'
import { uniqueViolation } from '../../db/errors'
import { businesses, shopInvitations, shopMembers, users } from '../../db/schema'
import { recordActivity } from '../../lib/activity'
import type { Owner } from '../../lib/auth'
import { ApiError } from '../../lib/errors'
import { hashPassword } from '../../lib/passwords'
import { newLinkToken, secretHash } from '../../lib/tokens'
import { nextSessionVersion, sessionTokenFor } from '../auth/service'
import { inviteMail } from './invite-mail'

/**
 * A shop's team (docs/product.md#team): the owner, the members they invited, and the invitations
 * still open. Every query is scoped to the caller's shop: an id of another shop's member or
 * invitation is one that does not exist.
 */

type Team = z.infer<typeof teamSchema>
type Member = z.infer<typeof memberSchema>
type Invitation = z.infer<typeof invitationSchema>
type InvitationPreview = z.infer<typeof invitationPreviewSchema>
type Actor = Pick<Owner, 'businessId' | 'userId' | 'role' | 'name'>

export interface MailDeps {
  secret: string
  mailer: Mailer
  publicUrl: string
}

const memberNotFound = () => new ApiError('MEMBER_NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE)
const invitationNotFound = () => new ApiError('INVITATION_NOT_FOUND', INVITATION_NOT_FOUND_MESSAGE)
const invalidLink = () => new ApiError('INVALID_TOKEN', INVITATION_LINK_MESSAGE)
const emailHasAccount = () => new ApiError('EMAIL_HAS_ACCOUNT', EMAIL_HAS_ACCOUNT_MESSAGE)

const sameEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase())

const asMember = (row: {
  id: string
  name: string
  email: string
  role: MemberRole
  lastSignInAt: Date | null
}): Member => ({
  ...row,
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  signedIn: row.lastSignInAt !== null,
})

const asInvitation = (row: typeof shopInvitations.$inferSelect, now: Date): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role as InvitableRole,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  expired: row.expiresAt <= now,
})

/**
 * Equipo: the owner first, then the members by when they joined, then the open invitations. The
 * owner is named as Actividad names them ('Dueño'): one person, one name on both screens.
 */
export async function getTeam(db: Db, businessId: string, now = new Date()): Promise<Team> {
  const [owner] = await db
    .select({ id: users.id, email: users.email, lastSignInAt: users.lastSignInAt })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(eq(businesses.id, businessId))
  const members = await db
    .select({
      id: users.id,
      name: shopMembers.name,
      email: users.email,
      role: shopMembers.role,
      lastSignInAt: users.lastSignInAt,
    })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(eq(shopMembers.businessId, businessId))
    .orderBy(asc(shopMembers.createdAt), asc(shopMembers.name))
  const invitations = await db
    .select()
    .from(shopInvitations)
    .where(and(eq(shopInvitations.businessId, businessId), isNull(shopInvitations.acceptedAt)))
    .orderBy(asc(shopInvitations.createdAt))
  return {
    members: [
      // The owner registered the shop: they are in, whatever the last sign-in says.
      { ...asMember({ ...owner, name: MEMBER_ROLE_LABELS.owner, role: 'owner' }), signedIn: true },
      ...members.map((m) => asMember({ ...m, role: m.role as MemberRole })),
    ],
    invitations: invitations.map((row) => asInvitation(row, now)),
  }
}

/** The shop's name, for the mail. */
async function shopName(db: Db, businessId: string) {
  const [row] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId))
  return row?.name ?? ''
}

/**
 * Mails the link of an invitation just saved. A mail server failing does not undo it: the owner
 * sees it among the open invitations and resends it.
 */
async function mailInvitation(
  db: Db,
  deps: MailDeps,
  invitation: { businessId: string; email: string; role: string },
  token: string,
) {
  const mail = inviteMail({
    link: `${deps.publicUrl}/invitacion/${token}`,
    businessName: await shopName(db, invitation.businessId),
    roleLabel: MEMBER_ROLE_LABELS[invitation.role as InvitableRole],
    days: INVITATION_DAYS,
  })
  try {
    await deps.mailer.send({ to: invitation.email, ...mail })
  } catch (err) {
    throw Object.assign(new ApiError('DELIVERY_FAILED', INVITATION_MAIL_FAILED_MESSAGE), {
      cause: err,
    })
  }
}

const invitationExpiry = sql`now() + make_interval(days => ${INVITATION_DAYS})`

/**
 * docs/product.md#team: an owner invites an address, with a role, by a single-use link valid
 * INVITATION_DAYS days. An address with a Barrio account, or already invited to the shop, is
 * refused; the invitation and its Actividad line are saved together, then the link is mailed.
 */
export async function inviteMember(
  db: Db,
  deps: MailDeps,
  actor: Actor,
  input: { email: string; role: InvitableRole },
  now = new Date(),
): Promise<Invitation> {
  const email = input.email.trim().toLowerCase()
  const [account] = await db.select({ id: users.id }).from(users).where(sameEmail(email)).limit(1)
  if (account) throw emailHasAccount()
  const token = newLinkToken()
  let invitation: typeof shopInvitations.$inferSelect
  try {
    invitation = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(shopInvitations)
        .values({
          businessId: actor.businessId,
          email,
          role: input.role,
          tokenHash: secretHash(deps.secret, token),
          expiresAt: invitationExpiry,
          invitedBy: actor.userId,
        })
        .returning()
      await recordActivity(tx, actor, 'member.invited', {
        subjectId: row.id,
        email,
        role: input.role,
      })
      return row
    })
  } catch (err) {
    if (uniqueViolation(err) === 'shop_invitations_open_key') {
      throw new ApiError('INVITATION_PENDING', INVITATION_PENDING_MESSAGE)
    }
    throw err
  }
  await mailInvitation(db, deps, invitation, token)
  return asInvitation(invitation, now)
}

/** A new link for an open invitation, valid INVITATION_DAYS days from now; the old one stops working. */
export async function resendInvitation(
  db: Db,
  deps: MailDeps,
  businessId: string,
  id: string,
  now = new Date(),
): Promise<Invitation> {
  const token = newLinkToken()
  const [invitation] = await db
    .update(shopInvitations)
    .set({
      tokenHash: secretHash(deps.secret, token),
      expiresAt: invitationExpiry,
      updatedAt: sql`now()`,
    })
    .where(openInvitation(businessId, id))
    .returning()
  if (!invitation) throw invitationNotFound()
  await mailInvitation(db, deps, invitation, token)
  return asInvitation(invitation, now)
}

/** Cancels an open invitation: its link stops working. */
export async function cancelInvitation(db: Db, businessId: string, id: string) {
  const [gone] = await db
    .delete(shopInvitations)
    .where(openInvitation(businessId, id))
    .returning({ id: shopInvitations.id })
  if (!gone) throw invitationNotFound()
}

const openInvitation = (businessId: string, id: string) =>
  and(
    eq(shopInvitations.id, id),
    eq(shopInvitations.businessId, businessId),
    isNull(shopInvitations.acceptedAt),
  )

/**
 * The member of the caller's shop with this user id, locked until the transaction ends. The
 * shop's own owner is refused apart (they are never changed); anyone else is not found.
 */
async function lockMember(tx: Tx, businessId: string, userId: string) {
  const [member] = await tx
    .select({
      id: users.id,
      name: shopMembers.name,
      email: users.email,
      role: shopMembers.role,
      lastSignInAt: users.lastSignInAt,
    })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(and(eq(shopMembers.userId, userId), eq(shopMembers.businessId, businessId)))
    .for('update')
  if (member) return { ...member, role: member.role as InvitableRole }
  const [shop] = await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.ownerId, userId)))
  if (shop) throw new ApiError('OWNER_NOT_EDITABLE', OWNER_NOT_EDITABLE_MESSAGE)
  throw memberNotFound()
}

/** Ends every session of the user (the NOTIFY of migration 0012 also ends their live streams). */
const endSessions = (tx: Tx, userId: string) =>
  tx
    .update(users)
    .set({ sessionVersion: nextSessionVersion, updatedAt: sql`now()` })
    .where(eq(users.id, userId))

/**
 * Gives a member another role. Their sessions end, so the next sign-in carries the new role in its
 * token (the server itself reads the role from the database on every request).
 */
export async function changeMemberRole(
  db: Db,
  actor: Actor,
  userId: string,
  role: InvitableRole,
): Promise<Member> {
  const member = await db.transaction(async (tx) => {
    const found = await lockMember(tx, actor.businessId, userId)
    if (found.role === role) return found
    await tx
      .update(shopMembers)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(shopMembers.userId, userId))
    await endSessions(tx, userId)
    await recordActivity(tx, actor, 'member.role', {
      subjectId: userId,
      name: found.name,
      email: found.email,
      role,
      previousRole: found.role,
    })
    return { ...found, role }
  })
  return asMember(member)
}

/**
 * Removes a member: their sessions end at once (open live streams too) and their account is
 * deleted with its membership; Actividad keeps the lines they wrote, under their name.
 */
export async function removeMember(db: Db, actor: Actor, userId: string) {
  await db.transaction(async (tx) => {
    const member = await lockMember(tx, actor.businessId, userId)
    await endSessions(tx, userId)
    await tx.delete(users).where(eq(users.id, userId))
    await recordActivity(tx, actor, 'member.removed', {
      subjectId: userId,
      name: member.name,
      email: member.email,
      role: member.role,
    })
  })
}

// ─── The invitation link: public, under /api/auth ───────────────────────────────────────────────

const usableInvitation = (secret: string, token: string) =>
  and(
    eq(shopInvitations.tokenHash, secretHash(secret, token)),
    isNull(shopInvitations.acceptedAt),
    gt(shopInvitations.expiresAt, sql`now()`),
  )

/**
 * What the invitation page shows before accepting. A link used, cancelled, replaced or past its
 * days is refused; so is one to an address that got a Barrio account since.
 */
export async function previewInvitation(
  db: Db,
  secret: string,
  token: string,
): Promise<InvitationPreview> {
  const [row] = await db
    .select({
      businessName: businesses.name,
      email: shopInvitations.email,
      role: shopInvitations.role,
    })
    .from(shopInvitations)
    .innerJoin(businesses, eq(businesses.id, shopInvitations.businessId))
    .where(usableInvitation(secret, token))
    .limit(1)
  if (!row) throw invalidLink()
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(sameEmail(row.email))
    .limit(1)
  if (account) throw emailHasAccount()
  return { ...row, role: row.role as InvitableRole }
}

/**
 * Accepts an invitation (once, even under concurrent requests): creates the member's account and
 * membership and answers their session token. A link that is not usable is refused before any
 * hashing: a flood of made-up tokens costs a lookup each, not argon2.
 */
export async function acceptInvitation(
  db: Db,
  secret: string,
  input: { token: string; name: string; password: string },
): Promise<string> {
  await previewInvitation(db, secret, input.token)
  const passwordHash = await hashPassword(input.password)
  const { user, business, role } = await db
    .transaction(async (tx) => {
      const [invitation] = await tx
        .update(shopInvitations)
        .set({ acceptedAt: sql`now()`, updatedAt: sql`now()` })
        .where(usableInvitation(secret, input.token))
        .returning()
      if (!invitation) throw invalidLink()
      const [created] = await tx
        .insert(users)
        .values({ email: invitation.email, passwordHash, lastSignInAt: sql`now()` })
        .returning()
      await tx.insert(shopMembers).values({
        businessId: invitation.businessId,
        userId: created.id,
        name: input.name,
        role: invitation.role,
      })
      const [shop] = await tx
        .select()
        .from(businesses)
        .where(eq(businesses.id, invitation.businessId))
      return { user: created, business: shop, role: invitation.role }
    })
    .catch((err: unknown) => {
      // The address got an account between the check and now.
      if (uniqueViolation(err) === 'users_email_lower_key') throw emailHasAccount()
      throw err
    })
  return sessionTokenFor(secret, user, business, role)
}
