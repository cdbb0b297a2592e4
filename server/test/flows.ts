import { randomBytes } from 'node:crypto'
import type { TestContext } from './harness'
import { solveCaptcha } from './captcha'
import { readOutbox } from './outbox'

let ipCounter = 0
/** A distinct client address per test, so per-IP limits of one test never touch another. */
export const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`

/** A unique shop for one test: name, email and a valid WhatsApp number. */
export function newShop(
  overrides: Partial<Record<'name' | 'email' | 'phone' | 'password', string>> = {},
) {
  const tag = randomBytes(3).toString('hex')
  const digits = `5${String(parseInt(tag, 16) % 1_000_000).padStart(6, '0')}`
  return {
    name: `Rotisería ${tag}`,
    email: `duena-${tag}@example.com`,
    phone: `351 ${digits}`,
    password: 'Barrio2025!',
    ...overrides,
  }
}

export const normalisedPhone = (phone: string) => `+549${phone.replace(/\D/g, '')}`

/** The last code the SMS outbox holds for a phone. */
export async function lastCode(t: TestContext, phone: string) {
  const lines = (await readOutbox(t.dataDir, 'sms')).filter((l) => l.to === phone)
  const last = lines.at(-1)
  if (!last) throw new Error(`no SMS sent to ${phone}`)
  return last.code
}

/** The reset link the mail outbox holds for an email, as its token. */
export async function lastResetLinkToken(t: TestContext, email: string) {
  const mail = (await readOutbox(t.dataDir, 'mail')).filter((m) => m.to === email).at(-1)
  if (!mail) return null
  const match = mail.text.match(/\/reset-password\/([\w-]+)/)
  return match?.[1] ?? null
}

export async function sendCode(t: TestContext, phone: string, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/send-code-business',
    remoteAddress: ip,
    payload: { phone, recaptchaToken: await solveCaptcha(t.app) },
  })
}

export async function verifyPhone(t: TestContext, phone: string) {
  const sent = await sendCode(t, phone)
  if (sent.statusCode !== 200)
    throw new Error(`send-code answered ${sent.statusCode}: ${sent.body}`)
  const code = await lastCode(t, normalisedPhone(phone))
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-business-code',
    remoteAddress: freshIp(),
    payload: { phone, code },
  })
  if (verified.statusCode !== 200)
    throw new Error(`verify answered ${verified.statusCode}: ${verified.body}`)
}

export function registrationPayload(shop: ReturnType<typeof newShop>) {
  return {
    name: shop.name,
    email: shop.email,
    phone: shop.phone,
    legalName: `${shop.name} S.R.L.`,
    taxId: '20-12345678-6',
    address: 'Av. Colón 1045',
    city: 'Córdoba',
    province: 'Córdoba',
    zipCode: 'X5000',
    floor: '',
    apartment: null,
    lat: -31.4106,
    lng: -64.1976,
    plan: 'starter',
    password: shop.password,
  }
}

/** A shop registered through the API as a person would: code, verification, sign-up. */
export async function registerShop(t: TestContext, shop = newShop()) {
  await verifyPhone(t, shop.phone)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register-business',
    remoteAddress: freshIp(),
    payload: registrationPayload(shop),
  })
  if (res.statusCode !== 200) throw new Error(`register answered ${res.statusCode}: ${res.body}`)
  return shop
}

export async function loginAs(t: TestContext, email: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login-manual',
    remoteAddress: freshIp(),
    payload: { email, password },
  })
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`)
  return res.json<{ token: string }>().token
}
