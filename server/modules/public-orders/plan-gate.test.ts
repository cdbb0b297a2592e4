import { eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { NOT_TAKING_ORDERS_MESSAGE, SHOP_UNAVAILABLE_MESSAGE } from '../../../domain/messages/pause'
import { businesses, planPayments } from '../../db/schema'
import { approvePlanPayment } from '../../lib/plan-payments'
import { errorOf } from '../../test/error-answer'
import { pickupOrderAttempt, shopWithOwner, type ShopWithOwner } from '../../test/orders'
import { placeOrderPaying, savePaymentSettings, startOnlineCheckout } from '../../test/payments'
import { useTestApp } from '../../test/use-test-app'

/*
 * docs/product.md#plan-payments and #operators: what a shop's plan and a suspension do to its
 * orders, its pages and the directory. The trial and the grace period are the defaults (30 and 7
 * days); dates are moved on the shop's row, relative to now, as the days would move them.
 */

const t = useTestApp()
const DAY = 86_400_000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY)

async function setShop(shop: ShopWithOwner, values: Partial<typeof businesses.$inferInsert>) {
  await t.db.update(businesses).set(values).where(eq(businesses.id, shop.business.id))
}

const suspend = (shop: ShopWithOwner) =>
  setShop(shop, { suspendedAt: new Date(), suspensionReason: 'Pedidos falsos denunciados' })
const reactivate = (shop: ShopWithOwner) =>
  setShop(shop, { suspendedAt: null, suspensionReason: null })

async function expectRefused(shop: ShopWithOwner, message: string) {
  const res = await pickupOrderAttempt(t.app, shop)
  expect(res.statusCode, res.body).toBe(409)
  expect(errorOf(res)).toEqual({ code: 'CONFLICT', error: message })
}

async function expectTaken(shop: ShopWithOwner) {
  const res = await pickupOrderAttempt(t.app, shop)
  expect(res.statusCode, res.body).toBe(201)
}

/** The public menu as its pages get it, once the shop's change has reached the menu cache. */
async function menuOnceItSays(
  shop: ShopWithOwner,
  availability: 'taking-orders' | 'not-taking-orders' | 'unavailable',
) {
  let menu: {
    business: { availability: string }
    categories: { products: unknown[] }[]
  } = null!
  await vi.waitFor(
    async () => {
      const res = await t.app.inject({ url: `/api/public/menu/${shop.business.slug}` })
      expect(res.statusCode).toBe(200)
      menu = res.json()
      expect(menu.business.availability).toBe(availability)
    },
    { timeout: 5_000, interval: 20 },
  )
  return menu
}

async function directorySlugs() {
  const res = await t.app.inject({ url: '/api/explore/restaurant?limit=50' })
  expect(res.statusCode).toBe(200)
  return res
    .json<{ items: { slug: string; availability: string }[] }>()
    .items.map((item) => [item.slug, item.availability])
}

