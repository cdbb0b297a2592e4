import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Coupon, CouponInput } from '../../../domain/coupons/schemas'
import { ROLE_FORBIDDEN_MESSAGE } from '../../../domain/messages/api'
import {
  COUPON_AMOUNT_MESSAGE,
  COUPON_CODE_MESSAGE,
  COUPON_CODE_TAKEN_MESSAGE,
  COUPON_DATE_MESSAGE,
  COUPON_DATES_MESSAGE,
  COUPON_KIND_MESSAGE,
  COUPON_METHODS_MESSAGE,
  COUPON_MIN_ORDER_MESSAGE,
  COUPON_NOT_FOUND_MESSAGE,
  COUPON_PERCENT_MESSAGE,
  COUPON_USES_MESSAGE,
} from '../../../domain/messages/coupons'
import { coupons, orders, shopActivity } from '../../db/schema'
import { errorOf } from '../../test/error-answer'
import { freshIp } from '../../test/flows'
import { addMember } from '../../test/members'
import { freshOrderPhone, shopWithOwner, type ShopWithOwner } from '../../test/orders'
import { useTestApp } from '../../test/use-test-app'

/*
 * Cupones in the panel (docs/product.md#coupons): the owner and the Encargado list, create, edit and
 * delete their shop's coupons, each change a line of Actividad; the kitchen cannot; another shop's
 * coupon is not found.
 */

const t = useTestApp()
type Headers = Record<string, string>

const bienvenida: CouponInput = { code: 'bienvenida', kind: 'PERCENT', value: 10 }

const post = (headers: Headers, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/business/coupons',
    headers,
    payload: payload as object,
  })
