import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOwnerSession, ownerToken } from '../../test/factories'
import { createTestApp, type TestContext } from '../../test/harness'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('GET /api/business/settings/profile', () => {
  it('answers the caller’s own shop and account, with its slug', async () => {
    const { business, owner, headers } = await createOwnerSession(t.db, t.app.config.jwtSecret, {
      plan: 'starter',
      taxId: '20123456786',
    })
    await createOwnerSession(t.db, t.app.config.jwtSecret)
    const res = await t.app.inject({ url: '/api/business/settings/profile', headers })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      email: owner.email,
      businessName: business.name,
      slug: business.slug,
      plan: 'Starter',
      subscriptionPaid: false,
      expiresAt: null,
      business: {
        name: business.name,
        taxId: '20123456786',
        address: 'Av. Colón 100',
        city: 'Córdoba',
        province: 'Córdoba',
        zipCode: null,
        logoUrl: null,
        coverUrl: null,
      },
    })
    expect(res.body).not.toMatch(/passwordHash|argon2/)
  })

  it('needs an owner’s token', async () => {
    const none = await t.app.inject('/api/business/settings/profile')
    expect(none.statusCode).toBe(401)
    expect(none.json().code).toBe('UNAUTHENTICATED')
    const { owner } = await createOwnerSession(t.db, t.app.config.jwtSecret)
    const token = await ownerToken(t.app.config.jwtSecret, owner, { role: 'CUSTOMER' })
    const other = await t.app.inject({
      url: '/api/business/settings/profile',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(other.statusCode).toBe(403)
  })
})
