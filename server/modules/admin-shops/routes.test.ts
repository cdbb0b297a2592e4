import { eq, sql } from 'drizzle-orm'
import { randomBytes, randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminShopDetail, AdminShopList } from '../../../domain/admin/shops'
import {
  ADMIN_MONTHS_MESSAGE,
  ADMIN_REASON_MESSAGE,
  ADMIN_SOURCE_MESSAGE,
  SHOP_ALREADY_SUSPENDED_MESSAGE,
  SHOP_NOT_SUSPENDED_MESSAGE,
} from '../../../domain/messages/admin'
import { BUSINESS_NOT_FOUND_MESSAGE } from '../../../domain/messages/api'
import { PLAN_STANDINGS, planStanding, type PlanStanding } from '../../../domain/plan/rules'
import { auditLog, businesses, operators, planPayments, users } from '../../db/schema'
import { startOperatorSession } from '../../lib/operator-auth'
import { hashPassword } from '../../lib/passwords'
import { errorOf } from '../../test/error-answer'
import { createBusiness, createOrder, ownerToken } from '../../test/factories'
import { useTestApp } from '../../test/use-test-app'
import { getOverview } from '../admin-overview/service'
import { listShops } from './service'

const t = useTestApp()

const DAY = 86_400_000
const tag = () => randomBytes(4).toString('hex')

let operator: { id: string; email: string }
let headers: { authorization: string }

beforeAll(async () => {
  ;[operator] = await t.db
    .insert(operators)
    .values({ email: `operadora-${tag()}@barrio.test` })
    .returning({ id: operators.id, email: operators.email })
  const { token } = await startOperatorSession(
    t.db,
    t.app.config.jwtSecret,
    operator.id,
    'complete',
  )
  headers = { authorization: `Bearer ${token}` }
})

const get = (url: string) => t.app.inject({ url, headers })
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload })

const shop = (overrides: Parameters<typeof createBusiness>[1] = {}) =>
  createBusiness(t.db, overrides).then((s) => s.business)

const detail = async (id: string) => {
  const res = await get(`/api/admin/shops/${id}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<AdminShopDetail>()
}

const list = async (query: string) => {
  const res = await get(`/api/admin/shops?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<AdminShopList>()
}

/** The transaction that last wrote a row: equal for two rows written in the same one. */
const xminOf = async (table: 'businesses' | 'audit_log' | 'plan_payments', id: string) => {
  const { rows } = await t.db.execute<{ x: string }>(
    sql`select xmin::text as x from ${sql.identifier(table)} where id = ${id}`,
  )
  return rows[0].x
}

describe('access', () => {
  it('refuses every route without an operator session, and a shop owner’s token', async () => {
    const id = (await shop()).id
    const { owner } = await createBusiness(t.db)
    const ownerHeaders = {
      authorization: `Bearer ${await ownerToken(t.app.config.jwtSecret, owner)}`,
    }
    const routes = [
      ['GET', '/api/admin/overview'],
      ['GET', '/api/admin/shops'],
      ['GET', '/api/admin/shops/cities'],
      ['GET', `/api/admin/shops/${id}`],
      ['POST', `/api/admin/shops/${id}/extend`],
      ['POST', `/api/admin/shops/${id}/suspend`],
      ['POST', `/api/admin/shops/${id}/reactivate`],
    ] as const
    for (const [method, url] of routes) {
      const anonymous = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
      })
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401)
      expect(errorOf(anonymous).code).toBe('OPERATOR_UNAUTHENTICATED')
      const asOwner = await t.app.inject({ method, url, headers: ownerHeaders })
      expect(asOwner.statusCode, `${method} ${url}`).toBe(403)
    }
    const [suspended] = await t.db
      .select({ at: businesses.suspendedAt })
      .from(businesses)
      .where(eq(businesses.id, id))
    expect(suspended.at).toBeNull()
  })
})

