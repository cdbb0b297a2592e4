import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  businesses,
  categories,
  coupons,
  openingHours,
  optionGroups,
  options,
  orderItems,
  orders,
  paymentAccounts,
  productOptionGroups,
  products,
  users,
} from '../../db/schema'
import { hashPassword } from '../../lib/passwords'
import {
  createBusiness,
  createCategory,
  createOrder,
  createOwnerSession,
  multipartPayload,
  ownerToken,
  pngBytes,
} from '../../test/factories'
import { createTestApp, type TestContext } from '../../test/harness'
import { errorOf } from '../../test/error-answer'
import { pushSubscription } from '../../test/push'
import { addMember } from '../../test/members'
import { invite, newMemberEmail } from '../../test/team'

/*
 * Every /api/business route of the panel (stats, orders, products, categories, settings): who may
 * call it, and that an owner never reads or changes another shop's rows. The routes come from the
 * app itself, so a new owner route is walked here as soon as it is registered; it only needs a
 * sample call below.
 */

// Built before the tests are collected: the route table decides which tests exist.
const t: TestContext = await createTestApp()
afterAll(() => t.close())

interface Ids {
  productId: string
  categoryId: string
  emptyCategoryId: string
  orderId: string
  optionGroupId: string
  optionId: string
  memberId: string
  invitationId: string
  couponId: string
}
type Payload = { payload?: unknown; headers?: Record<string, string> }
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: (ids: Ids) => string
  /** The body a legitimate caller would send; `own` are the caller's own ids (for a category). */
  body?: (own: Ids) => Promise<Payload>
  /** True when the route reads or changes one row by id (so another shop's id must answer 404). */
  byId: boolean
  /**
   * A live stream never ends under inject: only who may open it is walked here; that it carries
   * only the caller's own orders is shown in the order-events tests.
   */
  stream?: true
}

const productForm = async (own: Ids) =>
  multipartPayload(
    {
      name: 'Intruso',
      price: '1000',
      hasDiscount: 'false',
      isAvailable: 'false',
      categoryId: own.categoryId,
    },
    { bytes: await pngBytes() },
  )

const optionGroupBody = () => ({
  name: 'Intruso',
  minChoices: 0,
  maxChoices: 1,
  options: [{ name: 'Intrusa', priceDelta: 1 }],
})

const PASSWORD = 'Barrio2025!'
// Hashed once: every stocked shop's owner gets it, so the password change can be called for real.
const passwordHash = hashPassword(PASSWORD)
const tag = () => randomBytes(4).toString('hex')

const settingsRoutes: Route[] = [
  { method: 'GET', url: () => '/api/business/settings/profile', byId: false },
  {
    method: 'PUT',
    url: () => '/api/business/settings/profile',
    body: async () => {
      const id = tag()
      return {
        payload: {
          email: `intruso-${id}@example.com`,
          businessName: `Intruso ${id}`,
          currentPassword: PASSWORD,
        },
      }
    },
    byId: false,
  },
  {
    method: 'PUT',
    url: () => '/api/business/settings/business',
    body: async () => ({
      payload: {
        cuit: '20-12345678-6',
        address: 'Calle Intrusa 1',
        city: 'Villa Intrusa',
        province: 'Córdoba',
        zipCode: 'X5000',
      },
    }),
    byId: false,
  },
  {
    method: 'PUT',
    url: () => '/api/business/settings/password',
    body: async () => ({ payload: { currentPassword: PASSWORD, newPassword: 'Intruso#2026' } }),
    byId: false,
  },
  { method: 'POST', url: () => '/api/business/settings/logout-all', byId: false },
  {
    method: 'PUT',
    url: () => '/api/business/settings/logo',
    body: async () => multipartPayload({}, { bytes: await pngBytes(), field: 'logo' }),
    byId: false,
  },
  {
    method: 'PUT',
    url: () => '/api/business/settings/cover',
    body: async () => multipartPayload({}, { bytes: await pngBytes(), field: 'cover' }),
    byId: false,
  },
  { method: 'GET', url: () => '/api/business/settings/delivery', byId: false },
  {
    method: 'PUT',
    url: () => '/api/business/settings/delivery',
    body: async () => ({
      payload: {
        supportsPickup: false,
        supportsDelivery: true,
        deliveryRadiusMeters: 9000,
        allowCrossLocality: true,
        deliveryFeeBase: 1,
        deliveryFeePerKm: 1,
        minOrderAmount: 1,
        minDeliveryTime: 1,
        maxDeliveryTime: 2,
      },
    }),
    byId: false,
  },
  { method: 'GET', url: () => '/api/business/settings/payments', byId: false },
  {
    method: 'PUT',
    url: () => '/api/business/settings/payments',
    body: async () => ({
      payload: {
        cash: true,
        transfer: { enabled: true, account: 'intruso.pagos', holder: 'Intruso' },
        mercadoPago: {
          enabled: true,
          accessToken: 'TEST-0000111122223333-intruso',
          webhookSecret: 'clave-secreta-del-intruso-0000',
        },
      },
    }),
    byId: false,
  },
  {
    method: 'POST',
    url: () => '/api/business/settings/payments/test',
    body: async () => ({ payload: { accessToken: 'TEST-0000111122223333-intruso' } }),
    byId: false,
  },
  { method: 'GET', url: () => '/api/business/settings/opening-hours', byId: false },
  {
    method: 'PUT',
    url: () => '/api/business/settings/opening-hours',
    body: async () => ({
      payload: {
        openingHours: [{ dayOfWeek: 2, intervals: [{ openTime: '03:00', closeTime: '04:00' }] }],
      },
    }),
    byId: false,
  },
]

