import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MP_TOKEN_REJECTED_MESSAGE } from '../../../domain/messages/panel'
import { ApiError } from '../../lib/errors'
import { startFakeMercadoPago } from '../../test/fake-mercadopago'
import { mercadoPagoProvider } from './mercadopago'
import { PaymentProviderError } from './types'

/* The real adapter against Mercado Pago's REST API, played on a loopback port. */

let api: Awaited<ReturnType<typeof startFakeMercadoPago>>
beforeAll(async () => {
  api = await startFakeMercadoPago()
})
afterAll(async () => {
  await api.close()
})

const TOKEN = 'APP_USR-1111222233334444-abcdef-9z9z'
const provider = () => mercadoPagoProvider(api.url)

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

const preference = {
  externalReference: '6f1c2b9e-1111-4222-8333-444455556666',
  shopName: 'Pizzería',
  items: [{ title: 'Muzzarella', quantity: 2, unitPrice: 1_250_050 }],
  backUrls: { success: 'https://b/1', failure: 'https://b/2', pending: 'https://b/3' },
  notificationUrl: 'https://b/api/webhooks/mercadopago?shop=x',
}

describe('mercadoPagoProvider', () => {
  it('names the account of a token (GET /users/me), with the token as a bearer', async () => {
    api.answer('GET /users/me', {
      status: 200,
      body: { id: 1, nickname: 'LUIGI', email: 'l@x.com' },
    })
    expect(await provider().verifyToken(TOKEN)).toEqual({ account: 'LUIGI' })
    expect(api.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/users/me',
      authorization: `Bearer ${TOKEN}`,
    })
  })

  it('maps a refused token to the owner’s message, any other failure to 502', async () => {
    api.answer('GET /users/me', { status: 401, body: { message: 'invalid_token' } })
    const refused = await failure(provider().verifyToken(TOKEN))
    expect(refused.toBody()).toEqual({ error: MP_TOKEN_REJECTED_MESSAGE, code: 'VALIDATION' })
    api.answer('GET /users/me', { status: 500, body: {} })
    const broken = await failure(provider().verifyToken(TOKEN))
    expect(broken).toBeInstanceOf(PaymentProviderError)
    expect(broken.statusCode).toBe(502)
    expect((broken as PaymentProviderError).detail).toEqual({
      call: 'GET /users/me',
      answered: 500,
    })
    expect(JSON.stringify((broken as PaymentProviderError).detail)).not.toContain(TOKEN)
    const unreachable = await failure(mercadoPagoProvider('http://127.0.0.1:1').verifyToken(TOKEN))
    expect(unreachable.code).toBe('PAYMENT_PROVIDER_FAILED')
  })

  it('creates a preference in pesos, and sends production tokens to init_point, test ones to the sandbox', async () => {
    api.answer('POST /checkout/preferences', {
      status: 201,
      body: {
        id: 'pref-1',
        init_point: 'https://mp/live',
        sandbox_init_point: 'https://mp/sandbox',
      },
    })
    expect(await provider().createPreference(TOKEN, preference)).toEqual({
      id: 'pref-1',
      url: 'https://mp/live',
    })
    expect(api.requests.at(-1)!.body).toEqual({
      items: [
        { id: '1', title: 'Muzzarella', quantity: 2, unit_price: 12_500.5, currency_id: 'ARS' },
      ],
      external_reference: preference.externalReference,
      back_urls: preference.backUrls,
      auto_return: 'approved',
      notification_url: preference.notificationUrl,
    })
    const test = await provider().createPreference('TEST-5555666677778888-x', preference)
    expect(test.url).toBe('https://mp/sandbox')
    api.answer('POST /checkout/preferences', { status: 201, body: { id: 'pref-2' } })
    expect((await failure(provider().createPreference(TOKEN, preference))).code).toBe(
      'PAYMENT_PROVIDER_FAILED',
    )
    api.answer('POST /checkout/preferences', { status: 400, body: { message: 'bad' } })
    expect((await failure(provider().createPreference(TOKEN, preference))).statusCode).toBe(502)
  })

  it('reads a payment, its amount in centavos', async () => {
    api.answer('GET /v1/payments/123456', {
      status: 200,
      body: {
        id: 123456,
        status: 'approved',
        transaction_amount: 3000.1,
        external_reference: preference.externalReference,
      },
    })
    expect(await provider().getPayment(TOKEN, '123456')).toEqual({
      id: '123456',
      status: 'approved',
      amount: 300_010,
      externalReference: preference.externalReference,
    })
    for (const answer of [
      { status: 404, body: { message: 'not_found' } },
      { status: 200, body: { id: 1, status: 'approved' } },
      { status: 200, body: 'nada' },
    ]) {
      api.answer('GET /v1/payments/123456', answer)
      const error = await failure(provider().getPayment(TOKEN, '123456'))
      expect(error.code, JSON.stringify(answer)).toBe('PAYMENT_PROVIDER_FAILED')
    }
  })
})