describe('plan standings', () => {
  it('counts and filters shops exactly as planStanding classifies them', async () => {
    const now = new Date(Date.now() + 365 * DAY)
    const later = new Date(now.getTime() + 10 * DAY)
    const earlier = new Date(now.getTime() - DAY)
    const suspension = { suspendedAt: earlier, suspensionReason: 'Pruebas de estado' }
    // One of each, and the edges: an end exactly now, a paid plan without an end, suspended
    // shops with and without a plan.
    await Promise.all(
      [
        {},
        { plan: 'starter' },
        { plan: 'starter', subscriptionPaid: true, expiresAt: later },
        { plan: 'starter', subscriptionPaid: true, expiresAt: null },
        { plan: 'starter', subscriptionPaid: true, expiresAt: now },
        { plan: 'starter', subscriptionPaid: true, expiresAt: earlier },
        { plan: 'starter', subscriptionPaid: false, expiresAt: earlier },
        { plan: 'starter', subscriptionPaid: true, expiresAt: later, ...suspension },
        { ...suspension },
      ].map((o) => shop(o)),
    )
    const rows = await t.db.select().from(businesses)
    const expected = new Map<PlanStanding, string[]>(PLAN_STANDINGS.map((s) => [s, []]))
    for (const r of rows) {
      const standing = planStanding(
        {
          plan: r.plan,
          subscriptionPaid: r.subscriptionPaid,
          expiresAt: r.expiresAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
          suspendedAt: r.suspendedAt?.toISOString() ?? null,
        },
        now,
      )
      expected.get(standing)!.push(r.id)
    }
    for (const s of PLAN_STANDINGS) expect(expected.get(s)!.length, s).toBeGreaterThan(0)

    const overview = await getOverview(t.db, now)
    expect(overview.totalShops).toBe(rows.length)
    for (const s of PLAN_STANDINGS) {
      expect(overview.standings[s], s).toBe(expected.get(s)!.length)
      const found = await listShops(t.db, { standing: s, sort: 'created', page: 1 }, now)
      expect(found.total, s).toBe(expected.get(s)!.length)
      const ids = new Set(expected.get(s))
      expect(
        found.shops.every((r) => ids.has(r.id)),
        s,
      ).toBe(true)
      expect(new Set(found.shops.map((r) => r.standing))).toEqual(new Set([s]))
    }
  })
})

describe('Comercios', () => {
  it('finds a shop by part of its name (any case, no accents), email, phone, slug or town', async () => {
    const t1 = tag()
    const town = `Villa Añelo ${t1}`
    const target = await shop({
      name: `Panadería Ñandú ${t1}`,
      slug: `panaderia-nandu-${t1}`,
      city: town,
      phone: `+54935155${String(Date.now()).slice(-5)}`,
    })
    const other = await shop({ city: town })
    const [owner] = await t.db.select().from(users).where(eq(users.id, target.ownerId))
    const ids = async (q: string) =>
      (await list(`q=${encodeURIComponent(q)}`)).shops.map((s) => s.id)

    expect(await ids(`PANADERIA nandu ${t1}`)).toEqual([target.id])
    expect(await ids(`ñandú ${t1}`)).toEqual([target.id])
    expect(await ids(owner.email.slice(0, 14).toUpperCase())).toEqual([target.id])
    expect(await ids(`nandu-${t1}`)).toEqual([target.id])
    const local = target.phone!.slice(5) // 351 55xxxxx, as people write it
    expect(await ids(`${local.slice(0, 3)} ${local.slice(3, 6)}-${local.slice(6)}`)).toEqual([
      target.id,
    ])
    expect((await ids(`anelo ${t1}`)).sort()).toEqual([target.id, other.id].sort())
    // LIKE's wildcards are plain characters.
    expect(await ids(`%${t1}`)).toEqual([])

    const inTown = await list(`city=${encodeURIComponent(town.toUpperCase())}`)
    expect(inTown.shops.map((s) => s.id).sort()).toEqual([target.id, other.id].sort())
    const cities = await get('/api/admin/shops/cities')
    expect(cities.json().cities).toContainEqual({ city: town, shops: 2 })
  })

  it('orders by name, registration or expiry and pages by 50', async () => {
    const t1 = tag()
    const city = `Pagina ${t1}`
    const base = Date.now() - 100 * DAY
    for (let i = 0; i < 55; i++) {
      await shop({
        name: `Local ${t1} ${String(i).padStart(2, '0')}`,
        city,
        createdAt: new Date(base + i * DAY),
        plan: 'starter',
        subscriptionPaid: i % 2 === 0,
        expiresAt: i % 2 === 0 ? new Date(base + (100 - i) * DAY) : null,
      })
    }
    const q = `city=${encodeURIComponent(city)}`
    const byName = await list(`${q}&sort=name`)
    expect(byName.total).toBe(55)
    expect(byName.shops).toHaveLength(50)
    expect(byName.shops[0].name).toBe(`Local ${t1} 00`)
    const second = await list(`${q}&sort=name&page=2`)
    expect(second.shops.map((s) => s.name)).toEqual(
      [50, 51, 52, 53, 54].map((i) => `Local ${t1} ${i}`),
    )
    const newest = await list(`${q}&sort=created`)
    expect(newest.shops[0].name).toBe(`Local ${t1} 54`)
    const oldest = await list(`${q}&sort=created&dir=asc`)
    expect(oldest.shops[0].name).toBe(`Local ${t1} 00`)
    const soonest = await list(`${q}&sort=expires`)
    expect(soonest.shops[0].name).toBe(`Local ${t1} 54`)
    const lastPage = await list(`${q}&sort=expires&page=2`)
    expect(lastPage.shops.every((s) => s.expiresAt === null)).toBe(true)

    const bad = await get('/api/admin/shops?sort=price')
    expect(bad.statusCode).toBe(400)
  })
})

