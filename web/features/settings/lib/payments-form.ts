import type { FieldErrors, Resolver } from 'react-hook-form'
import {
  MP_TOKEN_FORMAT_MESSAGE,
  MP_TOKEN_REJECTED_MESSAGE,
  MP_TOKEN_REQUIRED_MESSAGE,
  MP_WEBHOOK_SECRET_MESSAGE,
  MP_WEBHOOK_SECRET_REQUIRED_MESSAGE,
  PAYMENT_METHODS_REQUIRED_MESSAGE,
  TRANSFER_ACCOUNT_REQUIRED_MESSAGE,
  TRANSFER_ALIAS_MESSAGE,
  TRANSFER_CBU_MESSAGE,
  TRANSFER_HOLDER_MESSAGE,
} from '../../../../domain/messages/panel'
import {
  paymentSettingsInputSchema,
  type PaymentSettings,
  type PaymentSettingsInput,
} from '../../../../domain/payments/schemas'

/** What the form holds. Mercado Pago's token and secret start empty: they never come back. */
export interface PaymentsFormValues {
  cash: boolean
  transfer: { enabled: boolean; account: string; holder: string }
  mercadoPago: { enabled: boolean; accessToken: string; webhookSecret: string }
}
export type FieldName =
  | 'cash'
  | 'transfer.account'
  | 'transfer.holder'
  | 'mercadoPago.accessToken'
  | 'mercadoPago.webhookSecret'

export const toPaymentsForm = (s: PaymentSettings): PaymentsFormValues => ({
  cash: s.cash,
  transfer: {
    enabled: s.transfer.enabled,
    account: s.transfer.account ?? '',
    holder: s.transfer.holder ?? '',
  },
  mercadoPago: { enabled: s.mercadoPago.enabled, accessToken: '', webhookSecret: '' },
})

/**
 * The body of PUT /settings/payments: a token or a secret left empty is absent, so the stored one
 * stays (docs/product.md#payments); empty texts of the transfer are null.
 */
export function paymentsPayload(v: PaymentsFormValues): PaymentSettingsInput {
  const token = v.mercadoPago.accessToken.trim()
  const secret = v.mercadoPago.webhookSecret.trim()
  return {
    cash: v.cash,
    transfer: {
      enabled: v.transfer.enabled,
      account: v.transfer.account.trim() || null,
      holder: v.transfer.holder.trim() || null,
    },
    mercadoPago: {
      enabled: v.mercadoPago.enabled,
      ...(token ? { accessToken: token } : {}),
      ...(secret ? { webhookSecret: secret } : {}),
    },
  }
}

/** Which field a refusal of the server speaks of, by its message; the rest go above the button. */
export const fieldOfMessage: Record<string, FieldName> = {
  [PAYMENT_METHODS_REQUIRED_MESSAGE]: 'cash',
  [TRANSFER_ALIAS_MESSAGE]: 'transfer.account',
  [TRANSFER_CBU_MESSAGE]: 'transfer.account',
  [TRANSFER_ACCOUNT_REQUIRED_MESSAGE]: 'transfer.account',
  [TRANSFER_HOLDER_MESSAGE]: 'transfer.holder',
  [MP_TOKEN_FORMAT_MESSAGE]: 'mercadoPago.accessToken',
  [MP_TOKEN_REQUIRED_MESSAGE]: 'mercadoPago.accessToken',
  [MP_TOKEN_REJECTED_MESSAGE]: 'mercadoPago.accessToken',
  [MP_WEBHOOK_SECRET_MESSAGE]: 'mercadoPago.webhookSecret',
  [MP_WEBHOOK_SECRET_REQUIRED_MESSAGE]: 'mercadoPago.webhookSecret',
}

/**
 * Checks the form with the API's own schema, plus what only the stored settings tell: Mercado Pago
 * can be turned on only with a token and a secret, stored or typed now.
 */
export const paymentsResolver =
  (stored: PaymentSettings): Resolver<PaymentsFormValues, unknown, PaymentSettingsInput> =>
  (values) => {
    const body = paymentsPayload(values)
    const found = new Map<string, string>()
    const result = paymentSettingsInputSchema.safeParse(body)
    for (const issue of result.error?.issues ?? []) {
      const name = issue.path.join('.')
      if (!found.has(name)) found.set(name, issue.message)
    }
    const mp = body.mercadoPago
    if (mp.enabled && !mp.accessToken && !stored.mercadoPago.connected) {
      found.set('mercadoPago.accessToken', MP_TOKEN_REQUIRED_MESSAGE)
    }
    if (mp.enabled && !mp.webhookSecret && !stored.mercadoPago.webhookSecretSet) {
      found.set('mercadoPago.webhookSecret', MP_WEBHOOK_SECRET_REQUIRED_MESSAGE)
    }
    if (found.size === 0) return { values: body, errors: {} }
    const errors: Record<string, unknown> = {}
    for (const [name, message] of found) {
      const [head, field] = name.split('.')
      const error = { type: 'validation', message }
      if (field) errors[head] = { ...(errors[head] as object | undefined), [field]: error }
      else errors[head] = error
    }
    return { values: {}, errors: errors as FieldErrors<PaymentsFormValues> }
  }
