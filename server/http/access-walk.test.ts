import { eq } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLE_FORBIDDEN_MESSAGE } from '../../domain/messages/api'
import {
  BUSINESS_ROUTES,
  MEMBER_ROLES,
  can,
  routeCapability,
  type MemberRole,
} from '../../domain/team/permissions'
import {
  businesses,
  categories,
  coupons,
  openingHours,
  optionGroups,
  options,
  paymentAccounts,
  products,
  shopActivity,
  users,
} from '../db/schema'
import { panelPath } from '../lib/auth'
import { sessionTokenFor } from '../modules/auth/service'
import {
  createCategory,
  createOpenBusiness,
  createOptionGroup,
  createProduct,
  multipartPayload,
} from '../test/factories'
import { createTestApp, listenOnLoopback, type TestContext } from '../test/harness'
import { addMember } from '../test/members'

/*
 * docs/product.md#team: every /api/business route, walked from the app's own route table, for
 * every role of a shop's team. What each role may do comes from the one permission map
 * (domain/team/permissions.ts): a role it allows is never refused for its role (403); a role it
 * does not allow is refused with 403 FORBIDDEN and the Spanish message, before anything is read
 * or changed.
 */

// Built before the tests are collected: the route table decides which tests exist.
const t: TestContext = await createTestApp()
let base: string
beforeAll(async () => {
  base = await listenOnLoopback(t.app)
})
afterAll(async () => {
  // A live stream opened by the walk is aborted; its socket may still be closing.
  t.app.server.closeAllConnections()
  await t.close()
})

// HEAD answers are Fastify's run of the GET route without a body: the GET's checks cover them.
const registered = t.app.routeTable
  .filter((r) => /^(GET|POST|PUT|PATCH|DELETE) \/api\/business\//.test(r))
  .map((r) => {
    const [method, url] = r.split(' ')
    return { method, url, path: panelPath(url) }
  })

/** A shop with its owner, a manager and a member of the kitchen. */
async function team() {
  const { owner, business } = await createOpenBusiness(t.db)
  const manager = await addMember(t, business, 'manager', 'Carla')
  const staff = await addMember(t, business, 'staff', 'Tomás')
  return { business, userIds: { owner: owner.id, manager: manager.user.id, staff: staff.user.id } }
}
type Team = Awaited<ReturnType<typeof team>>

/**
 * A session of the role, signed as login signs it, for the user's current session version: a
 * walked route may end every session of its caller (Cerrar todas las sesiones).
 */
async function headersOf(shop: Team, role: MemberRole) {
  const [user] = await t.db.select().from(users).where(eq(users.id, shop.userIds[role]))
  const token = await sessionTokenFor(
    t.app.config.jwtSecret,
    user,
    shop.business,
    role === 'owner' ? null : role,
  )
  return { authorization: `Bearer ${token}` }
}

/**
 * One call over real HTTP (a live stream never ends under inject): its status, and its body when
 * refused. Any other answer's body is dropped unread, a stream's with it.
 */
async function call(method: string, url: string, headers: Record<string, string>) {
  const controller = new AbortController()
  const withBody = method !== 'GET' && method !== 'DELETE'
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...headers, ...(withBody ? { 'content-type': 'application/json' } : {}) },
    body: withBody ? '{}' : undefined,
    signal: controller.signal,
  })
  if (res.status !== 403) {
    controller.abort()
    return { status: res.status, body: null }
  }
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

describe('the permission map and the route table', () => {
  it('walks the panel’s routes', () => {
    expect(registered.length).toBeGreaterThan(40)
    expect(registered.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /orders', 'PUT /products/:id', 'GET /activity']),
    )
  })

  it('has a rule for every /api/business route', () => {
    const without = registered.filter((r) => !routeCapability(r.method, r.path))
    expect(without.map((r) => `${r.method} ${r.url}`)).toEqual([])
  })

  it('has no rule for a route the app does not have', () => {
    const known = new Set(registered.map((r) => `${r.method} ${r.path}`))
    expect(Object.keys(BUSINESS_ROUTES).filter((rule) => !known.has(rule))).toEqual([])
  })
})

describe('every /api/business route, for every role', () => {
  let shop: Team
  beforeAll(async () => {
    shop = await team()
  })

  it.each(registered.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_, route) => {
    const capability = routeCapability(route.method, route.path)
    expect(capability, 'the route has a rule').toBeDefined()
    if (!capability) return
    const url = route.url.replace(/:[^/]+/g, () => randomUUID())
    for (const role of MEMBER_ROLES) {
      const res = await call(route.method, url, await headersOf(shop, role))
      if (can(role, capability)) {
        expect(res.status, `${role} may ${route.method} ${route.path}`).not.toBe(403)
        // Nor is the caller taken for a stranger: the session is good.
        expect(res.status, `${role}: ${route.method} ${route.path}`).not.toBe(401)
      } else {
        expect(res.status, `${role} may not ${route.method} ${route.path}`).toBe(403)
        expect(res.body).toMatchObject({ error: ROLE_FORBIDDEN_MESSAGE, code: 'FORBIDDEN' })
      }
    }
  })
})

