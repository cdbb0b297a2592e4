import { and, desc, eq, sql } from 'drizzle-orm'
import { decodeJwt } from 'jose'
import { describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import {
  EMAIL_HAS_ACCOUNT_MESSAGE,
  INVITATION_LINK_MESSAGE,
  INVITATION_MAIL_FAILED_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  INVITATION_PENDING_MESSAGE,
  INVITATIONS_LIMIT_MESSAGE,
  MEMBER_NAME_MESSAGE,
  MEMBER_NOT_FOUND_MESSAGE,
  MEMBER_ROLE_MESSAGE,
  OWNER_NOT_EDITABLE_MESSAGE,
} from '../../../domain/messages/panel'
import type { teamSchema } from '../../../domain/team/schemas'
import {
  pushSubscriptions,
  shopActivity,
  shopInvitations,
  shopMembers,
  users,
} from '../../db/schema'
import { saveSubscription } from '../push/service'
import { recordActivity } from '../../lib/activity'
import type * as Passwords from '../../lib/passwords'
import { hashPassword } from '../../lib/passwords'
import { errorOf } from '../../test/error-answer'
import { freshIp, loginAs } from '../../test/flows'
import { readOutbox } from '../../test/outbox'
import {
  MEMBER_PASSWORD,
  accept,
  bearer,
  invite,
  joinTeam,
  lastInvitationToken,
  newMemberEmail,
} from '../../test/team'
import { ownerSession, useTestApp } from '../../test/use-test-app'

// The real hashing, counted: a refused link must not have reached it.
vi.mock('../../lib/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>()
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) }
})

/*
 * Equipo (docs/product.md#team): an owner invites by a single-use link valid 7 days, the invited
 * person joins with a name and a password, and the owner changes roles and removes members, whose
 * sessions end at once.
 */

const t = useTestApp()

type Team = z.infer<typeof teamSchema>
type Headers = Record<string, string>

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) => t.app.inject({ method, url: `/api/business${url}`, headers, payload })

const team = async (headers: Headers) => {
  const res = await call('GET', '/team', headers)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Team>()
}

const preview = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/invitations/preview',
    remoteAddress: freshIp(),
    payload: { token },
  })

const lastActivity = async (businessId: string) => {
  const [line] = await t.db
    .select()
    .from(shopActivity)
    .where(eq(shopActivity.businessId, businessId))
    .orderBy(desc(shopActivity.createdAt))
    .limit(1)
  return line
}

const expectInvalidLink = (res: Awaited<ReturnType<typeof preview>>) => {
  expect(res.statusCode, res.body).toBe(400)
  expect(errorOf(res)).toEqual({ error: INVITATION_LINK_MESSAGE, code: 'INVALID_TOKEN' })
}

/** A session's use: the orders board, which every role may read. */
const ordersStatus = async (headers: Headers) => (await call('GET', '/orders', headers)).statusCode

