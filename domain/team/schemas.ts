import { z } from 'zod'
import { emailSchema, passwordSchema } from '../auth/schemas'
import { ACTIVITY_KINDS } from './activity'
import { INVITABLE_ROLES, MEMBER_ROLES } from './permissions'
import {
  MEMBER_NAME_MESSAGE,
  MEMBER_ROLE_MESSAGE,
  INVITATION_LINK_MESSAGE,
} from '../messages/panel'
import { NEXT_PAGE_MESSAGE } from '../messages/customer'

/** The `/business/team/*`, `/business/activity` and `/auth/invitations/*` calls (docs/product.md#team). */

export const invitableRoleSchema = z.enum(INVITABLE_ROLES, { error: MEMBER_ROLE_MESSAGE })

export const memberNameSchema = z
  .string({ error: MEMBER_NAME_MESSAGE })
  .trim()
  .min(2, MEMBER_NAME_MESSAGE)
  .max(60, MEMBER_NAME_MESSAGE)

/** POST /business/team/invitations. */
export const inviteSchema = z.object({ email: emailSchema, role: invitableRoleSchema })

/** PUT /business/team/members/:id. */
export const memberRoleChangeSchema = z.object({ role: invitableRoleSchema })

export const teamIdParamsSchema = z.object({ id: z.guid() })

/** A member as Equipo lists them; the owner is the first, with id = their user id. */
export const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  lastSignInAt: z.string().nullable(),
  /** 'Activo' once they signed in, 'Sin ingresar' before. */
  signedIn: z.boolean(),
})

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Past its 7 days: it can be resent (a new link) or cancelled. */
  expired: z.boolean(),
})

/** GET /business/team. */
export const teamSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
})

/** The token of an invitation link, as the page at /invitacion/:token sends it. */
export const invitationTokenSchema = z.object({
  token: z
    .string({ error: INVITATION_LINK_MESSAGE })
    .min(20, INVITATION_LINK_MESSAGE)
    .max(200, INVITATION_LINK_MESSAGE),
})

/** POST /auth/invitations/preview ({ token }): what the invitation page shows before accepting. */
export const invitationPreviewSchema = z.object({
  businessName: z.string(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
})

/** POST /auth/invitations/accept: the member's name and password; answers a session token. */
export const acceptInvitationSchema = invitationTokenSchema.extend({
  name: memberNameSchema,
  password: passwordSchema,
})

/**
 * GET /business/activity's query: a page of lines, newest first, by member and kind. `before` is
 * the previous page's `nextBefore`, as given (an opaque cursor: the last line's time and id).
 */
export const activityQuerySchema = z.object({
  actor: z.guid().optional(),
  kind: z.enum(ACTIVITY_KINDS).optional(),
  before: z
    .string({ error: NEXT_PAGE_MESSAGE })
    .max(200, NEXT_PAGE_MESSAGE)
    .regex(/^[A-Za-z0-9_-]+$/, NEXT_PAGE_MESSAGE)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

export const activityEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  actorRole: z.enum(MEMBER_ROLES),
  kind: z.enum(ACTIVITY_KINDS),
  subjectId: z.string().nullable(),
  /** What the line shows beside its kind: an order's number and customer, a product and its prices… */
  summary: z.string(),
})

export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  /** The members to filter by (also those gone, while their lines are kept). */
  actors: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Pass it back as `before` for the next page; null on the last one. */
  nextBefore: z.string().nullable(),
})