describe('a refused call changes nothing', () => {
  /** Everything of the shop a refused call could touch, to compare before and after. */
  async function snapshot(businessId: string) {
    const [b, p, c, h, g, o, pa, a, cp] = await Promise.all([
      t.db.select().from(businesses).where(eq(businesses.id, businessId)),
      t.db.select().from(products).where(eq(products.businessId, businessId)),
      t.db.select().from(categories).where(eq(categories.businessId, businessId)),
      t.db.select().from(openingHours).where(eq(openingHours.businessId, businessId)),
      t.db.select().from(optionGroups).where(eq(optionGroups.businessId, businessId)),
      t.db.select().from(options).where(eq(options.businessId, businessId)),
      t.db.select().from(paymentAccounts).where(eq(paymentAccounts.businessId, businessId)),
      t.db.select().from(shopActivity).where(eq(shopActivity.businessId, businessId)),
      t.db.select().from(coupons).where(eq(coupons.businessId, businessId)),
    ])
    const byId = <T extends { id: string }>(rows: T[]) =>
      rows.sort((x, y) => x.id.localeCompare(y.id))
    return { b, p: byId(p), c: byId(c), h: byId(h), g: byId(g), o: byId(o), pa, a, cp }
  }

  it('the kitchen and the manager, with bodies that would be saved', async () => {
    const shop = await team()
    const category = await createCategory(t.db, shop.business.id, { name: 'Empanadas' })
    const product = await createProduct(t.db, shop.business.id, {
      name: 'Empanada',
      price: 150_000,
      categoryId: category.id,
    })
    const group = await createOptionGroup(t.db, shop.business.id, {
      name: 'Salsa',
      options: [{ name: 'Picante' }],
    })
    const productForm = () =>
      multipartPayload({ name: 'Empanada', price: '999900', categoryId: category.id })
    const [coupon] = await t.db
      .insert(coupons)
      .values({ businessId: shop.business.id, code: 'BIENVENIDA', kind: 'PERCENT', value: 10 })
      .returning()
    const couponBody = async () => ({ payload: { code: 'COCINA', kind: 'PERCENT', value: 100 } })
    const hours = {
      openingHours: [{ dayOfWeek: 1, intervals: [{ openTime: '09:00', closeTime: '10:00' }] }],
    }
    const attempts: [MemberRole, 'POST' | 'PUT' | 'DELETE', string, () => Promise<object>][] = [
      ['staff', 'PUT', `/api/business/products/${product.id}`, productForm],
      ['staff', 'POST', '/api/business/products', productForm],
      ['staff', 'DELETE', `/api/business/products/${product.id}`, async () => ({})],
      ['staff', 'DELETE', `/api/business/categories/${category.id}`, async () => ({})],
      [
        'staff',
        'PUT',
        `/api/business/option-groups/${group.id}`,
        async () => ({
          payload: { name: 'Otra', minChoices: 0, maxChoices: 1, options: [{ name: 'Suave' }] },
        }),
      ],
      ['staff', 'PUT', '/api/business/settings/opening-hours', async () => ({ payload: hours })],
      ['staff', 'POST', '/api/business/coupons', couponBody],
      ['staff', 'PUT', `/api/business/coupons/${coupon.id}`, couponBody],
      ['staff', 'DELETE', `/api/business/coupons/${coupon.id}`, async () => ({})],
      [
        'manager',
        'PUT',
        '/api/business/settings/payments',
        async () => ({
          payload: {
            cash: true,
            transfer: { enabled: true, account: 'otra.cuenta', holder: 'Otra Persona' },
            mercadoPago: { enabled: false },
          },
        }),
      ],
      [
        'manager',
        'PUT',
        '/api/business/settings/business',
        async () => ({
          payload: {
            cuit: '20-12345678-6',
            address: 'Calle Otra 1',
            city: 'Villa Otra',
            province: 'Córdoba',
            zipCode: 'X5000',
          },
        }),
      ],
    ]
    const before = await snapshot(shop.business.id)
    for (const [role, method, url, body] of attempts) {
      const { payload, headers = {} } = (await body()) as {
        payload?: object | Buffer
        headers?: Record<string, string>
      }
      const res = await t.app.inject({
        method,
        url,
        payload: payload as object,
        headers: { ...headers, ...(await headersOf(shop, role)) },
      })
      expect(res.statusCode, `${role} ${method} ${url}`).toBe(403)
      expect(res.json()).toMatchObject({ error: ROLE_FORBIDDEN_MESSAGE, code: 'FORBIDDEN' })
    }
    expect(await snapshot(shop.business.id)).toEqual(before)
  })
})
