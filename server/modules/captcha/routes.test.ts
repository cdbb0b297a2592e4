import { describe, expect, it } from 'vitest'
import { solveCaptcha } from '../../test/captcha'
import { useTestApp } from '../../test/use-test-app'
import { CHALLENGE_RATE_LIMIT } from './routes'
import { errorOf } from '../../test/error-answer'

describe('with ALTCHA (the default)', () => {
  const t = useTestApp()

  it('GET /api/captcha/challenge serves a fresh, uncacheable challenge in the widget format', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const challenge = res.json()
    expect(challenge).toEqual({
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        nonce: expect.stringMatching(/^[0-9a-f]+$/),
        salt: expect.stringMatching(/^[0-9a-f]+$/),
        cost: expect.any(Number),
        keyLength: 32,
        keyPrefix: expect.stringMatching(/^[0-9a-f]+$/),
        keySignature: expect.stringMatching(/^[0-9a-f]+$/),
        expiresAt: expect.any(Number),
      },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    const again = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })
    expect(again.json().parameters.nonce).not.toBe(challenge.parameters.nonce)
  })

  it('serves challenges that, once solved as the widget does, verify exactly once', async () => {
    const token = await solveCaptcha(t.app)
    expect(await t.app.adapters.captcha.verify(token, '127.0.0.1')).toBe(true)
    expect(await t.app.adapters.captcha.verify(token, '127.0.0.1')).toBe(false)
  })

  it('GET /api/client-config tells the browser to use ALTCHA and which map tiles to load', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client-config' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      captcha: { provider: 'altcha', challengeUrl: '/api/captcha/challenge' },
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    })
  })

  it('limits challenges per IP, with a Spanish 429', async () => {
    const get = () =>
      t.app.inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress: '10.3.3.3' })
    for (let i = 0; i < CHALLENGE_RATE_LIMIT.max; i++) expect((await get()).statusCode).toBe(200)
    const res = await get()
    expect(res.statusCode).toBe(429)
    expect(errorOf(res)).toEqual({
      error: 'Demasiados intentos. Esperá un momento y volvé a probar.',
      code: 'RATE_LIMITED',
    })
  })

  it('counts every address of one IPv6 /64 as one client', async () => {
    const get = (i: number) =>
      t.app.inject({
        method: 'GET',
        url: '/api/captcha/challenge',
        remoteAddress: `2001:db8:cafe:1:${i.toString(16)}::${(i * 31).toString(16)}`,
      })
    for (let i = 0; i < CHALLENGE_RATE_LIMIT.max; i++) expect((await get(i)).statusCode).toBe(200)
    expect((await get(CHALLENGE_RATE_LIMIT.max)).statusCode).toBe(429)
    const neighbour = await t.app.inject({
      method: 'GET',
      url: '/api/captcha/challenge',
      remoteAddress: '2001:db8:cafe:2::1',
    })
    expect(neighbour.statusCode).toBe(200)
  })
})

describe('with reCAPTCHA', () => {
  const t = useTestApp({
    env: {
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'clave-del-sitio',
      RECAPTCHA_SECRET: 'secreto',
      MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
    },
  })

  it('GET /api/client-config gives the site key, never the secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client-config' })
    expect(res.json()).toEqual({
      captcha: { provider: 'recaptcha', siteKey: 'clave-del-sitio' },
      mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
    })
    expect(res.body).not.toContain('secreto')
  })

  it('GET /api/captcha/challenge is a 404 in the one error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })
    expect(res.statusCode).toBe(404)
    expect(errorOf(res)).toEqual({
      error: 'No encontramos lo que buscás.',
      code: 'ROUTE_NOT_FOUND',
    })
  })
})
