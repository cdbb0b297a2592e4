import { describe, expect, it, vi } from 'vitest'
import { SHOP_UNAVAILABLE_MESSAGE } from '../../../domain/messages/pause'
import { operators } from '../../db/schema'
import { startOperatorSession } from '../../lib/operator-auth'
import { errorOf } from '../../test/error-answer'
import { pickupOrderAttempt, shopWithOwner, type ShopWithOwner } from '../../test/orders'
import { useTestApp } from '../../test/use-test-app'

/*
 * docs/product.md#operators: an operator's suspension, through the console's API, reaches the
 * directory, the storefront's menu and new orders; reactivation restores all three.
 */

const t = useTestApp()

async function operatorHeaders() {
  const [operator] = await t.db
    .insert(operators)
    .values({ email: 'suspende@barrio.test' })
    .returning({ id: operators.id })
  const { token } = await startOperatorSession(
    t.db,
    t.app.config.jwtSecret,
    operator.id,
    'complete',
  )
  return { authorization: `Bearer ${token}` }
}

async function directorySlugs() {
  const res = await t.app.inject({ url: '/api/explore/restaurant?limit=50' })
  expect(res.statusCode).toBe(200)
  return res.json<{ items: { slug: string }[] }>().items.map((item) => item.slug)
}

/** The public menu once the shop's change has reached the menu cache. */
async function menuOnceItSays(shop: ShopWithOwner, availability: string) {
  await vi.waitFor(
    async () => {
      const res = await t.app.inject({ url: `/api/public/menu/${shop.business.slug}` })
      expect(res.json<{ business: { availability: string } }>().business.availability).toBe(
        availability,
      )
    },
    { timeout: 5_000, interval: 20 },
  )
}

describe('suspending from the console', () => {
  it('takes the shop out of the directory, its menu and its orders; reactivating restores them', async () => {
    const headers = await operatorHeaders()
    const shop = await shopWithOwner(t)
    const act = (what: 'suspend' | 'reactivate', reason: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/shops/${shop.business.id}/${what}`,
        headers,
        payload: { reason },
      })
    expect(await directorySlugs()).toContain(shop.business.slug)
    await menuOnceItSays(shop, 'taking-orders')

    expect((await act('suspend', 'Pedidos falsos denunciados')).statusCode).toBe(200)
    expect(await directorySlugs()).not.toContain(shop.business.slug)
    await menuOnceItSays(shop, 'unavailable')
    const refused = await pickupOrderAttempt(t.app, shop)
    expect(refused.statusCode).toBe(409)
    expect(errorOf(refused)).toEqual({ code: 'CONFLICT', error: SHOP_UNAVAILABLE_MESSAGE })

    expect((await act('reactivate', 'Se aclaró con el dueño')).statusCode).toBe(200)
    expect(await directorySlugs()).toContain(shop.business.slug)
    await menuOnceItSays(shop, 'taking-orders')
    expect((await pickupOrderAttempt(t.app, shop)).statusCode).toBe(201)
  })
})
