import { randomBytes } from 'node:crypto'
import { decodeJwt } from 'jose'
import type { InvitableRole } from '../../domain/team/permissions'
import { freshIp } from './flows'
import type { TestContext } from './harness'
import { readOutbox } from './outbox'

/** Headers of a session token, for app.inject. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A unique address to invite. */
export const newMemberEmail = () => `equipo-${randomBytes(4).toString('hex')}@example.com`

export const MEMBER_PASSWORD = 'Cocina2025!'

/** The token of the last invitation link the mail outbox holds for an address. */
export async function lastInvitationToken(t: TestContext, email: string) {
  const mail = (await readOutbox(t.dataDir, 'mail')).filter((m) => m.to === email).at(-1)
  const match = mail?.text.match(/\/invitacion\/([\w-]+)/)
  if (!match) throw new Error(`no invitation mailed to ${email}`)
  return match[1]
}

/** POST /api/business/team/invitations as the owner of `headers`. */
export const invite = (
  t: TestContext,
  headers: Record<string, string>,
  email: string,
  role: InvitableRole,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/business/team/invitations',
    headers,
    payload: { email, role },
  })

/** POST /api/auth/invitations/accept from a fresh address. */
export const accept = (
  t: TestContext,
  token: string,
  name = 'Juli Pérez',
  password = MEMBER_PASSWORD,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/invitations/accept',
    remoteAddress: freshIp(),
    payload: { token, name, password },
  })

/** A member who joined the owner's team through an invitation, signed in by accepting it. */
export async function joinTeam(
  t: TestContext,
  ownerHeaders: Record<string, string>,
  role: InvitableRole,
  name = `Miembro ${randomBytes(2).toString('hex')}`,
) {
  const email = newMemberEmail()
  const invited = await invite(t, ownerHeaders, email, role)
  if (invited.statusCode !== 201)
    throw new Error(`invite answered ${invited.statusCode}: ${invited.body}`)
  const res = await accept(t, await lastInvitationToken(t, email), name)
  if (res.statusCode !== 200) throw new Error(`accept answered ${res.statusCode}: ${res.body}`)
  const token = res.json<{ token: string }>().token
  const userId = String(decodeJwt(token).userId)
  return { userId, email, name, role, password: MEMBER_PASSWORD, token, headers: bearer(token) }
}
export type JoinedMember = Awaited<ReturnType<typeof joinTeam>>
