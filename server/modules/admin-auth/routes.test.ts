import { and, eq, isNull, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  OPERATOR_CODE_TRIES_MESSAGE,
  OPERATOR_CODE_WRONG_MESSAGE,
  OPERATOR_LINK_INVALID_MESSAGE,
  OPERATOR_LOGIN_FAILED_MESSAGE,
  OPERATOR_TOTP_REQUIRED_MESSAGE,
  OPERATOR_UNAUTHENTICATED_MESSAGE,
} from '../../../domain/messages/admin'
import { auditLog, operatorLinks, operators, operatorSessions } from '../../db/schema'
import { OPERATOR_SESSION_HOURS } from '../../lib/operator-auth'
import { secretBoxOf } from '../../lib/secret-box'
import { errorOf } from '../../test/error-answer'
import { freshIp } from '../../test/flows'
import {
  activeOperator,
  codeStep,
  newOperator,
  OPERATOR_PASSWORD,
  operatorSession,
  passwordStep,
} from '../../test/operators'
import { useTestApp } from '../../test/use-test-app'
import { totpCode } from './totp'

const t = useTestApp()

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })
const post = (url: string, payload: object | undefined, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: freshIp() })
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

const auditOf = (operatorId: string) =>
  t.db
    .select({ action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.operatorId, operatorId))
    .orderBy(auditLog.createdAt, auditLog.action)

const unauthenticated = {
  error: OPERATOR_UNAUTHENTICATED_MESSAGE,
  code: 'OPERATOR_UNAUTHENTICATED',
}
const thirtySecondsOn = () => new Date(Date.now() + 30_000)

describe('the one-time link (npm run admin:create)', () => {
  it('keeps only a hash of the link, valid 24 hours, and audits the new operator', async () => {
    const op = await newOperator(t, 'Nueva.Operadora@Barrio.test')
    expect(op.link).toBe(`${t.app.config.publicUrl}/admin/activar?token=${op.token}`)
    expect(op.email).toBe('nueva.operadora@barrio.test')
    const [link] = await t.db
      .select()
      .from(operatorLinks)
      .where(eq(operatorLinks.operatorId, op.operatorId))
    expect(link.tokenHash).not.toContain(op.token)
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBeGreaterThan(23.9 * 3600_000)
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBeLessThan(24.1 * 3600_000)
    expect(await auditOf(op.operatorId)).toEqual([
      {
        action: 'operator.create',
        details: { email: 'nueva.operadora@barrio.test', reset: false, via: 'command' },
      },
    ])
  })

  it('sets the password once: a spent link answers a Spanish 400', async () => {
    const op = await newOperator(t)
    const first = await post('/api/admin/activate', {
      token: op.token,
      password: OPERATOR_PASSWORD,
    })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ email: op.email })
    const again = await post('/api/admin/activate', { token: op.token, password: 'Otra#Clave2026' })
    expect(again.statusCode).toBe(400)
    expect(errorOf(again)).toEqual({ error: OPERATOR_LINK_INVALID_MESSAGE, code: 'INVALID_TOKEN' })
    // The first password stands.
    expect((await passwordStep(t, op.email)).token).toBeTruthy()
  })

  it('refuses an expired link, and a made-up one', async () => {
    const op = await newOperator(t)
    await t.db
      .update(operatorLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(operatorLinks.operatorId, op.operatorId))
    for (const token of [op.token, 'inventado']) {
      const res = await post('/api/admin/activate', { token, password: OPERATOR_PASSWORD })
      expect(res.statusCode).toBe(400)
      expect(errorOf(res).code).toBe('INVALID_TOKEN')
    }
  })

  it('takes the owners’ password rules', async () => {
    const op = await newOperator(t)
    const res = await post('/api/admin/activate', { token: op.token, password: 'corta' })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).code).toBe('VALIDATION')
  })

  it('for an existing operator is a reset: the old link dies, the app is unlinked, sessions end', async () => {
    const op = await operatorSession(t)
    const reset = await newOperator(t, op.email.toUpperCase())
    expect(reset.operatorId).toBe(op.operatorId)
    expect(reset.created).toBe(false)
    const activated = await post('/api/admin/activate', {
      token: reset.token,
      password: 'Renovada#2026',
    })
    expect(activated.statusCode).toBe(200)
    expect((await get('/api/admin/me', op.headers)).statusCode).toBe(401)
    const step = await passwordStep(t, op.email, 'Renovada#2026')
    // A new app to link, with a new secret.
    expect(step.totpSetup?.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(step.totpSetup?.secret).not.toBe(op.secret)
    expect(
      (await auditOf(op.operatorId)).filter((a) => a.action === 'operator.create').at(-1),
    ).toEqual({
      action: 'operator.create',
      details: { email: op.email, reset: true, via: 'command' },
    })
  })
})

