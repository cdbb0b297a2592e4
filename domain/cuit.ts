import { CUIT_LENGTH_MESSAGE, CUIT_CHECK_MESSAGE } from './messages/customer'
import { TAX_ID_DIGITS } from './constants'

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
