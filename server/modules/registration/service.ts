import { and, eq, gt, like, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { registerBusinessSchema } from '../../../domain/auth/schemas'
import { slugify } from '../../../domain/text/rules'
import type { SmsSender } from '../../adapters/sms/types'
import type { Db } from '../../db/client'
import { uniqueViolation } from '../../db/errors'
import { businesses, phoneVerifications, users } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { hashPassword } from '../../lib/passwords'
import { INVALID_CODE_MESSAGE, wrongCodeMessage } from '../../../domain/messages/api'
import { EMAIL_TAKEN_MESSAGE, NAME_TAKEN_MESSAGE } from '../../../domain/messages/panel'
import { newVerificationCode, sameHash, secretHash } from '../../lib/tokens'

const CODE_MINUTES = 10
const MAX_WRONG_TRIES = 5
const VERIFIED_VALID_MINUTES = 30

export async function isNameAvailable(db: Db, name: string) {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(sql`lower(${businesses.name})`, name.trim().toLowerCase()))
    .limit(1)
  return !row
}

export async function isEmailAvailable(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1)
  return !row
}

/** A new code replaces any earlier one for the phone, with a fresh count of tries. */
export async function sendVerificationCode(
  db: Db,
  deps: { secret: string; sms: SmsSender },
  phone: string,
) {
  const code = newVerificationCode()
  const values = {
    codeHash: secretHash(deps.secret, `${phone}:${code}`),
    expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
    attempts: 0,
    verifiedAt: null,
    createdAt: new Date(),
  }
  await db
    .insert(phoneVerifications)
    .values({ phone, ...values })
    .onConflictDoUpdate({ target: phoneVerifications.phone, set: values })
  try {
    await deps.sms.sendVerificationCode(phone, code)
  } catch {
    throw new ApiError('DELIVERY_FAILED')
  }
}

const USED = 'used'

/** Checks a code: at most five wrong tries, ten minutes, and each code verifies once. */
export async function verifyCode(db: Db, secret: string, phone: string, code: string) {
  // The transaction answers the problem instead of throwing it, so a wrong try is still counted.
  const problem = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.phone, phone))
      .for('update')
    if (!row || row.codeHash === USED) return 'Pedí un código nuevo para verificar tu número.'
    if (row.expiresAt.getTime() <= Date.now()) return 'El código venció. Pedí uno nuevo.'
    if (row.attempts >= MAX_WRONG_TRIES) return 'Hiciste demasiados intentos. Pedí un código nuevo.'
    if (!sameHash(row.codeHash, secretHash(secret, `${phone}:${code}`))) {
      await tx
        .update(phoneVerifications)
        .set({ attempts: row.attempts + 1 })
        .where(eq(phoneVerifications.phone, phone))
      const left = MAX_WRONG_TRIES - row.attempts - 1
      return left > 0 ? wrongCodeMessage(left) : INVALID_CODE_MESSAGE
    }
    await tx
      .update(phoneVerifications)
      .set({ codeHash: USED, verifiedAt: new Date() })
      .where(eq(phoneVerifications.phone, phone))
    return null
  })
  if (problem) throw new ApiError('INVALID_CODE', problem)
}

/** The shop's slug: its name's, with -2, -3… when another shop already has it. */
async function freeSlug(db: Db, name: string) {
  const base = slugify(name)
  const taken = new Set(
    (
      await db
        .select({ slug: businesses.slug })
        .from(businesses)
        .where(or(eq(businesses.slug, base), like(businesses.slug, `${base}-%`)))
    ).map((r) => r.slug),
  )
  if (!taken.has(base)) return base
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`
}

type Registration = z.output<typeof registerBusinessSchema>

/** Whether the phone was verified in the last 30 minutes; `take` also spends the verification. */
async function phoneVerified(db: Db, phone: string, take: boolean) {
  const verified = and(
    eq(phoneVerifications.phone, phone),
    gt(phoneVerifications.verifiedAt, new Date(Date.now() - VERIFIED_VALID_MINUTES * 60_000)),
  )
  const rows = take
    ? await db
        .delete(phoneVerifications)
        .where(verified)
        .returning({ phone: phoneVerifications.phone })
    : await db.select({ phone: phoneVerifications.phone }).from(phoneVerifications).where(verified)
  return rows.length > 0
}

/** Throws the first reason the registration cannot go ahead: the phone, then the name, then the email. */
async function checkRegistrable(db: Db, input: Registration, phoneOk: boolean) {
  if (!phoneOk) throw new ApiError('PHONE_NOT_VERIFIED')
  if (!(await isNameAvailable(db, input.name))) throw new ApiError('NAME_TAKEN', NAME_TAKEN_MESSAGE)
  if (!(await isEmailAvailable(db, input.email)))
    throw new ApiError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE)
}

/**
 * Creates the owner and the shop in one transaction, for a phone verified in the last 30 minutes.
 * Everything that can refuse is checked before the password is hashed, so a request that will be
 * refused costs a few lookups, not argon2; the transaction checks again and spends the verification.
 */
export async function registerBusiness(db: Db, input: Registration) {
  await checkRegistrable(db, input, await phoneVerified(db, input.phone, false))
  const passwordHash = await hashPassword(input.password)
  try {
    await db.transaction(async (tx) => {
      await checkRegistrable(tx, input, await phoneVerified(tx, input.phone, true))
      const [owner] = await tx
        .insert(users)
        .values({ email: input.email, passwordHash })
        .returning({ id: users.id })
      await tx.insert(businesses).values({
        ownerId: owner.id,
        name: input.name,
        slug: await freeSlug(tx, input.name),
        legalName: input.legalName,
        taxId: input.taxId,
        phone: input.phone,
        address: input.address,
        floor: input.floor,
        apartment: input.apartment,
        city: input.city,
        province: input.province,
        zipCode: input.zipCode,
        lat: input.lat,
        lng: input.lng,
        plan: input.plan,
        subscriptionPaid: false,
      })
    })
  } catch (err) {
    // Two registrations racing for the same name or email: the unique indexes decide.
    const constraint = uniqueViolation(err)
    if (constraint === 'businesses_name_lower_key')
      throw new ApiError('NAME_TAKEN', NAME_TAKEN_MESSAGE)
    if (constraint === 'users_email_lower_key')
      throw new ApiError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE)
    throw err
  }
}
