import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { emailSchema } from '../../../domain/auth/schemas'
import {
  OPERATOR_CODE_WRONG_MESSAGE,
  OPERATOR_LINK_INVALID_MESSAGE,
  OPERATOR_LOGIN_FAILED_MESSAGE,
} from '../../../domain/messages/admin'
import { TOTP_CODE_PATTERN } from '../../../domain/admin/schemas'
import type { Db } from '../../db/client'
import { operatorLinks, operators } from '../../db/schema'
import { recordAudit } from '../../lib/audit'
import { ApiError } from '../../lib/errors'
import { revokeOperatorSessions, startOperatorSession } from '../../lib/operator-auth'
import { hashPassword, verifyPassword } from '../../lib/passwords'
import type { SecretBox } from '../../lib/secret-box'
import { newLinkToken, secretHash } from '../../lib/tokens'
import { newRecoveryCodes, newTotpSecret, recoveryCodeKey, totpStep, totpUri } from './totp'

/** How long an operator's one-time link (a first password or a reset) lasts. */
export const OPERATOR_LINK_HOURS = 24

/** Where the operator's link came from, for the audit log. */
export type LinkIssuer = 'command' | 'demo'

const byEmail = (email: string) => eq(sql`lower(${operators.email})`, email.trim().toLowerCase())

/**
 * `npm run admin:create -- email` (docs/product.md#operators): a new operator, or for an existing
 * one a reset, and either way a link to set the password, valid OPERATOR_LINK_HOURS and once. Only
 * the link's hash is kept; an earlier unused link of the operator stops working.
 */
export async function issueOperatorLink(
  db: Db,
  deps: { secret: string; publicUrl: string },
  rawEmail: string,
  issuedBy: LinkIssuer,
  now = new Date(),
) {
  const email = emailSchema.parse(rawEmail).toLowerCase()
  const token = newLinkToken()
  const result = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(operators)
      .values({ email })
      .onConflictDoNothing()
      .returning({ id: operators.id })
    const [operator] = created
      ? [created]
      : await tx.select({ id: operators.id }).from(operators).where(byEmail(email)).limit(1)
    await tx
      .delete(operatorLinks)
      .where(and(eq(operatorLinks.operatorId, operator.id), isNull(operatorLinks.usedAt)))
    await tx.insert(operatorLinks).values({
      operatorId: operator.id,
      tokenHash: secretHash(deps.secret, token),
      expiresAt: new Date(now.getTime() + OPERATOR_LINK_HOURS * 3600_000),
    })
    // The person at the server is no operator: the row names the operator the link is for.
    await recordAudit(tx, {
      operatorId: operator.id,
      action: 'operator.create',
      details: { email, reset: !created, via: issuedBy },
    })
    return { operatorId: operator.id, created: Boolean(created) }
  })
  const link = `${deps.publicUrl}/admin/activar?token=${encodeURIComponent(token)}`
  return {
    ...result,
    email,
    link,
    expiresAt: new Date(now.getTime() + OPERATOR_LINK_HOURS * 3600_000),
  }
}

const invalidLink = () => new ApiError('INVALID_TOKEN', OPERATOR_LINK_INVALID_MESSAGE)

const usableLink = (secret: string, token: string) =>
  and(
    eq(operatorLinks.tokenHash, secretHash(secret, token)),
    isNull(operatorLinks.usedAt),
    gt(operatorLinks.expiresAt, sql`now()`),
  )

/**
 * The link's page: the operator's password, set once per link. A link is also a reset, so the
 * authenticator app is unlinked (linked again at the next sign-in, with new recovery codes) and
 * every session of the operator ends. A link that is not usable is refused before any hashing.
 */
export async function activateOperator(db: Db, secret: string, token: string, password: string) {
  const [link] = await db
    .select({ id: operatorLinks.id })
    .from(operatorLinks)
    .where(usableLink(secret, token))
    .limit(1)
  if (!link) throw invalidLink()
  const passwordHash = await hashPassword(password)
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(operatorLinks)
      .set({ usedAt: sql`now()` })
      .where(usableLink(secret, token))
      .returning({ operatorId: operatorLinks.operatorId })
    if (!used) throw invalidLink()
    const [operator] = await tx
      .update(operators)
      .set({
        passwordHash,
        totpSecret: null,
        totpConfirmedAt: null,
        recoveryCodes: [],
        lastTotpStep: null,
        updatedAt: sql`now()`,
      })
      .where(eq(operators.id, used.operatorId))
      .returning({ id: operators.id, email: operators.email })
    await revokeOperatorSessions(tx, { everyOf: operator.id })
    await recordAudit(tx, { operatorId: operator.id, action: 'operator.activate' })
    return operator
  })
}

// Verified against when the email is unknown, so both failures take the same time.
const decoyHash = hashPassword('decoy-operator-password-Aa1!')

/**
 * The password step: a session that opens only the code step. Until the operator has linked an
 * authenticator app, a new secret is kept (sealed) and its address answered with it; each sign-in
 * before the first code makes a new one. A wrong email, a wrong password and an operator without a
 * password yet (or disabled) fail alike.
 */
