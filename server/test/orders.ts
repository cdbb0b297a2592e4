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
