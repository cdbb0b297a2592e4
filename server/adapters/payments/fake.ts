import { createHash, randomBytes, randomInt } from 'node:crypto'
import { mpAccessTokenSchema } from '../../../domain/payments/schemas'
import { MP_TOKEN_REJECTED_MESSAGE } from '../../../domain/messages/panel'
import { ApiError } from '../../lib/errors'
import type { SharedState } from '../shared-state/types'
import {
  PaymentProviderError,
  type PaymentsProvider,
  type PreferenceRequest,
  type ProviderPayment,
} from './types'

/** A day: long enough for any checkout left open, short enough not to pile up. */
const TTL_MS = 24 * 3600 * 1000

/** A preference as the fake keeps it: what its checkout page shows and where it reports. */
export interface FakePreference extends PreferenceRequest {
  id: string
  /** Centavos: what a payment of it amounts to. */
  total: number
  /** SHA-256 of the token that created it: its payments are that account's. */
  owner: string
}

interface StoredPayment extends ProviderPayment {
  owner: string
}

export interface FakePaymentsProvider extends PaymentsProvider {
  readonly kind: 'fake'
  getPreference(id: string): Promise<FakePreference | null>
  /**
   * Records a payment as Mercado Pago would after a checkout (the dev checkout's buttons), or with
   * any amount and status a test needs (an amount that is not the order's total).
   */
  createPayment(accessToken: string, payment: Omit<ProviderPayment, 'id'>): Promise<ProviderPayment>
  /** The dev checkout's buttons: a payment of the preference's total, in its account. */
  payPreference(
    preference: FakePreference,
    status: 'approved' | 'rejected',
  ): Promise<ProviderPayment>
  /** Changes a payment's status later, as a refund or a chargeback would. */
  updatePayment(accessToken: string, id: string, status: string): Promise<ProviderPayment>
}

const ownerOf = (accessToken: string) => createHash('sha256').update(accessToken).digest('hex')

/**
 * Mercado Pago played offline (PAYMENTS_PROVIDER=fake, the default): preferences and payments are
 * kept in the shared state, so every process and a restart see them; the checkout is the app's own
 * page at `/api/dev/pay/{id}` (server/modules/payments/dev-routes.ts), which pays or refuses and
 * then notifies the shop's webhook, signed, as Mercado Pago does. Any well-formed token works,
 * except one containing 'invalid', which is refused as Mercado Pago refuses a wrong one.
 */
export function fakePaymentsProvider(
  publicUrl: string,
  state: Pick<SharedState, 'get' | 'set'>,
): FakePaymentsProvider {
  const read = async <T>(key: string): Promise<T | null> => {
    const value = await state.get(key)
    return value === null ? null : (JSON.parse(value) as T)
  }
  const write = (key: string, value: unknown) => state.set(key, JSON.stringify(value), TTL_MS)
  const paymentKey = (id: string) => `fake-mp:payment:${id}`
  const publicPayment = ({ owner: _owner, ...payment }: StoredPayment): ProviderPayment => payment

  async function storePayment(owner: string, payment: Omit<ProviderPayment, 'id'>) {
    // Mercado Pago's payment ids are numbers.
    const id = String(randomInt(10 ** 10, 10 ** 11))
    const stored: StoredPayment = { ...payment, id, owner }
    await write(paymentKey(id), stored)
    return publicPayment(stored)
  }

  const checkToken = (accessToken: string) => {
    if (!mpAccessTokenSchema.safeParse(accessToken).success || accessToken.includes('invalid')) {
      throw new ApiError('VALIDATION', MP_TOKEN_REJECTED_MESSAGE)
    }
  }

  async function ownPayment(accessToken: string, id: string): Promise<StoredPayment> {
    const payment = await read<StoredPayment>(paymentKey(id))
    // Another account's payment is as unknown as a missing one, as Mercado Pago answers 404.
    if (!payment || payment.owner !== ownerOf(accessToken)) {
      throw new PaymentProviderError({ call: 'GET /v1/payments/{id}', answered: 404 })
    }
    return payment
  }

  return {
    kind: 'fake',

    async verifyToken(accessToken) {
      checkToken(accessToken)
      return { account: `Cuenta de prueba …${accessToken.slice(-4)}` }
    },

    async createPreference(accessToken, preference) {
      checkToken(accessToken)
      const id = `fake-${randomBytes(12).toString('hex')}`
      const total = preference.items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0)
      const stored: FakePreference = { ...preference, id, total, owner: ownerOf(accessToken) }
      await write(`fake-mp:preference:${id}`, stored)
      return { id, url: `${publicUrl}/api/dev/pay/${id}` }
    },

    async getPayment(accessToken, id) {
      return publicPayment(await ownPayment(accessToken, id))
    },

    async getPreference(id) {
      if (!/^fake-[0-9a-f]{24}$/.test(id)) return null
      return read<FakePreference>(`fake-mp:preference:${id}`)
    },

    createPayment: (accessToken, payment) => storePayment(ownerOf(accessToken), payment),

    payPreference: (preference, status) =>
      storePayment(preference.owner, {
        status,
        amount: preference.total,
        externalReference: preference.externalReference,
      }),

    async updatePayment(accessToken, id, status) {
      const stored = { ...(await ownPayment(accessToken, id)), status }
      await write(paymentKey(id), stored)
      return publicPayment(stored)
    },
  }
}

/** The fake provider of an app that runs one, else null. */
export const fakeOf = (provider: PaymentsProvider): FakePaymentsProvider | null =>
  provider.kind === 'fake' ? (provider as FakePaymentsProvider) : null
