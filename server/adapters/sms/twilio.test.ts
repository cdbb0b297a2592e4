import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSmsSender } from '.'

afterEach(() => {
  vi.unstubAllGlobals()
})

const twilio = createSmsSender({
  SMS_PROVIDER: 'twilio',
  NODE_ENV: 'production',
  dataDir: '/nonexistent',
  TWILIO_ACCOUNT_SID: 'AC123',
  TWILIO_AUTH_TOKEN: 'secreto',
  TWILIO_VERIFY_SERVICE_SID: 'VA456',
  TWILIO_CHANNEL: 'whatsapp',
})

function stubFetch(response: Response) {
  const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(response)
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('Twilio Verify SMS sender', () => {
  it('posts the number, channel and our code to the Verify service with basic auth', async () => {
    const fetch = stubFetch(new Response(JSON.stringify({ status: 'pending' }), { status: 201 }))
    await twilio.sendVerificationCode('+5493511234567', '123456')

    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0]!
    expect(String(url)).toBe('https://verify.twilio.com/v2/Services/VA456/Verifications')
    expect(init?.method).toBe('POST')
    const headers = new Headers(init?.headers)
    expect(headers.get('authorization')).toBe(
      `Basic ${Buffer.from('AC123:secreto').toString('base64')}`,
    )
    expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded')
    const body = new URLSearchParams(String(init?.body))
    expect(Object.fromEntries(body)).toEqual({
      To: '+5493511234567',
      Channel: 'whatsapp',
      CustomCode: '123456',
    })
  })

  it('throws when Twilio refuses, so the code is not reported as sent', async () => {
    stubFetch(
      new Response(JSON.stringify({ code: 60200, message: 'Invalid parameter' }), { status: 400 }),
    )
    await expect(twilio.sendVerificationCode('+54935', '123456')).rejects.toThrow(
      /400.*Invalid parameter/,
    )
  })
})
