import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  OPERATOR_FORBIDDEN_MESSAGE,
  OPERATOR_TOTP_REQUIRED_MESSAGE,
  OPERATOR_UNAUTHENTICATED_MESSAGE,
} from '../../../domain/messages/admin'
import { operatorSessions } from '../../db/schema'
import { errorOf } from '../../test/error-answer'
import { createOwnerSession, ownerToken } from '../../test/factories'
import { freshIp } from '../../test/flows'
import { createTestApp, type TestContext } from '../../test/harness'
import { operatorSession, passwordStep, type OperatorSession } from '../../test/operators'

/*
 * Every /api/admin route (docs/product.md#operators), walked from the app's own route table: a
 * route added later is walked as soon as it is registered. A shop owner's token gets 403 on each,
 * sign-in included; past sign-in, nothing but an operator's complete session opens one.
 */

// Built before the tests are collected: the route table decides which tests exist.
const t: TestContext = await createTestApp()
afterAll(() => t.close())

/** The routes an operator reaches before having a session: exempt from that, not from the walk. */
const SIGN_IN = ['POST /api/admin/activate', 'POST /api/admin/login', 'POST /api/admin/login/code']

// HEAD answers are Fastify's run of the GET route without a body: the GET's checks cover them.
const adminRoutes = t.app.routeTable.filter((r) =>
  /^(GET|POST|PUT|PATCH|DELETE) \/api\/admin(\/|$)/.test(r),
)
const consoleRoutes = adminRoutes.filter((r) => !SIGN_IN.includes(r))

const SOME_ID = '3f2c0a1e-1111-4222-8333-444455556666'

function call(route: string, headers: Record<string, string>) {
  const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string]
  return t.app.inject({
    method,
    url: path.replace(/:[^/]+/g, SOME_ID),
    payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    headers,
    remoteAddress: freshIp(),
  })
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

describe('the /api/admin route table', () => {
  it('holds the sign-in and the console’s routes', () => {
    expect(adminRoutes).toEqual(expect.arrayContaining(SIGN_IN))
    expect(consoleRoutes).toEqual(
      expect.arrayContaining([
        'GET /api/admin/me',
        'POST /api/admin/logout',
        'POST /api/admin/logout-all',
        'GET /api/admin/activity',
      ]),
    )
  })
})

describe('who may call the /api/admin routes', () => {
  let owner: Awaited<ReturnType<typeof createOwnerSession>>
  let customerToken: string
  let operator: OperatorSession
  let passwordStepToken: string
  let revokedToken: string
  let expiredToken: string
  beforeAll(async () => {
    owner = await createOwnerSession(t.db, t.app.config.jwtSecret)
    customerToken = await ownerToken(t.app.config.jwtSecret, owner.owner, { role: 'CUSTOMER' })
    operator = await operatorSession(t)
    passwordStepToken = (await passwordStep(t, operator.email)).token

    const revoked = await operatorSession(t)
    await t.db
      .update(operatorSessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(operatorSessions.operatorId, revoked.operatorId))
    revokedToken = revoked.token

    const expired = await operatorSession(t)
    await t.db
      .update(operatorSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(operatorSessions.operatorId, expired.operatorId))
    expiredToken = expired.token
  })

  const forbidden = { error: OPERATOR_FORBIDDEN_MESSAGE, code: 'OPERATOR_ONLY' }
  const unauthenticated = {
    error: OPERATOR_UNAUTHENTICATED_MESSAGE,
    code: 'OPERATOR_UNAUTHENTICATED',
  }

  it.each(adminRoutes)('%s: a shop’s token gets 403, whatever its role', async (route) => {
    for (const token of [owner.token, customerToken]) {
      const res = await call(route, bearer(token))
      expect(res.statusCode).toBe(403)
      expect(errorOf(res)).toEqual(forbidden)
    }
  })

  it.each(consoleRoutes)('%s: 401 without an operator’s session', async (route) => {
    for (const headers of [
      {},
      bearer('basura'),
      { authorization: operator.token }, // no Bearer scheme
      bearer(revokedToken),
      bearer(expiredToken),
    ]) {
      const res = await call(route, headers)
      expect(res.statusCode, JSON.stringify(headers)).toBe(401)
      expect(errorOf(res)).toEqual(unauthenticated)
    }
  })

  it.each(consoleRoutes)('%s: 401 with only the password given', async (route) => {
    const res = await call(route, bearer(passwordStepToken))
    expect(res.statusCode).toBe(401)
    expect(errorOf(res)).toEqual({
      error: OPERATOR_TOTP_REQUIRED_MESSAGE,
      code: 'OPERATOR_TOTP_REQUIRED',
    })
  })

  it.each(consoleRoutes)('%s: opens to an operator past both steps', async (route) => {
    // A session of its own: a sign-out route ends the one it is called with.
    const fresh = await operatorSession(t)
    const res = await call(route, fresh.headers)
    expect([401, 403]).not.toContain(res.statusCode)
  })
})
