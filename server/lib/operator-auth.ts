import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/client'
import { operators, operatorSessions } from '../db/schema'
import { ApiError } from './errors'
import { newLinkToken, secretHash, verifySessionToken } from './tokens'

/**
 * Operator sessions (docs/product.md#operators): an opaque bearer token, kept on the server as its
 * hash so it can be revoked, never a shop owner's signed token. A session starts at the password
 * ('password' stage, which opens only the TOTP step) and opens /api/admin once the code is given
 * ('complete'). It lasts OPERATOR_IDLE_MINUTES after its last use, and never past
 * OPERATOR_SESSION_HOURS from its start.
 */
export const OPERATOR_IDLE_MINUTES = 30
export const OPERATOR_SESSION_HOURS = 12
/** The password step's session: long enough to open the app and type a code. */
export const OPERATOR_TOTP_STEP_MINUTES = 10

export type OperatorSessionStage = 'password' | 'complete'

export interface Operator {
  id: string
  email: string
  sessionId: string
}

declare module 'fastify' {
  interface FastifyRequest {
    operator: Operator
  }
}

const MINUTE = 60_000

/** A new session for the operator at `stage`; the token goes to the browser, its hash stays here. */
export async function startOperatorSession(
  db: Db,
  secret: string,
  operatorId: string,
  stage: OperatorSessionStage,
  now = new Date(),
) {
  const token = newLinkToken()
  const minutes = stage === 'password' ? OPERATOR_TOTP_STEP_MINUTES : OPERATOR_IDLE_MINUTES
  const [session] = await db
    .insert(operatorSessions)
    .values({
      operatorId,
      tokenHash: secretHash(secret, token),
      stage,
      expiresAt: new Date(now.getTime() + minutes * MINUTE),
      lastSeenAt: now,
    })
    .returning({ id: operatorSessions.id })
  return { token, sessionId: session.id }
}

/** The bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null
}

/**
 * The live session a token names (not revoked, not expired, its operator not disabled), with its
 * stage; null otherwise.
 */
export async function findOperatorSession(db: Db, secret: string, token: string, now = new Date()) {
  const [row] = await db
    .select({
      sessionId: operatorSessions.id,
      stage: operatorSessions.stage,
      createdAt: operatorSessions.createdAt,
      operatorId: operators.id,
      email: operators.email,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, secretHash(secret, token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        isNull(operators.disabledAt),
      ),
    )
    .limit(1)
  return row ? { ...row, stage: row.stage as OperatorSessionStage } : null
}

/** Whether `token` is a session token the panel signed: a shop's, never an operator's. */
const isShopToken = (secret: string, token: string) =>
  verifySessionToken(secret, token).then(
    () => true,
    () => false,
  )

/**
 * onRequest of every /api/admin route, sign-in included: a shop owner's token is refused (403)
 * before anything else is read, so no shop's session ever reaches the operators' routes.
 */
export async function refuseShopToken(request: FastifyRequest) {
  const token = bearerToken(request)
  if (token && (await isShopToken(request.server.config.jwtSecret, token))) {
    throw new ApiError('OPERATOR_ONLY')
  }
}

/**
 * onRequest of every /api/admin route but sign-in: a complete operator session (401
 * OPERATOR_UNAUTHENTICATED without one, OPERATOR_TOTP_REQUIRED when only the password was given);
 * a shop owner's token gets 403. Each use moves the idle expiry on, up to the session's end.
 */
export async function requireOperator(request: FastifyRequest, reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store')
  const token = bearerToken(request)
  if (!token) throw new ApiError('OPERATOR_UNAUTHENTICATED')
  const app = request.server
  const now = new Date()
  const session = await findOperatorSession(app.db, app.config.jwtSecret, token, now)
  if (!session) {
    // A token the panel signed is a shop's session, which never opens the operator console.
    const shopToken = await isShopToken(app.config.jwtSecret, token)
    throw new ApiError(shopToken ? 'OPERATOR_ONLY' : 'OPERATOR_UNAUTHENTICATED')
  }
  if (session.stage !== 'complete') throw new ApiError('OPERATOR_TOTP_REQUIRED')
  await touchOperatorSession(app.db, session.sessionId, session.createdAt, now)
  request.operator = { id: session.operatorId, email: session.email, sessionId: session.sessionId }
}

/** Moves a complete session's idle expiry on from `now`, never past its absolute end. */
export async function touchOperatorSession(db: Db, sessionId: string, createdAt: Date, now: Date) {
  const idleEnd = now.getTime() + OPERATOR_IDLE_MINUTES * MINUTE
  const absoluteEnd = createdAt.getTime() + OPERATOR_SESSION_HOURS * 60 * MINUTE
  await db
    .update(operatorSessions)
    .set({ lastSeenAt: now, expiresAt: new Date(Math.min(idleEnd, absoluteEnd)) })
    .where(eq(operatorSessions.id, sessionId))
}

/** Ends one session (sign-out) or, with `everyOf`, every session of an operator. */
export async function revokeOperatorSessions(
  db: Db,
  which: { sessionId: string } | { everyOf: string },
) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        isNull(operatorSessions.revokedAt),
        'sessionId' in which
          ? eq(operatorSessions.id, which.sessionId)
          : eq(operatorSessions.operatorId, which.everyOf),
      ),
    )
}
