import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { PHONE_MIN_DIGITS, PHONE_PREFIX } from './constants'

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
