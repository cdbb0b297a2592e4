import type { APIRequestContext } from '@playwright/test'
import type { Challenge } from 'altcha-lib'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { solveAltchaChallenge } from '../../server/test/captcha'

/**
 * A unique new shop for one test. Named to sort after every demo shop: the suite opens dozens of
 * these around the clock, and the directory lists open shops first, by name, 50 to a page, so
 * 'Almacén …' ones would push the demo shops that tests look for off its first page.
 */
export function newShop() {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')
  return {
    name: `Verdulería ${tag}`,
    email: `owner-${tag}@example.com`,
    phone: `3515${digits}`,
    password: 'Barrio2025!',
  }
}

/** The last verification code the server's SMS outbox holds for a +549 phone. */
export function lastSmsCode(phone: string): string {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suite with npm run test:e2e')
  const lines = readFileSync(path.join(dataDir, 'outbox', 'sms.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { to: string; code: string })
  const code = lines.filter((l) => l.to === phone).at(-1)?.code
  if (!code) throw new Error(`no SMS was sent to ${phone}`)
  return code
}

/** The last mail the server's outbox holds for an address. */
export function lastMail(to: string): { subject: string; text: string } {
  const dataDir = process.env.E2E_DATA_DIR!
  const mail = readFileSync(path.join(dataDir, 'outbox', 'mail.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { to: string; subject: string; text: string })
    .filter((m) => m.to === to)
    .at(-1)
  if (!mail) throw new Error(`no mail was sent to ${to}`)
  return mail
}

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`)
  return response
}

/** Registers a shop through the API, as the wizard does. */
export async function registerOwner(request: APIRequestContext, shop = newShop()) {
  const challenge = (await (
    await ok(await request.get('/api/captcha/challenge'))
  ).json()) as Challenge
  await ok(
    await request.post('/api/auth/send-code-business', {
      data: { phone: shop.phone, recaptchaToken: await solveAltchaChallenge(challenge) },
    }),
  )
  const phone = `+549${shop.phone}`
  await ok(
    await request.post('/api/auth/verify-business-code', {
      data: { phone, code: lastSmsCode(phone) },
    }),
  )
  await ok(
    await request.post('/api/auth/register-business', {
      data: {
        name: shop.name,
        email: shop.email,
        phone,
        legalName: `${shop.name} S.A.`,
        taxId: '20-12345678-6',
        address: 'Obispo Trejo 242',
        city: 'Córdoba',
        province: 'Córdoba',
        zipCode: 'X5000',
        lat: -31.4189,
        lng: -64.1874,
        plan: 'starter',
        password: shop.password,
      },
    }),
  )
  return shop
}

/** A new shop registered and logged in through the API: its owner and their session token. */
export async function registeredOwnerToken(request: APIRequestContext) {
  const shop = await registerOwner(request)
  const login = await ok(
    await request.post('/api/auth/login-manual', {
      data: { email: shop.email, password: shop.password },
    }),
  )
  return { shop, token: ((await login.json()) as { token: string }).token }
}