describe('a shop’s page', () => {
  it('shows the owner, contact, plan, orders over 30 days and last sign-in', async () => {
    const target = await shop({ phone: '+5493515550000', plan: 'starter' })
    await createOrder(t.db, target.id, { status: 'ACCEPTED', items: [{ unitPrice: 250_000 }] })
    await createOrder(t.db, target.id, { status: 'REJECTED' })
    await createOrder(t.db, target.id, {
      status: 'ACCEPTED',
      createdAt: new Date(Date.now() - 40 * DAY),
    })
    const password = 'una-clave-larga-123'
    const [owner] = await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, target.ownerId))
      .returning()

    const before = await detail(target.id)
    expect(before.owner).toEqual({ email: owner.email, lastSignInAt: null })
    expect(before.phone).toBe('+5493515550000')
    expect(before.address.street).toBe('Av. Colón 100')
    expect(before.plan.standing).toBe('pending')
    expect(before.activity.orders).toBe(2)
    expect(before.activity.sales).toBe(250_000)
    expect(before.activity.days).toHaveLength(30)
    expect(before.suspension).toBeNull()

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-manual',
      payload: { email: owner.email, password },
    })
    expect(login.statusCode, login.body).toBe(200)
    const after = await detail(target.id)
    expect(after.owner.lastSignInAt).not.toBeNull()
  })

  it('answers 404 in Spanish for a shop that does not exist', async () => {
    for (const id of [randomUUID(), 'no-es-un-id']) {
      const res = await get(`/api/admin/shops/${id}`)
      expect(res.statusCode).toBe(404)
      expect(errorOf(res)).toEqual({
        error: BUSINESS_NOT_FOUND_MESSAGE,
        code: 'BUSINESS_NOT_FOUND',
      })
      const action = await post(`/api/admin/shops/${id}/suspend`, { reason: 'Motivo válido' })
      expect(action.statusCode).toBe(404)
    }
  })
})

