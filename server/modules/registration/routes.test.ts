import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type * as Passwords from '../../lib/passwords'
import { businesses, phoneVerifications } from '../../db/schema'
import { hashPassword } from '../../lib/passwords'
import { solveCaptcha } from '../../test/captcha'
import { createBusiness } from '../../test/factories'
import {
  freshIp,
  lastCode,
  loginAs,
  newShop,
  normalisedPhone,
  registerShop,
  registrationPayload,
  sendCode,
  verifyPhone,
} from '../../test/flows'
import { useTestApp } from '../../test/use-test-app'
import { errorOf } from '../../test/error-answer'

// The real hashing, counted: a registration that will be refused must not reach it.
vi.mock('../../lib/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>()
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) }
})

const t = useTestApp()
const bodies: string[] = []
beforeAll(() => {
  // Every answer of this file is kept, to prove none ever carries a hash or a code.
  t.app.addHook('onSend', async (_req, _reply, payload) => {
    if (typeof payload === 'string') bodies.push(payload)
    return payload
  })
})

const inject = (method: 'GET' | 'POST', url: string, payload?: object, ip = freshIp()) =>
  t.app.inject({ method, url, payload, remoteAddress: ip })

const count = async (table: 'users' | 'businesses') =>
  (await t.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0].n

describe('availability checks', () => {
  it('answers whether a shop name is free, case-insensitively', async () => {
    await createBusiness(t.db, { name: 'Pizzería Ñandú', slug: 'pizzeria-nandu' })
    const taken = await inject(
      'GET',
      `/api/auth/business/check-name?name=${encodeURIComponent('PIZZERÍA ÑANDÚ')}`,
    )
    expect(taken.json()).toEqual({ available: false })
    const free = await inject('GET', '/api/auth/business/check-name?name=Otra%20Pizzer%C3%ADa')
    expect(free.json()).toEqual({ available: true })
  })

  it('answers whether an email is free, case-insensitively', async () => {
    const shop = await registerShop(t)
    const taken = await inject(
      'GET',
      `/api/auth/check-availability?email=${shop.email.toUpperCase()}`,
    )
    expect(taken.json()).toEqual({ emailAvailable: false })
    const free = await inject('GET', '/api/auth/check-availability?email=nadie@example.com')
    expect(free.json()).toEqual({ emailAvailable: true })
  })

  it('explains a bad email or name in Spanish', async () => {
    const email = await inject('GET', '/api/auth/check-availability?email=no%20es@mail')
    expect(email.statusCode).toBe(400)
    expect(errorOf(email)).toEqual({ error: 'Formato de correo inválido', code: 'VALIDATION' })
    const name = await inject('GET', '/api/auth/business/check-name?name=A')
    expect(name.json().error).toBe('El nombre del comercio debe tener al menos 2 caracteres.')
  })

  it('limits checks per IP', async () => {
    const ip = freshIp()
    for (let i = 0; i < 60; i++) {
      expect(
        (await inject('GET', '/api/auth/check-availability?email=a@b.co', undefined, ip))
          .statusCode,
      ).toBe(200)
    }
    const limited = await inject('GET', '/api/auth/check-availability?email=a@b.co', undefined, ip)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().code).toBe('RATE_LIMITED')
    expect(limited.headers['retry-after']).toBeDefined()
  })
})