const put = (headers: Headers, id: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/business/coupons/${id}`,
    headers,
    payload: payload as object,
  })
const remove = (headers: Headers, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/business/coupons/${id}`, headers })
const list = async (headers: Headers) => {
  const res = await t.app.inject({ url: '/api/business/coupons', headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ coupons: Coupon[] }>().coupons
}

async function created(headers: Headers, payload: CouponInput = bienvenida) {
  const res = await post(headers, payload)
  expect(res.statusCode, res.body).toBe(201)
  return res.json<Coupon>()
}

const activityOf = (businessId: string) =>
  t.db
    .select({
      kind: shopActivity.kind,
      details: shopActivity.details,
      actor: shopActivity.actorName,
    })
    .from(shopActivity)
    .where(eq(shopActivity.businessId, businessId))
    .orderBy(shopActivity.createdAt, shopActivity.id)

function order(shop: ShopWithOwner, couponCode: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/business/${shop.business.slug}/orders`,
    remoteAddress: freshIp(),
    payload: {
      method: 'PICKUP',
      customer: { fullName: 'Ana Gómez', phone: freshOrderPhone() },
      items: [{ productId: shop.product.id, quantity: 2 }],
      couponCode,
    },
  })
}

describe('Cupones: the panel routes', () => {
  it('creates a coupon with its defaults, normalising the code, and records it in Actividad', async () => {
    const shop = await shopWithOwner(t)
    const coupon = await created(shop.headers, { ...bienvenida, code: '  bienvenida ' })
    expect(coupon).toEqual({
      id: expect.any(String),
      code: 'BIENVENIDA',
      kind: 'PERCENT',
      value: 10,
      minOrder: null,
      firstOrderOnly: false,
      maxUses: null,
      maxUsesPerPhone: null,
      validFrom: null,
      validUntil: null,
      isActive: true,
      methods: 'BOTH',
      uses: 0,
      discountGiven: 0,
      createdAt: expect.any(String),
    })
    expect(await list(shop.headers)).toEqual([coupon])
    expect(await activityOf(shop.business.id)).toEqual([
      {
        kind: 'coupon.created',
        details: { code: 'BIENVENIDA' },
        actor: expect.any(String),
      },
    ])
  })

  it('refuses a code the shop already has, whatever its case (409), and writes nothing', async () => {
    const shop = await shopWithOwner(t)
    const first = await created(shop.headers)
    const res = await post(shop.headers, { ...bienvenida, code: 'BienVenida', value: 20 })
    expect(res.statusCode).toBe(409)
    expect(errorOf(res)).toEqual({ error: COUPON_CODE_TAKEN_MESSAGE, code: 'COUPON_CODE_TAKEN' })
    const other = await created(shop.headers, { ...bienvenida, code: 'OTRO' })
    const edit = await put(shop.headers, other.id, { ...bienvenida, code: 'bienvenida' })
    expect(edit.statusCode).toBe(409)
    expect(errorOf(edit).code).toBe('COUPON_CODE_TAKEN')
    expect((await list(shop.headers)).map((c) => c.code).sort()).toEqual(['BIENVENIDA', 'OTRO'])
    expect((await activityOf(shop.business.id)).map((a) => a.kind)).toEqual([
      'coupon.created',
      'coupon.created',
    ])
    expect(first.code).toBe('BIENVENIDA')
  })

  it('the same code may exist at two shops', async () => {
    const a = await shopWithOwner(t)
    const b = await shopWithOwner(t)
    await created(a.headers)
    await created(b.headers)
  })

  it.each([
    [{ ...bienvenida, code: 'ab' }, COUPON_CODE_MESSAGE],
    [{ ...bienvenida, code: 'con espacio' }, COUPON_CODE_MESSAGE],
    [{ ...bienvenida, code: 'A'.repeat(21) }, COUPON_CODE_MESSAGE],
    [{ ...bienvenida, code: 'ÑANDÚ' }, COUPON_CODE_MESSAGE],
    [{ ...bienvenida, kind: 'REGALO' }, COUPON_KIND_MESSAGE],
    [{ ...bienvenida, value: 0 }, COUPON_PERCENT_MESSAGE],
    [{ ...bienvenida, value: 101 }, COUPON_PERCENT_MESSAGE],
    [{ ...bienvenida, value: 12.5 }, COUPON_AMOUNT_MESSAGE],
    [{ ...bienvenida, kind: 'AMOUNT', value: 0 }, COUPON_AMOUNT_MESSAGE],
    [{ ...bienvenida, minOrder: -1 }, COUPON_MIN_ORDER_MESSAGE],
    [{ ...bienvenida, maxUses: 0 }, COUPON_USES_MESSAGE],
    [{ ...bienvenida, maxUsesPerPhone: 100_001 }, COUPON_USES_MESSAGE],
    [{ ...bienvenida, validFrom: '2026-02-30' }, COUPON_DATE_MESSAGE],
    [{ ...bienvenida, validFrom: '2026-03-10', validUntil: '2026-03-09' }, COUPON_DATES_MESSAGE],
    [{ ...bienvenida, methods: 'DRONE' }, COUPON_METHODS_MESSAGE],
  ])('refuses %o with its Spanish message (400)', async (payload, message) => {
    const shop = await shopWithOwner(t)
    const res = await post(shop.headers, payload)
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toEqual({ error: message, code: 'VALIDATION' })
    const existing = await created(shop.headers, { ...bienvenida, code: 'VALIDO' })
    const edit = await put(shop.headers, existing.id, payload)
    expect(edit.statusCode).toBe(400)
    expect(errorOf(edit)).toEqual({ error: message, code: 'VALIDATION' })
    expect((await list(shop.headers)).map((c) => c.code)).toEqual(['VALIDO'])
  })

  it('edits the whole coupon, keeping its uses, and records it', async () => {
    const shop = await shopWithOwner(t)
    const coupon = await created(shop.headers)
    expect((await order(shop, 'bienvenida')).statusCode).toBe(201)
    const res = await put(shop.headers, coupon.id, {
      code: 'verano-26',
      kind: 'AMOUNT',
      value: 50_000,
      minOrder: 200_000,
      firstOrderOnly: true,
      maxUses: 100,
      maxUsesPerPhone: 1,
      validFrom: '2026-01-01',
      validUntil: '2026-03-31',
      isActive: false,
      methods: 'PICKUP',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      ...coupon,
      code: 'VERANO-26',
      kind: 'AMOUNT',
      value: 50_000,
      minOrder: 200_000,
      firstOrderOnly: true,
      maxUses: 100,
      maxUsesPerPhone: 1,
      validFrom: '2026-01-01',
      validUntil: '2026-03-31',
      isActive: false,
      methods: 'PICKUP',
      // 10 % of two empanadas at $ 1.500.
      uses: 1,
      discountGiven: 30_000,
    })
    // Leaving a field out puts its default back: the form sends the whole coupon.
    const back = await put(shop.headers, coupon.id, {
      code: 'VERANO-26',
      kind: 'PERCENT',
      value: 5,
    })
    expect(back.json()).toMatchObject({ minOrder: null, isActive: true, methods: 'BOTH', uses: 1 })
    expect((await activityOf(shop.business.id)).map((a) => [a.kind, a.details])).toEqual([
      ['coupon.created', { code: 'BIENVENIDA' }],
      ['coupon.edited', { code: 'VERANO-26' }],
      ['coupon.edited', { code: 'VERANO-26' }],
    ])
  })

  it('counts as uses only orders not rejected, and the discount they gave', async () => {
    const shop = await shopWithOwner(t)
    const coupon = await created(shop.headers)
    const placed: string[] = []
    for (let i = 0; i < 3; i++) {
      const res = await order(shop, 'BIENVENIDA')
      expect(res.statusCode).toBe(201)
      placed.push(res.json().order.id)
    }
    // An order without the coupon counts for nothing.
    const plain = await order(shop, 'BIENVENIDA')
    expect(plain.statusCode).toBe(201)
    await t.db
      .update(orders)
      .set({ couponId: null, couponCode: null, discount: 0, total: 300_000 })
      .where(eq(orders.id, plain.json().order.id))
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/business/orders/${placed[0]}/status`,
      headers: shop.headers,
      payload: { action: 'REJECT', rejectionReason: 'Sin stock' },
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    const [listed] = await list(shop.headers)
    expect(listed).toMatchObject({ id: coupon.id, uses: 2, discountGiven: 60_000 })
  })

  it('deletes a coupon: its orders keep their code and discount, and Actividad says so', async () => {
    const shop = await shopWithOwner(t)
    const coupon = await created(shop.headers)
    const placed = await order(shop, 'BIENVENIDA')
    expect(placed.statusCode).toBe(201)
    const res = await remove(shop.headers, coupon.id)
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(await list(shop.headers)).toEqual([])
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.json().order.id))
    expect(row).toMatchObject({
      couponId: null,
      couponCode: 'BIENVENIDA',
      discount: 30_000,
      subtotal: 300_000,
      total: 270_000,
    })
    expect((await activityOf(shop.business.id)).at(-1)).toMatchObject({
      kind: 'coupon.deleted',
      details: { code: 'BIENVENIDA' },
    })
    // Deleted, its code is unknown at the checkout and free to be used again.
    expect(errorOf(await order(shop, 'BIENVENIDA'))).toEqual({
      error: COUPON_NOT_FOUND_MESSAGE,
      code: 'COUPON_NOT_FOUND',
    })
    await created(shop.headers)
    expect((await remove(shop.headers, coupon.id)).statusCode).toBe(404)
  })

  it('answers 404 for an unknown id or one that is no UUID', async () => {
    const shop = await shopWithOwner(t)
    for (const id of ['3f2c0a1e-1111-4222-8333-444455556666', 'no-es-un-id']) {
      const edit = await put(shop.headers, id, bienvenida)
      expect(edit.statusCode).toBe(404)
      expect(errorOf(edit)).toEqual({ error: COUPON_NOT_FOUND_MESSAGE, code: 'COUPON_NOT_FOUND' })
      expect((await remove(shop.headers, id)).statusCode).toBe(404)
    }
    expect(await activityOf(shop.business.id)).toEqual([])
  })
})