describe('signing in: password, then the code', () => {
  it('first sign-in: the app’s setup, its code, the recovery codes, then /me', async () => {
    const op = await activeOperator(t)
    const step = await passwordStep(t, op.email.toUpperCase())
    expect(step.totpSetup!.uri).toBe(
      `otpauth://totp/Barrio:${encodeURIComponent(op.email)}?issuer=Barrio&secret=${step.totpSetup!.secret}&algorithm=SHA1&digits=6&period=30`,
    )
    // The secret is kept sealed, never as given.
    const [row] = await t.db.select().from(operators).where(eq(operators.id, op.operatorId))
    expect(row.totpSecret).not.toContain(step.totpSetup!.secret)
    expect(secretBoxOf(t.app.config).open(row.totpSecret!, op.operatorId)).toBe(
      step.totpSetup!.secret,
    )

    // The password step's session opens nothing but the code step.
    const early = await get('/api/admin/me', bearer(step.token))
    expect(early.statusCode).toBe(401)
    expect(errorOf(early)).toEqual({
      error: OPERATOR_TOTP_REQUIRED_MESSAGE,
      code: 'OPERATOR_TOTP_REQUIRED',
    })

    const done = await codeStep(t, step.token, totpCode(step.totpSetup!.secret, new Date()))
    expect(done.statusCode).toBe(200)
    const { token, recoveryCodes } = done.json()
    expect(recoveryCodes).toHaveLength(10)
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    expect(new Set(recoveryCodes).size).toBe(10)
    const [after] = await t.db.select().from(operators).where(eq(operators.id, op.operatorId))
    expect(after.totpConfirmedAt).not.toBeNull()
    // Kept as keyed hashes only.
    expect(after.recoveryCodes).toHaveLength(10)
    for (const code of recoveryCodes) {
      expect(JSON.stringify(after.recoveryCodes)).not.toContain(code.replace('-', ''))
    }

    const me = await get('/api/admin/me', bearer(token))
    expect(me.statusCode).toBe(200)
    expect(me.json()).toEqual({
      id: op.operatorId,
      email: op.email,
      lastSignInAt: after.lastSignInAt!.toISOString(),
      recoveryCodesLeft: 10,
    })
    expect(me.headers['cache-control']).toBe('no-store')
    // The password step's session ended with it.
    expect(
      (await codeStep(t, step.token, totpCode(step.totpSetup!.secret, new Date()))).statusCode,
    ).toBe(401)

    expect((await auditOf(op.operatorId)).map((a) => a.action).sort()).toEqual(
      ['operator.activate', 'operator.create', 'operator.sign-in', 'operator.totp-setup'].sort(),
    )
    expect((await auditOf(op.operatorId)).find((a) => a.action === 'operator.sign-in')).toEqual({
      action: 'operator.sign-in',
      details: { method: 'totp' },
    })
  })

  it('a later sign-in asks only for the code, and answers no recovery codes', async () => {
    const op = await operatorSession(t)
    const step = await passwordStep(t, op.email)
    expect(step.totpSetup).toBeNull()
    const done = await codeStep(t, step.token, op.codeAt(thirtySecondsOn()))
    expect(done.statusCode).toBe(200)
    expect(done.json().recoveryCodes).toBeNull()
    expect((await get('/api/admin/me', bearer(done.json().token))).statusCode).toBe(200)
  })

  it('a TOTP code is taken once', async () => {
    const op = await operatorSession(t)
    const code = op.codeAt(thirtySecondsOn())
    const first = await passwordStep(t, op.email)
    expect((await codeStep(t, first.token, code)).statusCode).toBe(200)
    const second = await passwordStep(t, op.email)
    const again = await codeStep(t, second.token, code)
    expect(again.statusCode).toBe(400)
    expect(errorOf(again)).toEqual({ error: OPERATOR_CODE_WRONG_MESSAGE, code: 'INVALID_CODE' })
    // The code the first sign-in took is also past.
    const older = await codeStep(t, second.token, op.codeAt(new Date()))
    expect(older.statusCode).toBe(400)
  })

  it('a recovery code opens the console once, and is spent', async () => {
    const op = await operatorSession(t)
    const [recovery] = op.recoveryCodes
    const step = await passwordStep(t, op.email)
    // As people type it: capitals, spaces, no dash.
    const typed = ` ${recovery.replace('-', ' ').toUpperCase()} `
    const done = await codeStep(t, step.token, typed)
    expect(done.statusCode).toBe(200)
    const me = await get('/api/admin/me', bearer(done.json().token))
    expect(me.json().recoveryCodesLeft).toBe(9)
    const signIns = (await auditOf(op.operatorId)).filter((a) => a.action === 'operator.sign-in')
    expect(signIns.map((a) => a.details.method).sort()).toEqual(['recovery', 'totp'])

    const next = await passwordStep(t, op.email)
    const again = await codeStep(t, next.token, recovery)
    expect(again.statusCode).toBe(400)
    expect(errorOf(again).code).toBe('INVALID_CODE')
  })

  it('no recovery code before the app is linked', async () => {
    const op = await operatorSession(t)
    const other = await activeOperator(t)
    const step = await passwordStep(t, other.email)
    const res = await codeStep(t, step.token, op.recoveryCodes[0])
    expect(res.statusCode).toBe(400)
  })

  it('a wrong password and an unknown email answer alike', async () => {
    const op = await activeOperator(t)
    const wrong = await post('/api/admin/login', { email: op.email, password: 'Otra#Clave2026' })
    const unknown = await post('/api/admin/login', {
      email: 'nadie@barrio.test',
      password: 'Otra#Clave2026',
    })
    const notActivated = await newOperator(t)
    const noPassword = await post('/api/admin/login', {
      email: notActivated.email,
      password: 'Otra#Clave2026',
    })
    for (const res of [wrong, unknown, noPassword]) {
      expect(res.statusCode).toBe(401)
      expect(errorOf(res)).toEqual({
        error: OPERATOR_LOGIN_FAILED_MESSAGE,
        code: 'INVALID_CREDENTIALS',
      })
    }
  })

  it('a disabled operator cannot sign in, and their sessions stop', async () => {
    const op = await operatorSession(t)
    await t.db
      .update(operators)
      .set({ disabledAt: sql`now()` })
      .where(eq(operators.id, op.operatorId))
    expect((await get('/api/admin/me', op.headers)).statusCode).toBe(401)
    const res = await post('/api/admin/login', { email: op.email, password: op.password })
    expect(res.statusCode).toBe(401)
  })

  it('failed passwords from one address are limited', async () => {
    const op = await activeOperator(t)
    const ip = freshIp()
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: ip,
        payload: { email: op.email, password: 'Otra#Clave2026' },
      })
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(401)
    const limited = await attempt()
    expect(limited.statusCode).toBe(429)
    // Even the right password waits.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: ip,
      payload: { email: op.email, password: op.password },
    })
    expect(right.statusCode).toBe(429)
  })

  it('five wrong codes end the password step’s session', async () => {
    const op = await operatorSession(t)
    const step = await passwordStep(t, op.email)
    for (let i = 0; i < 4; i++) {
      const res = await codeStep(t, step.token, '000000')
      expect(res.statusCode).toBe(400)
    }
    const fifth = await codeStep(t, step.token, '000000')
    expect(fifth.statusCode).toBe(401)
    expect(errorOf(fifth)).toEqual({
      error: OPERATOR_CODE_TRIES_MESSAGE,
      code: 'OPERATOR_UNAUTHENTICATED',
    })
    // The right code no longer helps this session.
    const late = await codeStep(t, step.token, op.codeAt(thirtySecondsOn()))
    expect(late.statusCode).toBe(401)
  })

  it('the code step takes only a password step’s session', async () => {
    const op = await operatorSession(t)
    const withComplete = await codeStep(t, op.token, op.codeAt(thirtySecondsOn()))
    expect(withComplete.statusCode).toBe(401)
    const withNone = await post('/api/admin/login/code', { code: '123456' })
    expect(withNone.statusCode).toBe(401)
    expect(errorOf(withNone)).toEqual(unauthenticated)
  })
})