describe('invitations', () => {
  it('invites, shows, accepts and signs the new member in', async () => {
    const shop = await ownerSession(t)
    // A shop that never invites has a team of one, and nothing more.
    expect(await team(shop.headers)).toEqual({
      members: [
        {
          id: shop.owner.id,
          name: 'Dueño',
          email: shop.owner.email,
          role: 'owner',
          lastSignInAt: null,
          signedIn: true,
        },
      ],
      invitations: [],
    })

    const email = newMemberEmail()
    const invited = await invite(t, shop.headers, email.toUpperCase(), 'staff')
    expect(invited.statusCode, invited.body).toBe(201)
    const invitation = invited.json<Team['invitations'][number]>()
    expect(invitation).toMatchObject({ email, role: 'staff', expired: false })
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(7 * 86_400_000)
    expect((await team(shop.headers)).invitations).toEqual([invitation])

    const mail = (await readOutbox(t.dataDir, 'mail')).filter((m) => m.to === email)
    expect(mail).toHaveLength(1)
    expect(mail[0].subject).toBe(`${shop.business.name} te invita a su equipo en Barrio`)
    expect(mail[0].text).toContain(`${shop.business.name} te invitó a sumarte`)
    expect(mail[0].text).toContain('como Cocina / Caja.')
    expect(mail[0].text).toContain(`${t.app.config.publicUrl}/invitacion/`)
    expect(mail[0].html).toContain('Aceptar la invitación')

    expect(await lastActivity(shop.business.id)).toMatchObject({
      actorId: shop.owner.id,
      actorName: 'Dueño',
      actorRole: 'owner',
      kind: 'member.invited',
      subjectId: invitation.id,
      details: { email, role: 'staff' },
    })

    const link = await lastInvitationToken(t, email)
    const shown = await preview(link)
    expect(shown.statusCode, shown.body).toBe(200)
    expect(shown.json()).toEqual({ businessName: shop.business.name, email, role: 'staff' })

    const joined = await accept(t, link, '  Juli Pérez ')
    expect(joined.statusCode, joined.body).toBe(200)
    const token = joined.json<{ token: string }>().token
    const claims = decodeJwt(token)
    expect(claims).toMatchObject({
      email,
      role: 'BUSINESS_OWNER',
      memberRole: 'staff',
      businessName: shop.business.name,
    })
    expect(await ordersStatus(bearer(token))).toBe(200)
    // Equipo is the owner's.
    expect((await call('GET', '/team', bearer(token))).statusCode).toBe(403)

    const after = await team(shop.headers)
    expect(after.invitations).toEqual([])
    expect(after.members).toEqual([
      expect.objectContaining({ id: shop.owner.id, role: 'owner' }),
      {
        id: claims.userId,
        name: 'Juli Pérez',
        email,
        role: 'staff',
        lastSignInAt: expect.any(String),
        signedIn: true,
      },
    ])

    // The password chosen signs them in, with their role in the token.
    const signedIn = decodeJwt(await loginAs(t, email, MEMBER_PASSWORD))
    expect(signedIn).toMatchObject({ userId: claims.userId, memberRole: 'staff' })

    // The link worked once.
    expectInvalidLink(await preview(link))
    expectInvalidLink(await accept(t, link))
  })

  it('accepts a link once under concurrent requests', async () => {
    const shop = await ownerSession(t)
    const email = newMemberEmail()
    await invite(t, shop.headers, email, 'manager')
    const link = await lastInvitationToken(t, email)
    const answers = await Promise.all([accept(t, link, 'Uno Dos'), accept(t, link, 'Tres Cuatro')])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400])
    const members = await t.db
      .select()
      .from(shopMembers)
      .where(eq(shopMembers.businessId, shop.business.id))
    expect(members).toHaveLength(1)
  })

  it('refuses an expired link; resending gives a new one for 7 more days and kills the old', async () => {
    const shop = await ownerSession(t)
    const email = newMemberEmail()
    const { id } = (await invite(t, shop.headers, email, 'staff')).json<{ id: string }>()
    const first = await lastInvitationToken(t, email)
    await t.db
      .update(shopInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(shopInvitations.id, id))
    expectInvalidLink(await preview(first))
    expectInvalidLink(await accept(t, first))
    expect((await team(shop.headers)).invitations).toEqual([
      expect.objectContaining({ id, expired: true }),
    ])
    // Still open: inviting the address again is refused, resending is the way.
    const again = await invite(t, shop.headers, email, 'staff')
    expect(again.statusCode).toBe(409)
    expect(errorOf(again)).toEqual({
      error: INVITATION_PENDING_MESSAGE,
      code: 'INVITATION_PENDING',
    })

    const resent = await call('POST', `/team/invitations/${id}/resend`, shop.headers)
    expect(resent.statusCode, resent.body).toBe(200)
    const renewed = resent.json<Team['invitations'][number]>()
    expect(renewed).toMatchObject({ id, email, role: 'staff', expired: false })
    const second = await lastInvitationToken(t, email)
    expect(second).not.toBe(first)
    expect((await readOutbox(t.dataDir, 'mail')).filter((m) => m.to === email)).toHaveLength(2)

    // A resend of a link still valid kills it too.
    const third = await call('POST', `/team/invitations/${id}/resend`, shop.headers)
    expect(third.statusCode).toBe(200)
    expectInvalidLink(await preview(second))
    const last = await lastInvitationToken(t, email)
    expect((await preview(last)).statusCode).toBe(200)
    expect((await accept(t, last)).statusCode).toBe(200)
  })

  it('refuses a cancelled link', async () => {
    const shop = await ownerSession(t)
    const email = newMemberEmail()
    const { id } = (await invite(t, shop.headers, email, 'staff')).json<{ id: string }>()
    const link = await lastInvitationToken(t, email)
    const cancelled = await call('DELETE', `/team/invitations/${id}`, shop.headers)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toEqual({ success: true })
    expectInvalidLink(await preview(link))
    expectInvalidLink(await accept(t, link))
    expect((await team(shop.headers)).invitations).toEqual([])
    for (const [method, url] of [
      ['DELETE', `/team/invitations/${id}`],
      ['POST', `/team/invitations/${id}/resend`],
    ] as const) {
      const gone = await call(method, url, shop.headers)
      expect(gone.statusCode, `${method} ${url}`).toBe(404)
      expect(errorOf(gone)).toEqual({
        error: INVITATION_NOT_FOUND_MESSAGE,
        code: 'INVITATION_NOT_FOUND',
      })
    }
    // Cancelled, the address can be invited again.
    expect((await invite(t, shop.headers, email, 'manager')).statusCode).toBe(201)
  })

  it('refuses an address with a Barrio account, at the invitation and when accepting', async () => {
    const shop = await ownerSession(t)
    const other = await ownerSession(t)
    const hasAccount = { error: EMAIL_HAS_ACCOUNT_MESSAGE, code: 'EMAIL_HAS_ACCOUNT' }
    for (const email of [shop.owner.email.toUpperCase(), other.owner.email]) {
      const res = await invite(t, shop.headers, email, 'staff')
      expect(res.statusCode).toBe(409)
      expect(errorOf(res)).toEqual(hasAccount)
    }
    const member = await joinTeam(t, shop.headers, 'staff')
    const again = await invite(t, shop.headers, member.email, 'manager')
    expect(errorOf(again)).toEqual(hasAccount)

    // Two shops may invite one address; once it joins one, the other's link is refused.
    const email = newMemberEmail()
    expect((await invite(t, shop.headers, email, 'staff')).statusCode).toBe(201)
    const first = await lastInvitationToken(t, email)
    expect((await invite(t, other.headers, email, 'manager')).statusCode).toBe(201)
    const second = await lastInvitationToken(t, email)
    expect((await accept(t, second)).statusCode).toBe(200)
    for (const res of [await preview(first), await accept(t, first)]) {
      expect(res.statusCode).toBe(409)
      expect(errorOf(res)).toEqual(hasAccount)
    }
    const [account] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))
    const [membership] = await t.db
      .select({ businessId: shopMembers.businessId })
      .from(shopMembers)
      .where(eq(shopMembers.userId, account.id))
    expect(membership.businessId).toBe(other.business.id)
  })

  it('refuses made-up and malformed links with a lookup, never a password hash', async () => {
    vi.mocked(hashPassword).mockClear()
    expectInvalidLink(await preview('x'.repeat(43)))
    expectInvalidLink(await accept(t, 'x'.repeat(43)))
    // Out of shape, it is refused by validation, with the link's own message.
    for (const token of ['corto', 'y'.repeat(201)]) {
      for (const res of [await preview(token), await accept(t, token)]) {
        expect(res.statusCode).toBe(400)
        expect(errorOf(res)).toEqual({ error: INVITATION_LINK_MESSAGE, code: 'VALIDATION' })
      }
    }
    expect(hashPassword).not.toHaveBeenCalled()
  })

  it('validates what it is sent, in Spanish', async () => {
    const shop = await ownerSession(t)
    const asOwner = await invite(t, shop.headers, newMemberEmail(), 'owner' as 'staff')
    expect(asOwner.statusCode).toBe(400)
    expect(errorOf(asOwner).error).toBe(MEMBER_ROLE_MESSAGE)
    const badEmail = await invite(t, shop.headers, 'sin-arroba', 'staff')
    expect(badEmail.statusCode).toBe(400)
    expect(errorOf(badEmail).code).toBe('VALIDATION')

    const email = newMemberEmail()
    await invite(t, shop.headers, email, 'staff')
    const link = await lastInvitationToken(t, email)
    const noName = await accept(t, link, ' J ')
    expect(noName.statusCode).toBe(400)
    expect(errorOf(noName).error).toBe(MEMBER_NAME_MESSAGE)
    const weak = await accept(t, link, 'Juli Pérez', 'corta')
    expect(weak.statusCode).toBe(400)
    // Refused input uses nothing up: the link still works.
    expect((await accept(t, link)).statusCode).toBe(200)

    const badId = await call('DELETE', '/team/invitations/no-es-un-id', shop.headers)
    expect(badId.statusCode).toBe(400)
    expect(errorOf(badId).error).toMatch(/[a-záéíóúñ]/)
  })

  it('limits the invitation mails a shop sends, new and resent', async () => {
    const shop = await ownerSession(t)
    const { id } = (await invite(t, shop.headers, newMemberEmail(), 'staff')).json<{ id: string }>()
    for (let i = 1; i < 30; i++) {
      const res = await (i % 2
        ? invite(t, shop.headers, newMemberEmail(), 'staff')
        : call('POST', `/team/invitations/${id}/resend`, shop.headers))
      expect(res.statusCode, res.body).toBeLessThan(300)
    }
    const email = newMemberEmail()
    const limited = await invite(t, shop.headers, email, 'staff')
    expect(limited.statusCode).toBe(429)
    expect(errorOf(limited)).toEqual({ error: INVITATIONS_LIMIT_MESSAGE, code: 'RATE_LIMITED' })
    expect((await call('POST', `/team/invitations/${id}/resend`, shop.headers)).statusCode).toBe(
      429,
    )
    expect((await readOutbox(t.dataDir, 'mail')).some((m) => m.to === email)).toBe(false)
    // Another shop counts apart.
    const other = await ownerSession(t)
    expect((await invite(t, other.headers, newMemberEmail(), 'staff')).statusCode).toBe(201)
  })

  it('limits link checks per address', async () => {
    const ip = freshIp()
    const check = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/invitations/preview',
        remoteAddress: ip,
        payload: { token: 'z'.repeat(43) },
      })
    for (let i = 0; i < 30; i++) expect((await check()).statusCode).toBe(400)
    expect((await check()).statusCode).toBe(429)
    const acceptLimited = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitations/accept',
      remoteAddress: ip,
      payload: { token: 'z'.repeat(43), name: 'Juli Pérez', password: MEMBER_PASSWORD },
    })
    expect(acceptLimited.statusCode).toBe(429)
  })

  it('keeps the invitation when its mail fails, and resending it mails a working link', async () => {
    const shop = await ownerSession(t)
    const email = newMemberEmail()
    const send = vi
      .spyOn(t.app.adapters.mailer, 'send')
      .mockRejectedValueOnce(new Error('smtp down'))
    try {
      const res = await invite(t, shop.headers, email, 'manager')
      expect(res.statusCode).toBe(502)
      expect(errorOf(res)).toEqual({
        error: INVITATION_MAIL_FAILED_MESSAGE,
        code: 'DELIVERY_FAILED',
      })
    } finally {
      send.mockRestore()
    }
    const [open] = (await team(shop.headers)).invitations
    expect(open).toMatchObject({ email, role: 'manager' })
    expect(
      (await call('POST', `/team/invitations/${open.id}/resend`, shop.headers)).statusCode,
    ).toBe(200)
    expect((await accept(t, await lastInvitationToken(t, email))).statusCode).toBe(200)
  })
})

