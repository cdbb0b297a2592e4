import { and, eq, or } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ROLE_BUSINESS_OWNER } from '../../domain/auth/session'
import {
  MEMBER_ROLE_LABELS,
  type MemberRole,
  can,
  routeCapability,
} from '../../domain/team/permissions'
import { businesses, shopMembers, users } from '../db/schema'
import { ApiError } from './errors'
import { verifySessionToken } from './tokens'
import {
  UNAUTHENTICATED_MESSAGE,
  FORBIDDEN_MESSAGE,
  ROLE_FORBIDDEN_MESSAGE,
} from '../../domain/messages/api'

export interface Owner {
  userId: string
  businessId: string
  /** The token's session version (`sv`) and expiry (ms): what a live stream ends with. */
  sessionVersion: number
  sessionExpiresAt: number
  /** The caller's role in the shop (docs/product.md#team), read from the database on each request. */
  role: MemberRole
  /** How Actividad names the caller: the member's name, or 'Dueño'. */
  name: string
}

declare module 'fastify' {
  interface FastifyRequest {
    owner: Owner
  }
}

/**
 * preHandler of every /api/business route: a valid bearer token of a BUSINESS_OWNER (401, 403
 * otherwise), and the caller's own shop, which every query of the route is then scoped to.
 */
export async function requireOwner(request: FastifyRequest, reply: FastifyReply) {
  // A shop's own data, fresh tokens among it, is never kept by a browser or a proxy.
  reply.header('Cache-Control', 'no-store')
  const header = request.headers.authorization
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null
  if (!token) throw new ApiError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE)
  const app = request.server
  let claims
  try {
    claims = await verifySessionToken(app.config.jwtSecret, token)
  } catch {
    throw new ApiError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE)
  }
  if (claims.role !== ROLE_BUSINESS_OWNER) throw new ApiError('FORBIDDEN', FORBIDDEN_MESSAGE)
  // The shop the caller owns, or the one they are a member of: from the database, never the claims.
  const [row] = await app.db
    .select({
      businessId: businesses.id,
      ownerId: businesses.ownerId,
      memberRole: shopMembers.role,
      memberName: shopMembers.name,
    })
    .from(users)
    .leftJoin(shopMembers, eq(shopMembers.userId, users.id))
    .innerJoin(
      businesses,
      or(eq(businesses.ownerId, users.id), eq(businesses.id, shopMembers.businessId)),
    )
    .where(and(eq(users.id, claims.userId), eq(users.sessionVersion, claims.sv)))
    .limit(1)
  // An account whose shop no longer exists, a member removed, or a session ended since (its
  // version moved on), has no session worth keeping.
  if (!row) throw new ApiError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE)
  const isOwner = row.ownerId === claims.userId
  const role: MemberRole = isOwner ? 'owner' : (row.memberRole as MemberRole)
  // The route's rule (domain/team/permissions.ts); every panel route has one (see panelRoutes).
  const capability = routeCapability(request.method, panelPath(request.routeOptions.url))
  if (!capability || !can(role, capability)) {
    throw new ApiError('FORBIDDEN', ROLE_FORBIDDEN_MESSAGE)
  }
  request.owner = {
    userId: claims.userId,
    businessId: row.businessId,
    sessionVersion: claims.sv,
    sessionExpiresAt: claims.exp * 1000,
    role,
    name: isOwner ? MEMBER_ROLE_LABELS.owner : (row.memberName ?? ''),
  }
}

/** A panel route's path as the permission map names it: without the /api/business prefix. */
export const panelPath = (url: string | undefined) =>
  (url ?? '').replace(/^\/api\/business(?=\/)/, '')
