import { z } from 'zod'
import { MAX_ORDER_TOTAL } from '../checkout/rules'
import { CASH_AMOUNT_MESSAGE, PAYMENT_METHOD_MESSAGE } from '../messages/customer'
import {
  MP_TOKEN_FORMAT_MESSAGE,
  MP_WEBHOOK_SECRET_MESSAGE,
  PAID_FLAG_MESSAGE,
  PAYMENT_METHODS_REQUIRED_MESSAGE,
  TRANSFER_ACCOUNT_REQUIRED_MESSAGE,
  TRANSFER_HOLDER_MESSAGE,
} from '../messages/panel'
import { PAYMENT_FLAGS, PAYMENT_METHODS, PAYMENT_STATUSES } from './rules'
import { HOLDER_MAX, transferAccountOf } from './transfer-account'

/**
 * The calls about paying for an order (docs/product.md#payments), shared by the forms and the API.
 * Money is integer centavos, as everywhere.
 */

// ─── Checkout ───────────────────────────────────────────────────────────────────────────────────

/**
 * How the customer will pay, sent with the order. `cashAmount` is the bill a cash customer pays
 * with (optional; the server refuses one below the total). Any other method drops it.
 */
export const checkoutPaymentSchema = z
  .object(
    {
      method: z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_MESSAGE }),
      cashAmount: z
        .number({ error: CASH_AMOUNT_MESSAGE })
        .int(CASH_AMOUNT_MESSAGE)
        .min(1, CASH_AMOUNT_MESSAGE)
        .max(MAX_ORDER_TOTAL, CASH_AMOUNT_MESSAGE)
        .nullish()
        .transform((v) => v ?? null),
    },
    { error: PAYMENT_METHOD_MESSAGE },
  )
  .transform((p) => ({ method: p.method, cashAmount: p.method === 'CASH' ? p.cashAmount : null }))
export type CheckoutPaymentInput = z.input<typeof checkoutPaymentSchema>
export type CheckoutPayment = z.output<typeof checkoutPaymentSchema>

/** An order without a payment (a client from before payments) pays cash, with no bill named. */
export const DEFAULT_CHECKOUT_PAYMENT: CheckoutPayment = { method: 'CASH', cashAmount: null }

// ─── Answers about an order ─────────────────────────────────────────────────────────────────────

export const orderPaymentSchema = z.object({
  /** Null for an order placed before payments existed. */
  method: z.enum(PAYMENT_METHODS).nullable(),
  status: z.enum(PAYMENT_STATUSES),
  /** Cash only: the bill the customer pays with, so the rider brings change. */
  cashAmount: z.number().int().nullable(),
  /** Something the shop must check by hand (a Mercado Pago amount that is not the total). */
  flag: z.enum(PAYMENT_FLAGS).nullable(),
})

/** Where a transfer goes, shown to the customer of a transfer order after ordering. */
export const transferAccountSchema = z.object({
  /** The alias, or the CBU/CVU's 22 digits. */
  account: z.string(),
  holder: z.string(),
})
export type TransferAccount = z.infer<typeof transferAccountSchema>

/** `POST /api/public/orders/{id}/mercadopago?token=…`: where to send the customer to pay. */
export const onlineCheckoutSchema = z.object({ url: z.string() })
export type OnlineCheckout = z.infer<typeof onlineCheckoutSchema>

// ─── The panel ──────────────────────────────────────────────────────────────────────────────────

/** `PUT /api/business/orders/{id}/payment`: the owner marks a cash or transfer order paid (or not). */
export const orderPaymentActionSchema = z.object({
  paid: z.boolean({ error: PAID_FLAG_MESSAGE }),
})

/** `GET /api/business/settings/payments`: what the Cobros tab shows. Secrets never travel back. */
export const paymentSettingsSchema = z.object({
  cash: z.boolean(),
  transfer: z.object({
    enabled: z.boolean(),
    account: z.string().nullable(),
    holder: z.string().nullable(),
  }),
  mercadoPago: z.object({
    enabled: z.boolean(),
    /** An access token is stored (encrypted); only its last 4 characters are ever shown. */
    connected: z.boolean(),
    tokenLast4: z.string().nullable(),
    webhookSecretSet: z.boolean(),
    /** The address Mercado Pago notifies, to paste in its webhooks settings. */
    notificationUrl: z.string(),
  }),
})
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>

/** An access token as Mercado Pago issues them: 'APP_USR-…' (production) or 'TEST-…'. */
export const mpAccessTokenSchema = z
  .string({ error: MP_TOKEN_FORMAT_MESSAGE })
  .trim()
  .max(200, MP_TOKEN_FORMAT_MESSAGE)
  .regex(/^(APP_USR|TEST)-[A-Za-z0-9_-]{8,}$/, MP_TOKEN_FORMAT_MESSAGE)

const webhookSecretSchema = z
  .string({ error: MP_WEBHOOK_SECRET_MESSAGE })
  .trim()
  .min(16, MP_WEBHOOK_SECRET_MESSAGE)
  .max(200, MP_WEBHOOK_SECRET_MESSAGE)
  .regex(/^\S+$/, MP_WEBHOOK_SECRET_MESSAGE)

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null)

/**
 * `PUT /api/business/settings/payments`. For Mercado Pago's token and secret, absent keeps the
 * stored one, null removes it, a string replaces it. Whether Mercado Pago can be enabled (a token
 * and a secret stored or given) is checked by the server, which alone knows what is stored.
 */
export const paymentSettingsInputSchema = z
  .object({
    cash: z.boolean({ error: PAYMENT_METHODS_REQUIRED_MESSAGE }),
    transfer: z.object({
      enabled: z.boolean(),
      account: optionalText(60, TRANSFER_ACCOUNT_REQUIRED_MESSAGE),
      holder: optionalText(HOLDER_MAX, TRANSFER_HOLDER_MESSAGE),
    }),
    mercadoPago: z.object({
      enabled: z.boolean(),
      accessToken: mpAccessTokenSchema.nullish(),
      webhookSecret: webhookSecretSchema.nullish(),
    }),
  })
  .transform((v, ctx) => {
    if (!v.cash && !v.transfer.enabled && !v.mercadoPago.enabled) {
      ctx.addIssue({ code: 'custom', path: ['cash'], message: PAYMENT_METHODS_REQUIRED_MESSAGE })
    }
    let account = v.transfer.account
    if (account) {
      const checked = transferAccountOf(account)
      if (checked.ok) account = checked.value
      else ctx.addIssue({ code: 'custom', path: ['transfer', 'account'], message: checked.message })
    } else if (v.transfer.enabled) {
      ctx.addIssue({
        code: 'custom',
        path: ['transfer', 'account'],
        message: TRANSFER_ACCOUNT_REQUIRED_MESSAGE,
      })
    }
    if (v.transfer.enabled && !v.transfer.holder) {
      ctx.addIssue({
        code: 'custom',
        path: ['transfer', 'holder'],
        message: TRANSFER_HOLDER_MESSAGE,
      })
    }
    return { ...v, transfer: { ...v.transfer, account } }
  })
export type PaymentSettingsInput = z.input<typeof paymentSettingsInputSchema>
export type PaymentSettingsUpdate = z.output<typeof paymentSettingsInputSchema>

/** `POST /api/business/settings/payments/test`: the token typed (not yet saved), else the stored one. */
export const paymentTestInputSchema = z.object({ accessToken: mpAccessTokenSchema.optional() })
export const paymentTestResultSchema = z.object({
  /** The Mercado Pago account the token belongs to, as Mercado Pago names it. */
  account: z.string(),
})
