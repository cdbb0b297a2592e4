import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passwordResetTokens } from '../../db/schema'
import { freshIp, lastResetLinkToken, loginAs, newShop, registerShop } from '../../test/flows'
import { createTestApp, type TestContext } from '../../test/harness'
import { readOutbox } from '../../test/outbox'
import { errorOf } from '../../test/error-answer'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const post = (url: string, payload: object, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip })

const lastResetToken = (email: string) => lastResetLinkToken(t, email)

describe('POST /api/auth/login-manual', () => {
  it('answers a signed token with exactly the session claims of the spec', async () => {
    const shop = await registerShop(t)
    const token = await loginAs(t, shop.email.toUpperCase(), shop.password)
    const claims = decodeJwt(token)
    expect(Object.keys(claims).sort()).toEqual(
      [
        'businessName',
        'email',
        'exp',
        'expiresAt',
        'plan',
        'role',
        'subscriptionPaid',
        'sv',
        'userId',
      ].sort(),
    )
    expect(claims).toMatchObject({
      email: shop.email,
      role: 'BUSINESS_OWNER',
      businessName: shop.name,
      plan: 'Starter',
      subscriptionPaid: false,
      expiresAt: null,
      sv: 0,
    })
    expect(claims.exp! * 1000).toBeGreaterThan(Date.now())
  })

  it('answers the same for a wrong password and an unknown email', async () => {
    const shop = await registerShop(t)
    const wrongPassword = await post('/api/auth/login-manual', {
      email: shop.email,
      password: 'Otra2025!',
    })
    const unknown = await post('/api/auth/login-manual', {
      email: 'nadie@example.com',
      password: 'Otra2025!',
    })
    expect(wrongPassword.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(errorOf(wrongPassword)).toEqual(errorOf(unknown))
    expect(errorOf(unknown)).toEqual({
      error: 'Correo o contraseña incorrectos.',
      code: 'INVALID_CREDENTIALS',
    })
  })

  it('needs email and password', async () => {
    const res = await post('/api/auth/login-manual', { email: '', password: '' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('Ingresá tu correo y tu contraseña.')
  })

  it('limits failed tries at one account from one address', async () => {
    const shop = await registerShop(t)
    const attacker = freshIp()
    for (let i = 0; i < 10; i++) {
      const res = await post(
        '/api/auth/login-manual',
        { email: shop.email, password: 'x' },
        attacker,
      )
      expect(res.statusCode).toBe(401)
    }
    // Even the right password: that address has used up its guesses at this account.
    for (const password of ['x', shop.password]) {
      const limited = await post(
        '/api/auth/login-manual',
        { email: shop.email, password },
        attacker,
      )
      expect(limited.statusCode).toBe(429)
      expect(limited.json().error).toMatch(/^Demasiados intentos/)
    }
  })

  it('never locks the owner out because someone elsewhere guessed wrong', async () => {
    const shop = await registerShop(t)
    for (let i = 0; i < 40; i++) {
      const res = await post('/api/auth/login-manual', {
        email: shop.email.toUpperCase(),
        password: `x${i}`,
      })
      expect(res.statusCode).toBe(401)
    }
    const owner = await post('/api/auth/login-manual', {
      email: shop.email,
      password: shop.password,
    })
    expect(owner.statusCode).toBe(200)
    expect(decodeJwt(owner.json().token).email).toBe(shop.email)
  })

  it('does not count the owner’s own successful logins as failures', async () => {
    const shop = await registerShop(t)
    const home = freshIp()
    for (let i = 0; i < 12; i++) {
      const res = await post(
        '/api/auth/login-manual',
        { email: shop.email, password: shop.password },
        home,
      )
      expect(res.statusCode).toBe(200)
    }
  })

  it('limits tries per IP, whatever the email', async () => {
    const ip = freshIp()
    for (let i = 0; i < 30; i++) {
      await post('/api/auth/login-manual', { email: `x${i}@example.com`, password: 'x' }, ip)
    }
    expect(
      (await post('/api/auth/login-manual', { email: 'y@example.com', password: 'x' }, ip))
        .statusCode,
    ).toBe(429)
  })
})

describe('password reset', () => {
  it('mails a single-use link that sets a new password', async () => {
    const shop = await registerShop(t)
    const asked = await post('/api/auth/request-password-reset', { email: shop.email })
    expect(asked.json()).toEqual({
      success: true,
      message:
        'Si tu correo está registrado, te enviaremos un enlace para modificar tu contraseña.',
    })
    const mail = (await readOutbox(t.dataDir, 'mail')).filter((m) => m.to === shop.email).at(-1)!
    expect(mail.subject).toBe('Cambiá tu contraseña de Barrio')
    expect(mail.html).toContain('Elegir nueva contraseña')
    const token = (await lastResetToken(shop.email))!
    expect(mail.text).toContain(`http://localhost:3000/reset-password/${token}`)

    expect((await post('/api/auth/validate-reset-token', { token })).json()).toEqual({
      valid: true,
    })
    const reset = await post('/api/auth/reset-password', { token, password: 'Nueva2026$' })
    expect(reset.json()).toEqual({ success: true })

    expect(await loginAs(t, shop.email, 'Nueva2026$')).toBeTruthy()
    await expect(loginAs(t, shop.email, shop.password)).rejects.toThrow(/401/)

    expect((await post('/api/auth/validate-reset-token', { token })).json()).toEqual({
      valid: false,
    })
    const reused = await post('/api/auth/reset-password', { token, password: 'Otra2026$$' })
    expect(reused.statusCode).toBe(400)
    expect(errorOf(reused)).toEqual({
      error: 'El enlace para cambiar la contraseña es inválido o venció.',
      code: 'INVALID_TOKEN',
    })
  })

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = (await readOutbox(t.dataDir, 'mail')).length
    const res = await post('/api/auth/request-password-reset', { email: 'nadie@example.com' })
    expect(res.statusCode).toBe(200)
    expect(res.json().success).toBe(true)
    expect((await readOutbox(t.dataDir, 'mail')).length).toBe(before)
  })

  it('refuses an expired link and a link replaced by a newer one', async () => {
    const shop = await registerShop(t)
    await post('/api/auth/request-password-reset', { email: shop.email })
    const first = (await lastResetToken(shop.email))!
    await post('/api/auth/request-password-reset', { email: shop.email })
    const second = (await lastResetToken(shop.email))!
    expect((await post('/api/auth/validate-reset-token', { token: first })).json().valid).toBe(
      false,
    )
    expect((await post('/api/auth/validate-reset-token', { token: second })).json().valid).toBe(
      true,
    )

    await t.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) })
    expect((await post('/api/auth/validate-reset-token', { token: second })).json().valid).toBe(
      false,
    )
    expect(
      (await post('/api/auth/reset-password', { token: second, password: 'Nueva2026$' }))
        .statusCode,
    ).toBe(400)
  })

  it('applies the password rule to the new password', async () => {
    const res = await post('/api/auth/reset-password', { token: 'x', password: 'corta' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('La contraseña no cumple con los requisitos.')
  })

  it('limits reset requests per email', async () => {
    const { email } = newShop()
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/auth/request-password-reset', { email })).statusCode).toBe(200)
    }
    expect((await post('/api/auth/request-password-reset', { email })).statusCode).toBe(429)
  })
})