const sampleRoutes: Route[] = [
  { method: 'GET', url: () => '/api/business/stats', byId: false },
  { method: 'GET', url: () => '/api/business/stats/sales', byId: false },
  { method: 'GET', url: () => '/api/business/orders', byId: false },
  { method: 'GET', url: () => '/api/business/orders/events', byId: false, stream: true },
  { method: 'GET', url: () => '/api/business/orders/summary', byId: false },
  { method: 'GET', url: () => '/api/business/activity', byId: false },
  // docs/product.md#team: the owner's team, never another shop's members or invitations.
  { method: 'GET', url: () => '/api/business/team', byId: false },
  {
    method: 'POST',
    url: () => '/api/business/team/invitations',
    body: async () => ({ payload: { email: newMemberEmail(), role: 'staff' } }),
    byId: false,
  },
  {
    method: 'POST',
    url: (ids) => `/api/business/team/invitations/${ids.invitationId}/resend`,
    byId: true,
  },
  {
    method: 'DELETE',
    url: (ids) => `/api/business/team/invitations/${ids.invitationId}`,
    byId: true,
  },
  {
    method: 'PUT',
    url: (ids) => `/api/business/team/members/${ids.memberId}`,
    body: async () => ({ payload: { role: 'manager' } }),
    byId: true,
  },
  { method: 'DELETE', url: (ids) => `/api/business/team/members/${ids.memberId}`, byId: true },
  { method: 'GET', url: () => '/api/business/orders/export.csv', byId: false },
  {
    method: 'POST',
    url: (ids) => `/api/business/orders/${ids.orderId}/status`,
    body: async () => ({ payload: { action: 'ACCEPT', estimatedTime: 30 } }),
    byId: true,
  },
  // docs/product.md#pause: the caller's own shop only.
  { method: 'GET', url: () => '/api/business/pause', byId: false },
  {
    method: 'PUT',
    url: () => '/api/business/pause',
    body: async () => ({ payload: { minutes: 15 } }),
    byId: false,
  },
  { method: 'DELETE', url: () => '/api/business/pause', byId: false },
  // docs/product.md#answer-in-time, #busy: the caller's own shop only.
  { method: 'GET', url: () => '/api/business/orders/timing', byId: false },
  { method: 'GET', url: () => '/api/business/settings/orders', byId: false },
  {
    method: 'PUT',
    url: () => '/api/business/settings/orders',
    body: async () => ({
      payload: {
        respondMinutes: 5,
        autoRejectMinutes: 15,
        autoAccept: false,
        preparationMinutes: 30,
        acceptsScheduled: false,
        slotCapacity: null,
      },
    }),
    byId: false,
  },
  {
    method: 'PUT',
    url: () => '/api/business/busy',
    body: async () => ({
      payload: { minutes: 15, until: new Date(Date.now() + 3_600_000).toISOString() },
    }),
    byId: false,
  },
  { method: 'DELETE', url: () => '/api/business/busy', byId: false },
  // docs/product.md#plan-payments: the caller's own plan only.
  { method: 'GET', url: () => '/api/business/plan', byId: false },
  { method: 'POST', url: () => '/api/business/plan/checkout', byId: false },
  { method: 'GET', url: () => '/api/business/push', byId: false },
  {
    method: 'POST',
    url: () => '/api/business/push/subscriptions',
    body: async () => ({ payload: pushSubscription(`https://push.example.test/${tag()}`) }),
    byId: false,
  },
  {
    method: 'DELETE',
    url: () => '/api/business/push/subscriptions',
    body: async () => ({ payload: { endpoint: `https://push.example.test/${tag()}` } }),
    byId: false,
  },
  {
    method: 'PUT',
    url: (ids) => `/api/business/orders/${ids.orderId}/payment`,
    body: async () => ({ payload: { paid: true } }),
    byId: true,
  },
  { method: 'GET', url: () => '/api/business/products', byId: false },
  { method: 'GET', url: (ids) => `/api/business/products/${ids.productId}`, byId: true },
  {
    method: 'POST',
    url: () => '/api/business/products',
    body: productForm,
    byId: false,
  },
  {
    method: 'PUT',
    url: (ids) => `/api/business/products/${ids.productId}`,
    body: productForm,
    byId: true,
  },
  {
    method: 'PUT',
    url: (ids) => `/api/business/products/${ids.productId}/toggle-availability`,
    body: async () => ({ payload: { isAvailable: false } }),
    byId: true,
  },
  { method: 'DELETE', url: (ids) => `/api/business/products/${ids.productId}`, byId: true },
  { method: 'GET', url: () => '/api/business/option-groups', byId: false },
  {
    method: 'POST',
    url: () => '/api/business/option-groups',
    body: async () => ({ payload: optionGroupBody() }),
    byId: false,
  },
  {
    method: 'PUT',
    url: (ids) => `/api/business/option-groups/${ids.optionGroupId}`,
    body: async () => ({ payload: optionGroupBody() }),
    byId: true,
  },
  {
    method: 'DELETE',
    url: (ids) => `/api/business/option-groups/${ids.optionGroupId}`,
    byId: true,
  },
  {
    method: 'PATCH',
    url: (ids) => `/api/business/options/${ids.optionId}`,
    body: async () => ({ payload: { isAvailable: false } }),
    byId: true,
  },
  {
    method: 'PUT',
    url: (ids) => `/api/business/products/${ids.productId}/option-groups`,
    // The caller's own group on another shop's product.
    body: async (own) => ({ payload: { groupIds: [own.optionGroupId] } }),
    byId: true,
  },
  { method: 'GET', url: () => '/api/business/categories', byId: false },
  {
    method: 'POST',
    url: () => '/api/business/categories',
    body: async () => multipartPayload({ name: 'Intrusa', presetImage: 'postres' }),
    byId: false,
  },
  {
    method: 'DELETE',
    url: (ids) => `/api/business/categories/${ids.emptyCategoryId}`,
    byId: true,
  },
  // docs/product.md#coupons: the caller's own coupons only.
  { method: 'GET', url: () => '/api/business/coupons', byId: false },
  {
    method: 'POST',
    url: () => '/api/business/coupons',
    body: async () => ({ payload: { code: `INTRUSO-${tag()}`, kind: 'PERCENT', value: 50 } }),
    byId: false,
  },
  {
    method: 'PUT',
    url: (ids) => `/api/business/coupons/${ids.couponId}`,
    body: async () => ({ payload: { code: 'INTRUSO', kind: 'AMOUNT', value: 100_000 } }),
    byId: true,
  },
  { method: 'DELETE', url: (ids) => `/api/business/coupons/${ids.couponId}`, byId: true },
  ...settingsRoutes,
]
const label = (r: Route) =>
  `${r.method} ${r.url({
    productId: ':id',
    categoryId: ':id',
    emptyCategoryId: ':id',
    orderId: ':id',
    optionGroupId: ':id',
    optionId: ':id',
    memberId: ':id',
    invitationId: ':id',
    couponId: ':id',
  })}`