describe('roles', () => {
  it('changes a role: the member’s sessions end and the next one carries the new role', async () => {
    const shop = await ownerSession(t)
    const member = await joinTeam(t, shop.headers, 'staff', 'Caro Gómez')
    expect((await call('GET', '/stats', member.headers)).statusCode).toBe(403)

    // The same role changes nothing: the session goes on.
    const same = await call('PUT', `/team/members/${member.userId}`, shop.headers, {
      role: 'staff',
    })
    expect(same.statusCode, same.body).toBe(200)
    expect(await ordersStatus(member.headers)).toBe(200)

    const changed = await call('PUT', `/team/members/${member.userId}`, shop.headers, {
      role: 'manager',
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toEqual({
      id: member.userId,
      name: 'Caro Gómez',
      email: member.email,
      role: 'manager',
      lastSignInAt: expect.any(String),
      signedIn: true,
    })
    expect(await ordersStatus(member.headers)).toBe(401)
    // The owner's session is not the member's.
    expect(await ordersStatus(shop.headers)).toBe(200)

    const token = await loginAs(t, member.email, member.password)
    expect(decodeJwt(token).memberRole).toBe('manager')
    expect((await call('GET', '/stats', bearer(token))).statusCode).toBe(200)
    expect(await lastActivity(shop.business.id)).toMatchObject({
      kind: 'member.role',
      actorName: 'Dueño',
      subjectId: member.userId,
      details: { name: 'Caro Gómez', email: member.email, role: 'manager', previousRole: 'staff' },
    })
    const roleLines = await t.db
      .select()
      .from(shopActivity)
      .where(
        and(eq(shopActivity.businessId, shop.business.id), eq(shopActivity.kind, 'member.role')),
      )
    expect(roleLines).toHaveLength(1)
  })

  it('never changes nor removes the owner, nor an unknown member', async () => {
    const shop = await ownerSession(t)
    for (const [method, payload] of [
      ['PUT', { role: 'manager' }],
      ['DELETE', undefined],
    ] as const) {
      const owner = await call(method, `/team/members/${shop.owner.id}`, shop.headers, payload)
      expect(owner.statusCode).toBe(400)
      expect(errorOf(owner)).toEqual({
        error: OWNER_NOT_EDITABLE_MESSAGE,
        code: 'OWNER_NOT_EDITABLE',
      })
      const unknown = await call(
        method,
        `/team/members/${crypto.randomUUID()}`,
        shop.headers,
        payload,
      )
      expect(unknown.statusCode).toBe(404)
      expect(errorOf(unknown)).toEqual({
        error: MEMBER_NOT_FOUND_MESSAGE,
        code: 'MEMBER_NOT_FOUND',
      })
    }
    const member = await joinTeam(t, shop.headers, 'staff')
    const toOwner = await call('PUT', `/team/members/${member.userId}`, shop.headers, {
      role: 'owner',
    })
    expect(toOwner.statusCode).toBe(400)
    expect(errorOf(toOwner).error).toBe(MEMBER_ROLE_MESSAGE)
    expect(await ordersStatus(shop.headers)).toBe(200)
  })
})

describe('removal', () => {
  it('ends the member’s sessions at once and deletes their account; Actividad keeps their name', async () => {
    const shop = await ownerSession(t)
    const member = await joinTeam(t, shop.headers, 'manager', 'Sole Ruiz')
    const other = await joinTeam(t, shop.headers, 'staff')
    await recordActivity(
      t.db,
      { businessId: shop.business.id, userId: member.userId, role: 'manager', name: 'Sole Ruiz' },
      'pause.on',
    )
    // Each has a phone that gets the shop's order notifications.
    const device = (name: string) => ({
      endpoint: `https://push.example.test/${name}`,
      keys: { p256dh: 'clave', auth: 'auth' },
    })
    await saveSubscription(
      t.db,
      { businessId: shop.business.id, userId: member.userId },
      device('sole'),
    )
    await saveSubscription(
      t.db,
      { businessId: shop.business.id, userId: shop.owner.id },
      device('owner'),
    )

    const removed = await call('DELETE', `/team/members/${member.userId}`, shop.headers)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json()).toEqual({ success: true })
    expect(await ordersStatus(member.headers)).toBe(401)
    expect(await ordersStatus(other.headers)).toBe(200)
    expect(await t.db.select().from(users).where(eq(users.id, member.userId))).toEqual([])
    expect(
      await t.db.select().from(shopMembers).where(eq(shopMembers.userId, member.userId)),
    ).toEqual([])
    expect((await team(shop.headers)).members.map((m) => m.id)).toEqual([
      shop.owner.id,
      other.userId,
    ])
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-manual',
      remoteAddress: freshIp(),
      payload: { email: member.email, password: member.password },
    })
    expect(login.statusCode).toBe(401)
    // The removed member's phone gets no more of the shop's orders; the owner's still does.
    const devices = await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.businessId, shop.business.id))
    expect(devices.map((d) => d.endpoint)).toEqual([device('owner').endpoint])

    const lines = await t.db
      .select()
      .from(shopActivity)
      .where(eq(shopActivity.businessId, shop.business.id))
    expect(lines.find((l) => l.kind === 'pause.on')).toMatchObject({
      actorId: null,
      actorName: 'Sole Ruiz',
      actorRole: 'manager',
    })
    expect(lines.find((l) => l.kind === 'member.removed')).toMatchObject({
      actorId: shop.owner.id,
      subjectId: member.userId,
      details: { name: 'Sole Ruiz', email: member.email, role: 'manager' },
    })

    const again = await call('DELETE', `/team/members/${member.userId}`, shop.headers)
    expect(again.statusCode).toBe(404)
    // The address is free again: the owner can invite it back.
    expect((await invite(t, shop.headers, member.email, 'staff')).statusCode).toBe(201)
    const back = await accept(t, await lastInvitationToken(t, member.email), 'Sole Ruiz')
    expect(back.statusCode, back.body).toBe(200)
    expect(decodeJwt(back.json<{ token: string }>().token).memberRole).toBe('staff')
  })
})

