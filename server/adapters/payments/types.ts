import { ApiError } from '../../lib/errors'

/**
 * Online payments (docs/product.md#payments): Mercado Pago's Checkout Pro, asked with each shop's
 * own access token. `mercadopago.ts` talks to its REST API; `fake.ts` plays it offline (the
 * default, for `npm start` and the tests). Money is integer centavos on this side of the interface.
 */
export interface PaymentsProvider {
  readonly kind: 'fake' | 'mercadopago'
  /** Who the token belongs to. A token the provider refuses throws MP_TOKEN_REJECTED (VALIDATION). */
  verifyToken(accessToken: string): Promise<{ account: string }>
  /** A Checkout Pro preference: where to send the customer to pay. */
  createPreference(accessToken: string, preference: PreferenceRequest): Promise<Preference>
  /** A payment as the provider knows it now (never as a notification told it). */
  getPayment(accessToken: string, paymentId: string): Promise<ProviderPayment>
}

export interface PreferenceItem {
  title: string
  quantity: number
  /** Centavos. */
  unitPrice: number
}

export interface PreferenceRequest {
  /** The order's id: what the payment carries back as its external_reference. */
  externalReference: string
  /** The shop's name, as the checkout page shows it. */
  shopName: string
  items: PreferenceItem[]
  backUrls: { success: string; failure: string; pending: string }
  notificationUrl: string
}

export interface Preference {
  id: string
  /** The checkout page to send the customer to. */
  url: string
}

export interface ProviderPayment {
  id: string
  /** As the provider says it: approved, pending, in_process, rejected, refunded… */
  status: string
  /** Centavos. */
  amount: number
  externalReference: string | null
}

/**
 * The provider failed or answered something unusable: 502 to the caller, with `detail` for the log
 * only (never a token: it names the call and the provider's status).
 */
/** What went wrong with the provider, for the log (never for the customer, who reads the 502's message). */
export interface ProviderFailure {
  /** The call, as 'GET /v1/payments/{id}'. */
  call: string
  /** Its HTTP status, the error's name, or what was missing from its answer. */
  answered: number | string
}

export class PaymentProviderError extends ApiError {
  constructor(readonly detail: ProviderFailure) {
    super('PAYMENT_PROVIDER_FAILED')
  }
}

/** Pesos with up to two decimals (as Mercado Pago writes amounts) to centavos. */
export const centavosOf = (pesos: number) => Math.round(pesos * 100)

/** Centavos to pesos, as Mercado Pago reads unit prices. */
export const pesosOf = (centavos: number) => centavos / 100
