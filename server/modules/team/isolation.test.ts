import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  BUSINESS_ROUTES,
  can,
  routeCapability,
  type MemberRole,
} from '../../../domain/team/permissions'
import { shopActivity, shopInvitations, users } from '../../db/schema'
import { errorOf } from '../../test/error-answer'
import { createOrder, createProduct } from '../../test/factories'
import { freshIp } from '../../test/flows'
import { invite, joinTeam, lastInvitationToken, newMemberEmail } from '../../test/team'
import { ownerSession, useTestApp } from '../../test/use-test-app'

/*
 * One shop's team never reaches another's (docs/product.md#team): every team route, called by each
 * of shop A's owner, manager and staff with the ids of shop B's members and invitation, is refused
 * and changes nothing in B; and what A's team reads of its shop never holds anything of B's.
 */

const t = useTestApp()

type Headers = Record<string, string>
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

async function shopWithTeam() {
  const owner = await ownerSession(t)
  const businessId = owner.business.id
  const product = await createProduct(t.db, businessId)
  const order = await createOrder(t.db, businessId)
  const manager = await joinTeam(t, owner.headers, 'manager')
  const staff = await joinTeam(t, owner.headers, 'staff')
  const invitedEmail = newMemberEmail()
  const invited = await invite(t, owner.headers, invitedEmail, 'staff')
  const invitation = invited.json<{ id: string }>()
  const link = await lastInvitationToken(t, invitedEmail)
  const actors: [MemberRole, Headers][] = [
    ['owner', owner.headers],
    ['manager', manager.headers],
    ['staff', staff.headers],
  ]
  return {
    owner,
    businessId,
    product,
    order,
    manager,
    staff,
    invitedEmail,
    invitation,
    link,
    actors,
  }
}
type ShopWithTeam = Awaited<ReturnType<typeof shopWithTeam>>

let a: ShopWithTeam
let b: ShopWithTeam
beforeAll(async () => {
  a = await shopWithTeam()
  b = await shopWithTeam()
})

const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api/business${url}`, headers, payload })

/**
 * Each team route of the permission map, as calls aimed at `target`'s members and invitation (or,
 * for a route without an id, as the caller's own shop's call).
 */
const teamCalls = (target: ShopWithTeam): Record<string, [Method, string, object?][]> => {
  const members = [target.manager.userId, target.staff.userId, target.owner.owner.id]
  return {
    'GET /team': [['GET', '/team']],
    'POST /team/invitations': [
      ['POST', '/team/invitations', { email: newMemberEmail(), role: 'staff' }],
    ],
    'POST /team/invitations/:id/resend': [
      ['POST', `/team/invitations/${target.invitation.id}/resend`],
    ],
    'DELETE /team/invitations/:id': [['DELETE', `/team/invitations/${target.invitation.id}`]],
    'PUT /team/members/:id': members.flatMap((id): [Method, string, object][] => [
      ['PUT', `/team/members/${id}`, { role: 'manager' }],
      ['PUT', `/team/members/${id}`, { role: 'staff' }],
    ]),
    'DELETE /team/members/:id': members.map((id): [Method, string] => [
      'DELETE',
      `/team/members/${id}`,
    ]),
  }
}

/** Everything of a shop's team another shop could change. */
async function teamState(shop: ShopWithTeam) {
  const team = await call('GET', '/team', shop.owner.headers)
  expect(team.statusCode).toBe(200)
  const ids = [shop.owner.owner.id, shop.manager.userId, shop.staff.userId]
  const accounts = await t.db
    .select({ id: users.id, sv: users.sessionVersion })
    .from(users)
    .where(inArray(users.id, ids))
  const [invitation] = await t.db
    .select({ hash: shopInvitations.tokenHash, expiresAt: shopInvitations.expiresAt })
    .from(shopInvitations)
    .where(eq(shopInvitations.id, shop.invitation.id))
  const activity = await t.db
    .select({ id: shopActivity.id })
    .from(shopActivity)
    .where(eq(shopActivity.businessId, shop.businessId))
  return { team: team.json(), accounts, invitation, activity: activity.length }
}

/** What of a shop no other shop's answer may hold. */
const markers = (shop: ShopWithTeam) => [
  shop.businessId,
  shop.owner.business.name,
  shop.owner.owner.email,
  shop.product.id,
  shop.order.id,
  shop.manager.userId,
  shop.manager.email,
  shop.staff.userId,
  shop.staff.email,
  shop.invitation.id,
  shop.invitedEmail,
]

/**
 * Panel routes that read a shop's data, each with something of the reader's own shop its answer
 * holds (so a check that B is absent is a check of a real answer). A new route is one line.
 */
const READ_ROUTES: [path: string, own: (shop: ShopWithTeam) => string][] = [
  ['/orders', (shop) => shop.order.id],
  ['/products', (shop) => shop.product.id],
  ['/team', (shop) => shop.manager.email],
]

describe('two shops, each with an owner, a manager and a staff member', () => {
  it('walks every team route of the permission map', () => {
    const teamRoutes = Object.entries(BUSINESS_ROUTES)
      .filter(([, capability]) => capability === 'team')
      .map(([route]) => route)
    expect(Object.keys(teamCalls(b)).sort()).toEqual(teamRoutes.sort())
  })

  it('refuses every team route called by A’s team with B’s ids, and B is unchanged', async () => {
    const before = await teamState(b)
    for (const [role, headers] of a.actors) {
      for (const [route, calls] of Object.entries(teamCalls(b))) {
        for (const [method, url, payload] of calls) {
          const res = await call(method, url, headers, payload)
          const what = `${role}: ${method} ${url}`
          if (role !== 'owner') {
            expect(res.statusCode, what).toBe(403)
            expect(errorOf(res).code, what).toBe('FORBIDDEN')
          } else if (route.includes(':id')) {
            expect(res.statusCode, what).toBe(404)
            expect(errorOf(res).code, what).toMatch(/^(MEMBER|INVITATION)_NOT_FOUND$/)
          } else {
            // A's own team: nothing of B's in it.
            expect(res.statusCode, what).toBeLessThan(300)
            for (const marker of markers(b)) expect(res.body, what).not.toContain(marker)
          }
        }
      }
    }
    expect(await teamState(b)).toEqual(before)
    // B's sessions and link all still work.
    for (const [role, headers] of b.actors) {
      expect((await call('GET', '/orders', headers)).statusCode, role).toBe(200)
    }
    const shown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitations/preview',
      remoteAddress: freshIp(),
      payload: { token: b.link },
    })
    expect(shown.statusCode).toBe(200)
  })

  it('shows A’s team what their roles allow of A, and nothing of B', async () => {
    for (const [role, headers] of a.actors) {
      for (const [path, own] of READ_ROUTES) {
        const res = await call('GET', path, headers)
        const what = `${role}: GET ${path}`
        if (!can(role, routeCapability('GET', path)!)) {
          expect(res.statusCode, what).toBe(403)
          continue
        }
        expect(res.statusCode, what).toBe(200)
        expect(res.body, what).toContain(own(a))
        for (const marker of markers(b)) expect(res.body, what).not.toContain(marker)
      }
    }
  })
})