// HEAD answers are Fastify's run of the GET route without a body: the GET's checks cover them.
const registered = t.app.routeTable.filter((r) =>
  /^(GET|POST|PUT|PATCH|DELETE) \/api\/business\//.test(r),
)
const routes = sampleRoutes.filter((r) => registered.includes(label(r)))

describe('the route table', () => {
  it('has a sample call for every /api/business route the app registers, and none left over', () => {
    expect(registered.length).toBeGreaterThan(20)
    expect(registered.filter((r) => !sampleRoutes.some((s) => label(s) === r))).toEqual([])
    expect(sampleRoutes.map(label).filter((r) => !registered.includes(r))).toEqual([])
  })
})

/** A shop with one of everything, its picture stored as the API stores it. */
async function stockedShop() {
  const s = await createOwnerSession(t.db, t.app.config.jwtSecret)
  await t.db
    .update(users)
    .set({ passwordHash: await passwordHash })
    .where(eq(users.id, s.owner.id))
  await t.db
    .insert(openingHours)
    .values({ businessId: s.business.id, dayOfWeek: 1, openTime: '12:00', closeTime: '15:00' })
  const category = await createCategory(t.db, s.business.id, { name: 'Pizzas' })
  const emptyCategory = await createCategory(t.db, s.business.id, { name: 'Vacía' })
  const { payload, headers } = await multipartPayload(
    { name: 'Muzzarella', price: '1250000', categoryId: category.id },
    { bytes: await pngBytes() },
  )
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/business/products',
    payload,
    headers: { ...headers, ...s.headers },
  })
  const productId = created.json().id as string
  const group = await t.app.inject({
    method: 'POST',
    url: '/api/business/option-groups',
    payload: {
      name: 'Tamaño',
      minChoices: 1,
      maxChoices: 1,
      options: [{ name: 'Grande', priceDelta: 250_000 }],
    },
    headers: s.headers,
  })
  const linked = await t.app.inject({
    method: 'PUT',
    url: `/api/business/products/${productId}/option-groups`,
    payload: { groupIds: [group.json().id] },
    headers: s.headers,
  })
  expect(linked.statusCode).toBe(200)
  const order = await createOrder(t.db, s.business.id, {
    items: [{ productId, name: 'Muzzarella', quantity: 2 }],
  })
  const member = await addMember(t, s.business, 'staff', 'Cocina')
  const invitation = await invite(t, s.headers, newMemberEmail(), 'manager')
  expect(invitation.statusCode).toBe(201)
  const [coupon] = await t.db
    .insert(coupons)
    .values({ businessId: s.business.id, code: 'BIENVENIDA', kind: 'PERCENT', value: 10 })
    .returning()
  const ids: Ids = {
    productId,
    categoryId: category.id,
    emptyCategoryId: emptyCategory.id,
    orderId: order.id,
    optionGroupId: group.json().id,
    optionId: group.json().options[0].id,
    memberId: member.user.id,
    invitationId: invitation.json().id,
    couponId: coupon.id,
  }
  return { ...s, ids }
}

