import { MP_TOKEN_REJECTED_MESSAGE } from '../../../domain/messages/panel'
import { ApiError } from '../../lib/errors'
import {
  centavosOf,
  PaymentProviderError,
  pesosOf,
  type PaymentsProvider,
  type ProviderPayment,
} from './types'

const TIMEOUT_MS = 10_000

/** What we read of Mercado Pago's answers; anything else in them is ignored. */
interface MpUser {
  nickname?: unknown
  email?: unknown
}
interface MpPreference {
  id?: unknown
  init_point?: unknown
  sandbox_init_point?: unknown
}
interface MpPayment {
  id?: unknown
  status?: unknown
  transaction_amount?: unknown
  external_reference?: unknown
}

/**
 * Mercado Pago's REST API (`MERCADOPAGO_API_URL`), asked with plain fetch: three documented calls
 * (`GET /users/me`, `POST /checkout/preferences`, `GET /v1/payments/{id}`), each with a timeout,
 * each failure a PaymentProviderError (502) whose detail names the call and the status, never the
 * token. A token Mercado Pago refuses when tested is the owner's mistake: a VALIDATION answer.
 */
export function mercadoPagoProvider(baseUrl: string): PaymentsProvider {
  async function call<T>(
    accessToken: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: T | null }> {
    let response: Response
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${accessToken}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (error) {
      throw new PaymentProviderError({ call: `${method} ${path}`, answered: (error as Error).name })
    }
    const json = (await response.json().catch(() => null)) as T | null
    return { status: response.status, json }
  }

  const failed = (what: string, status: number) =>
    new PaymentProviderError({ call: what, answered: status })

  return {
    kind: 'mercadopago',

    async verifyToken(accessToken) {
      const { status, json } = await call<MpUser>(accessToken, 'GET', '/users/me')
      if (status === 401 || status === 403) {
        throw new ApiError('VALIDATION', MP_TOKEN_REJECTED_MESSAGE)
      }
      if (status !== 200 || !json) throw failed('GET /users/me', status)
      const name = [json.nickname, json.email].find((v) => typeof v === 'string' && v.length > 0)
      return { account: (name as string | undefined) ?? 'Mercado Pago' }
    },

    async createPreference(accessToken, preference) {
      const { status, json } = await call<MpPreference>(
        accessToken,
        'POST',
        '/checkout/preferences',
        {
          items: preference.items.map((item, i) => ({
            id: String(i + 1),
            title: item.title,
            quantity: item.quantity,
            unit_price: pesosOf(item.unitPrice),
            currency_id: 'ARS',
          })),
          external_reference: preference.externalReference,
          back_urls: preference.backUrls,
          auto_return: 'approved',
          notification_url: preference.notificationUrl,
        },
      )
      if (status !== 200 && status !== 201) throw failed('POST /checkout/preferences', status)
      // Test credentials pay in the sandbox; its page is the one that takes test cards.
      const url = accessToken.startsWith('TEST-') ? json?.sandbox_init_point : json?.init_point
      if (typeof json?.id !== 'string' || typeof url !== 'string') {
        throw new PaymentProviderError({
          call: 'POST /checkout/preferences',
          answered: 'no id or init_point',
        })
      }
      return { id: json.id, url }
    },

    async getPayment(accessToken, paymentId) {
      const path = `/v1/payments/${encodeURIComponent(paymentId)}`
      const { status, json } = await call<MpPayment>(accessToken, 'GET', path)
      if (status !== 200 || !json) throw failed('GET /v1/payments/{id}', status)
      const payment = paymentOf(json)
      if (!payment) {
        throw new PaymentProviderError({ call: 'GET /v1/payments/{id}', answered: 'no payment' })
      }
      return payment
    },
  }
}

function paymentOf(json: MpPayment): ProviderPayment | null {
  const id = typeof json.id === 'number' || typeof json.id === 'string' ? String(json.id) : null
  const amount = typeof json.transaction_amount === 'number' ? json.transaction_amount : null
  if (!id || typeof json.status !== 'string' || amount === null || !Number.isFinite(amount)) {
    return null
  }
  const reference = json.external_reference
  return {
    id,
    status: json.status,
    amount: centavosOf(amount),
    externalReference: typeof reference === 'string' && reference ? reference : null,
  }
}
