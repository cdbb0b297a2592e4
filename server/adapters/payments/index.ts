import type { Config } from '../../config'
import type { SharedState } from '../shared-state/types'
import { fakePaymentsProvider } from './fake'
import { mercadoPagoProvider } from './mercadopago'
import type { PaymentsProvider } from './types'

type PaymentsConfig = Pick<Config, 'PAYMENTS_PROVIDER' | 'MERCADOPAGO_API_URL' | 'publicUrl'>

/** docs/product.md#payments: each shop's Mercado Pago account, or the offline fake. */
export function createPaymentsProvider(
  config: PaymentsConfig,
  state: Pick<SharedState, 'get' | 'set'>,
): PaymentsProvider {
  switch (config.PAYMENTS_PROVIDER) {
    case 'mercadopago':
      return mercadoPagoProvider(config.MERCADOPAGO_API_URL)
    case 'fake':
      return fakePaymentsProvider(config.publicUrl, state)
  }
}