/** Everything a shop owns, its own row and its owner's included, to compare before and after. */
async function snapshot(businessId: string) {
  const [b, u, h, p, c, o, i, g, op, pog, pa, cp] = await Promise.all([
    t.db.select().from(businesses).where(eq(businesses.id, businessId)),
    t.db
      .select({ user: users })
      .from(users)
      .innerJoin(businesses, eq(businesses.ownerId, users.id))
      .where(eq(businesses.id, businessId)),
    t.db.select().from(openingHours).where(eq(openingHours.businessId, businessId)),
    t.db.select().from(products).where(eq(products.businessId, businessId)),
    t.db.select().from(categories).where(eq(categories.businessId, businessId)),
    t.db.select().from(orders).where(eq(orders.businessId, businessId)),
    t.db.select().from(orderItems).where(eq(orderItems.businessId, businessId)),
    t.db.select().from(optionGroups).where(eq(optionGroups.businessId, businessId)),
    t.db.select().from(options).where(eq(options.businessId, businessId)),
    t.db.select().from(productOptionGroups).where(eq(productOptionGroups.businessId, businessId)),
    t.db.select().from(paymentAccounts).where(eq(paymentAccounts.businessId, businessId)),
    t.db.select().from(coupons).where(eq(coupons.businessId, businessId)),
  ])
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)
  return {
    b,
    u,
    h: h.sort(byId),
    p: p.sort(byId),
    c: c.sort(byId),
    o: o.sort(byId),
    i: i.sort(byId),
    g: g.sort(byId),
    op: op.sort(byId),
    pog: pog.sort((a, b) => a.groupId.localeCompare(b.groupId)),
    pa,
    cp: cp.sort(byId),
  }
}