export async function passwordStep(
  db: Db,
  deps: { secret: string; box: SecretBox },
  email: string,
  password: string,
  now = new Date(),
) {
  const [operator] = await db
    .select()
    .from(operators)
    .where(and(byEmail(email), isNull(operators.disabledAt)))
    .limit(1)
  const ok = await verifyPassword(operator?.passwordHash ?? (await decoyHash), password)
  if (!operator?.passwordHash || !ok) {
    throw new ApiError('INVALID_CREDENTIALS', OPERATOR_LOGIN_FAILED_MESSAGE)
  }
  let totpSetup: { uri: string; secret: string } | null = null
  if (!operator.totpConfirmedAt) {
    const secret = newTotpSecret()
    await db
      .update(operators)
      .set({ totpSecret: deps.box.seal(secret, operator.id), updatedAt: sql`now()` })
      .where(eq(operators.id, operator.id))
    totpSetup = { uri: totpUri(secret, operator.email), secret }
  }
  const { token } = await startOperatorSession(db, deps.secret, operator.id, 'password', now)
  return { token, totpSetup }
}

const wrongCode = () => new ApiError('INVALID_CODE', OPERATOR_CODE_WRONG_MESSAGE)

/**
 * The code step, with the password step's session: a TOTP code (each time step taken once) or,
 * once the app is linked, one of the recovery codes (each once). The first code links the app and
 * makes the recovery codes, answered this once. The password step's session ends and the
 * console's starts.
 */
export async function codeStep(
  db: Db,
  deps: { secret: string; box: SecretBox },
  session: { sessionId: string; operatorId: string },
  code: string,
  now = new Date(),
) {
  const [operator] = await db
    .select()
    .from(operators)
    .where(eq(operators.id, session.operatorId))
    .limit(1)
  if (!operator?.totpSecret) throw wrongCode()
  const settingUp = !operator.totpConfirmedAt
  const isTotp = TOTP_CODE_PATTERN.test(code)
  // Recovery codes exist only once the app is linked.
  if (!isTotp && settingUp) throw wrongCode()

  return db.transaction(async (tx) => {
    let recoveryCodes: string[] | null = null
    if (isTotp) {
      const step = totpStep(deps.box.open(operator.totpSecret!, operator.id), code, now)
      if (step === null) throw wrongCode()
      // Taken once: a code seen on the wire (or used a second ago) opens nothing.
      const [taken] = await tx
        .update(operators)
        .set({ lastTotpStep: step })
        .where(
          and(
            eq(operators.id, operator.id),
            sql`(${operators.lastTotpStep} is null or ${operators.lastTotpStep} < ${step})`,
          ),
        )
        .returning({ id: operators.id })
      if (!taken) throw wrongCode()
    } else {
      const hash = secretHash(deps.secret, recoveryCodeKey(code))
      const [spent] = await tx
        .update(operators)
        .set({ recoveryCodes: sql`${operators.recoveryCodes} - ${hash}::text` })
        .where(
          and(
            eq(operators.id, operator.id),
            sql`jsonb_exists(${operators.recoveryCodes}, ${hash}::text)`,
          ),
        )
        .returning({ id: operators.id })
      if (!spent) throw wrongCode()
    }
    if (settingUp) {
      recoveryCodes = newRecoveryCodes()
      await tx
        .update(operators)
        .set({
          totpConfirmedAt: now,
          recoveryCodes: recoveryCodes.map((c) => secretHash(deps.secret, recoveryCodeKey(c))),
        })
        .where(eq(operators.id, operator.id))
      await recordAudit(tx, { operatorId: operator.id, action: 'operator.totp-setup' })
    }
    await tx
      .update(operators)
      .set({ lastSignInAt: now, updatedAt: sql`now()` })
      .where(eq(operators.id, operator.id))
    await revokeOperatorSessions(tx, { sessionId: session.sessionId })
    const { token } = await startOperatorSession(tx, deps.secret, operator.id, 'complete', now)
    await recordAudit(tx, {
      operatorId: operator.id,
      action: 'operator.sign-in',
      details: { method: isTotp ? 'totp' : 'recovery' },
    })
    return { token, recoveryCodes }
  })
}

/** GET /admin/me */
export async function operatorMe(db: Db, operatorId: string) {
  const [row] = await db
    .select({
      id: operators.id,
      email: operators.email,
      lastSignInAt: operators.lastSignInAt,
      recoveryCodesLeft: sql<number>`cast(jsonb_array_length(${operators.recoveryCodes}) as integer)`,
    })
    .from(operators)
    .where(eq(operators.id, operatorId))
  return { ...row, lastSignInAt: row.lastSignInAt?.toISOString() ?? null }
}

/** 'Cerrar sesión' (this session) or 'Cerrar todas las sesiones' (every one of the operator). */
export async function signOut(db: Db, operator: { id: string; sessionId: string }, every: boolean) {
  await db.transaction(async (tx) => {
    await revokeOperatorSessions(
      tx,
      every ? { everyOf: operator.id } : { sessionId: operator.sessionId },
    )
    await recordAudit(tx, {
      operatorId: operator.id,
      action: every ? 'operator.sign-out-all' : 'operator.sign-out',
    })
  })
}
