import { afterEach, describe, expect, it, vi } from 'vitest'
import { isAltchaCaptcha } from './altcha'
import { createCaptcha } from '.'

afterEach(() => {
  vi.unstubAllGlobals()
})

const recaptcha = createCaptcha(
  {
    CAPTCHA_PROVIDER: 'recaptcha',
    altchaHmacKey: 'k'.repeat(48),
    RECAPTCHA_SITE_KEY: 'sitio-123',
    RECAPTCHA_SECRET: 'secreto-456',
  },
  {
    // Google refuses a reused token itself: reCAPTCHA keeps nothing of its own.
    claim: () => Promise.reject(new Error('reCAPTCHA claims nothing')),
  },
)

function stubFetch(response: Response) {
  const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(response)
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('reCAPTCHA captcha', () => {
  it('gives the browser the site key only, and serves no challenge', () => {
    expect(recaptcha.clientConfig).toEqual({ provider: 'recaptcha', siteKey: 'sitio-123' })
    expect(isAltchaCaptcha(recaptcha)).toBe(false)
  })

  it('posts secret, response and remoteip to siteverify and trusts its success', async () => {
    const fetch = stubFetch(json({ success: true, hostname: 'barrio.com.ar' }))
    expect(await recaptcha.verify('token-del-navegador', '190.1.2.3')).toBe(true)
    const [url, init] = fetch.mock.calls[0]!
    expect(String(url)).toBe('https://www.google.com/recaptcha/api/siteverify')
    expect(init?.method).toBe('POST')
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      secret: 'secreto-456',
      response: 'token-del-navegador',
      remoteip: '190.1.2.3',
    })
  })

  it('answers false when Google says no, or answers something unexpected', async () => {
    stubFetch(json({ success: false, 'error-codes': ['timeout-or-duplicate'] }))
    expect(await recaptcha.verify('viejo')).toBe(false)
    stubFetch(json({ ok: 'sí' }))
    expect(await recaptcha.verify('raro')).toBe(false)
  })

  it('does not call Google for an empty token', async () => {
    const fetch = stubFetch(json({ success: true }))
    expect(await recaptcha.verify('')).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('throws when Google cannot answer, instead of blaming the person', async () => {
    stubFetch(new Response('Service Unavailable', { status: 503 }))
    await expect(recaptcha.verify('token')).rejects.toThrow(/503/)
  })
})
