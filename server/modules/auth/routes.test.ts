import { decodeJwt } from 'jose'
import { describe, expect, it, vi } from 'vitest'
import type * as Passwords from '../../lib/passwords'
import { passwordResetTokens } from '../../db/schema'
import { hashPassword, passwordWork } from '../../lib/passwords'
import { PASSWORDS_BUSY_MESSAGE } from '../../../domain/messages/api'
import { CAPTCHA_MESSAGE } from '../../../domain/messages/customer'
import { LOGIN_CAPTCHA_MESSAGE } from '../../../domain/messages/auth'
import { solveCaptcha } from '../../test/captcha'
import { freshIp, lastResetLinkToken, loginAs, newShop, registerShop } from '../../test/flows'
import { createPeerApp } from '../../test/harness'
import { useTestApp } from '../../test/use-test-app'
import { readOutbox } from '../../test/outbox'
import { errorOf } from '../../test/error-answer'

// The real hashing, counted: a refused reset must not have reached it.
vi.mock('../../lib/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>()
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) }
})

const t = useTestApp()

const post = (url: string, payload: object, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip })

const lastResetToken = (email: string) => lastResetLinkToken(t, email)

describe('POST /api/auth/login-manual', () => {
  it('answers a signed token with exactly the session claims of the spec, and the member role', async () => {
    const shop = await registerShop(t)
    const token = await loginAs(t, shop.email.toUpperCase(), shop.password)
    const claims = decodeJwt(token)
    expect(Object.keys(claims).sort()).toEqual(
      [
        'businessName',
        'email',
        'exp',
        'expiresAt',
        'memberRole',
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
      memberRole: 'owner',
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

  it('limits failed tries at one account from one address, captcha or not', async () => {
    const shop = await registerShop(t)
    const attacker = freshIp()
    const guess = async (password: string, recaptchaToken?: string) =>
      post('/api/auth/login-manual', { email: shop.email, password, recaptchaToken }, attacker)
    // Past five tries at the account each one needs a captcha proof; solved, it is still a guess.
    for (let i = 0; i < 10; i++) {
      const res = await guess('x', i < 5 ? undefined : await solveCaptcha(t.app))
      expect(res.statusCode).toBe(401)
      expect(res.json().code).toBe('INVALID_CREDENTIALS')
    }
    // Even the right password: that address has used up its guesses at this account.
    for (const password of ['x', shop.password]) {
      const limited = await guess(password, await solveCaptcha(t.app))
      expect(limited.statusCode).toBe(429)
      expect(limited.json().error).toMatch(/^Demasiados intentos/)
    }
  })

  it('asks for the captcha after 5 failed logins from anywhere, and lets the owner in with it', async () => {
    const shop = await registerShop(t)
    // Five addresses, and two processes counting together.
    const peer = await createPeerApp(t)
    try {
      for (let i = 0; i < 5; i++) {
        const res = await (i % 2 ? peer.app : t.app).inject({
          method: 'POST',
          url: '/api/auth/login-manual',
          remoteAddress: freshIp(),
          payload: { email: shop.email.toUpperCase(), password: `x${i}` },
        })
        expect(res.statusCode).toBe(401)
        expect(errorOf(res).code).toBe('INVALID_CREDENTIALS')
      }
      const right = { email: shop.email, password: shop.password }
      // The sixth, from a sixth address on the other process, even with the right password.
      const asked = await peer.app.inject({
        method: 'POST',
        url: '/api/auth/login-manual',
        remoteAddress: freshIp(),
        payload: right,
      })
      expect(asked.statusCode).toBe(401)
      expect(errorOf(asked)).toEqual({
        error: LOGIN_CAPTCHA_MESSAGE,
        code: 'CAPTCHA_REQUIRED',
      })
    } finally {
      await peer.close()
    }
    // A proof that is not one is refused like any failed captcha.
    const forged = await post('/api/auth/login-manual', {
      email: shop.email,
      password: shop.password,
      recaptchaToken: 'no-es-una-prueba',
    })
    expect(forged.statusCode).toBe(400)
    expect(errorOf(forged)).toEqual({ error: CAPTCHA_MESSAGE, code: 'CAPTCHA_FAILED' })
    // A wrong password with a proof is still a wrong password.
    const wrong = await post('/api/auth/login-manual', {
      email: shop.email,
      password: 'x',
      recaptchaToken: await solveCaptcha(t.app),
    })
    expect(errorOf(wrong).code).toBe('INVALID_CREDENTIALS')
    // The owner, with a solved captcha, gets in: no lock-out.
    const owner = await post('/api/auth/login-manual', {
      email: shop.email,
      password: shop.password,
      recaptchaToken: await solveCaptcha(t.app),
    })
    expect(owner.statusCode).toBe(200)
    expect(decodeJwt(owner.json().token).email).toBe(shop.email)
    // The success starts the count again: the next login needs no captcha.
    expect(await loginAs(t, shop.email, shop.password)).toBeTruthy()
  })

  it('gives a burst of parallel guesses no more free tries than a sequence', async () => {
    const shop = await registerShop(t)
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post('/api/auth/login-manual', { email: shop.email, password: `x${i}` }),
      ),
    )
    const codes = answers.map((res) => errorOf(res).code).sort()
    expect(codes).toEqual([
      ...Array<string>(7).fill('CAPTCHA_REQUIRED'),
      ...Array<string>(5).fill('INVALID_CREDENTIALS'),
    ])
  })

  it('asks for the captcha at an unknown email just the same', async () => {
    const email = newShop().email
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/login-manual', { email, password: 'x' })
      expect(errorOf(res).code).toBe('INVALID_CREDENTIALS')
    }
    const asked = await post('/api/auth/login-manual', { email, password: 'x' })
    expect(errorOf(asked).code).toBe('CAPTCHA_REQUIRED')
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

  it('limits tries per IPv6 /64, however many of its addresses an attacker rotates through', async () => {
    const subnet = '2001:db8:26:4'
    const inSubnet = (i: number) =>
      `${subnet}:${((i * 7919) % 0x10000).toString(16)}:${i.toString(16)}::${i + 1}`
    for (let i = 0; i < 30; i++) {
      const res = await post(
        '/api/auth/login-manual',
        { email: `v6-${i}@example.com`, password: 'x' },
        inSubnet(i),
      )
      expect(res.statusCode).toBe(401)
    }
    const limited = await post(
      '/api/auth/login-manual',
      { email: 'v6-otro@example.com', password: 'x' },
      `${subnet}:ffff:ffff:ffff:fffe`,
    )
    expect(limited.statusCode).toBe(429)
    expect(errorOf(limited).code).toBe('RATE_LIMITED')
    // The next /64 is another client.
    const neighbour = await post(
      '/api/auth/login-manual',
      { email: 'v6-otro@example.com', password: 'x' },
      '2001:db8:26:5::1',
    )
    expect(neighbour.statusCode).toBe(401)
  })

  it('counts an IPv4 client the same whether its address comes mapped into IPv6 or not', async () => {
    const ip = freshIp()
    for (let i = 0; i < 30; i++) {
      const address = i % 2 ? ip : `::ffff:${ip}`
      await post('/api/auth/login-manual', { email: `v4-${i}@example.com`, password: 'x' }, address)
    }
    const limited = await post(
      '/api/auth/login-manual',
      { email: 'v4@example.com', password: 'x' },
      ip,
    )
    expect(limited.statusCode).toBe(429)
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

  it('refuses a made-up or spent link before hashing the new password', async () => {
    const shop = await registerShop(t)
    await post('/api/auth/request-password-reset', { email: shop.email })
    const token = (await lastResetToken(shop.email))!
    expect(
      (await post('/api/auth/reset-password', { token, password: 'Nueva2026$' })).statusCode,
    ).toBe(200)
    vi.mocked(hashPassword).mockClear()
    for (const bogus of ['inventado', token]) {
      const res = await post('/api/auth/reset-password', { token: bogus, password: 'Otra2026$$' })
      expect(res.statusCode).toBe(400)
      expect(errorOf(res).code).toBe('INVALID_TOKEN')
    }
    expect(hashPassword).not.toHaveBeenCalled()
  })

  it('answers a Spanish 503 at once when more password work waits than the server takes on', async () => {
    const held: (() => void)[] = []
    const holds = Array.from({ length: passwordWork.limit + passwordWork.maxWaiting }, () =>
      passwordWork.run(() => new Promise<void>((resolve) => held.push(resolve))),
    )
    try {
      const res = await post('/api/auth/login-manual', {
        email: newShop().email,
        password: 'Barrio2025!',
      })
      expect(res.statusCode).toBe(503)
      expect(res.headers['retry-after']).toBe('1')
      expect(errorOf(res)).toEqual({ error: PASSWORDS_BUSY_MESSAGE, code: 'UNAVAILABLE' })
    } finally {
      // Those waiting start as the running ones finish.
      while (held.length < holds.length) {
        held.forEach((release) => release())
        await new Promise((resolve) => setImmediate(resolve))
      }
      held.forEach((release) => release())
      await Promise.all(holds)
    }
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
