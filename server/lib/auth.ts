import { and, eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ROLE_BUSINESS_OWNER } from '../../domain/auth/session'
import { businesses, users } from '../db/schema'
import { ApiError } from './errors'
import { verifySessionToken } from './tokens'
import { UNAUTHENTICATED_MESSAGE, FORBIDDEN_MESSAGE } from '../../domain/messages/api'

export interface Owner {
  userId: string
  businessId: string
  /** The token's session version (`sv`) and expiry (ms): what a live stream ends with. */
  sessionVersion: number
  sessionExpiresAt: number
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
  const [business] = await app.db
    .select({ id: businesses.id })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(and(eq(users.id, claims.userId), eq(users.sessionVersion, claims.sv)))
    .limit(1)
  // An account whose shop no longer exists, or a session ended since (its version moved on), has
  // no session worth keeping.
  if (!business) throw new ApiError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE)
  request.owner = {
    userId: claims.userId,
    businessId: business.id,
    sessionVersion: claims.sv,
    sessionExpiresAt: claims.exp * 1000,
  }
}