describe('a member’s own sessions', () => {
  it('signs a member in, and ending everyone’s sessions of one person leaves the other’s', async () => {
    const shop = await ownerSession(t)
    // An owner with a real password, to sign in again.
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('Barrio2025!') })
      .where(eq(users.id, shop.owner.id))
    const member = await joinTeam(t, shop.headers, 'staff')
    const token = await loginAs(t, member.email, member.password)
    expect(decodeJwt(token)).toMatchObject({ userId: member.userId, memberRole: 'staff' })

    const logoutAll = (headers: Headers) => call('POST', '/settings/logout-all', headers)
    expect((await logoutAll(bearer(token))).statusCode).toBe(200)
    expect(await ordersStatus(bearer(token))).toBe(401)
    expect(await ordersStatus(member.headers)).toBe(401)
    expect(await ordersStatus(shop.headers)).toBe(200)

    const memberAgain = bearer(await loginAs(t, member.email, member.password))
    expect((await logoutAll(shop.headers)).statusCode).toBe(200)
    expect(await ordersStatus(shop.headers)).toBe(401)
    expect(await ordersStatus(memberAgain)).toBe(200)
    const ownerAgain = bearer(await loginAs(t, shop.owner.email, 'Barrio2025!'))
    expect(decodeJwt(ownerAgain.authorization.slice(7)).memberRole).toBe('owner')
    expect(await ordersStatus(ownerAgain)).toBe(200)
  })
})