describe('orders and the plan (docs/product.md#plan-payments)', () => {
  it('a new shop takes orders through its trial, and none once the trial is over', async () => {
    const shop = await shopWithOwner(t)
    await setShop(shop, { createdAt: daysAgo(29) })
    await expectTaken(shop)
    await setShop(shop, { createdAt: daysAgo(31) })
    await expectRefused(shop, NOT_TAKING_ORDERS_MESSAGE)
  })

  it('an expired plan takes orders through its grace period, then none until it is paid', async () => {
    const shop = await shopWithOwner(t)
    await setShop(shop, { createdAt: daysAgo(200), subscriptionPaid: true, expiresAt: daysAgo(6) })
    await expectTaken(shop)
    await setShop(shop, { expiresAt: daysAgo(8) })
    await expectRefused(shop, NOT_TAKING_ORDERS_MESSAGE)

    // A payment approved moves the end on from now: orders are taken again.
    const [payment] = await t.db
      .insert(planPayments)
      .values({ businessId: shop.business.id, source: 'mercadopago', amount: 1_500_000 })
      .returning()
    await t.db.transaction((tx) => approvePlanPayment(tx, payment.id))
    await expectTaken(shop)
  })

  it('a trial over is lifted by paying, as the plan records it', async () => {
    const shop = await shopWithOwner(t)
    await setShop(shop, { createdAt: daysAgo(45) })
    await expectRefused(shop, NOT_TAKING_ORDERS_MESSAGE)
    await setShop(shop, {
      plan: 'starter',
      subscriptionPaid: true,
      expiresAt: new Date(Date.now() + 30 * DAY),
    })
    await expectTaken(shop)
  })

  it('a suspended shop takes no order, whatever its plan; reactivating it restores them', async () => {
    const shop = await shopWithOwner(t)
    await setShop(shop, { subscriptionPaid: true, expiresAt: new Date(Date.now() + 30 * DAY) })
    await suspend(shop)
    await expectRefused(shop, SHOP_UNAVAILABLE_MESSAGE)
    await reactivate(shop)
    await expectTaken(shop)
  })

  it('an order of a shop that takes no orders now cannot be paid online', async () => {
    const shop = await shopWithOwner(t)
    expect((await savePaymentSettings(t.app, shop)).statusCode).toBe(200)
    const order = await placeOrderPaying(t.app, shop, { method: 'MERCADOPAGO' })

    await suspend(shop)
    const suspended = await startOnlineCheckout(t.app, order)
    expect(suspended.statusCode).toBe(409)
    expect(errorOf(suspended)).toEqual({ code: 'CONFLICT', error: SHOP_UNAVAILABLE_MESSAGE })

    await setShop(shop, { suspendedAt: null, suspensionReason: null, createdAt: daysAgo(31) })
    const lapsed = await startOnlineCheckout(t.app, order)
    expect(lapsed.statusCode).toBe(409)
    expect(errorOf(lapsed)).toEqual({ code: 'CONFLICT', error: NOT_TAKING_ORDERS_MESSAGE })

    await setShop(shop, { createdAt: new Date() })
    expect((await startOnlineCheckout(t.app, order)).statusCode).toBe(200)
  })
})

describe('pages and the directory', () => {
  it('a suspended shop leaves the directory and its menu lists nothing; reactivation restores both', async () => {
    const shop = await shopWithOwner(t)
    const listed = [shop.business.slug, 'taking-orders']
    expect(await directorySlugs()).toContainEqual(listed)
    expect((await menuOnceItSays(shop, 'taking-orders')).categories).toHaveLength(1)

    await suspend(shop)
    expect((await directorySlugs()).map(([slug]) => slug)).not.toContain(shop.business.slug)
    expect((await menuOnceItSays(shop, 'unavailable')).categories).toEqual([])

    await reactivate(shop)
    expect(await directorySlugs()).toContainEqual(listed)
    expect((await menuOnceItSays(shop, 'taking-orders')).categories[0].products).toHaveLength(1)
  })

  it('a shop past its trial stays listed and shows its menu, saying it takes no orders', async () => {
    const shop = await shopWithOwner(t)
    await menuOnceItSays(shop, 'taking-orders')
    await setShop(shop, { createdAt: daysAgo(31) })
    expect(await directorySlugs()).toContainEqual([shop.business.slug, 'not-taking-orders'])
    const menu = await menuOnceItSays(shop, 'not-taking-orders')
    expect(menu.categories[0].products).toHaveLength(1)
    const business = await t.app.inject({ url: `/api/public/business/${shop.business.slug}` })
    expect(business.json()).toMatchObject({ availability: 'not-taking-orders' })
  })

  it('promos leave out the products of shops that take no orders', async () => {
    const shop = await shopWithOwner(t)
    await t.db.execute(
      sql`update products set has_discount = true, discount_price = 100000 where id = ${shop.product.id}`,
    )
    const promoted = async () => {
      const res = await t.app.inject({ url: '/api/public/promos' })
      return res.json<{ items: { productId: string }[] }>().items.map((i) => i.productId)
    }
    expect(await promoted()).toContain(shop.product.id)
    await setShop(shop, { createdAt: daysAgo(31) })
    expect(await promoted()).not.toContain(shop.product.id)
    await setShop(shop, { createdAt: new Date() })
    await suspend(shop)
    expect(await promoted()).not.toContain(shop.product.id)
  })
})