describe('POST /api/auth/send-code-business', () => {
  it('sends a six-digit code to the +549 form of the number, never in the answer', async () => {
    const shop = newShop()
    const res = await sendCode(t, `0${shop.phone.replace(' ', ' 15 ')}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true })
    const code = await lastCode(t, normalisedPhone(shop.phone))
    expect(code).toMatch(/^\d{6}$/)
    expect(res.body).not.toContain(code)
  })

  it('requires a solved captcha', async () => {
    const phone = newShop().phone
    const missing = await inject('POST', '/api/auth/send-code-business', {
      phone,
      recaptchaToken: '',
    })
    expect(missing.statusCode).toBe(400)
    expect(errorOf(missing)).toEqual({
      error: 'Por favor completá el reCAPTCHA.',
      code: 'VALIDATION',
    })
    const forged = await inject('POST', '/api/auth/send-code-business', {
      phone,
      recaptchaToken: 'inventado',
    })
    expect(errorOf(forged)).toEqual({
      error: 'Por favor completá el reCAPTCHA.',
      code: 'CAPTCHA_FAILED',
    })
  })

  it('refuses a number with fewer than 10 digits', async () => {
    const res = await inject('POST', '/api/auth/send-code-business', {
      phone: '351 555',
      recaptchaToken: await solveCaptcha(t.app),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('Ingresá un número válido de al menos 10 dígitos')
  })

  it('limits codes per phone (SMS cost money)', async () => {
    const { phone } = newShop()
    for (let i = 0; i < 3; i++) expect((await sendCode(t, phone)).statusCode).toBe(200)
    const limited = await sendCode(t, phone)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toMatch(/Esperá un rato/)
  })

  it('limits codes per IP', async () => {
    const ip = freshIp()
    for (let i = 0; i < 10; i++)
      expect((await sendCode(t, newShop().phone, ip)).statusCode).toBe(200)
    expect((await sendCode(t, newShop().phone, ip)).statusCode).toBe(429)
  })
})

describe('POST /api/auth/verify-business-code', () => {
  const verify = (phone: string, code: string) =>
    inject('POST', '/api/auth/verify-business-code', { phone, code })

  it('verifies the right code once', async () => {
    const { phone } = newShop()
    await sendCode(t, phone)
    const code = await lastCode(t, normalisedPhone(phone))
    expect((await verify(phone, code)).json()).toEqual({ success: true })
    const reused = await verify(phone, code)
    expect(reused.statusCode).toBe(400)
    expect(reused.json().error).toBe('Pedí un código nuevo para verificar tu número.')
  })

  it('counts wrong tries and stops at five', async () => {
    const { phone } = newShop()
    await sendCode(t, phone)
    const code = await lastCode(t, normalisedPhone(phone))
    const wrong = code === '000000' ? '111111' : '000000'
    expect((await verify(phone, wrong)).json().error).toBe(
      'El código no es correcto. Te quedan 4 intentos.',
    )
    for (let i = 0; i < 4; i++) await verify(phone, wrong)
    const blocked = await verify(phone, code)
    expect(blocked.json().error).toBe('Hiciste demasiados intentos. Pedí un código nuevo.')
  })

  it('refuses an expired code', async () => {
    const { phone } = newShop()
    await sendCode(t, phone)
    const code = await lastCode(t, normalisedPhone(phone))
    await t.db
      .update(phoneVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.phone, normalisedPhone(phone)))
    expect((await verify(phone, code)).json().error).toBe('El código venció. Pedí uno nuevo.')
  })

  it('a new code replaces the previous one', async () => {
    const { phone } = newShop()
    await sendCode(t, phone)
    const first = await lastCode(t, normalisedPhone(phone))
    let second = first
    while (second === first) {
      await sendCode(t, phone)
      second = await lastCode(t, normalisedPhone(phone))
    }
    expect((await verify(phone, first)).statusCode).toBe(400)
    expect((await verify(phone, second)).statusCode).toBe(200)
  })

  it('needs exactly six digits', async () => {
    const res = await verify(newShop().phone, '12345')
    expect(errorOf(res)).toEqual({ error: 'El código debe tener 6 dígitos.', code: 'VALIDATION' })
  })
})

describe('POST /api/auth/register-business', () => {
  const register = (payload: object) => inject('POST', '/api/auth/register-business', payload)

  it('creates the owner and the shop, which can then log in', async () => {
    const shop = newShop({ name: 'Café Ñandú & Co' })
    await verifyPhone(t, shop.phone)
    const res = await register(registrationPayload(shop))
    expect(res.json()).toEqual({ success: true })
    const [business] = await t.db.select().from(businesses).where(eq(businesses.name, shop.name))
    expect(business).toMatchObject({
      slug: 'cafe-nandu-y-co',
      plan: 'starter',
      subscriptionPaid: false,
      phone: normalisedPhone(shop.phone),
      taxId: '20123456786',
      floor: null,
      lat: -31.4106,
    })
    expect(await loginAs(t, shop.email, shop.password)).toMatch(/^ey/)
  })

  it('gives a second shop with the same slug a numbered one', async () => {
    await registerShop(t, newShop({ name: 'La Esquina' }))
    const second = await registerShop(t, newShop({ name: 'La Esquina!' }))
    const [row] = await t.db.select().from(businesses).where(eq(businesses.name, second.name))
    expect(row.slug).toBe('la-esquina-2')
  })

  it('refuses a phone that was not verified, or verified over 30 minutes ago, hashing nothing', async () => {
    const shop = newShop()
    vi.mocked(hashPassword).mockClear()
    const unverified = await register(registrationPayload(shop))
    expect(unverified.statusCode).toBe(400)
    expect(unverified.json().code).toBe('PHONE_NOT_VERIFIED')

    await verifyPhone(t, shop.phone)
    await t.db
      .update(phoneVerifications)
      .set({ verifiedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(phoneVerifications.phone, normalisedPhone(shop.phone)))
    expect((await register(registrationPayload(shop))).json().code).toBe('PHONE_NOT_VERIFIED')
    expect(hashPassword).not.toHaveBeenCalled()
  })

  it('refuses a taken name or email in another case, writing and hashing nothing', async () => {
    const first = await registerShop(t)
    const before = [await count('users'), await count('businesses')]
    vi.mocked(hashPassword).mockClear()
    const sameName = newShop({ name: first.name.toUpperCase() })
    await verifyPhone(t, sameName.phone)
    const nameRes = await register(registrationPayload(sameName))
    expect(nameRes.statusCode).toBe(409)
    expect(errorOf(nameRes)).toEqual({ error: 'Nombre no disponible', code: 'NAME_TAKEN' })

    const sameEmail = newShop({ email: first.email.toUpperCase() })
    await verifyPhone(t, sameEmail.phone)
    const emailRes = await register(registrationPayload(sameEmail))
    expect(errorOf(emailRes)).toEqual({ error: 'Correo ya registrado', code: 'EMAIL_TAKEN' })
    expect([await count('users'), await count('businesses')]).toEqual(before)
    expect(hashPassword).not.toHaveBeenCalled()
  })

  it.each([
    [{ taxId: '20-1234567-6' }, 'CUIT/CUIL inválido. Debe tener 11 dígitos.'],
    [
      { taxId: '20-12345678-7' },
      'CUIT/CUIL inválido. Revisá el número: el dígito verificador no coincide.',
    ],
    [{ password: 'barrio2025' }, 'La contraseña no cumple con los requisitos.'],
    [{ legalName: '  ' }, 'Completá todos los campos obligatorios.'],
    [{ city: '' }, 'Completá todos los campos obligatorios.'],
    [{ lat: undefined }, 'Completá todos los campos obligatorios.'],
    [{ email: 'sin arroba' }, 'Formato de correo inválido'],
  ])('refuses %o with a Spanish message', async (change, message) => {
    const shop = newShop()
    const before = await count('users')
    const res = await register({ ...registrationPayload(shop), ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe(message)
    expect(await count('users')).toBe(before)
  })

  it('never answers a password hash or a code', () => {
    expect(bodies.length).toBeGreaterThan(20)
    for (const body of bodies) {
      expect(body).not.toMatch(/\$argon2/)
      expect(body).not.toMatch(/"code"\s*:\s*"\d{6}"/)
    }
  })
})
