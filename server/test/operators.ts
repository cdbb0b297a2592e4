import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import { issueOperatorLink } from '../modules/admin-auth/service'
import { totpCode } from '../modules/admin-auth/totp'
import { freshIp } from './flows'
import type { TestContext } from './harness'

/*
 * Operators for API tests (docs/product.md#operators), made the way people make them: the
 * command's link, a password through it, then the password and the authenticator app's code.
 */

export const OPERATOR_PASSWORD = 'Operadora#2026'

/** A new operator and the token of the one-time link the command would print. */
export async function newOperator(t: TestContext, email?: string) {
  const issued = await issueOperatorLink(
    t.db,
    { secret: t.app.config.jwtSecret, publicUrl: t.app.config.publicUrl },
    email ?? `operadora-${randomBytes(4).toString('hex')}@barrio.test`,
    'command',
  )
  const token = new URL(issued.link).searchParams.get('token')!
  return { ...issued, token }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** An operator with a password, not signed in yet (no authenticator app linked). */
export async function activeOperator(t: TestContext, email?: string) {
  const operator = await newOperator(t, email)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/activate',
    remoteAddress: freshIp(),
    payload: { token: operator.token, password: OPERATOR_PASSWORD },
  })
  expect(res.statusCode, res.body).toBe(200)
  return { ...operator, password: OPERATOR_PASSWORD }
}

/** The password step: its session's token and, at the first sign-in, the app's secret. */
export async function passwordStep(t: TestContext, email: string, password = OPERATOR_PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: freshIp(),
    payload: { email, password },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { token: string; totpSetup: { uri: string; secret: string } | null }
}

export const codeStep = (t: TestContext, stepToken: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login/code',
    remoteAddress: freshIp(),
    payload: { code },
    headers: bearer(stepToken),
  })

/**
 * An operator signed in to the console (both steps): `headers` for app.inject; `secret` is the
 * authenticator app's, `codeAt` its code at a time, `recoveryCodes` those shown at the setup.
 */
export async function operatorSession(t: TestContext, email?: string) {
  const operator = await activeOperator(t, email)
  const step = await passwordStep(t, operator.email)
  const secret = step.totpSetup!.secret
  const res = await codeStep(t, step.token, totpCode(secret, new Date()))
  expect(res.statusCode, res.body).toBe(200)
  const { token, recoveryCodes } = res.json() as { token: string; recoveryCodes: string[] }
  return {
    ...operator,
    secret,
    codeAt: (at: Date) => totpCode(secret, at),
    recoveryCodes,
    token,
    headers: bearer(token),
  }
}
export type OperatorSession = Awaited<ReturnType<typeof operatorSession>>