async function call(route: Route, ids: Ids, own: Ids, auth: Record<string, string>) {
  const body = route.body ? await route.body(own) : {}
  return t.app.inject({
    method: route.method,
    url: route.url(ids),
    payload: body.payload as string | object | Buffer | undefined,
    headers: { ...body.headers, ...auth },
  })
}

const someIds: Ids = {
  productId: '3f2c0a1e-1111-4222-8333-444455556666',
  categoryId: '3f2c0a1e-1111-4222-8333-444455556666',
  emptyCategoryId: '3f2c0a1e-1111-4222-8333-444455556666',
  orderId: '3f2c0a1e-1111-4222-8333-444455556666',
  optionGroupId: '3f2c0a1e-1111-4222-8333-444455556666',
  optionId: '3f2c0a1e-1111-4222-8333-444455556666',
  memberId: '3f2c0a1e-1111-4222-8333-444455556666',
  invitationId: '3f2c0a1e-1111-4222-8333-444455556666',
  couponId: '3f2c0a1e-1111-4222-8333-444455556666',
}

describe('who may call the /api/business routes', () => {
  let victim: Awaited<ReturnType<typeof stockedShop>>
  let before: Awaited<ReturnType<typeof snapshot>>
  let customerToken: string
  let expiredToken: string
  let orphanToken: string
  let endedToken: string
  let noExpToken: string
  let notUuidToken: string
  beforeAll(async () => {
    victim = await stockedShop()
    before = await snapshot(victim.business.id)
    const secret = t.app.config.jwtSecret
    customerToken = await ownerToken(secret, victim.owner, { role: 'CUSTOMER' })
    expiredToken = await ownerToken(secret, victim.owner, {
      now: new Date(Date.now() - 8 * 24 * 3600_000),
    })
    // Signed with the right secret, but for a session version the owner has moved past.
    endedToken = await ownerToken(secret, { ...victim.owner, sessionVersion: 7 })
    // Signed with the right secret, but not as the server signs: no exp, a userId that is no UUID.
    const key = new TextEncoder().encode(secret)
    const claims = { email: victim.owner.email, role: 'BUSINESS_OWNER', sv: 0 }
    noExpToken = await new SignJWT({ ...claims, userId: victim.owner.id })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key)
    notUuidToken = await new SignJWT({ ...claims, userId: "1' or '1'='1" })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(key)
    // A valid owner token whose user has no shop (deleted since).
    const { owner } = await createBusiness(t.db)
    orphanToken = await ownerToken(secret, owner)
    await t.db.delete(businesses).where(eq(businesses.ownerId, owner.id))
    await t.db.delete(users).where(eq(users.id, owner.id))
  })

  const unauthenticated = {
    error: 'Tu sesión venció. Iniciá sesión de nuevo.',
    code: 'UNAUTHENTICATED',
  }

  it.each(routes.map((r) => [label(r), r] as const))(
    '%s: 401 without a valid token',
    async (_, route) => {
      const forged = await ownerToken('otro-secreto-que-no-es-el-nuestro-123456', victim.owner)
      const attempts: Record<string, string>[] = [
        {},
        { authorization: 'Bearer basura' },
        { authorization: victim.token }, // no Bearer scheme
        { authorization: `Bearer ${expiredToken}` },
        { authorization: `Bearer ${forged}` },
        { authorization: `Bearer ${orphanToken}` },
        { authorization: `Bearer ${endedToken}` },
        { authorization: `Bearer ${noExpToken}` },
        { authorization: `Bearer ${notUuidToken}` },
      ]
      for (const auth of attempts) {
        const res = await call(route, victim.ids, victim.ids, auth)
        expect(res.statusCode, JSON.stringify(auth)).toBe(401)
        expect(errorOf(res)).toEqual(unauthenticated)
      }
      expect(await snapshot(victim.business.id)).toEqual(before)
    },
  )

  it.each(routes.map((r) => [label(r), r] as const))(
    '%s: 403 for a token of another role',
    async (_, route) => {
      const res = await call(route, victim.ids, victim.ids, {
        authorization: `Bearer ${customerToken}`,
      })
      expect(res.statusCode).toBe(403)
      expect(errorOf(res)).toEqual({
        error: 'No tenés permiso para usar el Panel del Comercio.',
        code: 'FORBIDDEN',
      })
      expect(await snapshot(victim.business.id)).toEqual(before)
    },
  )

  it.each(routes.filter((r) => r.byId).map((r) => [label(r), r] as const))(
    '%s: another owner’s id answers 404 and changes nothing',
    async (_, route) => {
      const intruder = await stockedShop()
      const intruderBefore = await snapshot(intruder.business.id)
      const res = await call(route, victim.ids, intruder.ids, intruder.headers)
      expect(res.statusCode).toBe(404)
      expect(res.json().code).toMatch(
        /^(PRODUCT|CATEGORY|ORDER|OPTION_GROUP|OPTION|MEMBER|INVITATION|COUPON)_NOT_FOUND$/,
      )
      expect(await snapshot(victim.business.id)).toEqual(before)
      expect(await snapshot(intruder.business.id)).toEqual(intruderBefore)
    },
  )

  it.each(routes.filter((r) => !r.byId && !r.stream).map((r) => [label(r), r] as const))(
    '%s: reads and writes only the caller’s own shop',
    async (_, route) => {
      const intruder = await stockedShop()
      const res = await call(route, someIds, intruder.ids, intruder.headers)
      expect(res.statusCode).toBeLessThan(300)
      // Whatever the answer is (JSON, a CSV file, no body), none of the other shop's ids is in it.
      expect(res.body).not.toMatch(new RegExp(Object.values(victim.ids).join('|')))
      expect(await snapshot(victim.business.id)).toEqual(before)
    },
  )

  it('a product cannot offer another shop’s option group (404, nothing written)', async () => {
    const intruder = await stockedShop()
    const intruderBefore = await snapshot(intruder.business.id)
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/business/products/${intruder.ids.productId}/option-groups`,
      payload: { groupIds: [victim.ids.optionGroupId] },
      headers: intruder.headers,
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('OPTION_GROUP_NOT_FOUND')
    expect(await snapshot(intruder.business.id)).toEqual(intruderBefore)
    expect(await snapshot(victim.business.id)).toEqual(before)
  })

  it('a product form cannot point at another shop’s category (404, nothing written)', async () => {
    const intruder = await stockedShop()
    const intruderBefore = await snapshot(intruder.business.id)
    const form = () => productForm({ ...intruder.ids, categoryId: victim.ids.categoryId })
    for (const [method, url] of [
      ['POST', '/api/business/products'],
      ['PUT', `/api/business/products/${intruder.ids.productId}`],
    ] as const) {
      const { payload, headers } = await form()
      const res = await t.app.inject({
        method,
        url,
        payload,
        headers: { ...headers, ...intruder.headers },
      })
      expect(res.statusCode).toBe(404)
      expect(res.json().code).toBe('CATEGORY_NOT_FOUND')
    }
    expect(await snapshot(intruder.business.id)).toEqual(intruderBefore)
    expect(await snapshot(victim.business.id)).toEqual(before)
  })
})

// docs/product.md#operators: the operators' routes, walked from the same table, never open to a
// shop's session, whichever shop's ids their addresses name.
const adminRoutes = t.app.routeTable.filter((r) =>
  /^(GET|POST|PUT|PATCH|DELETE) \/api\/admin(\/|$)/.test(r),
)

describe('a shop’s session at the /api/admin routes', () => {
  let victim: Awaited<ReturnType<typeof stockedShop>>
  let intruder: Awaited<ReturnType<typeof stockedShop>>
  let before: Awaited<ReturnType<typeof snapshot>>
  beforeAll(async () => {
    victim = await stockedShop()
    intruder = await stockedShop()
    before = await snapshot(victim.business.id)
  })

  it('walks the operators’ routes', () => {
    expect(adminRoutes).toEqual(
      expect.arrayContaining(['POST /api/admin/login', 'GET /api/admin/activity']),
    )
  })

  it.each(adminRoutes)(
    '%s: refused to a shop’s token, with no other shop’s data, changing nothing',
    async (route) => {
      const [method, path] = route.split(' ') as [Route['method'], string]
      const victimIds = [victim.business.id, ...Object.values(victim.ids)]
      for (const id of victimIds) {
        const res = await t.app.inject({
          method,
          url: path.replace(/:[^/]+/g, id),
          payload: method === 'GET' || method === 'DELETE' ? undefined : {},
          headers: intruder.headers,
        })
        expect([401, 403]).toContain(res.statusCode)
        expect(res.body).not.toMatch(new RegExp(victimIds.join('|')))
        // The answer names no shop either: not the caller's own.
        expect(res.body).not.toContain(intruder.business.id)
      }
      expect(await snapshot(victim.business.id)).toEqual(before)
    },
  )
})
