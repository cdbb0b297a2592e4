import { TRANSFER_ALIAS_MESSAGE, TRANSFER_CBU_MESSAGE } from '../messages/panel'

/**
 * Paying for an order (docs/product.md#payments): how the customer pays and what the shop knows
 * about it. Zod-free, so the checkout and the order page carry only these few constants; the
 * schemas of the calls live in payment-schemas.ts, the transfer account's rules in
 * transfer-account.ts.
 */

export const PAYMENT_METHODS = ['CASH', 'TRANSFER', 'MERCADOPAGO'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CASH: 'Efectivo',
  TRANSFER: 'Transferencia',
  MERCADOPAGO: 'Mercado Pago',
}

/**
 * UNPAID until money moves; PENDING while Mercado Pago processes it; PAID when it is confirmed (by
 * Mercado Pago, or by the owner for cash and transfers); REFUNDED or CANCELLED as Mercado Pago
 * reports them.
 */
export const PAYMENT_STATUSES = ['UNPAID', 'PENDING', 'PAID', 'REFUNDED', 'CANCELLED'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  UNPAID: 'Sin pagar',
  PENDING: 'Pago pendiente',
  PAID: 'Pagado',
  REFUNDED: 'Devuelto',
  CANCELLED: 'Pago cancelado',
}

/**
 * Something about a payment the shop must look at by hand. AMOUNT_MISMATCH: Mercado Pago reports a
 * payment whose amount is not the order's total; it is never taken as paid.
 */
export const PAYMENT_FLAGS = ['AMOUNT_MISMATCH'] as const
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number]

/** What every answer about an order says of its payment. */
export interface OrderPayment {
  /** Null for an order placed before payments existed. */
  method: PaymentMethod | null
  status: PaymentStatus
  /** Cash only: the bill the customer pays with (centavos), so the rider brings change. */
  cashAmount: number | null
  flag: PaymentFlag | null
}

/** The payment of an order placed before payments existed. */
export const NO_PAYMENT: OrderPayment = {
  method: null,
  status: 'UNPAID',
  cashAmount: null,
  flag: null,
}

/**
 * The account a shop takes transfers to (docs/product.md#payments): an alias of 6 to 20 letters,
 * digits, '.' or '-', or a CBU/CVU of 22 digits whose two check digits hold.
 */

export const ALIAS_MIN = 6
export const ALIAS_MAX = 20
export const CBU_DIGITS = 22
export const HOLDER_MAX = 80

const ALIAS_PATTERN = /^[A-Za-z0-9.-]+$/

/** The check digit of a block: the weights 7, 1, 3, 9 repeated, then 10 minus the sum mod 10. */
function blockCheckDigit(digits: string, weights: readonly number[]): number {
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * weights[i], 0)
  return (10 - (sum % 10)) % 10
}

/**
 * A CBU or CVU is two blocks: 7 digits (bank and branch) and their check digit, then 13 digits
 * (the account) and theirs. A CVU follows the same rule (its first block starts with 000).
 */
export function isValidCbu(value: string): boolean {
  if (!/^\d{22}$/.test(value)) return false
  const first = blockCheckDigit(value.slice(0, 7), [7, 1, 3, 9, 7, 1, 3])
  const second = blockCheckDigit(value.slice(8, 21), [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3])
  return first === Number(value[7]) && second === Number(value[21])
}

/**
 * The account as the owner typed it, tidied: a CBU/CVU keeps only its digits (the spaces or dashes
 * typed between groups go), an alias is kept in lower case, as banks show it. Anything else is
 * refused with the message to show.
 */
export function transferAccountOf(
  input: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const trimmed = input.trim()
  const digits = trimmed.replace(/[\s-]/g, '')
  // Ten digits or more is someone typing a CBU, not an alias (which must have a letter to be read).
  if (/^\d{10,}$/.test(digits)) {
    return isValidCbu(digits)
      ? { ok: true, value: digits }
      : { ok: false, message: TRANSFER_CBU_MESSAGE }
  }
  if (trimmed.length < ALIAS_MIN || trimmed.length > ALIAS_MAX || !ALIAS_PATTERN.test(trimmed)) {
    return { ok: false, message: TRANSFER_ALIAS_MESSAGE }
  }
  return { ok: true, value: trimmed.toLowerCase() }
}

/** Whether a stored account is a CBU/CVU (digits) rather than an alias. */
export const isCbu = (account: string) => /^\d+$/.test(account)
