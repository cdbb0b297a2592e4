import { eq } from 'drizzle-orm'
import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { CONTACT_EMAIL } from '../../../domain/constants'
import {
  EMAIL_CHANGE_PASSWORD_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  NAME_TAKEN_MESSAGE,
  PASSWORD_FIELDS_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '../../../domain/messages/panel'
import {
  CUIT_CHECK_MESSAGE,
  CUIT_LENGTH_MESSAGE,
  EMAIL_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from '../../../domain/messages/customer'
import { businesses, passwordResetTokens, users } from '../../db/schema'
import { hashPassword } from '../../lib/passwords'
import { createOwnerSession, ownerToken } from '../../test/factories'
import { freshIp, loginAs } from '../../test/flows'
import { ownerSession, useTestApp, type OwnerSession as Session } from '../../test/use-test-app'
import { errorOf } from '../../test/error-answer'
import { readOutbox } from '../../test/outbox'

const t = useTestApp()

const session = () => ownerSession(t)

const OLD = 'Barrio2025!'

/** An owner who can log in with OLD: the factories' owners have no real password. */
async function ownerWithPassword() {
  const s = await session()
  await t.db
    .update(users)
    .set({ passwordHash: await hashPassword(OLD) })
    .where(eq(users.id, s.owner.id))
  return s
}

const put = (s: Session, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/business/settings/${url}`, headers: s.headers, payload })
const profileOf = async (s: Session) =>
  (await t.app.inject({ url: '/api/business/settings/profile', headers: s.headers })).json()
const rowsOf = async (s: Session) => {
  const [business] = await t.db.select().from(businesses).where(eq(businesses.id, s.business.id))
  const [user] = await t.db.select().from(users).where(eq(users.id, s.owner.id))
  return { business, user }
}

describe('GET /api/business/settings/profile', () => {
  it('answers the caller’s own shop and account, with its slug', async () => {
    const { business, owner, headers } = await createOwnerSession(t.db, t.app.config.jwtSecret, {
      plan: 'starter',
      taxId: '20123456786',
    })
    await createOwnerSession(t.db, t.app.config.jwtSecret)
    const res = await t.app.inject({ url: '/api/business/settings/profile', headers })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      email: owner.email,
      businessName: business.name,
      slug: business.slug,
      plan: 'Starter',
      subscriptionPaid: false,
      expiresAt: null,
      // A new shop takes orders through its trial (docs/product.md#plan-payments).
      orderGate: {
        open: true,
        during: 'trial',
        until: new Date(business.createdAt.getTime() + 30 * 86_400_000).toISOString(),
      },
      business: {
        name: business.name,
        taxId: '20123456786',
        address: 'Av. Colón 100',
        city: 'Córdoba',
        province: 'Córdoba',
        zipCode: null,
        logoUrl: null,
        coverUrl: null,
      },
    })
    expect(res.body).not.toMatch(/passwordHash|argon2/)
  })

  it('needs an owner’s token', async () => {
    const none = await t.app.inject('/api/business/settings/profile')
    expect(none.statusCode).toBe(401)
    expect(none.json().code).toBe('UNAUTHENTICATED')
    const { owner } = await createOwnerSession(t.db, t.app.config.jwtSecret)
    const token = await ownerToken(t.app.config.jwtSecret, owner, { role: 'CUSTOMER' })
    const other = await t.app.inject({
      url: '/api/business/settings/profile',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(other.statusCode).toBe(403)
  })
})

describe('PUT /api/business/settings/profile', () => {
  it('renames the shop and changes the email, keeping the slug, with a fresh token', async () => {
    const s = await ownerWithPassword()
    const email = `nueva-${s.business.slug}@example.com`
    const res = await put(s, 'profile', {
      email: ` ${email} `,
      businessName: '  La Nueva Esquina ',
      currentPassword: OLD,
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      email,
      businessName: 'La Nueva Esquina',
      slug: s.business.slug,
      business: { name: 'La Nueva Esquina' },
    })
    // The token is the login's: its claims carry the new name and email, and it opens the panel.
    expect(decodeJwt(body.token)).toMatchObject({
      userId: s.owner.id,
      email,
      role: 'BUSINESS_OWNER',
      businessName: 'La Nueva Esquina',
      plan: 'Sin plan',
    })
    const profile = { ...body, token: undefined }
    const again = await t.app.inject({
      url: '/api/business/settings/profile',
      headers: { authorization: `Bearer ${body.token}` },
    })
    expect({ ...again.json(), token: undefined }).toEqual(profile)
    const { business } = await rowsOf(s)
    expect(business.slug).toBe(s.business.slug)
  })

  it('tells the previous address of an email change, and what to do if it was not its owner', async () => {
    const s = await ownerWithPassword()
    const email = `cambiada-${s.business.slug}@example.com`
    const res = await put(s, 'profile', {
      email,
      businessName: s.business.name,
      currentPassword: OLD,
    })
    expect(res.statusCode).toBe(200)
    const mails = (await readOutbox(t.dataDir, 'mail')).filter((m) => m.to === s.owner.email)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.subject).toBe('Cambió el correo de tu cuenta de Barrio')
    expect(mail.text).toContain(`se cambió de ${s.owner.email} a ${email}`)
    expect(mail.text).toContain(`Si no fuiste vos, alguien entró a tu cuenta: escribinos`)
    expect(mail.text).toContain(CONTACT_EMAIL)
    expect(mail.html).toContain(s.owner.email)
    // The new address gets nothing: whoever changed it knows.
    expect((await readOutbox(t.dataDir, 'mail')).filter((m) => m.to === email)).toEqual([])
  })

  it('refuses a new email without the current password, or with a wrong one, changing and mailing nothing', async () => {
    const s = await ownerWithPassword()
    const before = await rowsOf(s)
    const mailsBefore = (await readOutbox(t.dataDir, 'mail')).length
    const change = { email: `robada-${s.business.slug}@example.com`, businessName: 'Robado' }
    const without = await put(s, 'profile', change)
    expect(without.statusCode).toBe(400)
    expect(errorOf(without)).toEqual({
      error: EMAIL_CHANGE_PASSWORD_MESSAGE,
      code: 'WRONG_PASSWORD',
    })
    const wrong = await put(s, 'profile', { ...change, currentPassword: 'Adivino2025!' })
    expect(wrong.statusCode).toBe(400)
    expect(errorOf(wrong)).toEqual({ error: WRONG_PASSWORD_MESSAGE, code: 'WRONG_PASSWORD' })
    expect(await rowsOf(s)).toEqual(before)
    expect((await readOutbox(t.dataDir, 'mail')).length).toBe(mailsBefore)
    // The session was not ended by the refusals.
    expect(
      (await put(s, 'profile', { email: s.owner.email, businessName: 'Sigue' })).statusCode,
    ).toBe(200)
  })

  it('counts wrong passwords for a new email with the password change’s tries', async () => {
    const s = await ownerWithPassword()
    const change = { email: `otra-${s.business.slug}@example.com`, businessName: s.business.name }
    for (let i = 0; i < 10; i++) {
      const res = await put(s, 'profile', { ...change, currentPassword: `Mala${i}!x` })
      expect(res.statusCode).toBe(400)
    }
    const blocked = await put(s, 'profile', { ...change, currentPassword: OLD })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().code).toBe('RATE_LIMITED')
    // A rename alone checks no password, so it goes on.
    expect(
      (await put(s, 'profile', { email: s.owner.email, businessName: 'Renombrado' })).statusCode,
    ).toBe(200)
  })

  it('keeps the QR menu link working after a rename', async () => {
    const s = await session()
    await put(s, 'profile', { email: s.owner.email, businessName: 'Otro Nombre Distinto' })
    const menu = await t.app.inject(`/api/public/menu/${s.business.slug}`)
    expect(menu.statusCode).toBe(200)
    expect(menu.json().business.name).toBe('Otro Nombre Distinto')
  })

  it('lets the owner keep their own name and email, in another case', async () => {
    const s = await session()
    const res = await put(s, 'profile', {
      email: s.owner.email.toUpperCase(),
      businessName: s.business.name.toUpperCase(),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().businessName).toBe(s.business.name.toUpperCase())
  })

  it('refuses a name another shop has, in any case, changing nothing', async () => {
    const s = await ownerWithPassword()
    const other = await session()
    const before = await rowsOf(s)
    const res = await put(s, 'profile', {
      email: `libre-${s.business.slug}@example.com`,
      businessName: other.business.name.toUpperCase(),
      currentPassword: OLD,
    })
    expect(res.statusCode).toBe(409)
    expect(errorOf(res)).toEqual({ error: NAME_TAKEN_MESSAGE, code: 'NAME_TAKEN' })
    expect(await rowsOf(s)).toEqual(before)
  })

  it('refuses an email another account has, in any case, changing nothing', async () => {
    const s = await ownerWithPassword()
    const other = await session()
    const before = await rowsOf(s)
    const res = await put(s, 'profile', {
      email: other.owner.email.toUpperCase(),
      businessName: 'Nombre Libre de Verdad',
      currentPassword: OLD,
    })
    expect(res.statusCode).toBe(409)
    expect(errorOf(res)).toEqual({ error: EMAIL_TAKEN_MESSAGE, code: 'EMAIL_TAKEN' })
    expect(await rowsOf(s)).toEqual(before)
  })

  const invalid: [string, object, string][] = [
    ['no email', { businessName: 'Nombre' }, REQUIRED_FIELDS_MESSAGE],
    ['a blank email', { email: '  ', businessName: 'Nombre' }, REQUIRED_FIELDS_MESSAGE],
    ['no name', { email: 'a@example.com' }, REQUIRED_FIELDS_MESSAGE],
    [
      'a current password too long to hash',
      { email: 'a@example.com', businessName: 'Nombre', currentPassword: 'x'.repeat(201) },
      WRONG_PASSWORD_MESSAGE,
    ],
    ['a blank name', { email: 'a@example.com', businessName: ' ' }, REQUIRED_FIELDS_MESSAGE],
    ['a malformed email', { email: 'a @example.com', businessName: 'Nombre' }, EMAIL_MESSAGE],
    [
      'a one-letter name',
      { email: 'a@example.com', businessName: 'A' },
      'El nombre del comercio debe tener al menos 2 caracteres.',
    ],
    [
      'a name too long',
      { email: 'a@example.com', businessName: 'x'.repeat(81) },
      'El nombre del comercio puede tener hasta 80 caracteres.',
    ],
  ]
  it.each(invalid)('refuses %s with a 400 and its Spanish message', async (_, payload, message) => {
    const s = await session()
    const before = await rowsOf(s)
    const res = await put(s, 'profile', payload)
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toEqual({ error: message, code: 'VALIDATION' })
    expect(await rowsOf(s)).toEqual(before)
  })
})

describe('PUT /api/business/settings/business', () => {
  const data = {
    cuit: '30-71234567-1',
    address: ' Bv. San Juan 450 ',
    city: 'Córdoba',
    province: 'Córdoba',
    zipCode: 'X5000',
  }

  it('saves the business data and answers the profile, CUIT as digits', async () => {
    const s = await session()
    const other = await session()
    const otherBefore = await rowsOf(other)
    const res = await put(s, 'business', data)
    expect(res.statusCode).toBe(200)
    const expected = {
      name: s.business.name,
      taxId: '30712345671',
      address: 'Bv. San Juan 450',
      city: 'Córdoba',
      province: 'Córdoba',
      zipCode: 'X5000',
      logoUrl: null,
      coverUrl: null,
    }
    expect(res.json().business).toEqual(expected)
    expect((await profileOf(s)).business).toEqual(expected)
    expect(await rowsOf(other)).toEqual(otherBefore)
  })

  const invalid: [string, object, string][] = [
    ['no CUIT', { cuit: undefined }, REQUIRED_FIELDS_MESSAGE],
    ['a blank CUIT', { cuit: ' ' }, REQUIRED_FIELDS_MESSAGE],
    ['a CUIT of 10 digits', { cuit: '20-1234567-6' }, CUIT_LENGTH_MESSAGE],
    ['a CUIT with letters', { cuit: 'veinte' }, CUIT_LENGTH_MESSAGE],
    ['a CUIT with a wrong check digit', { cuit: '20-12345678-7' }, CUIT_CHECK_MESSAGE],
    ['no address', { address: undefined }, REQUIRED_FIELDS_MESSAGE],
    ['a blank address', { address: '' }, REQUIRED_FIELDS_MESSAGE],
    ['no city', { city: undefined }, REQUIRED_FIELDS_MESSAGE],
    ['no province', { province: '  ' }, REQUIRED_FIELDS_MESSAGE],
    ['no zip code', { zipCode: undefined }, REQUIRED_FIELDS_MESSAGE],
    [
      'a zip code too long',
      { zipCode: 'X'.repeat(13) },
      'El código postal puede tener hasta 12 caracteres.',
    ],
  ]
  it.each(invalid)('refuses %s with a 400 and its Spanish message', async (_, change, message) => {
    const s = await session()
    const before = await rowsOf(s)
    const res = await put(s, 'business', { ...data, ...change })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toEqual({ error: message, code: 'VALIDATION' })
    expect(await rowsOf(s)).toEqual(before)
  })
})

describe('PUT /api/business/settings/password', () => {
  const NEW = 'Empanadas#2026'
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login-manual',
      remoteAddress: freshIp(),
      payload: { email, password },
    })

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const s = await ownerWithPassword()
    const res = await put(s, 'password', { currentPassword: OLD, newPassword: NEW })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, token: expect.any(String) })
    expect(decodeJwt(await loginAs(t, s.owner.email, NEW)).userId).toBe(s.owner.id)
    expect((await login(s.owner.email, OLD)).statusCode).toBe(401)
    const { user } = await rowsOf(s)
    expect(user.passwordHash).toMatch(/^\$argon2id\$/)
  })

  it('refuses a wrong current password with a 400 (not a logout), keeping the old one', async () => {
    const s = await ownerWithPassword()
    const res = await put(s, 'password', { currentPassword: 'Barrio2025?', newPassword: NEW })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toEqual({ error: WRONG_PASSWORD_MESSAGE, code: 'WRONG_PASSWORD' })
    expect((await login(s.owner.email, OLD)).statusCode).toBe(200)
    expect((await login(s.owner.email, NEW)).statusCode).toBe(401)
  })

  it('makes reset links mailed before useless', async () => {
    const s = await ownerWithPassword()
    await t.db.insert(passwordResetTokens).values({
      userId: s.owner.id,
      tokenHash: `hash-${s.owner.id}`,
      expiresAt: new Date(Date.now() + 600_000),
    })
    await put(s, 'password', { currentPassword: OLD, newPassword: NEW })
    const left = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, s.owner.id))
    expect(left).toEqual([])
  })

  const invalid: [string, object, string][] = [
    ['no current password', { newPassword: NEW }, PASSWORD_FIELDS_MESSAGE],
    [
      'an empty current password',
      { currentPassword: '', newPassword: NEW },
      PASSWORD_FIELDS_MESSAGE,
    ],
    ['no new password', { currentPassword: OLD }, PASSWORD_FIELDS_MESSAGE],
    ['an empty new password', { currentPassword: OLD, newPassword: '' }, PASSWORD_FIELDS_MESSAGE],
    ['a short new password', { currentPassword: OLD, newPassword: 'Ab1!' }, PASSWORD_RULE_MESSAGE],
    [
      'a new password without a capital',
      { currentPassword: OLD, newPassword: 'empanadas#2026' },
      PASSWORD_RULE_MESSAGE,
    ],
    [
      'a new password without a symbol',
      { currentPassword: OLD, newPassword: 'Empanadas2026' },
      PASSWORD_RULE_MESSAGE,
    ],
  ]
  it.each(invalid)('refuses %s with a 400 and its Spanish message', async (_, payload, message) => {
    const s = await ownerWithPassword()
    const res = await put(s, 'password', payload)
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toEqual({ error: message, code: 'VALIDATION' })
    expect((await login(s.owner.email, OLD)).statusCode).toBe(200)
  })

  it('limits tries per account', async () => {
    const s = await ownerWithPassword()
    for (let i = 0; i < 10; i++) {
      const res = await put(s, 'password', { currentPassword: `Mala${i}!x`, newPassword: NEW })
      expect(res.statusCode).toBe(400)
    }
    const blocked = await put(s, 'password', { currentPassword: OLD, newPassword: NEW })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().code).toBe('RATE_LIMITED')
    expect((await login(s.owner.email, OLD)).statusCode).toBe(200)
  })
})
