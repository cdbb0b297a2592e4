import { expect } from 'vitest'
import type { App } from '../app'
import { createOpenBusiness, createProduct, ownerToken } from './factories'
import { freshIp } from './flows'
import type { TestContext } from './harness'

/** Shops taking orders and customers placing them, for the tests of live order events. */

let phoneCounter = 0
/** A distinct valid Córdoba mobile per order: orders are limited per phone. */
export const freshOrderPhone = () => `351 6${String(++phoneCounter).padStart(6, '0')}`

/** An open shop with one product ('Empanada', $ 1.500), and its owner's Authorization header. */
export async function shopWithOwner(t: TestContext) {
  const { owner, business } = await createOpenBusiness(t.db)
  const product = await createProduct(t.db, business.id, { name: 'Empanada', price: 150_000 })
  const token = await ownerToken(t.app.config.jwtSecret, owner)
  return { owner, business, product, headers: { authorization: `Bearer ${token}` } }
}
export type ShopWithOwner = Awaited<ReturnType<typeof shopWithOwner>>

/**
 * A customer's pickup order of `quantity` empanadas through the public API of `app`, as sent: the
 * answer is the caller's to check. `more` adds to the request (a payment, say).
 */
export function pickupOrderAttempt(
  app: App,
  shop: ShopWithOwner,
  quantity = 2,
  more: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/public/business/${shop.business.slug}/orders`,
    remoteAddress: freshIp(),
    payload: {
      method: 'PICKUP',
      customer: { fullName: 'Ana Gómez', phone: freshOrderPhone() },
      items: [{ productId: shop.product.id, quantity }],
      ...more,
    },
  })
}

/** A customer's pickup order of two empanadas, through the public API of `app`. */
export async function placePickupOrder(app: App, shop: ShopWithOwner) {
  const res = await pickupOrderAttempt(app, shop)
  expect(res.statusCode, res.body).toBe(201)
  return res.json<{ order: { id: string; publicToken: string } }>().order
}

/**
 * An open shop with a two-product menu: a milanesa at $ 15.000 and a flan at $ 5.000 sold at
 * $ 4.000 (20 % off). `overrides` adds to the shop.
 */
export async function milanesaShop(
  t: TestContext,
  overrides: Parameters<typeof createOpenBusiness>[1] = {},
) {
  const { owner, business } = await createOpenBusiness(t.db, {
    phone: '+5493515550100',
    ...overrides,
  })
  const milanesa = await createProduct(t.db, business.id, {
    name: 'Milanesa napolitana',
    price: 1_500_000,
  })
  const flan = await createProduct(t.db, business.id, {
    name: 'Flan casero',
    price: 500_000,
    hasDiscount: true,
    discountPrice: 400_000,
  })
  return { owner, business, milanesa, flan }
}
