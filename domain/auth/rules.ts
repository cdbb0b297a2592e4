import { PHONE_MIN_DIGITS, PHONE_PREFIX, TAX_ID_DIGITS } from '../constants'
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { CUIT_LENGTH_MESSAGE, CUIT_CHECK_MESSAGE } from '../messages/customer'

/** docs/product.md#validation: the digits a person typed, without spaces, dashes or parentheses. */
export const phoneDigits = (input: string) => input.replace(/\D/g, '')

/**
 * An Argentine WhatsApp number in the mobile form +549 + area code + number (10 digits), or null.
 * Accepts what people type: '0351 15 555-1234', '351 555 1234', '+54 9 351 555 1234'. Stored phones
 * carry the +549 prefix because WhatsApp links need the mobile form.
 */
export function normalizeArMobile(input: string): string | null {
  if (phoneDigits(input).length < PHONE_MIN_DIGITS) return null
  const parsed = parsePhoneNumberFromString(input, 'AR')
  if (!parsed || parsed.country !== 'AR' || !parsed.isValid()) return null
  const national = parsed.nationalNumber
  // Mobile numbers carry a leading 9 after the country code; fixed-line forms typed for a
  // WhatsApp number get it added.
  const tenDigits =
    national.length === 11 && national.startsWith('9') ? national.slice(1) : national
  return tenDigits.length === 10 ? PHONE_PREFIX + tenDigits : null
}

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]

/** The check digit AFIP computes for the first ten digits, or null when no digit fits. */
export function cuitCheckDigit(firstTen: string): number | null {
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(firstTen[i]), 0)
  const digit = 11 - (sum % 11)
  if (digit === 11) return 0
  if (digit === 10) return null
  return digit
}

/** Null when the CUIT/CUIL is valid, else the Spanish message to show. */
export function cuitProblem(input: string): string | null {
  const digits = input.replace(/\D/g, '')
  if (digits.length !== TAX_ID_DIGITS) return CUIT_LENGTH_MESSAGE
  const check = cuitCheckDigit(digits.slice(0, 10))
  return check !== null && check === Number(digits[10]) ? null : CUIT_CHECK_MESSAGE
}

export const normalizeCuit = (input: string) => input.replace(/\D/g, '')