describe('operator sessions', () => {
  it('logout ends this session only, and is audited', async () => {
    const op = await operatorSession(t)
    const step = await passwordStep(t, op.email)
    const other = (await codeStep(t, step.token, op.codeAt(thirtySecondsOn()))).json().token
    const out = await post('/api/admin/logout', undefined, op.headers)
    expect(out.statusCode).toBe(200)
    expect(errorOf(await get('/api/admin/me', op.headers))).toEqual(unauthenticated)
    expect((await get('/api/admin/me', bearer(other))).statusCode).toBe(200)
    expect((await auditOf(op.operatorId)).map((a) => a.action)).toContain('operator.sign-out')
  })

  it('logout-all ends every session of the operator, not another operator’s', async () => {
    const op = await operatorSession(t)
    const bystander = await operatorSession(t)
    const step = await passwordStep(t, op.email)
    const other = (await codeStep(t, step.token, op.codeAt(thirtySecondsOn()))).json().token
    const out = await post('/api/admin/logout-all', undefined, op.headers)
    expect(out.statusCode).toBe(200)
    expect((await get('/api/admin/me', op.headers)).statusCode).toBe(401)
    expect((await get('/api/admin/me', bearer(other))).statusCode).toBe(401)
    expect((await get('/api/admin/me', bystander.headers)).statusCode).toBe(200)
    expect((await auditOf(op.operatorId)).map((a) => a.action)).toContain('operator.sign-out-all')
  })

  it('an idle session ends: its expiry passed', async () => {
    const op = await operatorSession(t)
    await t.db
      .update(operatorSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(operatorSessions.operatorId, op.operatorId))
    expect(errorOf(await get('/api/admin/me', op.headers))).toEqual(unauthenticated)
  })

  it('each use moves the idle expiry on, never past the session’s end', async () => {
    const op = await operatorSession(t)
    const sessionOf = async () =>
      (
        await t.db
          .select()
          .from(operatorSessions)
          .where(
            and(
              eq(operatorSessions.operatorId, op.operatorId),
              eq(operatorSessions.stage, 'complete'),
            ),
          )
      )[0]
    // Started almost twelve hours ago: one more use reaches only its absolute end.
    await t.db
      .update(operatorSessions)
      .set({
        createdAt: sql`now() - interval '${sql.raw(String(OPERATOR_SESSION_HOURS))} hours' + interval '5 minutes'`,
      })
      .where(eq(operatorSessions.operatorId, op.operatorId))
    expect((await get('/api/admin/me', op.headers)).statusCode).toBe(200)
    const session = await sessionOf()
    expect(session.expiresAt.getTime()).toBe(
      session.createdAt.getTime() + OPERATOR_SESSION_HOURS * 3600_000,
    )
    // Past it, the session is over.
    await t.db
      .update(operatorSessions)
      .set({
        createdAt: sql`now() - interval '13 hours'`,
        expiresAt: sql`now() - interval '1 hour'`,
      })
      .where(eq(operatorSessions.id, session.id))
    expect((await get('/api/admin/me', op.headers)).statusCode).toBe(401)
  })

  it('a revoked session is refused', async () => {
    const op = await operatorSession(t)
    await t.db
      .update(operatorSessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(operatorSessions.operatorId, op.operatorId))
    expect(errorOf(await get('/api/admin/me', op.headers))).toEqual(unauthenticated)
  })

  it('the password step lasts minutes: past it, the code step refuses it', async () => {
    const op = await operatorSession(t)
    const step = await passwordStep(t, op.email)
    const [row] = await t.db
      .select()
      .from(operatorSessions)
      .where(
        and(
          eq(operatorSessions.operatorId, op.operatorId),
          eq(operatorSessions.stage, 'password'),
          isNull(operatorSessions.revokedAt),
        ),
      )
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(
      10 * 60_000 + 1000,
    )
    await t.db
      .update(operatorSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(operatorSessions.id, row.id))
    expect((await codeStep(t, step.token, op.codeAt(thirtySecondsOn()))).statusCode).toBe(401)
  })
})