describe('Cupones: who may use them', () => {
  it('the Encargado may, with the change recorded under their name; the kitchen gets 403', async () => {
    const shop = await shopWithOwner(t)
    const manager = await addMember(t, shop.business, 'manager', 'Carla')
    const staff = await addMember(t, shop.business, 'staff', 'Tomás')
    const coupon = await created(manager.headers)
    expect(await list(manager.headers)).toHaveLength(1)
    expect((await put(manager.headers, coupon.id, { ...bienvenida, value: 15 })).statusCode).toBe(
      200,
    )
    const forbidden = { error: ROLE_FORBIDDEN_MESSAGE, code: 'FORBIDDEN' }
    for (const res of [
      await t.app.inject({ url: '/api/business/coupons', headers: staff.headers }),
      await post(staff.headers, { ...bienvenida, code: 'COCINA' }),
      await put(staff.headers, coupon.id, { ...bienvenida, value: 90 }),
      await remove(staff.headers, coupon.id),
    ]) {
      expect(res.statusCode).toBe(403)
      expect(errorOf(res)).toEqual(forbidden)
    }
    expect((await list(shop.headers)).map((c) => [c.code, c.value])).toEqual([['BIENVENIDA', 15]])
    expect((await remove(manager.headers, coupon.id)).statusCode).toBe(204)
    expect((await activityOf(shop.business.id)).map((a) => [a.kind, a.actor])).toEqual([
      ['coupon.created', 'Carla'],
      ['coupon.edited', 'Carla'],
      ['coupon.deleted', 'Carla'],
    ])
  })

  it('one shop never sees, edits nor deletes another shop’s coupon', async () => {
    const a = await shopWithOwner(t)
    const b = await shopWithOwner(t)
    const coupon = await created(a.headers)
    expect(await list(b.headers)).toEqual([])
    const edit = await put(b.headers, coupon.id, { ...bienvenida, value: 100 })
    expect(edit.statusCode).toBe(404)
    expect(errorOf(edit).code).toBe('COUPON_NOT_FOUND')
    expect((await remove(b.headers, coupon.id)).statusCode).toBe(404)
    const [row] = await t.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, coupon.id), eq(coupons.businessId, a.business.id)))
    expect(row).toMatchObject({ code: 'BIENVENIDA', value: 10 })
    expect(await activityOf(b.business.id)).toEqual([])
  })
})