describe('actions', () => {
  it('extends the plan by a payment received, with its audit row in the same transaction', async () => {
    const target = await shop()
    const reason = '  Transferencia recibida el lunes  '
    const res = await post(`/api/admin/shops/${target.id}/extend`, {
      months: 2,
      source: 'transfer',
      reason,
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json<AdminShopDetail>()
    expect(body.plan.standing).toBe('active')
    const end = new Date(body.plan.expiresAt!).getTime()
    expect(end - Date.now()).toBeGreaterThan(58 * DAY)
    expect(end - Date.now()).toBeLessThan(63 * DAY)
    expect(body.payments).toHaveLength(1)
    expect(body.payments[0]).toMatchObject({
      source: 'transfer',
      months: 2,
      status: 'approved',
      operatorEmail: operator.email,
      reason: reason.trim(),
    })
    expect(body.audit[0]).toMatchObject({
      action: 'plan.extend',
      operatorEmail: operator.email,
      reason: reason.trim(),
      details: { months: 2, source: 'transfer' },
    })

    const [payment] = await t.db
      .select()
      .from(planPayments)
      .where(eq(planPayments.businessId, target.id))
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.businessId, target.id))
    expect(await xminOf('audit_log', audit.id)).toBe(await xminOf('plan_payments', payment.id))
    expect(await xminOf('audit_log', audit.id)).toBe(await xminOf('businesses', target.id))
  })

  it('refuses an extension without a reason, months or a valid source, and changes nothing', async () => {
    const target = await shop()
    const cases = [
      [{ months: 2, source: 'cash' }, ADMIN_REASON_MESSAGE],
      [{ months: 2, source: 'cash', reason: '   ok   ' }, ADMIN_REASON_MESSAGE],
      [{ months: 2, source: 'cash', reason: 'x'.repeat(501) }, ADMIN_REASON_MESSAGE],
      [{ months: 0, source: 'cash', reason: 'Pago en efectivo' }, ADMIN_MONTHS_MESSAGE],
      [{ months: 25, source: 'cash', reason: 'Pago en efectivo' }, ADMIN_MONTHS_MESSAGE],
      [{ months: 1, source: 'mercadopago', reason: 'Pago en efectivo' }, ADMIN_SOURCE_MESSAGE],
    ] as const
    for (const [payload, message] of cases) {
      const res = await post(`/api/admin/shops/${target.id}/extend`, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(errorOf(res).error, JSON.stringify(payload)).toBe(message)
    }
    const after = await detail(target.id)
    expect(after.payments).toEqual([])
    expect(after.audit).toEqual([])
    expect(after.plan.standing).toBe('none')
  })

  it('suspends and reactivates with a reason, each once, each in the activity log', async () => {
    const target = await shop({ plan: 'starter' })
    const url = (what: string) => `/api/admin/shops/${target.id}/${what}`

    const short = await post(url('suspend'), { reason: 'no' })
    expect(short.statusCode).toBe(400)
    expect(errorOf(short).error).toBe(ADMIN_REASON_MESSAGE)

    const notSuspended = await post(url('reactivate'), { reason: 'Volvió a pagar' })
    expect(notSuspended.statusCode).toBe(409)
    expect(errorOf(notSuspended).error).toBe(SHOP_NOT_SUSPENDED_MESSAGE)

    const suspended = await post(url('suspend'), { reason: 'Denuncias de clientes' })
    expect(suspended.statusCode, suspended.body).toBe(200)
    const s = suspended.json<AdminShopDetail>()
    expect(s.plan.standing).toBe('suspended')
    expect(s.suspension).toMatchObject({ reason: 'Denuncias de clientes' })
    expect(s.audit[0]).toMatchObject({ action: 'shop.suspend', reason: 'Denuncias de clientes' })
    expect(await xminOf('audit_log', s.audit[0].id)).toBe(await xminOf('businesses', target.id))

    const again = await post(url('suspend'), { reason: 'Otra vez lo mismo' })
    expect(again.statusCode).toBe(409)
    expect(errorOf(again)).toEqual({ error: SHOP_ALREADY_SUSPENDED_MESSAGE, code: 'CONFLICT' })

    const back = await post(url('reactivate'), { reason: 'Se aclaró el problema' })
    expect(back.statusCode, back.body).toBe(200)
    const r = back.json<AdminShopDetail>()
    expect(r.plan.standing).toBe('pending')
    expect(r.suspension).toBeNull()
    expect(r.audit.map((a) => a.action)).toEqual(['shop.reactivate', 'shop.suspend'])
    expect(await xminOf('audit_log', r.audit[0].id)).toBe(await xminOf('businesses', target.id))
  })
})

describe('Panorama', () => {
  it('counts orders and sales per day, active shops, new shops per week and plan income', async () => {
    const before = await getOverview(t.db)
    const target = await shop()
    await createOrder(t.db, target.id, { status: 'ACCEPTED', items: [{ unitPrice: 300_000 }] })
    await createOrder(t.db, target.id, { status: 'PENDING' })
    const extended = await post(`/api/admin/shops/${target.id}/extend`, {
      months: 3,
      source: 'cash',
      reason: 'Pago en efectivo en la oficina',
    })
    expect(extended.statusCode, extended.body).toBe(200)
    const amount = extended.json<AdminShopDetail>().payments[0].amount

    const res = await get('/api/admin/overview')
    expect(res.statusCode, res.body).toBe(200)
    const after = res.json<typeof before>()
    expect(after.days).toHaveLength(30)
    const today = (o: typeof before) => o.days[o.days.length - 1]
    expect(today(after).orders - today(before).orders).toBe(2)
    expect(today(after).sales - today(before).sales).toBe(300_000)
    expect(after.activeShops - before.activeShops).toBe(1)
    expect(after.newShopsByWeek).toHaveLength(12)
    const week = (o: typeof before) => o.newShopsByWeek[o.newShopsByWeek.length - 1].shops
    expect(week(after) - week(before)).toBe(1)
    expect(after.income.months).toHaveLength(12)
    expect(after.income.thisMonth - before.income.thisMonth).toBe(amount)
    expect(after.standings.active - before.standings.active).toBe(1)
  })
})
