import { describe, expect, it } from 'vitest'
import { pickupOrderAttempt, shopWithOwner } from '../../test/orders'
import { useTestApp } from '../../test/use-test-app'

/* The demo's PUT /api/dev/plan/{slug}: a shop's plan dates and suspension, moved for a look. */

const t = useTestApp()

describe('PUT /api/dev/plan/:slug (demo)', () => {
  it('moves the trial back and suspends; the orders follow; an unknown slug is 404', async () => {
    const shop = await shopWithOwner(t)
    const put = (payload: object, slug = shop.business.slug) =>
      t.app.inject({ method: 'PUT', url: `/api/dev/plan/${slug}`, payload })

    const createdAt = new Date(Date.now() - 40 * 86_400_000).toISOString()
    const moved = await put({ createdAt })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ createdAt, suspendedAt: null })
    expect((await pickupOrderAttempt(t.app, shop)).statusCode).toBe(409)

    const paid = await put({
      subscriptionPaid: true,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    })
    expect(paid.statusCode).toBe(200)
    expect((await pickupOrderAttempt(t.app, shop)).statusCode).toBe(201)

    const suspended = await put({ suspensionReason: 'Prueba' })
    expect(suspended.json()).toMatchObject({ suspensionReason: 'Prueba' })
    expect(suspended.json().suspendedAt).not.toBeNull()
    expect((await pickupOrderAttempt(t.app, shop)).statusCode).toBe(409)
    await put({ suspensionReason: null })
    expect((await pickupOrderAttempt(t.app, shop)).statusCode).toBe(201)

    expect((await put({ subscriptionPaid: true }, 'no-existe-este')).statusCode).toBe(404)
  })
})
