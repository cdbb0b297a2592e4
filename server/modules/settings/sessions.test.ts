import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { freshIp, lastResetLinkToken, loginAs, registerShop } from '../../test/flows'
import { useTestApp } from '../../test/use-test-app'
import { errorOf } from '../../test/error-answer'

// A session ends for good when its owner changes password or email, resets the password, or logs
// out everywhere: a token signed before any of those is refused (docs/product.md#session).

const t = useTestApp()

const NEW_PASSWORD = 'Empanadas#2026'

/** An owner signed in on two devices (two logins, two tokens). */
async function ownerOnTwoDevices() {
  const shop = await registerShop(t)
  const phone = await loginAs(t, shop.email, shop.password)
  const laptop = await loginAs(t, shop.email, shop.password)
  return { shop, phone, laptop }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** The status a token gets from an owner route. */
const statusWith = async (token: string) =>
  (await t.app.inject({ url: '/api/business/settings/profile', headers: bearer(token) })).statusCode

const call = (method: 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload, remoteAddress: freshIp() })

describe('sessions end for good', () => {
  it('after a password change: other devices are out, this one goes on with a fresh token', async () => {
    const { shop, phone, laptop } = await ownerOnTwoDevices()
    const res = await call('PUT', '/api/business/settings/password', phone, {
      currentPassword: shop.password,
      newPassword: NEW_PASSWORD,
    })
    expect(res.statusCode).toBe(200)
    const { success, token } = res.json()
    expect(success).toBe(true)
    expect(decodeJwt(token)).toMatchObject({ email: shop.email, role: 'BUSINESS_OWNER' })
    expect(res.headers['cache-control']).toBe('no-store')

    expect(await statusWith(laptop)).toBe(401)
    expect(await statusWith(phone)).toBe(401)
    expect(await statusWith(token)).toBe(200)
  })

  it('after a password reset by mail', async () => {
    const { shop, phone, laptop } = await ownerOnTwoDevices()
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: freshIp(),
      payload: { email: shop.email },
    })
    expect(asked.statusCode).toBe(200)
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: freshIp(),
      payload: { token: await lastResetLinkToken(t, shop.email), password: NEW_PASSWORD },
    })
    expect(reset.statusCode).toBe(200)

    expect(await statusWith(phone)).toBe(401)
    expect(await statusWith(laptop)).toBe(401)
    expect(await statusWith(await loginAs(t, shop.email, NEW_PASSWORD))).toBe(200)
  })

  it('after an email change, but not after saving the same email', async () => {
    const { shop, phone, laptop } = await ownerOnTwoDevices()
    const same = await call('PUT', '/api/business/settings/profile', phone, {
      email: shop.email.toUpperCase(),
      businessName: shop.name,
    })
    expect(same.statusCode).toBe(200)
    expect(await statusWith(laptop)).toBe(200)

    const email = `otro-${shop.email}`
    const changed = await call('PUT', '/api/business/settings/profile', phone, {
      email,
      businessName: shop.name,
      currentPassword: shop.password,
    })
    expect(changed.statusCode).toBe(200)
    expect(await statusWith(laptop)).toBe(401)
    expect(await statusWith(phone)).toBe(401)
    expect(decodeJwt(changed.json().token).email).toBe(email)
    expect(await statusWith(changed.json().token)).toBe(200)
  })

  it('after "Cerrar sesión en todos los dispositivos", this device included', async () => {
    const { shop, phone, laptop } = await ownerOnTwoDevices()
    const res = await call('POST', '/api/business/settings/logout-all', laptop)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true })

    expect(await statusWith(phone)).toBe(401)
    expect(await statusWith(laptop)).toBe(401)
    expect((await call('POST', '/api/business/settings/logout-all', laptop)).statusCode).toBe(401)
    // The password still works: a new login is a new session.
    expect(await statusWith(await loginAs(t, shop.email, shop.password))).toBe(200)
  })

  it('and a refused token answers the one Spanish 401', async () => {
    const { phone, laptop } = await ownerOnTwoDevices()
    await call('POST', '/api/business/settings/logout-all', laptop)
    const res = await t.app.inject({ url: '/api/business/orders', headers: bearer(phone) })
    expect(res.statusCode).toBe(401)
    expect(errorOf(res)).toEqual({
      error: 'Tu sesión venció. Iniciá sesión de nuevo.',
      code: 'UNAUTHENTICATED',
    })
  })
})
